/**
 * Times on the clock in words, e.g. "6:30 PM" and "6:30-7:45 PM". Written out rather than through
 * Intl, whose English puts a narrow no-break space before "PM", which a page, a calendar title and a
 * test would each have to undo.
 */

/** An hour (0-23) and minute on the clock in words, e.g. `clockWords(18, 30)` → "6:30 PM". */
export const clockWords = (hour: number, minute: number): string =>
  `${String(hour % 12 || 12)}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;

/**
 * A wall-clock time "HH:mm" in words, e.g. "18:30" → "6:30 PM"; a text that is not one comes back
 * as it is.
 */
export function formatClock(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? clockWords(Number(match[1]), Number(match[2])) : time;
}

/** "6:30-7:45 PM", or "11:00 AM-12:30 PM" when the half of the day changes. */
export function formatClockRange(start: string, end: string): string {
  const [from, to] = [formatClock(start), formatClock(end)];
  return from.slice(-2) === to.slice(-2) ? `${from.slice(0, -3)}-${to}` : `${from}-${to}`;
}
