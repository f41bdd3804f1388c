/**
 * Which of the CDN's copies a write to the store makes stale, by the key it wrote (docs/api.md#caching),
 * and the purge that drops them. The store wrapper (`teamStore()` in store.ts) reads this table for
 * every write that landed, so no writer has a purge to remember and no new collection goes without
 * a decision: the table names every entry of the registry.
 */
import { purgeCache } from "@netlify/functions";
import { COLLECTIONS, type Collection } from "../collections";

/** One tag per kind of public data; `events` also covers the calendar feed, `season` the team and its seasons. */
export const CACHE_TAGS = [
  "events",
  "posts",
  "players",
  "users",
  "alert",
  "snack-note",
  "season",
  "availability",
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/**
 * The tags each entry of the registry feeds. Events and parents go together: `/api/users` lists
 * the parents some event names, so any event write may change it (a new or edited event names or
 * lets go of a volunteer), and the schedule and the calendar feed name each volunteer. The wrapper
 * sees keys, not which fields changed, so an event write purges both; the second tag rides in the
 * same purge. Which season is current decides what every public answer shows.
 */
const TAGS_OF: Readonly<Record<Collection, readonly CacheTag[]>> = {
  // Not `availability`: the public counts' copy lasts a minute at most, so a moved or cancelled
  // event shows in them within the minute without every event write purging one more tag.
  events: ["events", "users"],
  users: ["events", "users"],
  players: ["players"],
  posts: ["posts"],
  "contact-messages": [],
  "chat-messages": [],
  "settings/groupme": [],
  "settings/alert": ["alert"],
  "settings/snacks": ["snack-note"],
  seasons: ["season"],
  "season-archives": ["season"],
  "settings/team": ["season"],
  "settings/season": CACHE_TAGS,
  families: ["availability"],
  availability: ["availability"],
  "settings/availability": ["availability"],
};

const isCollection = (name: string): name is Collection => Object.hasOwn(COLLECTIONS, name);

/**
 * The tags whose copies a write to `key` makes stale, e.g. `"posts/p1"` → `["posts"]`,
 * `"settings/alert"` → `["alert"]`; none for what parents never read (`meta/…`, `rate-limits/…`).
 */
export function cacheTagsOf(key: string): readonly CacheTag[] {
  if (isCollection(key) && COLLECTIONS[key].kind === "setting") return TAGS_OF[key];
  const slash = key.indexOf("/");
  const prefix = slash === -1 ? "" : key.slice(0, slash);
  return isCollection(prefix) && COLLECTIONS[prefix].kind === "records" ? TAGS_OF[prefix] : [];
}

/**
 * Purges the CDN's copies of everything tagged with `tags` after a write. Where no purge token
 * exists (locally, in tests) there is no CDN cache and nothing to do. A failed purge does not fail
 * the write that already happened; it is logged, and the cached copy expires on its own.
 */
export async function purgeTags(...tags: CacheTag[]): Promise<void> {
  if (!process.env.NETLIFY_PURGE_API_TOKEN) return;
  try {
    await purgeCache({ tags });
  } catch (error) {
    console.error(`Could not purge the CDN cache for ${tags.join(", ")}:`, error);
  }
}
