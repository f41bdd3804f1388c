/**
 * The team's snack note (docs/product-rules.md#snack-sign-ups) as the coach saves it: the English
 * note and its Spanish version (docs/languages.md#what-the-coach-writes). Pure: now is passed in.
 */
import type { DateTime } from "luxon";
import type { SnackNoteInput, SnackSettings } from "../schemas/snacks";
import { english, validationFailed, type IssueDetail } from "./errors";

/**
 * The issue with a Spanish note without the English one (an English page would show nothing), on
 * the English field, or null, e.g. `spanishNoteIssue(null, "Equipo sin nueces")` names `note`.
 */
export function spanishNoteIssue(note: string | null, noteEs: string | null): IssueDetail | null {
  return note === null && noteEs !== null
    ? { path: ["note"], message: "Write the English note too, or clear the Spanish one" }
    : null;
}

/**
 * The record to store at `at`, e.g. `{ note: "Nut-free team", noteEs: "Equipo sin nueces", … }`.
 * Removing the note (`note: null`) removes its Spanish version too when none is sent; a Spanish
 * note alone is refused (`spanishNoteIssue`).
 */
export function buildSnackSettings(input: SnackNoteInput, at: DateTime): SnackSettings {
  const issue = spanishNoteIssue(input.note, input.noteEs);
  if (issue) throw validationFailed(english("The Spanish note needs the English one"), [issue]);
  return { note: input.note, noteEs: input.noteEs, updatedAt: at.toUTC().toISO() ?? "" };
}
