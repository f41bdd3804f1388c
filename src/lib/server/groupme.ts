/**
 * A small client of the GroupMe API (docs/api.md#groupme): list groups and bots, create a bot,
 * post through a bot, check the token. Every answer is read through a zod schema of the parts
 * used; every failure becomes one of three errors the routes pass on: 503 `not_configured` (no
 * token), 429 `rate_limited` (with GroupMe's `Retry-After`) and 502 `upstream_failed` (with
 * GroupMe's own words). The token travels in the `X-Access-Token` header, which GroupMe accepts in
 * place of `?token=` (https://dev.groupme.com/tutorials/oauth), never in a URL, where proxies,
 * access logs and error messages would keep it; GroupMe's words are cleaned of it before they are
 * passed on.
 */
import * as z from "zod/mini";
import type { UpstreamBot, UpstreamGroup } from "../domain/groupme";
import { parseRetryAfter } from "../domain/retry-after-header";
import { AppError, english, notConfigured, rateLimited, upstreamFailed } from "../domain/errors";
import { getEnv } from "./env";

/** Seconds to wait after a 429 that came without `Retry-After`. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export const NOT_CONFIGURED_MESSAGE = "GroupMe is not configured: set GROUPME_ACCESS_TOKEN on the server.";
export const UNREACHABLE_MESSAGE = "Could not reach GroupMe";

/** Longest piece of GroupMe's error text passed on. */
const MAX_ERROR_TEXT = 300;

// The parts of GroupMe's answers that are read; anything else GroupMe sends is ignored.
const EnvelopeMetaSchema = z.object({
  meta: z.optional(z.object({ errors: z.optional(z.array(z.unknown())) })),
});

const UpstreamGroupSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  members_count: z.optional(z.int()),
  members: z.optional(z.array(z.unknown())),
});

const UpstreamBotSchema = z.object({
  bot_id: z.string(),
  group_id: z.union([z.string(), z.number()]),
  name: z.string(),
});

const UpstreamUserSchema = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });

/** A bot as the site keeps it: GroupMe sends the group id as a number or a string. */
const toBot = (bot: z.infer<typeof UpstreamBotSchema>): UpstreamBot => ({
  bot_id: bot.bot_id,
  name: bot.name,
  group_id: String(bot.group_id),
});

type Call = {
  method: "GET" | "POST";
  path: string;
  /** Query parameters, e.g. `{ per_page: "100" }`; never the token. */
  query?: Record<string, string>;
  body?: unknown;
  /** Bot posts need no token; everything else does. */
  withToken: boolean;
};

/** `"GET /groups"`: how a call is named in logs, without its query. */
const callName = (call: Call) => `${call.method} ${call.path}`;

function tokenOrThrow(): string {
  const token = getEnv().groupMeAccessToken;
  if (token === null) throw notConfigured(english(NOT_CONFIGURED_MESSAGE));
  return token;
}

