import { DateTime } from "luxon";
import { now } from "../clock";
import { formatDate, formatRelative } from "./time";

const MINUTE_MS = 60_000;

/**
 * When a post card says it was posted: the relative label of spec section 9 ("Just now",
 * "3 hours ago", "Sep 4"), or the full date of a post dated ahead of the clock, which
 * `formatRelative` would call "Just now" (a seeded post seen on a day of the season before it).
 */
export function formatPostedAt(iso: string, reference: DateTime = now()): string {
  const ahead = DateTime.fromISO(iso).toMillis() - reference.toMillis();
  return ahead >= MINUTE_MS ? formatDate(iso) : formatRelative(iso, reference);
}
