/**
 * The team's snack note (docs/product-rules.md#snack-sign-ups) as the coach saves it: the English
 * note and its Spanish version (docs/languages.md#what-the-coach-writes). Pure: now is passed in.
 */
import type { DateTime } from "luxon";
import type { SnackNoteInput, SnackSettings } from "../schemas/snacks";
import { english, validationFailed } from "./errors";

/**
 * The record to store at `at`, e.g. `{ note: "Nut-free team", noteEs: "Equipo sin nueces", … }`.
 * Removing the note (`note: null`) removes its Spanish version too when none is sent; a Spanish
 * note without the English one is refused, as an English page would show nothing.
 */
export function buildSnackSettings(input: SnackNoteInput, at: DateTime): SnackSettings {
  if (input.note === null && input.noteEs !== null) {
    throw validationFailed(english("The Spanish note needs the English one"), [
      { path: ["note"], message: "Write the English note too, or clear the Spanish one" },
    ]);
  }
  return { note: input.note, noteEs: input.noteEs, updatedAt: at.toUTC().toISO() ?? "" };
}
