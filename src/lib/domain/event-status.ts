/**
 * What parents are told about game-day changes (docs/product-rules.md#game-day-changes): whether an
 * event is still on, the badge a cancelled or postponed one wears, "Moved from …" for a moved one,
 * and which event is next once the nearest is called off. Pure and free of date libraries, so the
 * parents' islands use it as the server does; instants such as `at` are epoch milliseconds.
 */
import type { Event } from "../schemas/events";
import { isUpcoming } from "./schedule";
import { snackNoticeKind, type SnackNoticeKind } from "./event-rules";

// The rules without words live in event-rules.ts, which the parents' islands load alone.
export { nextEvents, snackNoticeKind, type SnackNoticeKind } from "./event-rules";
import { formatDay } from "./day-words";
import { eventWallClock, formatTime, isAllDay, type WallClock } from "./time";

/** `"Sat, Sep 27"` for 27 Sep 2025. */
export function shortDay(date: Pick<WallClock, "year" | "month" | "day">): string {
  return formatDay(date, "weekdayMonthDay");
}

/**
 * An event's day and start in Kyle, e.g. `"Sat, Sep 27, 9:00 AM"`, or `"Sat, Sep 27 (time TBA)"`
 * for a Time TBA one.
 */
export function formatDayAndStart(times: Pick<Event, "date" | "endDate">): string {
  const day = shortDay(eventWallClock(times));
  return isAllDay(times) ? `${day} (time TBA)` : `${day}, ${formatTime(times.date)}`;
}

/**
 * `"Moved from Sat, Sep 27, 9:00 AM"` for an event the coach moved, until it has passed at `at`;
 * null for one that never moved or is over.
 */
export function movedFromText(
  event: Pick<Event, "date" | "endDate" | "previousDate" | "previousEndDate">,
  at: number,
): string | null {
  if (event.previousDate === null || !isUpcoming(event, at)) return null;
  return `Moved from ${formatDayAndStart({ date: event.previousDate, endDate: event.previousEndDate })}`;
}

/**
 * What Next Event calls the event that is on after a called-off one: its day in Kyle and its
 * title, e.g. `"Next on: Tue, Sep 16 · Practice"`.
 */
export function nextOnText(event: Pick<Event, "date" | "endDate" | "title">): string {
  return `Next on: ${shortDay(eventWallClock(event))} · ${event.title}`;
}

const SNACK_NOTICES: Readonly<Record<SnackNoticeKind, string>> = {
  cancelled: "No snacks needed: cancelled",
  reopens: "Sign-up reopens once it has a new date",
};

/**
 * What the snack sign-up says in place of Sign Up for a called-off game, in English: `"No snacks
 * needed: cancelled"`, or `"Sign-up reopens once it has a new date"` (see `snackNoticeKind`).
 */
export function snackNotice(game: Pick<Event, "status" | "snackParentId">): string | null {
  const kind = snackNoticeKind(game);
  return kind === null ? null : SNACK_NOTICES[kind];
}
