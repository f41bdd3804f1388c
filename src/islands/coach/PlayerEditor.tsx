/**
 * Adds or edits a player: first name required, jersey 1-99 or none, a position or
 * none, the parent's contact as free text. Checked as typed; Save stays disabled until the form is
 * valid; empty optional fields go to the server as null. Shows its own toasts, so any page can use
 * it: `<PlayerEditor player={mia} onSaved={...} onCancel={...} />` (no `player` adds one).
 */
import { useId, useState, type SubmitEvent } from "react";
import { ApiRequestError, errorMessage } from "../../lib/browser/api-client";
import { createPlayer, updatePlayer } from "../../lib/browser/coach-api";
import {
  NEW_PLAYER_FORM,
  playerToFormValues,
  validatePlayerForm,
  type PlayerFormField,
  type PlayerFormValues,
} from "../../lib/view/player-form";
import { POSITIONS } from "../../lib/constants";
import type { Player } from "../../lib/schemas/records";
// Registers the one reaction to an ended session wherever the editor is used.
import "../../stores/session";
import { showError, showToast } from "../../stores/toasts";
import { Button, SelectField, TextAreaField, TextField } from "./ui";

export interface PlayerEditorProps {
  /** The player to edit; without one the editor adds a player. */
  player?: Player;
  onSaved: (player: Player) => void;
  onCancel: () => void;
}

export default function PlayerEditor({ player, onSaved, onCancel }: PlayerEditorProps) {
  const editing = player !== undefined;
  const idBase = useId();
  const [values, setValues] = useState<PlayerFormValues>(() =>
    player ? playerToFormValues(player) : NEW_PLAYER_FORM,
  );
  const [touched, setTouched] = useState<Partial<Record<PlayerFormField, boolean>>>({});
  const [serverError, setServerError] = useState<{ field: PlayerFormField; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  const result = validatePlayerForm(values);
  const errors = result.ok ? {} : result.errors;
  const errorFor = (field: PlayerFormField) =>
    (touched[field] ? errors[field] : undefined) ??
    (serverError?.field === field ? serverError.message : undefined);

  const set = <K extends PlayerFormField>(field: K, value: PlayerFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    if (serverError?.field === field) setServerError(null);
  };
  const blur = (field: PlayerFormField) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!result.ok || pending) return;
    setPending(true);
    try {
      const saved = editing ? await updatePlayer(player.id, result.input) : await createPlayer(result.input);
      showToast({
        title: editing ? "Player Updated" : "Player Added",
        description: `${saved.firstName}${saved.lastName ? ` ${saved.lastName}` : ""} is on the roster.`,
        variant: "success",
      });
      onSaved(saved);
    } catch (error) {
      const fallback = editing
        ? "Failed to update player. Please try again."
        : "Failed to add player. Please try again.";
      if (error instanceof ApiRequestError && error.status === 409) {
        // A jersey clash: the server names who wears the number.
        const message = errorMessage(error, fallback);
        setServerError({ field: "jerseyNumber", message });
        showError(message);
      } else {
        showError(fallback);
      }
    } finally {
      setPending(false);
    }
  }

  const fieldId = (field: PlayerFormField) => `${idBase}-${field}`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        id={fieldId("firstName")}
        label="First name"
        required
        autoComplete="off"
        value={values.firstName}
        onChange={(event) => {
          set("firstName", event.target.value);
        }}
        onBlur={blur("firstName")}
        error={errorFor("firstName")}
        maxLength={100}
      />
      <TextField
        id={fieldId("lastName")}
        label="Last name"
        autoComplete="off"
        value={values.lastName}
        onChange={(event) => {
          set("lastName", event.target.value);
        }}
        onBlur={blur("lastName")}
        error={errorFor("lastName")}
        maxLength={100}
      />
      <TextField
        id={fieldId("jerseyNumber")}
        label="Jersey number"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        step={1}
        hint="1 to 99, or leave empty."
        value={values.jerseyNumber}
        onChange={(event) => {
          set("jerseyNumber", event.target.value);
        }}
        onBlur={blur("jerseyNumber")}
        error={errorFor("jerseyNumber")}
      />
      <SelectField
        id={fieldId("position")}
        label="Position"
        value={values.position}
        onChange={(event) => {
          const position = POSITIONS.find((name) => name === event.target.value) ?? "";
          set("position", position);
        }}
      >
        <option value="">No position</option>
        {POSITIONS.map((position) => (
          <option key={position} value={position}>
            {position}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={fieldId("parentId")}
        label="Parent contact"
        hint="Parent's name, phone or email. Only the coach sees this."
        rows={2}
        value={values.parentId}
        onChange={(event) => {
          set("parentId", event.target.value);
        }}
        onBlur={blur("parentId")}
        error={errorFor("parentId")}
        maxLength={300}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button tone="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!result.ok}
          pending={pending}
          pendingLabel={editing ? "Updating..." : "Adding..."}
        >
          {editing ? "Update Player" : "Add Player"}
        </Button>
      </div>
    </form>
  );
}
