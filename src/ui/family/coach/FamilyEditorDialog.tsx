/**
 * Add Family and Edit Family in a dialog: the family's name, its language (its slip's and what the
 * team writes to it) and its players, 1 to 6 of the roster; a player already in another family is
 * marked, and the server refuses them with the family's name.
 */
import { useState } from "react";
import { FAMILY_LANGUAGES, LIMITS } from "../../../lib/constants";
import type { CoachFamily } from "../../../lib/schemas/families";
import Dialog from "../../kit/Dialog";
import { errorMessage } from "../../kit/api";
import { ButtonRow, Button } from "../../kit/form/Button";
import { CheckboxField, SelectField, TextField } from "../../kit/form/Field";
import { showError, showToast } from "../../kit/toasts";
import { createFamily, updateFamily } from "./api";
import { putFamily } from "./store";

/** A player as the dialog lists them, e.g. `{ id, name: "Maya Garcia" }`. */
export interface RosterPlayer {
  id: string;
  name: string;
}

interface FamilyEditorDialogProps {
  /** The family to edit (`{ family }`), a new one (`{}`), or null when closed. */
  editing: { family?: CoachFamily } | null;
  players: readonly RosterPlayer[];
  families: readonly CoachFamily[];
  onClose: () => void;
}

const LANGUAGE_NAMES = { en: "English", es: "Spanish" } as const;

export default function FamilyEditorDialog({ editing, players, families, onClose }: FamilyEditorDialogProps) {
  return (
    <Dialog open={editing !== null} title={editing?.family ? "Edit Family" : "Add Family"} onClose={onClose}>
      {editing ? (
        <FamilyForm family={editing.family} players={players} families={families} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function FamilyForm({
  family,
  players,
  families,
  onClose,
}: {
  family: CoachFamily | undefined;
  players: readonly RosterPlayer[];
  families: readonly CoachFamily[];
  onClose: () => void;
}) {
  const [name, setName] = useState(family?.name ?? "");
  const [language, setLanguage] = useState<(typeof FAMILY_LANGUAGES)[number]>(family?.language ?? "en");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    new Set(family?.players.map((player) => player.id)),
  );
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** The other family a player is in, e.g. "Lopez family", or null. */
  const otherFamily = (playerId: string) =>
    families.find(
      (entry) => entry.id !== family?.id && entry.players.some((player) => player.id === playerId),
    )?.name ?? null;

  const save = async () => {
    if (name.trim() === "" || chosen.size === 0) {
      setProblem("Give the family a name and choose at least one player.");
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const input = { name: name.trim(), language, playerIds: [...chosen] };
      const saved = family ? await updateFamily(family.id, input) : await createFamily(input);
      putFamily(saved);
      showToast({
        title: family ? "Family Updated" : "Family Added",
        description: `${saved.name} is saved.`,
        variant: "success",
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error, "Failed to save the family. Please try again.");
      setProblem(message);
      showError(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(submit) => {
        submit.preventDefault();
        void save();
      }}
    >
      <TextField
        id="family-name"
        label="Family name"
        required
        value={name}
        maxLength={LIMITS.familyName}
        hint='e.g. "Garcia family". Only the coach and the family see it.'
        onChange={(change) => {
          setName(change.target.value);
        }}
      />
      <SelectField
        id="family-language"
        label="Language"
        hint="The language of the family's QR slip and page."
        value={language}
        onChange={(change) => {
          setLanguage(FAMILY_LANGUAGES.find((lang) => lang === change.target.value) ?? "en");
        }}
      >
        {FAMILY_LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="field-label">Players (1 to {String(LIMITS.familyPlayers)})</legend>
        {players.length === 0 ? (
          <p className="text-sm text-slate-700">No players on the roster yet.</p>
        ) : null}
        {players.map((player) => {
          const other = otherFamily(player.id);
          return (
            <CheckboxField
              key={player.id}
              id={`family-player-${player.id}`}
              label={other ? `${player.name} (in ${other})` : player.name}
              checked={chosen.has(player.id)}
              onChange={(change) => {
                const next = new Set(chosen);
                if (change.target.checked) next.add(player.id);
                else next.delete(player.id);
                setChosen(next);
              }}
            />
          );
        })}
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <ButtonRow onCancel={onClose} pending={pending}>
        <Button type="submit" pending={pending} pendingLabel="Saving...">
          Save Family
        </Button>
      </ButtonRow>
    </form>
  );
}
