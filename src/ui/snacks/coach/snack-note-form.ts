/**
 * The Snacks tab's snack note form: the English note and its optional Spanish version, checked
 * with the API's schema and its rule that a Spanish note needs the English one. Pure.
 */
import { spanishNoteIssue } from "../../../lib/domain/snack-note";
import { SnackNoteInputSchema, type SnackNoteAnswer, type SnackNoteInput } from "../../../lib/schemas/snacks";
import { firstIssuePerField } from "../../kit/form/form-errors";
import type { Checked, FieldOf } from "../../kit/form/form-state";

export interface SnackNoteFormValues {
  note: string;
  /** The Spanish version; empty for none. */
  noteEs: string;
}

export type SnackNoteFormField = FieldOf<SnackNoteFormValues>;

export const SNACK_NOTE_FIELDS: readonly SnackNoteFormField[] = ["note", "noteEs"];

/** The form filled with the saved note, e.g. `{ note: "Nut-free team", noteEs: "" }` without a Spanish one. */
export const snackNoteFormValues = (saved: SnackNoteAnswer | null): SnackNoteFormValues => ({
  note: saved?.note ?? "",
  noteEs: saved?.noteEs ?? "",
});

/** Checks the form and builds the body of `PUT /api/snack-note`. */
export function validateSnackNoteForm(
  values: SnackNoteFormValues,
): Checked<SnackNoteFormField, SnackNoteInput> {
  const parsed = SnackNoteInputSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, errors: firstIssuePerField(parsed.error.issues, SNACK_NOTE_FIELDS) };
  }
  const issue = spanishNoteIssue(parsed.data.note, parsed.data.noteEs);
  return issue ? { ok: false, errors: { note: issue.message } } : { ok: true, input: parsed.data };
}
