/**
 * The HTTP helpers every function uses: JSON responses, the one error shape, method checks,
 * body checks (Origin, content type, size, JSON, schema) and adding the security headers that
 * Netlify does not add to function responses on its own (./security-headers.ts).
 */
import type * as z from "zod/mini";
import { APP_NOW_HEADER, now } from "../clock";
import { clientNetwork } from "./client-network";
import type { Lang } from "../../i18n/lang";
import { AppError, english, say, type IssueDetail } from "../domain/errors";
import type { ErrorCode } from "../constants";
import { requireSession, type CoachSession } from "./auth";
import { getEnv } from "./env";
import { issueIn, messageText, requestLang, zodErrorsIn } from "./messages";
import type { FunctionContext } from "./function-context";
import { withRequestScope } from "./request-scope";
import { SECURITY_HEADERS } from "./security-headers";

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A JSON response with the security headers, `no-store` unless the caller caches on purpose. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return withStandardHeaders(new Response(JSON.stringify(data), { ...init, headers }));
}

/**
 * A text answer of any type (a calendar file) with the security headers, `no-store` unless the
 * caller caches on purpose, e.g. `textResponse(ics, "text/calendar; charset=utf-8")`.
 */
export function textResponse(body: string, contentType: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", contentType);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return withStandardHeaders(new Response(body, { ...init, headers }));
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

/** What any unexpected failure says in English: never the exception's own text. */
export const INTERNAL_ERROR_MESSAGE = messageText("internal", "en");

/**
 * The headers of an answer whose words are in `lang`: which language it is in, and that another
 * `Accept-Language` gets other words, so no cache hands one language's answer to the other
 * (error answers are `no-store` as well; docs/decisions/023-api-messages-in-two-languages.md).
 */
const languageHeaders = (lang: Lang, headers: Record<string, string> = {}) => ({
  ...headers,
  "Content-Language": lang,
  Vary: "Accept-Language",
});

/**
 * Turns anything thrown into the error shape, its message and issues in `lang` (the request's,
 * see `requestLang`); unknown errors become a 500 that leaks nothing. The `code` is the same in
 * every language.
 */
export function toErrorResponse(error: unknown, lang: Lang = "en"): Response {
  if (error instanceof AppError) {
    return errorResponse(
      error.status,
      error.code,
      messageText(error.text, lang),
      error.issues?.map((issue) => issueIn(issue, lang)),
      languageHeaders(lang, error.headers),
    );
  }
  console.error("Unhandled error in a function:", error);
  return errorResponse(500, "internal", messageText("internal", lang), undefined, languageHeaders(lang));
}

function withStandardHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  response.headers.set(APP_NOW_HEADER, now().toISO() ?? "");
  return response;
}

/** An empty 204 answer with the standard headers. */
export function noContent(): Response {
  return withStandardHeaders(new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } }));
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
type PublicHandler = (request: Request, context: FunctionContext) => Response | Promise<Response>;
type CoachHandler = (
  request: Request,
  context: FunctionContext,
  session: CoachSession,
) => Response | Promise<Response>;

/** One method of a route, with who may call it (docs/api.md#who-may-call-what). */
export type Endpoint =
  { access: "anyone"; handle: PublicHandler } | { access: "coach"; handle: CoachHandler };

/** An endpoint anyone may call, e.g. `GET: anyone(async () => json(await listEvents()))`. */
export const anyone = (handle: PublicHandler): Endpoint => ({ access: "anyone", handle });

/** An endpoint only the signed-in coach may call; everyone else gets 401 before it runs. */
export const coachOnly = (handle: CoachHandler): Endpoint => ({ access: "coach", handle });

/**
 * A function's whole surface: one endpoint per method, each saying who may call it. Answers 405
 * (with `Allow`) for other methods, 403 for a cross-site write, 401 for a coach endpoint without
 * the session, and maps every thrown error through `toErrorResponse`. HEAD follows GET. Each call
 * runs in its own request scope (request-scope.ts): the CDN's copies its writes made stale are
 * purged once, before it answers.
 */
