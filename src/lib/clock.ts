/**
 * The one clock. Every "now" on the server and in the islands comes from
 * here. The server fixes it from `APP_NOW` outside production; the islands sync it from the
 * `X-App-Now` header of API responses so decisions follow the server, not the device.
 *
 * Islands read `nowMillis()`: `now()` is luxon's DateTime, for the server, and an island that
 * called it would carry luxon to every parent (docs/decisions/005-dates-in-the-browser.md).
 */
import { DateTime } from "luxon";
import { parseInstant } from "./domain/instant.ts";

/** Name of the response header that carries the server's clock to the islands. */
export const APP_NOW_HEADER = "X-App-Now";

let fixedAt: number | null = null;
let offsetMs = 0;

/** The current instant in epoch milliseconds, e.g. `1757955600000` when `APP_NOW` fixes it at 2025-09-15T17:00Z. */
export function nowMillis(): number {
  return fixedAt ?? Date.now() + offsetMs;
}

/** The current instant, e.g. `DateTime` for 2025-09-15T17:00:00.000Z when `APP_NOW` fixes it. */
export function now(): DateTime {
  return DateTime.fromMillis(nowMillis(), { zone: "utc" });
}

/** Freezes the clock at an ISO instant (server, `APP_NOW`), or unfreezes it with `null`. */
export function fixClock(iso: string | null): void {
  if (iso === null) {
    fixedAt = null;
    return;
  }
  const instant = parseInstant(iso);
  if (instant === null) throw new Error(`Not an ISO instant: ${iso}`);
  fixedAt = instant;
}

/**
 * Lets the clock run from the server's idea of now (browser): keeps the offset, not a frozen value.
 * `ageSeconds` is how long the answer waited in a cache since the server stamped it.
 */
export function syncClock(serverNowIso: string, ageSeconds = 0): void {
  const serverNow = parseInstant(serverNowIso);
  if (serverNow === null) return;
  offsetMs = serverNow + ageSeconds * 1000 - Date.now();
}
