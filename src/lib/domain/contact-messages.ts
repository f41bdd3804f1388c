/**
 * Contact messages (docs/product-rules.md#contact-messages): the site-wide daily cap and its day in
 * Kyle, ids that carry the time a message arrived, and the coach's inbox read a page at a time,
 * newest first. Pure: now is passed in.
 */
import { utcMillis } from "./instant";
import { endOfDay } from "./local-time";
import { formatDateKey, wallClock } from "./time";

/**
 * The most contact messages the site accepts in one day in Kyle, from everyone together (each
 * client may also send only 3 a minute). A roster of 11 families writes a handful on a busy day, a
 * rainout perhaps one each: 100 is several times any real day. It bounds what a sender with many
 * addresses can add: 100 a day is 36,500 in a year left alone, and a day's worth is one bulk delete
 * on the dashboard. Past it a parent is told to call or text the coach, whose phone always works.
 */
export const CONTACT_DAILY_CAP = 100;

/** The day in Kyle a message counts against, e.g. 11:30 PM CDT on 15 Sep 2025 → `"2025-09-15"`. */
export const contactDay = (at: number): string => formatDateKey(wallClock(at));

/**
 * Seconds from `at` until midnight in Kyle starts the next day's count (at least 1), e.g. 11:00 PM
 * CDT → 3600; a day of 25 hours (2 Nov 2025) is counted as it is.
 */
export function secondsUntilNextDay(at: number): number {
  const midnight = Date.parse(endOfDay(contactDay(at))) + 1;
  return Math.max(1, Math.ceil((midnight - at) / 1000));
}

// `yyyyMMddTHHmmssSSSZ-` in UTC, then anything: the arrival time a new message's id starts with.
const ID_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-./;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/**
 * A new message's id: its arrival time in UTC, a hyphen and `random` (a UUID), e.g.
 * `contactMessageId(Date.parse("2025-09-15T17:00:00.000Z"), "7c9e…")` →
 * `"20250915T170000000Z-7c9e…"` (56 characters with a UUID). The store's keys then carry the
 * order of the inbox, so a page of it reads only its own messages, not all of them.
 */
export function contactMessageId(at: number, random: string): string {
  const date = new Date(at);
  const day = `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
  return `${day}T${time}${pad(date.getUTCMilliseconds(), 3)}Z-${random}`;
}

/**
 * The arrival time (epoch ms) an id made by `contactMessageId` carries, or null for any other id
 * (a message kept from before ids carried it, a UUID), e.g. `"20250915T170000000Z-7c9e…"` →
 * `1757955600000`.
 */
export function arrivalOf(id: string): number | null {
  const match = ID_TIME.exec(id);
  if (!match) return null;
  const [year, month, day, hour, minute, second, millisecond] = match.slice(1, 8).map(Number);
  return utcMillis(year ?? 0, month ?? 0, day ?? 0, hour, minute, second, millisecond);
}

/** A message's place in the inbox: its arrival (epoch ms) and id. */
export interface InboxEntry {
  id: string;
  at: number;
}

/** Newest first; of two that arrived in the same millisecond, the larger id first. */
export const newestEntryFirst = (a: InboxEntry, b: InboxEntry): number =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Where the page after `entry` starts, as `GET /api/contact?cursor=` takes it: its arrival and id,
 * e.g. `"1757955600000-20250915T170000000Z-7c9e…"`. It stays good after that message is deleted.
 */
export const cursorOf = (entry: InboxEntry): string => `${String(entry.at)}-${entry.id}`;

const CURSOR = /^(\d{1,15})-(.+)$/;

/** The entry a cursor names, or null for text no `cursorOf` made. */
export function parseCursor(cursor: string): InboxEntry | null {
  const match = CURSOR.exec(cursor);
  return match ? { at: Number(match[1]), id: match[2] ?? "" } : null;
}

/**
 * One page of the inbox: the first `limit` entries, newest first, that come after `after` (from
 * the newest when null), and the entry the next page starts after, or null when nothing is left.
 */
export function inboxPage<T extends InboxEntry>(
  entries: readonly T[],
  limit: number,
  after: InboxEntry | null,
): { page: T[]; next: T | null } {
  const ordered = [...entries].sort(newestEntryFirst);
  const rest = after === null ? ordered : ordered.filter((entry) => newestEntryFirst(after, entry) < 0);
  const page = rest.slice(0, limit);
  return { page, next: rest.length > limit ? (page.at(-1) ?? null) : null };
}
