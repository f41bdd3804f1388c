/**
 * The field-status alert (docs/product-rules.md#field-status-alert): when a new one ends, whether
 * one is still showing, and how long a copy of the answer may be kept. Pure: now is passed in.
 */
import type { DateTime } from "luxon";
import type { FieldAlert } from "../schemas/game-day";
import type { FieldAlertInput } from "../schemas/game-day";
import { alert as esAlert } from "../../i18n/es/alert";
import { ALERT_LEVEL_LABELS } from "../field-alert";
import { withoutLabel } from "./alert-label";
import { english, validationFailed } from "./errors";
import { endOfDay } from "./local-time";
import { formatDateKey, wallClock } from "./time";

/** The last instant of `at`'s day in Kyle, e.g. 11:59:59.999 PM CDT on 27 Sep 2025 → `"2025-09-28T04:59:59.999Z"`. */
export const endOfDayInKyle = (at: DateTime): string => endOfDay(formatDateKey(wallClock(at.toMillis())));

/**
 * The alert the coach posts at `at`: it ends at `endsAt`, by default at the end of today in Kyle.
 * An end already past is refused, so a posted alert always shows. The bar shows the level's label
 * before the message, so a message that starts with it is stored without that start, in each
 * language ("Fields closed: rain" under Fields closed is "Rain"); one that is only the label says
 * nothing and is refused, and a Spanish one that is only its label is dropped.
 */
export function buildAlert(input: FieldAlertInput, at: DateTime): FieldAlert {
  const endsAt = input.endsAt ?? endOfDayInKyle(at);
  if (Date.parse(endsAt) <= at.toMillis()) {
    throw validationFailed(english("The alert would already have ended"), [
      { path: ["endsAt"], message: "Choose an end time that is still to come" },
    ]);
  }
  const label = ALERT_LEVEL_LABELS[input.level];
  const message = withoutLabel(input.message, label);
  if (message === "") {
    throw validationFailed(english("The message only repeats the level"), [
      { path: ["message"], message: `Say what is happening: the bar already shows "${label}"` },
    ]);
  }
  const spanish = input.messageEs === null ? "" : withoutLabel(input.messageEs, esAlert.levels[input.level]);
  return {
    message,
    messageEs: spanish === "" ? null : spanish,
    level: input.level,
    endsAt,
    updatedAt: at.toUTC().toISO() ?? "",
  };
}

/** The alert as parents see it at `at` (epoch ms): the stored one until it ends, then none. */
export function activeAlert(alert: FieldAlert | null, at: number): FieldAlert | null {
  return alert !== null && Date.parse(alert.endsAt) > at ? alert : null;
}

/**
 * How long, in whole seconds, a copy of the answer may be kept at `at`: until the alert ends (at
 * least a second), or `longest` when there is none or it ends later, e.g. 3600 for an alert ending
 * in an hour.
 */
export function alertLifetimeSeconds(alert: FieldAlert | null, at: number, longest: number): number {
  if (alert === null) return longest;
  return Math.min(longest, Math.max(1, Math.ceil((Date.parse(alert.endsAt) - at) / 1000)));
}
