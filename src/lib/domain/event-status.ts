/**
 * What parents are told about game-day changes (docs/product-rules.md#game-day-changes): whether an
 * event is still on, the badge a cancelled or postponed one wears, "Moved from …" for a moved one,
 * and which event is next once the nearest is called off. Pure and free of date libraries, so the
 * parents' islands use it as the server does; instants such as `at` are epoch milliseconds.
 */
import type { Event } from "../schemas/events";
import { isUpcoming } from "./schedule";
import { isOn } from "./status-badge";

type WithStatus = Pick<Event, "status">;
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
 * What Next Event shows from the upcoming events (earliest first): the nearest, and, when that one
 * is called off, the first after it that is on (null when none is), e.g. Saturday's cancelled game
 * and then Tuesday's practice.
 */
export function nextEvents<T extends WithStatus>(
  upcoming: readonly T[],
): { nearest: T | null; nextOn: T | null } {
  const nearest = upcoming[0] ?? null;
  if (nearest === null || isOn(nearest)) return { nearest, nextOn: null };
  return { nearest, nextOn: upcoming.find(isOn) ?? null };
}

/**
 * What Next Event calls the event that is on after a called-off one: its day in Kyle and its
 * title, e.g. `"Next on: Tue, Sep 16 · Practice"`.
 */
export function nextOnText(event: Pick<Event, "date" | "endDate" | "title">): string {
  return `Next on: ${shortDay(eventWallClock(event))} · ${event.title}`;
}

/** The two things the snack sign-up can say in place of Sign Up for a called-off game. */
export type SnackNoticeKind = "cancelled" | "reopens";

/**
 * Which snack notice a game takes, for a page that says it in its own words: `"cancelled"`, or
 * `"reopens"` for a postponed one still without a volunteer (the server refuses sign-ups until it
 * has a new date); null for a game that is on, and for a postponed one that keeps its volunteer.
 */
export function snackNoticeKind(game: Pick<Event, "status" | "snackParentId">): SnackNoticeKind | null {
  switch (game.status) {
    case "cancelled":
      return "cancelled";
    case "postponed":
      return game.snackParentId === null ? "reopens" : null;
    default:
      return null;
  }
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
