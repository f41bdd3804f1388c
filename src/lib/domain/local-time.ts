/**
 * Wall-clock dates and times in Kyle as the coach types them, turned into the instants the store
 * keeps: `localToUtc("2025-09-09", "18:30")` and a Time TBA day's range. Apart from time.ts, which
 * every parents' page loads to show dates: only the coach's forms, the season's content and the
 * server turn typed times into instants. Pure, Intl-based like time.ts.
 */
import { parseCalendarDate, utcMillis } from "./instant";
import { DAY_MS, TEAM_ZONE } from "./time";
import { teamWallToMillis } from "./wall-to-instant";
import { LOCAL_TIME } from "../constants";

function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const parts = parseCalendarDate(date);
  if (!parts) throw new Error(`Not a calendar date (yyyy-MM-dd): "${date}"`);
  return parts;
}

function parseLocalTime(time: string): { hour: number; minute: number } {
  const match = LOCAL_TIME.exec(time);
  if (!match) throw new Error(`Not a wall-clock time (HH:mm): "${time}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** `HH:mm` on a 24-hour clock, e.g. `"18:30"`: a time of day as forms and imports write it. */
export const formatTimeKey = ({ hour, minute }: { hour: number; minute: number }): string =>
  [hour, minute].map((part) => String(part).padStart(2, "0")).join(":");

/**
 * A Chicago wall-clock time as a UTC instant, e.g. `localToUtc("2025-09-09", "18:30")` is
 * `"2025-09-09T23:30:00.000Z"`. The repeated hour when daylight saving ends resolves to its first
 * occurrence (CDT); a time skipped when it starts throws.
 */
export function localToUtc(date: string, time: string): string {
  const instant = teamWallToMillis({ ...parseLocalDate(date), ...parseLocalTime(time) });
  if (instant === null) {
    throw new Error(`${date} ${time} does not exist in ${TEAM_ZONE} (skipped by the daylight-saving change)`);
  }
  return new Date(instant).toISOString();
}

/** The last millisecond of a day in Kyle, e.g. `"2025-09-20"` → `"2025-09-21T04:59:59.999Z"`. */
export function endOfDay(date: string): string {
  return new Date(Date.parse(localToUtc(date, "23:59")) + 59_999).toISOString();
}

/** A Time TBA day, e.g. "2025-10-04" is 2025-10-04T00:00:00.000Z up to 2025-10-05T00:00:00.000Z. */
export function allDayRange(date: string): { date: string; endDate: string } {
  const { year, month, day } = parseLocalDate(date);
  const start = utcMillis(year, month, day) ?? Number.NaN;
  return { date: new Date(start).toISOString(), endDate: new Date(start + DAY_MS).toISOString() };
}
