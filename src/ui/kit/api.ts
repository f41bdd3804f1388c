/**
 * The one call every feature's API client makes (src/ui/<feature>/api.ts): same-origin JSON with
 * the session cookie, the answer read by a reader, the one `ApiRequestError`, and the server's
 * clock. Every answer's `X-App-Now` keeps the islands on the server's clock, and a failed request
 * throws an `ApiRequestError` whose message is `"<status>: <body or status text>"`
 * (docs/product-rules.md#errors-and-messages).
 *
 * No zod here: this module is on every parent's page, where zod and the schemas would cost 11-14 KB of
 * the 80 KB budget. The parents' answers are typed by the schemas and checked in outline (see
 * `recordsOf`); the coach's calls pass the schemas themselves as readers
 * (docs/decisions/006-answers-in-the-browser.md).
 */
import { APP_NOW_HEADER, syncClock } from "../../lib/clock";
import type { ErrorCode } from "../../lib/constants";
import { parseRetryAfter } from "../../lib/domain/retry-after-header";
import type { ApiError } from "../../lib/schemas/http";

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

/** What a failed request tells a screen: an `ApiRequestError`, or a stand-in with its fields. */
export interface RequestFailure {
  status: number;
  code: string | null;
  userMessage: string | null;
  retryAfterSeconds: number | null;
}

export class ApiRequestError extends Error implements RequestFailure {
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

async function toRequestError(response: Response): Promise<ApiRequestError> {
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
function syncClockFrom(response: Response): void {
  const serverNow = response.headers.get(APP_NOW_HEADER);
  if (!serverNow) return;
  const age = Number(response.headers.get("Age") ?? "0");
  syncClock(serverNow, Number.isFinite(age) && age > 0 ? age : 0);
}

/**
 * The page's language for the API's words, from `<html lang>`: "es" on a Spanish page, else "en"
 * (docs/api.md#languages). Same-origin, and a safelisted header, so it needs no preflight.
 */
export const pageLanguage = (): "en" | "es" =>
  typeof document !== "undefined" && document.documentElement.lang === "es" ? "es" : "en";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface CallOptions {
  /** The JSON body; none when undefined. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/**
 * The one call: `method` on `path` with a JSON body (or none), the answer read by `reader` (a 204's
 * empty answer as `undefined`), e.g. `callApi("PUT", "/api/alert", FieldAlertAnswerSchema, { body })`.
 * Same-origin, so the session cookie goes along and the server's Origin check passes; the page's
 * language goes in `Accept-Language`, so the answer's messages are in it.
 */
export async function callApi<T>(
  method: Method,
  path: string,
  reader: AnswerReader<T>,
  { body, headers = {}, signal }: CallOptions = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      "Accept-Language": pageLanguage(),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
  syncClockFrom(response);
  if (!response.ok) throw await toRequestError(response);
  return reader.parse(response.status === 204 ? undefined : await response.json());
}

/** GETs `path` and reads the body with `reader`, e.g. `getJson("/api/health", HealthSchema)`. */
export const getJson = <T>(path: string, reader: AnswerReader<T>, signal?: AbortSignal): Promise<T> =>
  callApi("GET", path, reader, { signal });

/** Reads any answer, an empty one too, as nothing, e.g. for a DELETE that answers 204. */
export const NOTHING: AnswerReader<undefined> = { parse: () => undefined };

/** The message to show for a failed call: the server's own words when it gave any. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.userMessage) return error.userMessage;
  return fallback;
}

/**
 * What a failed call tells a screen, e.g. `{ status: 404, userMessage: "This sign-up link no longer
 * works: …" }`; null when no answer came (offline) or it could not be read.
 */
export const failureOf = (error: unknown): ApiRequestError | null =>
  error instanceof ApiRequestError ? error : null;