/** GroupMe's `meta.errors` joined, without the token, e.g. `"unauthorized"`; null when there are none. */
function errorText(body: unknown, token: string | null): string | null {
  const parsed = EnvelopeMetaSchema.safeParse(body);
  const errors = parsed.success ? (parsed.data.meta?.errors ?? []) : [];
  const text = errors
    .filter((error): error is string => typeof error === "string")
    .map((error) => error.trim())
    .filter((error) => error !== "")
    .join(", ");
  if (text === "") return null;
  const clean = token === null ? text : text.replaceAll(token, "[token]");
  return clean.length > MAX_ERROR_TEXT ? `${clean.slice(0, MAX_ERROR_TEXT - 1)}…` : clean;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Sends one call; answers GroupMe's parsed body for a 2xx, throws the mapped error otherwise. */
async function send(call: Call): Promise<unknown> {
  const env = getEnv();
  const token = call.withToken ? tokenOrThrow() : null;
  const url = new URL(`${env.groupMeApiUrl}${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);

  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: {
        Accept: "application/json",
        ...(token === null ? {} : { "X-Access-Token": token }),
        ...(call.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      redirect: "error",
      signal: AbortSignal.timeout(env.groupMeTimeoutMs),
    });
  } catch (error) {
    // Only the error's name: a network error's message may quote the URL or the request.
    const reason = error instanceof Error ? error.name : "unknown error";
    console.warn(`GroupMe ${callName(call)} failed before an answer (${reason})`);
    const timedOut = reason === "TimeoutError";
    throw upstreamFailed(
      english(timedOut ? `${UNREACHABLE_MESSAGE}: it did not answer in time` : UNREACHABLE_MESSAGE),
    );
  }

  const body = await readBody(response).catch(() => null);
  if (response.ok) return body;
  const text = errorText(body, token);
  console.warn(`GroupMe ${callName(call)} answered ${String(response.status)}${text ? `: ${text}` : ""}`);
  if (response.status === 429) {
    const seconds = parseRetryAfter(response.headers.get("Retry-After"), Date.now());
    throw rateLimited(
      english("GroupMe is limiting requests right now. Please wait a minute and try again."),
      seconds === null || seconds <= 0 ? DEFAULT_RETRY_AFTER_SECONDS : seconds,
    );
  }
  throw upstreamFailed(
    english(text === null ? `GroupMe answered ${String(response.status)}` : `GroupMe said: ${text}`),
  );
}

/** Reads `response` of GroupMe's envelope with `schema`; an answer of another shape is a 502. */
function readResponse<S extends z.ZodMiniType>(call: Call, body: unknown, schema: S): z.infer<S> {
  const parsed = z.object({ response: schema }).safeParse(body);
  if (!parsed.success) {
    console.warn(`GroupMe ${callName(call)} answered in an unexpected shape`);
    throw upstreamFailed(english("GroupMe answered in a way this site does not understand"));
  }
  return (parsed.data as { response: z.infer<S> }).response;
}

async function request<S extends z.ZodMiniType>(call: Call, schema: S): Promise<z.infer<S>> {
  return readResponse(call, await send(call), schema);
}

/** The coach's groups (up to 100, GroupMe's largest page), e.g. `[{ id: "1001", name: "Hays Lightning U10 Parents", … }]`. */
export async function listGroups(): Promise<UpstreamGroup[]> {
  const groups = await request(
    { method: "GET", path: "/groups", query: { per_page: "100" }, withToken: true },
    z.array(UpstreamGroupSchema),
  );
  return groups.map((group) => ({
    id: String(group.id),
    name: group.name,
    description: group.description?.trim() ? group.description : null,
    membersCount: group.members_count ?? group.members?.length ?? 0,
  }));
}

/** Every bot of the coach's account, each with its group. */
export async function listBots(): Promise<UpstreamBot[]> {
  const bots = await request({ method: "GET", path: "/bots", withToken: true }, z.array(UpstreamBotSchema));
  return bots.map(toBot);
}

/** Makes a bot that posts to `groupId`, e.g. `createBot("Lightning Coach - Parents", "1001")`. */
export async function createBot(name: string, groupId: string): Promise<UpstreamBot> {
  const { bot } = await request(
    { method: "POST", path: "/bots", body: { bot: { name, group_id: groupId } }, withToken: true },
    z.object({ bot: UpstreamBotSchema }),
  );
  return toBot(bot);
}

/** Posts `text` to the bot's group. GroupMe needs no token for this and answers 202 with no body. */
export async function postAsBot(botId: string, text: string): Promise<void> {
  await send({ method: "POST", path: "/bots/post", body: { bot_id: botId, text }, withToken: false });
}

/** Whether the token works: GroupMe's idea of who it belongs to, e.g. `{ id: "42", name: "Coach" }`. */
export async function fetchTokenOwner(): Promise<{ id: string; name: string }> {
  const user = await request({ method: "GET", path: "/users/me", withToken: true }, UpstreamUserSchema);
  return { id: String(user.id), name: user.name };
}

/** Whether an error is GroupMe failing (as opposed to the server not being set up, or a rate limit). */
export const isUpstreamFailure = (error: unknown): error is AppError =>
  error instanceof AppError && error.code === "upstream_failed";
