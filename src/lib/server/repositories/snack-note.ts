/** The team's snack note, e.g. "Nut-free team: one player has a peanut allergy": one record. */
import { now } from "../../clock";
import { buildSnackSettings } from "../../domain/snack-note";
import { SnackSettingsSchema, type SnackNoteInput, type SnackSettings } from "../../schemas/snacks";
import { SNACK_SETTINGS_KEY } from "../keys";
import { openTeamStore } from "../seed";
import { readRecord, upsertRecord } from "../store";

/** The note, its Spanish version and when it was set; null before the coach ever set one. */
export async function readSnackNote(): Promise<SnackSettings | null> {
  return readRecord(await openTeamStore(), SNACK_SETTINGS_KEY, SnackSettingsSchema);
}

/** Sets the note and its Spanish version; `note: null` removes it. */
export async function saveSnackNote(input: SnackNoteInput): Promise<SnackSettings> {
  const settings = buildSnackSettings(input, now());
  return upsertRecord(
    await openTeamStore(),
    SNACK_SETTINGS_KEY,
    SnackSettingsSchema,
    () => settings,
    "Snack note",
  );
}
