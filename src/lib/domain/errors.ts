/**
 * Typed errors that domain and repository code throw. `toErrorResponse` in
 * `src/lib/server/http.ts` is the one place that turns them into HTTP responses, in the request's
 * language: an error names a sentence of the `api` catalog (src/i18n/en/api.ts) and its values,
 * never English, so a sentence a parent can read cannot exist in one language only
 * (docs/decisions/023-api-messages-in-two-languages.md). Only the types of the catalog are
 * imported: the islands that load a rule of this layer load no words.
 */
import type { Words } from "../../i18n/catalog";
import type { ErrorCode } from "../constants";

type ApiWords = Words<"api">;

/** A sentence of the `api` catalog, e.g. `"snackGamePlayed"`. */
export type ApiMessageKey = { [K in keyof ApiWords]: ApiWords[K] extends string ? K : never }[keyof ApiWords];

/** What the store calls a record in messages, e.g. `"Event"` ("Event not found"). */
export type Thing = keyof ApiWords["notFound"];

/** A value for a sentence's `{slot}`: as it is, another sentence, or a thing's name in the language. */
export type MessageValue = string | number | ApiMessage | { thing: Thing };

/**
 * What an error says:
 * - a sentence's key, e.g. `"snackGamePlayed"`, or one with values, `say("waitSeconds", { count: 4 })`;
 * - `{ notFound: "Event" }`, "Event not found" in the request's language;
 * - `english("…")`, the same words in both languages: only for what the coach's routes say (the
 *   coach's pages are English) and for answers only a developer's hand-made request gets.
 */
export type ErrorText = ApiMessageKey | ApiMessage | { notFound: Thing } | { english: string };

export interface ApiMessage {
  key: ApiMessageKey;
  values: Readonly<Record<string, MessageValue>>;
}

/** A sentence with values, e.g. `say("snackTakenBy", { name: "María G." })`. */
export const say = (key: ApiMessageKey, values: Readonly<Record<string, MessageValue>>): ApiMessage => ({
  key,
  values,
});

/** Words that stay English whatever the request's language (see `ErrorText`). */
export const english = (text: string): { english: string } => ({ english: text });

/** The error's text for logs and tests, e.g. "snackTakenBy", "Event not found", or the English words. */
function logText(text: ErrorText): string {
  if (typeof text === "string") return text;
  if ("english" in text) return text.english;
  if ("notFound" in text) return `${text.notFound} not found`;
  return text.key;
}

export interface IssueDetail {
  path: (string | number)[];
  /**
   * A field rule's key and values (src/i18n/field-issues.ts), said in the request's language when
   * the answer is made, or a sentence, e.g. zod's own in the request's language.
   */
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly text: ErrorText,
    readonly issues?: IssueDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(logText(text));
    this.name = "AppError";
  }
}

export const notFound = (what: Thing) => new AppError("not_found", 404, { notFound: what });

export const conflict = (text: ErrorText) => new AppError("conflict", 409, text);

export const validationFailed = (text: ErrorText, issues?: IssueDetail[]) =>
  new AppError("validation_failed", 400, text, issues);

/** The store did not answer as it must (lost etag, too much contention): a 502 to the caller. */
export const upstreamFailed = (text: ErrorText) => new AppError("upstream_failed", 502, text);

/** A feature that needs a server setting nobody made, e.g. a GroupMe token: a 503 naming what to set. */
export const notConfigured = (text: ErrorText) => new AppError("not_configured", 503, text);

/** Too many requests: a 429 that tells the caller how many seconds to wait in `Retry-After`. */
export const rateLimited = (text: ErrorText, retryAfterSeconds: number) =>
  new AppError("rate_limited", 429, text, undefined, { "Retry-After": String(retryAfterSeconds) });
