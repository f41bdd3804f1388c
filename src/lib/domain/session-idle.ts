/**
 * When the coach's session ends, as pure rules the server and the coach's pages share: 12 hours
 * after sign-in whatever happens, and sooner after 2 hours without use. Use is any request to a
 * coach route, or the heartbeat a visible coach page sends (docs/api.md#who-may-call-what). Times
 * are epoch seconds on the server's side and epoch milliseconds on the page's.
 */

/** A session ends 12 hours after sign-in, used or not. */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

/** A session ends 2 hours after its last use. */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;

/**
 * The last use is written to the store at most once a minute for each session: a use less than a
 * minute after the one written changes nothing, so the dashboard's bursts of requests cost one
 * write, and a session may end up to a minute before 2 hours after its very last request.
 */
export const LAST_USE_REFRESH_SECONDS = 60;

/**
 * When a session ends unless it is used before: 2 hours after its last use, never after its
 * 12 hours, e.g. `idleEnd(1000, 50_000)` is `8200`.
 */
export const idleEnd = (lastUseAt: number, expiresAt: number): number =>
  Math.min(lastUseAt + SESSION_IDLE_SECONDS, expiresAt);

/**
 * What a request with a session does at `now` (seconds): `"ended"` from the 12-hour end or 2 hours
 * after the last use on, `"refresh"` when the last use on record is a minute old or more (the
 * store is written), else `"fresh"` (nothing written).
 */
export function sessionUse({
  now,
  lastUseAt,
  expiresAt,
}: {
  now: number;
  lastUseAt: number;
  expiresAt: number;
}): "ended" | "refresh" | "fresh" {
  if (now >= idleEnd(lastUseAt, expiresAt)) return "ended";
  return now - lastUseAt >= LAST_USE_REFRESH_SECONDS ? "refresh" : "fresh";
}

/** How often a visible coach page sends the heartbeat: every 5 minutes. */
export const HEARTBEAT_INTERVAL_MS = 5 * 60 * 1000;

/**
 * A page that has just become visible again sends the heartbeat at once, unless it sent one less
 * than a minute ago (switching back and forth between tabs sends no burst).
 */
export const HEARTBEAT_MIN_GAP_MS = 60 * 1000;

/** The warning shows 5 minutes before the session ends. */
export const SESSION_WARNING_MS = 5 * 60 * 1000;

/**
 * Whether a coach page sends the heartbeat now (milliseconds): only while it is visible, at most
 * once a `minGapMs`, e.g. `HEARTBEAT_MIN_GAP_MS` when it has just become visible again,
 * `HEARTBEAT_INTERVAL_MS` on its regular round; `lastSentAt` null before the first.
 */
export function heartbeatDue({
  visible,
  now,
  lastSentAt,
  minGapMs,
}: {
  visible: boolean;
  now: number;
  lastSentAt: number | null;
  minGapMs: number;
}): boolean {
  return visible && (lastSentAt === null || now - lastSentAt >= minGapMs);
}

/**
 * What a coach page says about its session at `now` (milliseconds): `"ended"` once a coach call
 * found it gone while typed text was on the page; `"warning"` in the last 5 minutes before `endsAt`
 * while typed text that is not saved is on the page; else `"none"` (without typed text an ended
 * session simply leads to the login page).
 */
export function sessionNotice({
  now,
  endsAt,
  ended,
  unsaved,
}: {
  now: number;
  endsAt: number | null;
  ended: boolean;
  unsaved: boolean;
}): "none" | "warning" | "ended" {
  if (ended) return "ended";
  if (!unsaved || endsAt === null) return "none";
  return endsAt - now <= SESSION_WARNING_MS ? "warning" : "none";
}
