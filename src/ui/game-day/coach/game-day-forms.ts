/**
 * The dashboard's game-day forms: the field alert (message and its optional Spanish version, level,
 * when it ends) and the rainout (the day, which of its events, one note, the alert and the GroupMe
 * message, each in English and optionally Spanish), checked with the
 * schemas the API checks them with, into the request bodies. Pure: today's date is passed in.
 */
import { LOCAL_TIME, type AlertLevel, type GroupMeLanguages } from "../../../lib/constants";
import { composeMessage, tooLongText } from "../../../lib/domain/groupme-message";
import {
  FieldAlertInputSchema,
  RainoutInputSchema,
  type FieldAlertInput,
  type RainoutInput,
} from "../../../lib/schemas/game-day";
import { parseCalendarDate } from "../../../lib/domain/instant";
import { endOfDay, localToUtc } from "../../../lib/domain/local-time";
import { firstIssuePerField, type FieldErrors } from "../../kit/form/form-errors";
import { fieldsOf, type Checked, type FieldOf } from "../../kit/form/form-state";

export interface AlertFormValues {
  message: string;
  /** The Spanish version; empty for none. */
  messageEs: string;
  level: AlertLevel;
  /** `today`: until the end of today in Kyle; `at`: until `endDate` at `endTime` (Kyle time). */
  ends: "today" | "at";
  endDate: string;
  endTime: string;
}

export type AlertFormField = FieldOf<AlertFormValues>;

export const NEW_ALERT_FORM: AlertFormValues = {
  message: "",
  messageEs: "",
  level: "closed",
  ends: "today",
  endDate: "",
  endTime: "",
};

/** The end the coach chose, as a UTC instant, or the problem with it; null for the end of today. */
function chosenEnd(
  values: AlertFormValues,
): { ok: true; endsAt: string | null } | { ok: false; errors: FieldErrors<AlertFormField> } {
  if (values.ends === "today") return { ok: true, endsAt: null };
  if (parseCalendarDate(values.endDate) === null)
    return { ok: false, errors: { endDate: "Choose the day it ends" } };
  if (!LOCAL_TIME.test(values.endTime)) return { ok: false, errors: { endTime: "Choose the time it ends" } };
  try {
    return { ok: true, endsAt: localToUtc(values.endDate, values.endTime) };
  } catch {
    return {
      ok: false,
      errors: { endTime: "This time does not exist in Kyle that day (clocks spring forward)" },
    };
  }
}

/** Checks the alert form at `now` (epoch ms) and builds the body of `PUT /api/alert`. */
export function validateAlertForm(
  values: AlertFormValues,
  now: number,
): Checked<AlertFormField, FieldAlertInput> {
  const chosen = chosenEnd(values);
  const end: typeof chosen =
    chosen.ok && chosen.endsAt !== null && Date.parse(chosen.endsAt) <= now
      ? { ok: false, errors: { endTime: "Choose an end time that is still to come" } }
      : chosen;
  const parsed = FieldAlertInputSchema.safeParse({
    message: values.message,
    messageEs: values.messageEs,
    level: values.level,
    endsAt: end.ok ? end.endsAt : null,
  });
  const errors: FieldErrors<AlertFormField> = {
    ...(parsed.success ? {} : firstIssuePerField(parsed.error.issues, fieldsOf(NEW_ALERT_FORM))),
    ...(end.ok ? {} : end.errors),
  };
  if (!parsed.success || !end.ok) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

export interface RainoutFormValues {
  /** The day in Kyle, e.g. `"2025-09-20"`. */
  day: string;
  /** The events of that day to cancel. */
  eventIds: string[];
  statusNote: string;
  statusNoteEs: string;
  postAlert: boolean;
  alertMessage: string;
  alertMessageEs: string;
  alertLevel: AlertLevel;
  sendGroupMe: boolean;
  groupMeText: string;
  groupMeTextEs: string;
  /** The languages this message goes out in: the team's, or one of them when both do not fit. */
  groupMeSend: GroupMeLanguages;
}

export type RainoutFormField = FieldOf<RainoutFormValues>;

export const RAINOUT_FORM_FIELDS: readonly RainoutFormField[] = [
  "day",
  "eventIds",
  "statusNote",
  "statusNoteEs",
  "postAlert",
  "alertMessage",
  "alertMessageEs",
  "alertLevel",
  "sendGroupMe",
  "groupMeText",
  "groupMeTextEs",
  "groupMeSend",
];

/**
 * Checks the rainout form and builds the body of `POST /api/rainout`: the alert ends with the day
 * (the end of today when the day is today or past, which the server also takes as its default);
 * the GroupMe message is the text of each language of `groupMeSend` as one message, refused in
 * plain words when it passes GroupMe's 1000 characters.
 */
export function validateRainoutForm(
  values: RainoutFormValues,
  today: string,
): Checked<RainoutFormField, RainoutInput> {
  const errors: FieldErrors<RainoutFormField> = {};
  if (parseCalendarDate(values.day) === null) errors.day = "Choose the day";
  if (values.eventIds.length === 0 && !values.postAlert && !values.sendGroupMe) {
    errors.eventIds = "Choose at least one event, the alert or the GroupMe message";
  }
  const endsAt = errors.day || values.day <= today ? null : endOfDay(values.day);
  const message = composeMessage({ en: values.groupMeText, es: values.groupMeTextEs }, values.groupMeSend);
  /** Where a problem with the message shows: the Spanish box when only Spanish goes out. */
  const messageField = values.groupMeSend === "es" ? "groupMeTextEs" : "groupMeText";
  const tooLong = values.sendGroupMe ? tooLongText(message, values.groupMeSend) : null;
  if (tooLong !== null) errors[messageField] = tooLong;
  const parsed = RainoutInputSchema.safeParse({
    eventIds: values.eventIds,
    statusNote: values.statusNote,
    statusNoteEs: values.statusNoteEs,
    alert: values.postAlert
      ? { message: values.alertMessage, messageEs: values.alertMessageEs, level: values.alertLevel, endsAt }
      : null,
    groupMe: values.sendGroupMe ? { text: message.text } : null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      const field: RainoutFormField | null =
        first === "alert"
          ? second === "level"
            ? "alertLevel"
            : second === "messageEs"
              ? "alertMessageEs"
              : "alertMessage"
          : first === "groupMe"
            ? messageField
            : first === "statusNote" || first === "statusNoteEs" || first === "eventIds"
              ? first
              : null;
      if (field !== null && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
