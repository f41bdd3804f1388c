/**
 * Every storage key is built here, one template per kind: `events/<id>`, `posts/<id>` …. One key
 * per record, never one blob per collection (docs/product-rules.md#store), so two writes to different records never race. What
 * the collections are is the registry's (`../collections.ts`).
 */
import { notFound } from "../domain/errors";
import { IdSchema } from "../schemas/primitives";
import { clientKey } from "./secrets";
import { COLLECTIONS, type RecordCollection } from "../collections";

/**
 * `recordKey("events", "game-2025-09-20")` → `"events/game-2025-09-20"`. An id that is not a valid
 * record id (`../meta/x`, `a/b`) is a 404, so a path parameter can never reach another key.
 */
export function recordKey(collection: RecordCollection, id: string): string {
  if (!IdSchema.safeParse(id).success) throw notFound(COLLECTIONS[collection].label);
  return `${collection}/${id}`;
}

/** `collectionPrefix("posts")` → `"posts/"`, for listing. */
export const collectionPrefix = (collection: RecordCollection) => `${collection}/`;

/** Marks a store as seeded from `content/`; the version lets a later content format reseed deliberately. */
export const SEED_MARKER_KEY = "meta/seeded-v1";

/** The coach's session version: logging out bumps it, which ends every earlier session. */
export const SESSION_VERSION_KEY = "meta/session-version";

/**
 * `rateLimitKey("contact", "203.0.113.9")` → `"rate-limits/contact/<clientKey>"`. The address is
 * keyed with a key derived from the server's secret (`clientKey`, secrets.ts), so the store never
 * holds a visitor's IP address, nor a plain hash of one that could be reversed by trying every
 * IPv4 address. The security log names a client with the same `clientKey`.
 */
export const rateLimitKey = (limit: string, client: string) => `rate-limits/${limit}/${clientKey(client)}`;

/**
 * The site-wide store every record lives in, in Netlify's production context and on this machine;
 * every other deploy context has one of its own (`storeNameFor` in store.ts, docs/decisions/017).
 */
export const STORE_NAME = "team";

/** The coach's GroupMe settings (the team's bot, reminders on or off): one record. */
export const GROUPME_SETTINGS_KEY = "settings/groupme";

/** The field-status alert: one record. */
export const ALERT_KEY = "settings/alert";

/** The team's snack note: one record. */
export const SNACK_SETTINGS_KEY = "settings/snacks";

/** The coach's settings for family answers: the cut-off and what public pages show. */
export const AVAILABILITY_SETTINGS_KEY = "settings/availability";

/** The team record: name, coach, field, links, equipment, values. */
export const TEAM_KEY = "settings/team";

/** Which season is current. */
export const CURRENT_SEASON_KEY = "settings/season";

/** Where game-day reminders are claimed and marked sent, one key per game and start. */
export const REMINDERS_PREFIX = "reminders/";

/**
 * `reminderKey("game-2025-11-01", "2025-11-01T15:00:00.000Z")` → `"reminders/game-2025-11-01/1762009200000"`:
 * a game moved to a new start gets a new key, so its reminder goes out once more, for the new date.
 * An impossible id or date is a 404.
 */
export function reminderKey(eventId: string, gameDate: string): string {
  const start = Date.parse(gameDate);
  if (!IdSchema.safeParse(eventId).success || Number.isNaN(start)) throw notFound("Event");
  return `${REMINDERS_PREFIX}${eventId}/${String(start)}`;
}

/** The build that changes to the pages are waiting for, if any (rebuild.ts). */
export const SITE_BUILD_KEY = "meta/site-build";

/** The latest requests to the build hook, for the coach's count of this month's builds (rebuild.ts). */
export const BUILD_LOG_KEY = "meta/site-builds";
