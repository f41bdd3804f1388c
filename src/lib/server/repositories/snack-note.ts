/** The team's snack note, e.g. "Nut-free team: one player has a peanut allergy": one record. */
import { now } from "../../clock";
import { SnackSettingsSchema, type SnackSettings } from "../../schemas/snacks";
import { SNACK_SETTINGS_KEY } from "../keys";
import { openTeamStore } from "../seed";
import { readRecord, upsertRecord } from "../store";

/** The note and when it was set; null before the coach ever set one. */
export async function readSnackNote(): Promise<SnackSettings | null> {
  return readRecord(await openTeamStore(), SNACK_SETTINGS_KEY, SnackSettingsSchema);
}

/** Sets the note; null removes it. */
export async function saveSnackNote(note: string | null): Promise<SnackSettings> {
  const settings = { note, updatedAt: now().toISO() ?? "" };
  return upsertRecord(
    await openTeamStore(),
    SNACK_SETTINGS_KEY,
    SnackSettingsSchema,
    () => settings,
    "Snack note",
  );
}
