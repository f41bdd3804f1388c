/** Schedule rules over events: ordering and what counts as upcoming. Pure. */
import { DateTime } from "luxon";
import type { Event } from "../schemas";
import { isAllDay, TEAM_ZONE } from "./time";

type Timed = Pick<Event, "date" | "endDate">;

/** Sorts by start, earliest first; returns a new array. */
export function sortByDate<T extends Timed>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Whether an event is still ahead at `at`: it starts at or after now (spec section 7). A Time TBA
 * event has a date, not a start time, so it stays upcoming until that date is over in Kyle, not
 * at midnight UTC (7 PM the same evening in Chicago).
 */
export function isUpcoming(event: Timed, at: DateTime): boolean {
  if (isAllDay(event) && event.endDate !== null) {
    const endOfDayInKyle = DateTime.fromISO(event.endDate, { zone: "utc" }).setZone(TEAM_ZONE, {
      keepLocalTime: true,
    });
    return endOfDayInKyle.toMillis() > at.toMillis();
  }
  return Date.parse(event.date) >= at.toMillis();
}

/** Upcoming events sorted by date, e.g. the next practice first on 15 Sep 2025. */
export function selectUpcoming<T extends Timed>(events: readonly T[], at: DateTime): T[] {
  return sortByDate(events.filter((event) => isUpcoming(event, at)));
}
