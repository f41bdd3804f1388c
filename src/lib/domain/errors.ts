/**
 * Typed errors that domain and repository code throw. `toErrorResponse` in
 * `src/lib/server/http.ts` is the one place that turns them into HTTP responses.
 */
import type { ErrorCode } from "../constants";

export interface IssueDetail {
  path: (string | number)[];
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly issues?: IssueDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what: string) => new AppError("not_found", 404, `${what} not found`);

export const conflict = (message: string) => new AppError("conflict", 409, message);

export const validationFailed = (message: string, issues?: IssueDetail[]) =>
  new AppError("validation_failed", 400, message, issues);

/** The store did not answer as it must (lost etag, too much contention): a 502 to the caller. */
export const upstreamFailed = (message: string) => new AppError("upstream_failed", 502, message);

/** A feature that needs a server setting nobody made, e.g. a GroupMe token: a 503 naming what to set. */
export const notConfigured = (message: string) => new AppError("not_configured", 503, message);

/** Too many requests: a 429 that tells the caller how many seconds to wait in `Retry-After`. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError("rate_limited", 429, message, undefined, { "Retry-After": String(retryAfterSeconds) });