export function route(endpoints: Partial<Record<Method, Endpoint>>) {
  const methods = Object.keys(endpoints) as Method[];
  const allow = methods.includes("GET") ? [...methods, "HEAD"] : methods;
  return (request: Request, context: FunctionContext): Promise<Response> =>
    withRequestScope(async () => {
      const lang = requestLang(request);
      try {
        getEnv();
        const method = request.method === "HEAD" ? "GET" : request.method;
        const endpoint = allow.includes(request.method) ? endpoints[method as Method] : undefined;
        if (!endpoint) {
          const or = ` ${messageText("or", lang)} `;
          throw new AppError(
            "method_not_allowed",
            405,
            say("useMethods", { methods: allow.join(or) }),
            undefined,
            { Allow: allow.join(", ") },
          );
        }
        // Every write, with or without a body (a DELETE, a logout), must come from this site.
        assertSameOrigin(request);
        if (endpoint.access === "anyone") return await endpoint.handle(request, context);
        return await endpoint.handle(request, context, await requireSession(request));
      } catch (error) {
        return toErrorResponse(error, lang);
      }
    });
}

/**
 * Who is calling, for rate limits: the address Netlify saw, e.g. `"203.0.113.9"`, or the /64 of an
 * IPv6 address. Never a header the client chose (`X-Forwarded-For`).
 */
export function clientAddress(request: Request, context: FunctionContext): string {
  // The local runtime may leave `ip` empty; Netlify's edge always sets this header too.
  const address = context.ip || request.headers.get("X-Nf-Client-Connection-Ip");
  return clientNetwork(address ?? "unknown");
}

/** A path parameter from `config.path`, e.g. `pathParam(context, "id")`; a missing one is a 404. */
export function pathParam(context: FunctionContext, name: string): string {
  const value = context.params[name];
  if (value === undefined || value === "") throw new AppError("not_found", 404, "notFoundAnything");
  return value;
}

/** Rejects writes that a browser made from another site (403), before reading the body. */
export function assertSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("Origin");
  const allowed = new Set([new URL(request.url).origin, new URL(getEnv().siteUrl).origin]);
  if (origin !== null && !allowed.has(origin)) {
    throw new AppError("forbidden", 403, "crossSite");
  }
  if (origin === null && request.headers.get("Sec-Fetch-Site") === "cross-site") {
    throw new AppError("forbidden", 403, "crossSite");
  }
}

async function readBodyText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** `tooLarge(65536)` says "over 64 KB"; `tooLarge(5242880)` "over 5 MB". */
const tooLarge = (maxBytes: number) => {
  const size =
    maxBytes >= 1024 * 1024 ? `${String(maxBytes / (1024 * 1024))} MB` : `${String(maxBytes / 1024)} KB`;
  return new AppError("payload_too_large", 413, say("bodyTooLarge", { size }));
};

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
 * `maxBytes` raises the size limit for the one route that takes more (a backup to restore).
 */
export async function readJson<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  { maxBytes = MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  assertJsonContentType(request);
  return parseWith(schema, parseJsonText(await readBodyText(request, maxBytes)), requestLang(request));
}

function assertJsonContentType(request: Request): void {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("Content-Type") ?? "")) {
    throw new AppError("unsupported_media_type", 415, "bodyNotJson");
  }
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("validation_failed", 400, "bodyInvalidJson");
  }
}

/**
 * Parses input with `schema`, or throws 400 `validation_failed` with the zod issues, zod's own
 * sentences in `lang` (the schemas' field rules are said in it when the answer is made).
 */
export function parseWith<S extends z.ZodMiniType>(schema: S, data: unknown, lang: Lang = "en"): z.infer<S> {
  const error = zodErrorsIn(lang);
  const result = schema.safeParse(data, error ? { error } : undefined);
  if (!result.success) {
    throw new AppError("validation_failed", 400, "fieldsInvalid", toIssues(result.error));
  }
  return result.data;
}

/** Like `readJson` for routes whose body is optional (a logout, a generate): nothing parses as `{}`. */
export async function readOptionalJson<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const text = await readBodyText(request);
  const lang = requestLang(request);
  if (text.trim() === "") return parseWith(schema, {}, lang);
  assertJsonContentType(request);
  return parseWith(schema, parseJsonText(text), lang);
}

/**
 * The revision an edit was based on, from `If-Match: "3"`; null when the header is absent or `*`.
 * Answers carry it back as `ETag`, see `revisionTag`.
 */
export function ifMatchRevision(request: Request): number | null {
  const header = request.headers.get("If-Match")?.trim();
  if (header === undefined || header === "*") return null;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header);
  if (!match) throw validationFailedHeader('If-Match must be a revision such as "3"');
  return Number(match[1]);
}

/** `revisionTag(3)` → `"3"` (quoted), the `ETag` of a record at revision 3. */
export const revisionTag = (revision: number) => `"${String(revision)}"`;

const validationFailedHeader = (message: string) =>
  new AppError("validation_failed", 400, english(message), [{ path: ["If-Match"], message }]);
