/**
 * `Retry-After` (RFC 9110 section 10.2.3) as the login page and the GroupMe messenger need it: how
 * long to wait, and words that say so. Pure: the caller passes now.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Seconds to wait from a `Retry-After` value, e.g. `parseRetryAfter("840", now)` is `840`; an
 * HTTP date counts from `nowMs`. Null when the header is missing or unreadable.
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  const value = header?.trim() ?? "";
  if (value === "") return null;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its weekday and month; anything else (e.g. "-5") is unreadable.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

function count(amount: number, unit: string): string {
  return `${String(amount)} ${unit}${amount === 1 ? "" : "s"}`;
}

/**
 * A wait in words, rounded up so nobody comes back too early, e.g. `formatWait(840)` is
 * `"14 minutes"`, `formatWait(61)` is `"2 minutes"`, `formatWait(30)` is `"30 seconds"`.
 */
export function formatWait(seconds: number): string {
  if (seconds < MINUTE) return count(Math.max(0, Math.ceil(seconds)), "second");
  if (seconds < HOUR) return count(Math.ceil(seconds / MINUTE), "minute");
  return count(Math.ceil(seconds / HOUR), "hour");
}

/**
 * What to tell the coach after too many sign-in attempts, e.g. `"Too many attempts. Try again in 14
 * minutes."` for 840 seconds. Rounded up, so the coach never comes back a minute too early.
 */
export function formatRetryAfter(seconds: number | null): string {
  if (seconds === null) return "Too many attempts. Please wait a few minutes and try again.";
  if (seconds <= 0) return "Too many attempts. Try again now.";
  return `Too many attempts. Try again in ${formatWait(seconds)}.`;
}
