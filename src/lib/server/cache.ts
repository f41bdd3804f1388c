/**
 * CDN caching of public reads (docs/api.md#caching): public GETs are cached at Netlify's edge under
 * cache tags, and every write purges the tags it touched (cache-tags.ts), so a parent sees a change
 * at once while the functions and the store stay idle between changes. Each cached route declares
 * the query it reads, which alone keys the CDN's copies (docs/decisions/018-pinned-cache-keys.md).
 */
import { english, validationFailed } from "../domain/errors";
import type { CacheTag } from "./cache-tags";
import type { FunctionContext } from "./function-context";
import { anyone, clientAddress, json, textResponse, toErrorResponse, type Endpoint } from "./http";
import { consumePublicRead } from "./rate-limit";

export interface CacheOptions {
  tags: readonly CacheTag[];
  /** How long the CDN may keep it without a purge; short for answers that depend on the time. */
  cdnSeconds?: number;
}

/** The longest the CDN keeps an answer without a purge, in seconds. */
export const DAY = 24 * 60 * 60;

function cacheHeaders({ tags, cdnSeconds = DAY }: CacheOptions) {
  return {
    // Browsers always ask again; the CDN answers from its cache.
    "Cache-Control": "public, max-age=0, must-revalidate",
    "Netlify-CDN-Cache-Control": `public, durable, s-maxage=${String(cdnSeconds)}, stale-while-revalidate=60`,
    "Netlify-Cache-Tag": tags.join(","),
  };
}

/**
 * A public JSON answer that the CDN may cache until one of its tags is purged; only from a
 * `publicRead` endpoint, which keys the copies on its declared query.
 */
export function cachedJson(data: unknown, options: CacheOptions) {
  return json(data, { headers: cacheHeaders(options) });
}

/**
 * An answer for the coach alone on a route that also answers the public: `no-store` for the
 * browser and for the CDN, so no copy of it is kept anywhere.
 */
export function privateJson(data: unknown) {
  return json(data, { headers: { "Cache-Control": "no-store", "Netlify-CDN-Cache-Control": "no-store" } });
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
 * The query a cached route reads: each parameter with every value it takes, e.g. `{ download: ["1",
 * "true", "0", "false"] }`, or `{}` for none. The CDN keys its copies on these alone, and the
 * route refuses anything else, so the number of copies, and of requests that can miss, is fixed.
 */
export type QueryDeclaration = Readonly<Record<string, readonly string[]>>;

/** `?view=coach`: the coach's full records, on an address the CDN never keeps a copy of. */
export const COACH_VIEW: QueryDeclaration = { view: ["coach"] };

/**
 * Netlify reads a name that `query=` lists as a parameter to key on, and keys on the whole query
 * when `Netlify-Vary` says nothing of it (or says a bare `query`). A route that reads none lists
 * this one, which no route takes: a request that has it is a 400, never kept, so the one copy
 * is keyed on the path alone.
 */
const NO_QUERY = "none";

/** `Netlify-Vary: query=download` for `{ download: […] }`; `query=none` for `{}`. */
export function queryVary(declared: QueryDeclaration): string {
  const names = Object.keys(declared);
  return `query=${(names.length > 0 ? names : [NO_QUERY]).join("|")}`;
}

/** `["1", "true", "0"]` → `"1, true or 0"`. */
const orList = (values: readonly string[]) =>
  values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values.at(-1) ?? ""}` : (values[0] ?? "");

/**
 * The request's query when it holds only `declared` parameters, each once and with a value it
 * takes, e.g. `allowQuery(request, { download: ["1", "true", "0", "false"] })`; otherwise a 400
 * `validation_failed` whose message names what the route takes.
 */
export function allowQuery(request: Request, declared: QueryDeclaration): URLSearchParams {
  const { pathname, searchParams } = new URL(request.url);
  const seen = new Set<string>();
  for (const [name, value] of searchParams) {
    const values = Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (values === undefined || seen.has(name) || !values.includes(value)) {
      const names = Object.entries(declared).map(([key, taken]) => `${key} (${orList(taken)})`);
      // Only a hand-made request gets this: the site's pages send no other query.
      throw validationFailed(
        english(
          names.length === 0
            ? `${pathname} takes no query parameters.`
            : `${pathname} takes only the query parameter${names.length > 1 ? "s" : ""} ${names.join(" and ")}, each once.`,
        ),
      );
    }
    seen.add(name);
  }
  return searchParams;
}

type PublicReadHandler = (
  request: Request,
  query: URLSearchParams,
  context: FunctionContext,
) => Response | Promise<Response>;

/**
 * The GET of a route the CDN caches, e.g. `GET: publicRead("/api/seasons/:id", {}, async () =>
 * cachedJson(…))`, with the route as its function's `config.path` names it. Before the handler runs,
 * and before any store call, it counts the request against the client's public-read limit for that
 * route (429) and checks the query against `declared` (400). The count is the route's, not the
 * address's: a script asking for a thousand made-up ids, each a 404 the CDN never keeps, is counted
 * as often as it asks. Every answer, errors included, carries the same `Netlify-Vary: query=…`, as
 * Netlify asks of every answer of one address.
 */
export function publicRead(route: string, declared: QueryDeclaration, handle: PublicReadHandler): Endpoint {
  const vary = queryVary(declared);
  return anyone(async (request, context) => {
    let response: Response;
    try {
      consumePublicRead(route, clientAddress(request, context));
      response = await handle(request, allowQuery(request, declared), context);
    } catch (error) {
      response = toErrorResponse(error);
    }
    response.headers.set("Netlify-Vary", vary);
    return response;
  });
}
