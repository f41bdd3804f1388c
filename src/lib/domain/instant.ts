/**
 * Reads an ISO 8601 instant without a date library, so the islands can (see
 * docs/decisions/005-dates-in-the-browser.md). Pure.
 */

// A date, a time to the minute, optional seconds and fraction, and `Z` or an offset: what the API
// sends (`2025-09-20T14:00:00.000Z`) and what APP_NOW takes (`2025-09-15T12:00:00-05:00`).
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/**
 * Epoch milliseconds at the date and wall-clock time given as UTC, e.g. `utcMillis(2025, 9, 20, 14, 0)`
 * is `1758376800000`; null when a field is out of range (Feb 30, 24:00). Months count from 1.
 */
export function utcMillis(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, leaves years 0-99 alone.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  const sameDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDate ? date.getTime() : null;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The parts of a `yyyy-MM-dd` date, e.g. `{ year: 2025, month: 9, day: 20 }`; null for anything
 * else, a day that does not exist (`"2025-02-30"`) included.
 */
export function parseCalendarDate(date: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return utcMillis(parts.year, parts.month, parts.day) === null ? null : parts;
}

/**
 * Epoch milliseconds of an ISO instant, e.g. `parseInstant("2025-09-20T14:00:00.000Z")` is
 * `1758376800000`; null for anything else, a date without a time or zone included.
 */
export function parseInstant(iso: string): number | null {
  const match = ISO_INSTANT.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, utc, sign, offsetHours, offsetMinutes] = match;
  // Truncated to the millisecond, as luxon and Date do.
  const millisecond = fraction ? Number(fraction.padEnd(3, "0").slice(0, 3)) : 0;
  const wall = utcMillis(
    Number(year),
    Number(month),
    Number(day),
    Number(hour),
    Number(minute),
    Number(second ?? "0"),
    millisecond,
  );
  if (wall === null) return null;
  if (utc) return wall;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
  const offset = (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  return sign === "+" ? wall - offset : wall + offset;
}
