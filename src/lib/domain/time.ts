/**
 * Time zone math for the whole site. Instants are stored in UTC and shown in the team's zone,
 * America/Chicago (DESIGN.md section 6). Everything here is pure: "now" is passed in or read
 * from the one clock (DESIGN.md section 9), never from the device.
 */
import { DateTime } from "luxon";
import { now } from "../clock";

/** The team's time zone, e.g. `"America/Chicago"`. */
export const TEAM_ZONE = "America/Chicago";

// The locale is pinned so month names and AM/PM never follow the server's or the browser's locale.
const LOCALE = "en-US";
const DATE_FORMAT = "MMM d, yyyy";
const TIME_FORMAT = "h:mm a";

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** An instant in the given zone; throws instead of letting "Invalid DateTime" reach a page. */
function parseInstant(iso: string, zone: string = TEAM_ZONE): DateTime {
  const instant = DateTime.fromISO(iso, { zone }).setLocale(LOCALE);
  if (!instant.isValid) throw new Error(`Not an ISO instant: "${iso}"`);
  return instant;
}

function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const match = LOCAL_DATE.exec(date);
  const parts = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  // fromObject rejects days such as Feb 30 that the pattern lets through.
  if (!parts || !DateTime.fromObject(parts, { zone: "utc" }).isValid) {
    throw new Error(`Not a calendar date (yyyy-MM-dd): "${date}"`);
  }
  return parts;
}

function parseLocalTime(time: string): { hour: number; minute: number } {
  const match = LOCAL_TIME.exec(time);
  if (!match) throw new Error(`Not a wall-clock time (HH:mm): "${time}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The date of an instant in Chicago, e.g. `formatDate("2025-09-20T14:00:00.000Z")` is `"Sep 20, 2025"`. */
export function formatDate(iso: string): string {
  return parseInstant(iso).toFormat(DATE_FORMAT);
}

/** The Chicago clock time of an instant, e.g. `formatTime("2025-09-09T23:30:00.000Z")` is `"6:30 PM"`. */
export function formatTime(iso: string): string {
  return parseInstant(iso).toFormat(TIME_FORMAT);
}

/** Start and end times in Chicago, e.g. `"6:30 PM - 7:45 PM"`, or `"6:30 PM"` when there is no end. */
export function formatTimeRange(startIso: string, endIso: string | null): string {
  const start = formatTime(startIso);
  return endIso === null ? start : `${start} - ${formatTime(endIso)}`;
}

function toUtcIso(instant: DateTime): string {
  const iso = instant.toUTC().toISO();
  // Only reachable with an invalid DateTime, which the parsers above already rule out.
  if (iso === null) throw new Error(`Invalid instant: ${instant.invalidExplanation ?? "unknown"}`);
  return iso;
}

function isMidnightUtc(instant: DateTime): boolean {
  return instant.hour === 0 && instant.minute === 0 && instant.second === 0 && instant.millisecond === 0;
}

/** Whether an event is Time TBA (spec section 4), e.g. `true` for 2025-10-04T00:00Z..2025-10-05T00:00Z. */
export function isAllDay(event: { date: string; endDate: string | null }): boolean {
  if (event.endDate === null) return false;
  const start = DateTime.fromISO(event.date, { zone: "utc" });
  const end = DateTime.fromISO(event.endDate, { zone: "utc" });
  if (!start.isValid || !end.isValid) return false;
  return isMidnightUtc(start) && isMidnightUtc(end) && !start.hasSame(end, "day");
}

/** An event's date, e.g. `"Oct 4, 2025"`; all-day ones in UTC, else Chicago shows the day before. */
export function formatEventDate(event: { date: string; endDate: string | null }): string {
  const zone = isAllDay(event) ? "utc" : TEAM_ZONE;
  return parseInstant(event.date, zone).toFormat(DATE_FORMAT);
}

/** The time to show for an event, e.g. `"6:30 PM - 7:45 PM"`, or `"Time TBA"` for an all-day event. */
export function formatEventTime(event: { date: string; endDate: string | null }): string {
  return isAllDay(event) ? "Time TBA" : formatTimeRange(event.date, event.endDate);
}

function plural(count: number, unit: string): string {
  return `${String(count)} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * How long ago an instant was (spec section 9), e.g. `"5 minutes ago"`, `"Sep 20"` or
 * `"Sep 20, 2024"`; an instant more than a minute ahead shows its full date.
 */
export function formatRelative(iso: string, reference: DateTime = now()): string {
  const instant = parseInstant(iso);
  const elapsed = reference.toMillis() - instant.toMillis();
  // Dated ahead of the clock (a seeded post seen on an earlier day of the season): its date.
  if (elapsed <= -MINUTE_MS) return instant.toFormat(DATE_FORMAT);
  // Less than a minute ahead is clock skew between devices: just posted.
  if (elapsed < MINUTE_MS) return "Just now";
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), "minute");
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), "hour");
  if (elapsed < 7 * DAY_MS) return plural(Math.floor(elapsed / DAY_MS), "day");
  const sameYear = instant.year === reference.setZone(TEAM_ZONE).year;
  return instant.toFormat(sameYear ? "MMM d" : DATE_FORMAT);
}

/**
 * A Chicago wall-clock time as a UTC instant, e.g. `localToUtc("2025-09-09", "18:30")` is
 * `"2025-09-09T23:30:00.000Z"`. The repeated hour when daylight saving ends resolves to its first
 * occurrence (CDT); a time skipped when it starts throws.
 */
export function localToUtc(date: string, time: string): string {
  const wall = { ...parseLocalDate(date), ...parseLocalTime(time) };
  const wallAsUtc = DateTime.fromObject(wall, { zone: "utc" }).toMillis();
  const guess = DateTime.fromObject(wall, { zone: TEAM_ZONE });
  // luxon silently moves a skipped time forward and picks the later of a repeated one, so try each
  // offset in force around that moment and keep those that really show this wall-clock time.
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
  if (matches.length === 0) {
    throw new Error(`${date} ${time} does not exist in ${TEAM_ZONE} (skipped by the daylight-saving change)`);
  }
  return toUtcIso(DateTime.fromMillis(Math.min(...matches), { zone: "utc" }));
}

/** A Time TBA day, e.g. "2025-10-04" is 2025-10-04T00:00:00.000Z up to 2025-10-05T00:00:00.000Z. */
export function allDayRange(date: string): { date: string; endDate: string } {
  const start = DateTime.fromObject(parseLocalDate(date), { zone: "utc" });
  return { date: toUtcIso(start), endDate: toUtcIso(start.plus({ days: 1 })) };
}
