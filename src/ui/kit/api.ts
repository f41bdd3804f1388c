/**
 * The reads every parent's page with data makes, and what every call shares: typed GETs, the
 * answers read in outline, the one `ApiRequestError`, and the server's clock. Every response's
 * `X-App-Now` keeps the islands on the server's clock, and a failed request throws an
 * `ApiRequestError` whose message is `"<status>: <body or status text>"`
 * (docs/product-rules.md#errors-and-messages).
 *
 * The writes (snack sign-up, contact form, the coach's calls) are in api-client.ts, which
 * re-exports this module: a page that only reads (the home page, /roster, /posts, /schedule until
 * a parent reaches for Sign Up) does not download them.
 *
 * No zod here: this module is on every parent's page, where zod and the schemas would cost 11-14 KB of
 * the 80 KB budget. The parents' answers are typed by the schemas and checked in outline (see
 * `recordsOf`); the coach's calls (coach-api.ts) pass the schemas themselves as readers
 * (docs/decisions/006-answers-in-the-browser.md).
 */
import { APP_NOW_HEADER, syncClock } from "../../lib/clock";
import { parseRetryAfter } from "../../lib/domain/retry-after";
import type { ErrorCode } from "../../lib/constants";
import type { Event, Post, PublicPlayer, PublicUser } from "../../lib/schemas/records";
import type { ApiError } from "../../lib/schemas/responses";

/** Turns an answer's JSON into `T` or throws, e.g. a zod schema, or `recordsOf<Event>()`. */
export interface AnswerReader<T> {
  parse(value: unknown): T;
}

/** Whether an answer's value is a JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasId = (value: unknown): boolean => isRecord(value) && typeof value.id === "string";

/**
 * Reads a list of records, e.g. `recordsOf<Event>()` for `/api/events`: an array of objects with
 * an `id`. The functions build these answers from records the schemas validated, and the function
 * tests parse every answer with the schemas; here a wrong answer only has to become the island's
 * error state instead of a crash.
 */
export function recordsOf<T extends { id: string }>(): AnswerReader<T[]> {
  return {
    parse(value) {
      if (!Array.isArray(value) || !value.every(hasId)) throw new Error("Expected a list of records");
      return value as T[];
    },
  };
}

/** Reads one record, e.g. `recordOf<Event>()` for the event a sign-up answers with. */
export function recordOf<T extends { id: string }>(): AnswerReader<T> {
  return {
    parse(value) {
      if (!hasId(value)) throw new Error("Expected a record");
      return value as T;
    },
  };
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | null,
    readonly userMessage: string | null,
    /** Seconds to wait before trying again, from `Retry-After` (429), or null. */
    readonly retryAfterSeconds: number | null = null,
    /**
     * The answer's `issues` as sent, unchecked: a 400's list of `{ path, message }` (docs/api.md).
     * The form kit reads them (src/ui/kit/form/form-state.ts) and puts each under its field.
     */
    readonly issues?: unknown,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/**
 * The one error shape, `{ "error": { "code", "message", "issues"? } }`, or null for any other body.
 * `issues` is passed on as sent (see `ApiRequestError.issues`).
 */
function parseErrorBody(text: string): ApiError | null {
  try {
    const body: unknown = JSON.parse(text);
    const error = isRecord(body) ? body.error : null;
    if (!isRecord(error) || typeof error.code !== "string" || typeof error.message !== "string") return null;
    return body as ApiError;
  } catch {
    return null;
  }
}

/** The `ApiRequestError` for a failed answer (api-client.ts's writes use it too). */
export async function toRequestError(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => "");
  const parsed = parseErrorBody(text);
  return new ApiRequestError(
    response.status,
    `${String(response.status)}: ${text || response.statusText}`,
    parsed?.error.code ?? null,
    parsed?.error.message ?? null,
    parseRetryAfter(response.headers.get("Retry-After"), Date.now()),
    parsed?.error.issues,
  );
}

/**
 * Follows the server's clock. A CDN-cached answer carries the time it was made; its `Age` header
 * (seconds in the cache) brings that up to now.
 */
export function syncClockFrom(response: Response): void {
  const serverNow = response.headers.get(APP_NOW_HEADER);
  if (!serverNow) return;
  const age = Number(response.headers.get("Age") ?? "0");
  syncClock(serverNow, Number.isFinite(age) && age > 0 ? age : 0);
}

/** GETs `path` and reads the body with `reader`, e.g. `getJson("/api/health", HealthSchema)`. */
export async function getJson<T>(path: string, reader: AnswerReader<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    signal: signal ?? null,
  });
  syncClockFrom(response);
  if (!response.ok) throw await toRequestError(response);
  return reader.parse(await response.json());
}

export const fetchEvents = (signal?: AbortSignal) => getJson("/api/events", recordsOf<Event>(), signal);

export const fetchUpcomingEvents = (signal?: AbortSignal) =>
  getJson("/api/events/upcoming", recordsOf<Event>(), signal);

export const fetchPosts = (signal?: AbortSignal) => getJson("/api/posts", recordsOf<Post>(), signal);

/** Players as the caller may see them: public (last initial) for parents, full for the coach. */
export const fetchPlayers = (signal?: AbortSignal) =>
  getJson("/api/players", recordsOf<PublicPlayer>(), signal);

/** Volunteers' names, to say who covers a game. */
export const fetchUsers = (signal?: AbortSignal) => getJson("/api/users", recordsOf<PublicUser>(), signal);
