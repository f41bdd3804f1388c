/** The field-status alert: one record, shown on every page until it ends or the coach clears it. */
import { now } from "../../clock";
import { activeAlert, buildAlert } from "../../domain/alert";
import { AppError } from "../../domain/errors";
import { FieldAlertSchema, type FieldAlert } from "../../schemas/game-day";
import type { FieldAlertInput } from "../../schemas/game-day";
import { ALERT_KEY } from "../keys";
import { openTeamStore } from "../seed";
import { deleteRecord, readRecord, upsertRecord } from "../store";

/** The alert showing now, or null when there is none or it has ended. */
export async function readActiveAlert(): Promise<FieldAlert | null> {
  return activeAlert(await readRecord(await openTeamStore(), ALERT_KEY, FieldAlertSchema), now().toMillis());
}

/** Posts the alert, replacing any other: there is one at a time. */
export async function saveAlert(input: FieldAlertInput): Promise<FieldAlert> {
  const alert = buildAlert(input, now());
  return upsertRecord(await openTeamStore(), ALERT_KEY, FieldAlertSchema, () => alert, "Field alert");
}

/** Clears the alert; clearing when there is none is not an error. */
export async function clearAlert(): Promise<void> {
  await deleteRecord(await openTeamStore(), ALERT_KEY, "Field alert").catch((error: unknown) => {
    if (!(error instanceof AppError && error.status === 404)) throw error;
  });
}
