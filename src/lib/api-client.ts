/**
 * Typed fetch wrappers the islands use. Every response is parsed with the shared schemas, every
 * response's `X-App-Now` keeps the islands on the server's clock, and a failed request throws
 * an `ApiRequestError` whose message follows spec section 8: `"<status>: <body or status text>"`.
 */
import * as z from "zod/mini";
import { syncClock } from "./clock";
import { parseRetryAfter } from "./domain/retry-after";
import {
  APP_NOW_HEADER,
  ApiErrorSchema,
  ContactReceiptSchema,
  EventSchema,
  PostSchema,
  PublicPlayerViewSchema,
  PublicUserViewSchema,
  type ContactInputSchema,
  type ErrorCode,
  type SnackSignupInputSchema,
} from "./schemas";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | null,
    readonly userMessage: string | null,
    /** Seconds to wait before trying again, from `Retry-After` (429), or null. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

function parseErrorBody(text: string): z.infer<typeof ApiErrorSchema> | null {
  try {
    const result = ApiErrorSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
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

/** GETs `path` and parses the body with `schema`, e.g. `getJson("/api/health", HealthSchema)`. */
export async function getJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const response = await fetch(path, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    signal: signal ?? null,
  });
  syncClockFrom(response);
  if (!response.ok) throw await toRequestError(response);
  return schema.parse(await response.json());
}

type JsonMethod = "POST" | "PUT" | "DELETE";

/**
 * Sends a JSON body (or none) and parses the answer with `schema`; `null` for a 204. Same-origin,
 * so the session cookie goes along and the server's Origin check passes.
 */
export async function sendJson<S extends z.ZodMiniType>(
  method: JsonMethod,
  path: string,
  body: unknown,
  schema: S,
  headers: Record<string, string> = {},
): Promise<z.infer<S> | null> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  syncClockFrom(response);
  if (!response.ok) throw await toRequestError(response);
  if (response.status === 204) return null;
  return schema.parse(await response.json());
}

/** Like `sendJson` for routes that always answer with a body. */
async function sendForJson<S extends z.ZodMiniType>(
  method: JsonMethod,
  path: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  const result = await sendJson(method, path, body, schema);
  if (result === null) throw new ApiRequestError(204, "204: No Content", null, null);
  return result;
}

/** The message to show for a failed call: the server's own words when it gave any. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.userMessage) return error.userMessage;
  return fallback;
}

export const fetchEvents = (signal?: AbortSignal) => getJson("/api/events", z.array(EventSchema), signal);

export const fetchUpcomingEvents = (signal?: AbortSignal) =>
  getJson("/api/events/upcoming", z.array(EventSchema), signal);

export const fetchPosts = (signal?: AbortSignal) => getJson("/api/posts", z.array(PostSchema), signal);

/** Players as the caller may see them: public (last initial) for parents, full for the coach. */
export const fetchPlayers = (signal?: AbortSignal) =>
  getJson("/api/players", z.array(PublicPlayerViewSchema), signal);

/** Volunteers' names, to say who covers a game. */
export const fetchUsers = (signal?: AbortSignal) =>
  getJson("/api/users", z.array(PublicUserViewSchema), signal);

/** Claims a game's snacks; 409 when someone else was first, with their name in the message. */
export const signUpForSnacks = (eventId: string, input: z.input<typeof SnackSignupInputSchema>) =>
  sendForJson("PUT", `/api/events/${encodeURIComponent(eventId)}/snack-signup`, input, EventSchema);

export const sendContactMessage = (input: z.input<typeof ContactInputSchema>) =>
  sendForJson("POST", "/api/contact", input, ContactReceiptSchema);
