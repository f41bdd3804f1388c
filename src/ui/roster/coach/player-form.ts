/** The coach's player form: inputs as typed, checked with the shared schema. Pure. */
import type { POSITIONS } from "../../../lib/constants";
import type { Player } from "../../../lib/schemas/players";
import { PlayerInputSchema, type PlayerInput } from "../../../lib/schemas/players";
import { firstIssuePerField } from "../../kit/form/form-errors";
import { fieldsOf, type Checked, type FieldOf } from "../../kit/form/form-state";

export interface PlayerFormValues {
  firstName: string;
  lastName: string;
  /** As typed, e.g. `"7"`; empty means no number. */
  jerseyNumber: string;
  /** `""` means no position. */
  position: (typeof POSITIONS)[number] | "";
  /** Free text with the parent's contact details. */
  parentId: string;
}

export const NEW_PLAYER_FORM: PlayerFormValues = {
  firstName: "",
  lastName: "",
  jerseyNumber: "",
  position: "",
  parentId: "",
};

export function playerToFormValues(player: Player): PlayerFormValues {
  return {
    firstName: player.firstName,
    lastName: player.lastName ?? "",
    jerseyNumber: player.jerseyNumber === null ? "" : String(player.jerseyNumber),
    position: player.position ?? "",
    parentId: player.parentId ?? "",
  };
}

/**
 * A jersey number as typed: empty or not a number means none, e.g. `"7"` → 7,
 * `""` → null, `"7.5"` → 7.5 (which the schema then refuses).
 */
export function parseJerseyNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isNaN(value) ? null : value;
}

export type PlayerFormResult = Checked<FieldOf<PlayerFormValues>, PlayerInput>;

/**
 * Checks the form and builds the body of `POST /api/players` (and of an edit), with empty optional
 * fields as null, e.g. `{ firstName: "Mia", lastName: null, jerseyNumber: 7, position: null, parentId: null }`.
 */
export function validatePlayerForm(values: PlayerFormValues): PlayerFormResult {
  const parsed = PlayerInputSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    jerseyNumber: parseJerseyNumber(values.jerseyNumber),
    position: values.position === "" ? null : values.position,
    parentId: values.parentId,
  });
  if (!parsed.success)
    return { ok: false, errors: firstIssuePerField(parsed.error.issues, fieldsOf(NEW_PLAYER_FORM)) };
  return { ok: true, input: parsed.data };
}
