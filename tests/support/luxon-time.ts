/**
 * The site's date rules as they were first written, with luxon: the oracle the property tests hold
 * the `Intl` versions in src/lib/domain (time, schedule, month-grid, event-form) to. Not used by
 * the site.
 */
import { DateTime } from "luxon";

const TEAM_ZONE = "America/Chicago";
const LOCALE = "en-US";
const DATE_FORMAT = "MMM d, yyyy";
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MAX_SPAN_DAYS = 62;

type Timed = { date: string; endDate: string | null };

function parseInstant(iso: string, zone: string = TEAM_ZONE): DateTime {
  const instant = DateTime.fromISO(iso, { zone }).setLocale(LOCALE);
  if (!instant.isValid) throw new Error(`Not an ISO instant: "${iso}"`);
  return instant;
}

export const formatDate = (iso: string): string => parseInstant(iso).toFormat(DATE_FORMAT);

export const formatTime = (iso: string): string => parseInstant(iso).toFormat("h:mm a");

export function isAllDay(event: Timed): boolean {
  if (event.endDate === null) return false;
  const start = DateTime.fromISO(event.date, { zone: "utc" });
  const end = DateTime.fromISO(event.endDate, { zone: "utc" });
  if (!start.isValid || !end.isValid) return false;
  const midnight = (instant: DateTime) =>
    instant.hour === 0 && instant.minute === 0 && instant.second === 0 && instant.millisecond === 0;
  return midnight(start) && midnight(end) && !start.hasSame(end, "day");
}

export function formatEventDate(event: Timed): string {
  return parseInstant(event.date, isAllDay(event) ? "utc" : TEAM_ZONE).toFormat(DATE_FORMAT);
}

export function formatEventTime(event: Timed): string {
  if (isAllDay(event)) return "Time TBA";
  const start = formatTime(event.date);
  return event.endDate === null ? start : `${start} - ${formatTime(event.endDate)}`;
}

export function formatRelative(iso: string, reference: DateTime): string {
  const instant = parseInstant(iso);
  const elapsed = reference.toMillis() - instant.toMillis();
  const plural = (count: number, unit: string) => `${String(count)} ${unit}${count === 1 ? "" : "s"} ago`;
  if (elapsed <= -MINUTE_MS) return instant.toFormat(DATE_FORMAT);
  if (elapsed < MINUTE_MS) return "Just now";
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), "minute");
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), "hour");
  if (elapsed < 7 * DAY_MS) return plural(Math.floor(elapsed / DAY_MS), "day");
  const sameYear = instant.year === reference.setZone(TEAM_ZONE).year;
  return instant.toFormat(sameYear ? "MMM d" : DATE_FORMAT);
}

/** Throws for a skipped time, as the site's version does. */
export function localToUtc(date: string, time: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = { year, month, day, hour, minute };
  const wallAsUtc = DateTime.fromObject(wall, { zone: "utc" }).toMillis();
  const guess = DateTime.fromObject(wall, { zone: TEAM_ZONE });
  const offsets = new Set([guess.minus({ hours: 3 }).offset, guess.offset, guess.plus({ hours: 3 }).offset]);
  const matches = [...offsets]
    .map((offset) => DateTime.fromMillis(wallAsUtc - offset * MINUTE_MS, { zone: TEAM_ZONE }))
    .filter(
      (candidate) =>
        candidate.year === wall.year &&
        candidate.month === wall.month &&
        candidate.day === wall.day &&
        candidate.hour === wall.hour &&
        candidate.minute === wall.minute,
    )
    .map((candidate) => candidate.toMillis());
  if (matches.length === 0) throw new Error(`${date} ${time} does not exist in ${TEAM_ZONE}`);
  return DateTime.fromMillis(Math.min(...matches), { zone: "utc" }).toISO() ?? "";
}

export function isUpcoming(event: Timed, at: DateTime): boolean {
  if (isAllDay(event) && event.endDate !== null) {
    const endOfDayInKyle = DateTime.fromISO(event.endDate, { zone: "utc" }).setZone(TEAM_ZONE, {
      keepLocalTime: true,
    });
    return endOfDayInKyle.toMillis() > at.toMillis();
  }
  return Date.parse(event.date) >= at.toMillis();
}

/** `groupByMonth`'s key and heading for an event, e.g. `{ key: "2025-09", label: "September 2025" }`. */
export function monthOf(event: Timed): { key: string; label: string } {
  const month = DateTime.fromISO(event.date, { zone: isAllDay(event) ? "utc" : TEAM_ZONE, locale: LOCALE });
  return { key: month.toFormat("yyyy-MM"), label: month.toFormat("MMMM yyyy") };
}

/** The coach's form fields for an instant, e.g. `{ date: "2025-09-09", time: "18:30" }`. */
export function utcToLocal(iso: string): { date: string; time: string } {
  const local = DateTime.fromISO(iso, { zone: TEAM_ZONE });
  return { date: local.toFormat("yyyy-MM-dd"), time: local.toFormat("HH:mm") };
}

export const chicagoDate = (instant: DateTime): string => instant.setZone(TEAM_ZONE).toFormat("yyyy-MM-dd");

export function eventDates(event: Timed): string[] {
  if (isAllDay(event) && event.endDate !== null) {
    const start = DateTime.fromISO(event.date, { zone: "utc" }).startOf("day");
    const end = DateTime.fromISO(event.endDate, { zone: "utc" }).startOf("day");
    const span = Math.min(Math.max(Math.round(end.diff(start, "days").days), 1), MAX_SPAN_DAYS);
    return Array.from({ length: span }, (_, offset) => start.plus({ days: offset }).toFormat("yyyy-MM-dd"));
  }
  return [chicagoDate(DateTime.fromISO(event.date, { zone: "utc" }))];
}

export function shiftMonth(month: { year: number; month: number }, delta: number) {
  const shifted = DateTime.fromObject({ ...month, day: 1 }, { zone: "utc" }).plus({ months: delta });
  return { year: shifted.year, month: shifted.month };
}

/** The dates a month view shows, Sunday first: six weeks of `{ date, day, inMonth }`. */
export function monthGridDays(month: { year: number; month: number }) {
  const first = DateTime.fromObject({ ...month, day: 1 }, { zone: "utc" });
  const gridStart = first.minus({ days: first.weekday % 7 });
  return Array.from({ length: 42 }, (_, offset) => {
    const day = gridStart.plus({ days: offset });
    return { date: day.toFormat("yyyy-MM-dd"), day: day.day, inMonth: day.month === month.month };
  });
}
