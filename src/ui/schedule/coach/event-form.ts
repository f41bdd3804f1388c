/**
 * The coach's event form: what the inputs hold (a Chicago date and wall-clock times), the rules of
 * the event form (docs/product-rules.md#schedule-and-events), and the request body it becomes. Pure.
 */
import { LIMITS, LOCAL_TIME, type EventStatus, type EventType } from "../../../lib/constants";
import type { Event } from "../../../lib/schemas/events";
import { EventInputSchema, type EventInput, type EventUpdate } from "../../../lib/schemas/events";
import { firstIssuePerField, type FieldErrors } from "../../kit/form/form-errors";
import { fieldsOf, type Checked, type FieldOf } from "../../kit/form/form-state";
import { parseCalendarDate } from "../../../lib/domain/instant";
import { allDayRange, localToUtc } from "../../../lib/domain/local-time";
import { formatDateKey, isAllDay, wallClock } from "../../../lib/domain/time";
import { formatTimeKey } from "../../../lib/domain/local-time";
import { missingSpanish } from "../../kit/coach/spanish-version";

export interface EventFormValues {
  title: string;
  type: EventType;
  /** Chicago calendar date, e.g. `"2025-09-20"` (what `<input type="date">` holds). */
  date: string;
  /** Chicago wall-clock time, e.g. `"09:00"` (what `<input type="time">` holds). */
  startTime: string;
  endTime: string;
  /** A day without a time yet (all-day, shown as Time TBA). */
  timeTba: boolean;
  /** Empty means the practice field. */
  location: string;
  /** Kept for games only. */
  opponent: string;
  notes: string;
  /** The notes' Spanish version; empty for none. */
  notesEs: string;
  /** Whether it is on; only an edit shows it (a new event is on). */
  status: EventStatus;
  /** Why it is cancelled or postponed, e.g. "Fields closed: rain". */
  statusNote: string;
  /** The status note's Spanish version, e.g. "Canchas cerradas: lluvia"; empty for none. */
  statusNoteEs: string;
}

export type EventFormField = FieldOf<EventFormValues>;

/** A new event: a practice unless the coach picks another type. */
export const NEW_EVENT_FORM: EventFormValues = {
  title: "",
  type: "practice",
  date: "",
  timeTba: false,
  startTime: "",
  endTime: "",
  location: "",
  opponent: "",
  notes: "",
  notesEs: "",
  status: "scheduled",
  statusNote: "",
  statusNoteEs: "",
};

/** The date and time of an instant on a Chicago wall clock, e.g. `{ date: "2025-09-09", time: "18:30" }`. */
export function utcToLocal(iso: string): { date: string; time: string } {
  const clock = wallClock(Date.parse(iso));
  return { date: formatDateKey(clock), time: formatTimeKey(clock) };
}

/** Whether a `yyyy-MM-dd` string names a real day, e.g. false for `"2025-02-30"`. */
const isCalendarDate = (date: string): boolean => parseCalendarDate(date) !== null;

/** The form filled with a stored event, e.g. for editing a game. */
export function eventToFormValues(event: Event): EventFormValues {
  const common = {
    title: event.title,
    type: event.type,
    location: event.location ?? "",
    opponent: event.opponent ?? "",
    notes: event.notes ?? "",
    notesEs: event.notesEs ?? "",
    status: event.status,
    statusNote: event.statusNote ?? "",
    statusNoteEs: event.statusNoteEs ?? "",
  };
  if (isAllDay(event)) {
    // A Time TBA day is stored as midnight UTC to midnight UTC: its date is the UTC one.
    return { ...common, date: event.date.slice(0, 10), startTime: "", endTime: "", timeTba: true };
  }
  const start = utcToLocal(event.date);
  return {
    ...common,
    date: start.date,
    startTime: start.time,
    endTime: event.endDate === null ? "" : utcToLocal(event.endDate).time,
    timeTba: false,
  };
}

type Times =
  { ok: true; date: string; endDate: string | null } | { ok: false; errors: FieldErrors<EventFormField> };

