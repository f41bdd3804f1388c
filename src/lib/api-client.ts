/**
 * Typed fetch wrappers the islands use. Every response is parsed with the shared schemas, every
 * response's `X-App-Now` keeps the islands on the server's clock, and a failed request throws
 * an `ApiRequestError` whose message follows spec section 8: `"<status>: <body or status text>"`.
 */
import * as z from "zod/mini";
import { syncClock } from "./clock";
import { APP_NOW_HEADER, ApiErrorSchema, EventSchema, type ErrorCode } from "./schemas";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | null,
    readonly userMessage: string | null,
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

export const fetchUpcomingEvents = (signal?: AbortSignal) =>
  getJson("/api/events/upcoming", z.array(EventSchema), signal);
