/**
 * Every storage key is built here, one template per record kind: `events/<id>`, `posts/<id>` ….
 * One key per record, never one blob per collection (DESIGN.md section 1).
 */
export const COLLECTIONS = [
  "events",
  "players",
  "posts",
  "contact-messages",
  "users",
  "chat-messages",
] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** `recordKey("events", "game-2025-09-20")` → `"events/game-2025-09-20"`. */
export const recordKey = (collection: Collection, id: string) => `${collection}/${id}`;

/** `collectionPrefix("posts")` → `"posts/"`, for listing. */
export const collectionPrefix = (collection: Collection) => `${collection}/`;

/** Marks a store as seeded from `content/`; the version lets a later content format reseed deliberately. */
export const SEED_MARKER_KEY = "meta/seeded-v1";

/** The site-wide store every record lives in. */
export const STORE_NAME = "team";
