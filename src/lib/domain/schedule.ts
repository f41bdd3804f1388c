/**
 * Schedule rules over events: ordering and what counts as upcoming. Pure; instants such as `at`
 * are epoch milliseconds, so the islands need no date library.
 */
import type { Event } from "../schemas/events";
import { formatDay } from "./day-words";
import { eventWallClock, formatMonthKey, isAllDay, wallClock } from "./time";
import { teamWallToMillis } from "./wall-to-instant";

type Timed = Pick<Event, "date" | "endDate">;

/** Sorts by start, earliest first; returns a new array. */
export function sortByDate<T extends Timed>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Whether an event is still ahead at `at`: it starts at or after now. A Time TBA
 * event has a date, not a start time, so it stays upcoming until that date is over in Kyle, not
 * at midnight UTC (7 PM the same evening in Chicago).
 */
export function isUpcoming(event: Timed, at: number): boolean {
  if (isAllDay(event) && event.endDate !== null) {
    // The exclusive end is midnight UTC of the day after; that midnight in Kyle ends the event.
    const endOfDayInKyle = teamWallToMillis(wallClock(Date.parse(event.endDate), "UTC"));
    return (endOfDayInKyle ?? Number.NaN) > at;
  }
  return Date.parse(event.date) >= at;
}

/** Upcoming events sorted by date, e.g. the next practice first on 15 Sep 2025. */
export function selectUpcoming<T extends Timed>(events: readonly T[], at: number): T[] {
  return sortByDate(events.filter((event) => isUpcoming(event, at)));
}

export interface MonthGroup<T> {
  /** Sortable, e.g. `"2025-09"`. */
  key: string;
  /** A heading, e.g. `"September 2025"`. */
  label: string;
  events: T[];
}

/**
 * Events by month, months and events in date order, e.g. September 2025 then October 2025; the
 * headings in `locale` when given, e.g. "septiembre de 2025" in "es-US".
 */
export function groupByMonth<T extends Timed>(events: readonly T[], locale?: string): MonthGroup<T>[] {
  const groups = new Map<string, MonthGroup<T>>();
  for (const event of sortByDate(events)) {
    // The month it falls in, in Kyle; a Time TBA event by its own date (it is stored in UTC).
    const month = eventWallClock(event);
    const key = formatMonthKey(month);
    const group = groups.get(key) ?? { key, label: formatDay(month, "month", locale), events: [] };
    group.events.push(event);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Upcoming games, soonest first, e.g. the first 3 for the home page. */
export function selectUpcomingGames<T extends Timed & Pick<Event, "type">>(
  events: readonly T[],
  at: number,
  limit = Infinity,
): T[] {
  return selectUpcoming(
    events.filter((event) => event.type === "game"),
    at,
  ).slice(0, limit);
}

export type SnackStatus = { covered: false } | { covered: true; name: string | null };

/**
 * Who brings snacks to a game: covered as soon as the event names a volunteer. The name comes
 * from the users list; while that is unknown (still loading, or the user is gone) it is `null`.
 */
export function snackStatus(
  event: Pick<Event, "snackParentId">,
  volunteers: readonly { id: string; name: string }[],
): SnackStatus {
  if (event.snackParentId === null) return { covered: false };
  const volunteer = volunteers.find((user) => user.id === event.snackParentId);
  return { covered: true, name: volunteer?.name ?? null };
}

/** A score line, e.g. `"3 - 1"`: ours first, as the coach enters them. */
export function formatScore(score: { homeScore: number; awayScore: number }): string {
  return `${String(score.homeScore)} - ${String(score.awayScore)}`;
}
