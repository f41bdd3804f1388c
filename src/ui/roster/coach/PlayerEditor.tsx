/**
 * Adds or edits a player: first name required, jersey 1-99 or none, a position or
 * none, the parent's contact as free text. Checked as typed; Save stays disabled until the form is
 * valid; empty optional fields go to the server as null. Shows its own toasts, so any page can use
 * it: `<PlayerEditor player={mia} onSaved={...} onCancel={...} />` (no `player` adds one).
 */
import { ApiRequestError, errorMessage } from "../../kit/api";
import { createPlayer, updatePlayer } from "./api";
import { NEW_PLAYER_FORM, playerToFormValues, validatePlayerForm } from "./player-form";
import { LIMITS } from "../../../lib/constants";
import type { Player } from "../../../lib/schemas/players";
import type { PlayerInput } from "../../../lib/schemas/players";
// Registers the one reaction to an ended session wherever the editor is used.
import "../../sign-in/coach/session";
import { showError, showToast } from "../../kit/toasts";
import { ButtonRow, SubmitButton } from "../../kit/form/Button";
import { TextAreaField, TextField } from "../../kit/form/Field";
import { PositionField } from "./PositionField";
import { useForm } from "../../kit/form/use-form";
import Form from "../../kit/form/Form";

export interface PlayerEditorProps {
  /** The player to edit; without one the editor adds a player. */
  player?: Player;
  onSaved: (player: Player) => void;
  onCancel: () => void;
}

export default function PlayerEditor({ player, onSaved, onCancel }: PlayerEditorProps) {
  const editing = player !== undefined;
  const form = useForm({
    initial: player ? playerToFormValues(player) : NEW_PLAYER_FORM,
    check: validatePlayerForm,
  });

  const save = async (input: PlayerInput) => {
    try {
      const saved = editing ? await updatePlayer(player.id, input) : await createPlayer(input);
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
        form.setError("jerseyNumber", message);
        showError(message);
      } else {
        showError(form.fail(error, fallback));
      }
    }
  };

  return (
    <Form form={form} onSubmit={save} autoComplete="off" className="space-y-4">
      <TextField label="First name" required maxLength={LIMITS.name} {...form.bind("firstName")} />
      <TextField label="Last name" maxLength={LIMITS.name} {...form.bind("lastName")} />
      <TextField
        label="Jersey number"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        step={1}
        hint="1 to 99, or leave empty."
        {...form.bind("jerseyNumber")}
      />
      <PositionField
        id={form.fieldId("position")}
        value={form.values.position}
        onChange={(position) => {
          form.set("position", position);
        }}
      />
      <TextAreaField
        label="Parent contact"
        hint="Parent's name, phone or email. Only the coach sees this."
        rows={2}
        maxLength={LIMITS.parentContact}
        {...form.bind("parentId")}
      />
      <ButtonRow onCancel={onCancel} pending={form.pending !== null} className="pt-2">
        <SubmitButton form={form} disabled={!form.valid} pendingLabel={editing ? "Updating..." : "Adding..."}>
          {editing ? "Update Player" : "Add Player"}
        </SubmitButton>
      </ButtonRow>
    </Form>
  );
}
