/**
 * The HTTP helpers every function uses: JSON responses, the one error shape, method checks,
 * body checks (Origin, content type, size, JSON, schema) and the security headers that Netlify
 * does not add to function responses on its own (DESIGN.md sections 3-4).
 */
import type * as z from "zod/mini";
import { now } from "../clock";
import { AppError, type IssueDetail } from "../domain/errors";
import { APP_NOW_HEADER, type ErrorCode } from "../schemas";
import { getEnv } from "./env";

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy":
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** A JSON response with the security headers, `no-store` unless the caller caches on purpose. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return withStandardHeaders(new Response(JSON.stringify(data), { ...init, headers }));
}

/** `{ "error": { code, message, issues? } }` with the status that goes with the code. */
export function errorResponse(
  status: number,
  code: ErrorCode,
  message: string,
  issues?: IssueDetail[],
  headers?: Record<string, string>,
): Response {
  return json(
    { error: issues ? { code, message, issues } : { code, message } },
    { status, headers: headers ?? {} },
  );
}

/** Turns anything thrown into the error shape; unknown errors become a 500 that leaks nothing. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return errorResponse(error.status, error.code, error.message, error.issues, error.headers);
  }
  console.error("Unhandled error in a function:", error);
  return errorResponse(500, "internal", "Something went wrong on our side. Please try again.");
}

function withStandardHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  response.headers.set(APP_NOW_HEADER, now().toISO() ?? "");
  return response;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Handler<C> = (request: Request, context: C) => Response | Promise<Response>;

/**
 * Wraps a function body: answers 405 for other methods (and HEAD for GET), loads the
 * environment once, and maps every thrown error through `toErrorResponse`.
 */
export function route<C>(methods: readonly Method[], handler: Handler<C>): Handler<C> {
  const allow = methods.includes("GET") ? [...methods, "HEAD"] : [...methods];
  return async (request, context) => {
    try {
      getEnv();
      if (!allow.includes(request.method)) {
        return errorResponse(
          405,
          "method_not_allowed",
          `Use ${allow.join(" or ")} for this route`,
          undefined,
          {
            Allow: allow.join(", "),
          },
        );
      }
      // Every write, with or without a body (a DELETE, a logout), must come from this site.
      assertSameOrigin(request);
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Rejects writes that a browser made from another site (403), before reading the body. */
export function assertSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("Origin");
  const allowed = new Set([new URL(request.url).origin, new URL(getEnv().siteUrl).origin]);
  if (origin !== null && !allowed.has(origin)) {
    throw new AppError("forbidden", 403, "Cross-site requests are not allowed");
  }
  if (origin === null && request.headers.get("Sec-Fetch-Site") === "cross-site") {
    throw new AppError("forbidden", 403, "Cross-site requests are not allowed");
  }
}

async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

const tooLarge = () =>
  new AppError("payload_too_large", 413, `The request body is over ${String(MAX_BODY_BYTES / 1024)} KB`);

/** Maps zod issues to the `issues` of the error shape. */
export function toIssues(error: z.core.$ZodError): IssueDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
    message: issue.message,
  }));
}

/**
 * Reads a write request's JSON body and parses it with `schema` (`route()` has already refused a
 * cross-site request with 403): 415 not JSON,
 * 413 too large, 400 `validation_failed` with the zod issues for a malformed or invalid body.
 */
export async function readJson<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.infer<S>> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new AppError("unsupported_media_type", 415, "Send the body as application/json");
  }
  const text = await readBodyText(request);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError("validation_failed", 400, "The body is not valid JSON");
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new AppError(
      "validation_failed",
      400,
      "Some fields are missing or invalid",
      toIssues(result.error),
    );
  }
  return result.data;
}