function toInstants(values: EventFormValues): Times {
  const date = values.date.trim();
  if (date === "") return { ok: false, errors: { date: "Date is required" } };
  if (!isCalendarDate(date)) {
    return { ok: false, errors: { date: "Enter a date such as 2025-09-20" } };
  }
  if (values.timeTba) return { ok: true, ...allDayRange(date) };

  const errors: FieldErrors<EventFormField> = {};
  if (values.startTime === "") errors.startTime = "Start time is required (or tick Time TBA)";
  else if (!LOCAL_TIME.test(values.startTime)) errors.startTime = "Enter a time such as 6:30 PM";
  if (values.endTime !== "" && !LOCAL_TIME.test(values.endTime))
    errors.endTime = "Enter a time such as 7:45 PM";
  if (values.startTime !== "" && values.endTime !== "" && values.endTime <= values.startTime) {
    errors.endTime = "End time must be after the start time";
  }
  if (errors.startTime ?? errors.endTime) return { ok: false, errors };

  try {
    return {
      ok: true,
      date: localToUtc(date, values.startTime),
      endDate: values.endTime === "" ? null : localToUtc(date, values.endTime),
    };
  } catch {
    return {
      ok: false,
      errors: { startTime: "This time does not exist in Kyle that day (clocks spring forward)" },
    };
  }
}

export type EventFormResult = Checked<EventFormField, EventInput>;

/**
 * Checks the form and builds the body of `POST /api/events` (the same fields go to
 * `PUT /api/events/:id`), e.g. a game on 2025-09-20 at 09:00 becomes `date: "2025-09-20T14:00:00.000Z"`.
 */
export function validateEventForm(values: EventFormValues): EventFormResult {
  const times = toInstants(values);
  const parsed = EventInputSchema.safeParse({
    title: values.title,
    type: values.type,
    // A placeholder when the date is missing, so the other fields are still checked.
    date: times.ok ? times.date : "2000-01-01T00:00:00.000Z",
    endDate: times.ok ? times.endDate : null,
    location: values.location,
    opponent: values.type === "game" ? values.opponent : "",
    notes: values.notes,
    notesEs: values.notesEs,
  });
  const errors: FieldErrors<EventFormField> = {
    ...(parsed.success ? {} : firstIssuePerField(parsed.error.issues, fieldsOf(NEW_EVENT_FORM))),
    ...(times.ok ? {} : times.errors),
    ...statusNoteTooLong(values, "statusNote"),
    ...statusNoteTooLong(values, "statusNoteEs"),
  };
  if (!parsed.success || !times.ok || errors.statusNote !== undefined || errors.statusNoteEs !== undefined) {
    return { ok: false, errors };
  }
  return { ok: true, input: parsed.data };
}

/** The status note's message when it is over the API's limit, e.g. `{ statusNoteEs: "Keep the note to 200 characters" }`. */
const statusNoteTooLong = (values: EventFormValues, field: "statusNote" | "statusNoteEs") =>
  values[field].trim().length > LIMITS.statusNote
    ? { [field]: `Keep the note to ${String(LIMITS.statusNote)} characters` }
    : {};

/**
 * The status fields an edit sends: only those the coach changed, so an edit that moves a postponed
 * event without touching its status puts it back on (the API's rule), and one that restores it
 * without touching its notes clears them, e.g. `{ status: "cancelled", statusNote: "Fields closed:
 * rain", statusNoteEs: "Canchas cerradas: lluvia" }`, or `{}` when none changed.
 */
export function statusChange(
  event: Pick<Event, "status" | "statusNote" | "statusNoteEs">,
  values: Pick<EventFormValues, "status" | "statusNote" | "statusNoteEs">,
): Pick<EventUpdate, "status" | "statusNote" | "statusNoteEs"> {
  const changed = (field: "statusNote" | "statusNoteEs") => {
    const note = values[field].trim();
    return note === (event[field] ?? "") ? {} : { [field]: note === "" ? null : note };
  };
  return {
    ...(values.status === event.status ? {} : { status: values.status }),
    ...changed("statusNote"),
    ...changed("statusNoteEs"),
  };
}

/**
 * What the events list says of an event whose notes parents read in English only on the Spanish
 * pages, e.g. "No Spanish notes", "No Spanish notes or status note"; null when none is missing.
 */
export function missingSpanishLabel(
  event: Pick<Event, "notes" | "notesEs" | "statusNote" | "statusNoteEs">,
): string | null {
  const missing = missingSpanish([
    ["notes", event.notes, event.notesEs],
    ["status note", event.statusNote, event.statusNoteEs],
  ]);
  return missing.length === 0 ? null : `No Spanish ${missing.join(" or ")}`;
}
