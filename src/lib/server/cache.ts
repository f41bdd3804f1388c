/**
 * CDN caching of public reads (docs/api.md#caching): public GETs are cached at Netlify's edge under
 * cache tags, and every write purges the tags it touched, so a parent sees a change at once while
 * the functions and the store stay idle between changes.
 */
import { purgeCache } from "@netlify/functions";
import { json, textResponse } from "./http";

/** One tag per kind of public data; `events` also covers the calendar feed. */
export const CACHE_TAGS = ["events", "posts", "players", "users", "alert", "snack-note"] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export interface CacheOptions {
  tags: readonly CacheTag[];
  /** How long the CDN may keep it without a purge; short for answers that depend on the time. */
  cdnSeconds?: number;
  /** Names of cookies that change the answer (the coach's session sees more). */
  varyCookies?: readonly string[];
  /**
   * Query parameters that change the answer, e.g. `["download"]`. When given, the CDN keys its
   * copies on these alone, so a cache-buster cannot make it fetch again; otherwise on the whole query.
   */
  varyQuery?: readonly string[];
}

/** The longest the CDN keeps an answer without a purge, in seconds. */
export const DAY = 24 * 60 * 60;

function cacheHeaders({ tags, cdnSeconds = DAY, varyCookies = [], varyQuery = [] }: CacheOptions) {
  const headers: Record<string, string> = {
    // Browsers always ask again; the CDN answers from its cache.
    "Cache-Control": "public, max-age=0, must-revalidate",
    "Netlify-CDN-Cache-Control": `public, durable, s-maxage=${String(cdnSeconds)}, stale-while-revalidate=60`,
    "Netlify-Cache-Tag": tags.join(","),
  };
  const vary = [
    ...(varyQuery.length > 0 ? [`query=${varyQuery.join("|")}`] : []),
    ...(varyCookies.length > 0 ? [`cookie=${varyCookies.join("|")}`] : []),
  ];
  if (vary.length > 0) headers["Netlify-Vary"] = vary.join(",");
  return headers;
}

/** A public JSON answer that the CDN may cache until one of its tags is purged. */
export function cachedJson(data: unknown, options: CacheOptions) {
  return json(data, { headers: cacheHeaders(options) });
}

/**
 * A public text answer (the calendar feed) that the CDN may cache until one of its tags is purged,
 * e.g. `cachedText(ics, "text/calendar; charset=utf-8", { tags: ["events"] })`. `headers` adds
 * headers of its own, such as `Content-Disposition`.
 */
export function cachedText(
  body: string,
  contentType: string,
  options: CacheOptions & { headers?: Record<string, string> },
) {
  return textResponse(body, contentType, { headers: { ...cacheHeaders(options), ...options.headers } });
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
