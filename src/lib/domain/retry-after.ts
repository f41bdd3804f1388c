/**
 * How long to wait after a `Retry-After` (parsed by retry-after-header.ts), in words the login page
 * and the GroupMe messenger say. Pure.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;

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
