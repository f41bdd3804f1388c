/**
 * Typed errors that domain and repository code throw. `toErrorResponse` in
 * `src/lib/server/http.ts` is the one place that turns them into HTTP responses.
 */
import type { ErrorCode } from "../schemas";

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
