/**
 * A local GroupMe for tests, speaking the part of the v3 API the site uses (docs/api.md#groupme),
 * with GroupMe's envelope `{ "response": …, "meta": { "code", "errors"? } }`:
 *
 * - `GET /v3/groups?page=&per_page=` (10 a page unless `per_page` says otherwise)
 * - `GET /v3/bots`, `POST /v3/bots` with `{ "bot": { "name", "group_id" } }` (201)
 * - `POST /v3/bots/post` with `{ "bot_id", "text" }`, no token: 202 with an empty body
 * - `GET /v3/users/me`
 *
 * The token comes in the `X-Access-Token` header. GroupMe also takes it as `?token=`; the fake
 * refuses that with a 400, so a site that puts its token in a URL fails the tests. A wrong or
 * missing token is a 401 `errors: ["unauthorized"]`; a bad body a 400 with GroupMe-like errors. `failNext` makes the next call of a route answer a status (429 with `Retry-After`, 5xx …)
 * and/or stall first. The same controls are HTTP routes, for a test in another process:
 * `POST /__control/fail` (body: `{ route, status?, errors?, retryAfter?, stallMs?, times? }`),
 * `POST /__control/reset`, `GET /__control/state`.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FAKE_GROUPME_DEFAULT_PORT } from "./ports";

/** The token the fake accepts unless told otherwise; the end-to-end preview is given it. */
export const FAKE_GROUPME_TOKEN = "fake-groupme-token-4b1d9c";

/** The port the tests' local GroupMe listens on: `FAKE_GROUPME_PORT`, else the default. */
export const fakeGroupMePort = (): number =>
  Number(process.env.FAKE_GROUPME_PORT ?? FAKE_GROUPME_DEFAULT_PORT);

/** Routes that `failNext` can target; `any` is the next call of whichever route. */
export const FAKE_GROUPME_ROUTES = ["groups", "bots", "create-bot", "bot-post", "me", "any"] as const;
export type FakeGroupMeRoute = (typeof FAKE_GROUPME_ROUTES)[number];

export interface FakeGroup {
  id: string;
  name: string;
  description: string | null;
  members_count: number;
}

export interface FakeBot {
  bot_id: string;
  group_id: string;
  name: string;
}

/** A message a bot posted, e.g. `{ bot_id: "bot-parents", group_id: "1001", text: "⚽ Game tomorrow…" }`. */
export interface FakeMessage {
  bot_id: string;
  group_id: string;
  text: string;
  at: string;
}

/** A call the fake received: its route, path and query, never a token. */
export interface FakeRequest {
  method: string;
  path: string;
  route: Exclude<FakeGroupMeRoute, "any"> | null;
  /** Whether the call carried the right token in `X-Access-Token`. */
  authorized: boolean;
  /** Whether the URL held a `token` (refused with a 400, whatever its value). */
  tokenInUrl: boolean;
  /** The query without any `token`, e.g. `{ per_page: "100" }`. */
  query: Record<string, string>;
}

export interface FakeFailure {
  /** Status to answer instead of the real answer, e.g. 429 or 500; none: answer normally after `stallMs`. */
  status?: number;
  /** `meta.errors` of the failure, e.g. `["rate limited"]`; a default per status otherwise. */
  errors?: string[];
  /** `Retry-After` to send with the answer (seconds or an HTTP date). */
  retryAfter?: number | string;
  /** Wait this long before answering (longer than the site's timeout: it gives up). */
  stallMs?: number;
  /** How many calls in a row fail this way (default 1). */
  times?: number;
}

export interface FakeGroupMeState {
  groups: FakeGroup[];
  bots: FakeBot[];
  messages: FakeMessage[];
  requests: FakeRequest[];
}

export interface FakeGroupMe {
  /** Base URL including `/v3`, e.g. `http://127.0.0.1:4598/v3`: what `GROUPME_API_URL` takes. */
  url: string;
  port: number;
  token: string;
  /** The live state: change it to seed a test, read it to see what the site posted. */
  state: FakeGroupMeState;
  failNext(route: FakeGroupMeRoute, failure: FakeFailure): void;
  /** Back to the seeded groups and bots, no messages, requests or failures. */
  reset(): void;
  stop(): Promise<void>;
}

/** The groups and bots every fake starts with. */
export function seedGroupMe(): Pick<FakeGroupMeState, "groups" | "bots"> {
  return {
    groups: [
      {
        id: "1001",
        name: "Hays Lightning U10 Parents",
        description: "Fall 2025 parents of the Hays Lightning U10 team",
        members_count: 24,
      },
      { id: "1002", name: "Hays Lightning Coaches", description: null, members_count: 3 },
      {
        id: "1003",
        name: "Kyle Youth Soccer Volunteers",
        description: "Field setup, referees and concessions",
        members_count: 57,
      },
    ],
    bots: [
      { bot_id: "bot-parents-0001", group_id: "1001", name: "Lightning Coach - Hays Lightning U10 Parents" },
      { bot_id: "bot-scores-0003", group_id: "1003", name: "Scoreboard" },
    ],
  };
}

const MESSAGE_MAX = 1000;

/** What the fake answers a call with `?token=` in its URL. */
export const TOKEN_IN_URL_ERROR = "token in the URL: send it in the X-Access-Token header";

const DEFAULT_ERRORS: Record<number, string> = {
  400: "bad request",
  401: "unauthorized",
  403: "forbidden",
  404: "not found",
  429: "rate limited",
  500: "internal server error",
  502: "bad gateway",
  503: "service unavailable",
};

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
  ) {
    super(errors.join(", "));
  }
}

function routeOf(method: string, path: string): Exclude<FakeGroupMeRoute, "any"> | null {
  if (method === "GET" && path === "/groups") return "groups";
  if (method === "GET" && path === "/bots") return "bots";
  if (method === "POST" && path === "/bots") return "create-bot";
  if (method === "POST" && path === "/bots/post") return "bot-post";
  if (method === "GET" && path === "/users/me") return "me";
  return null;
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(request);
  if (text.trim() === "") return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  throw new HttpFailure(400, ["invalid JSON"]);
}

const stringField = (value: unknown) => (typeof value === "string" ? value : undefined);

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? "" : JSON.stringify(body);
  response.writeHead(status, {
    ...(body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" }),
    ...headers,
  });
  response.end(text);
}

/** GroupMe's envelope for an error, e.g. `{ response: null, meta: { code: 401, errors: ["unauthorized"] } }`. */
const errorEnvelope = (status: number, errors: string[]) => ({
  response: null,
  meta: { code: status, errors },
});

/** Starts the fake on 127.0.0.1 (`port: 0` or none picks a free port). */
export async function startFakeGroupMe(
  options: { port?: number; token?: string } = {},
): Promise<FakeGroupMe> {
  const token = options.token ?? FAKE_GROUPME_TOKEN;
  const state: FakeGroupMeState = { ...seedGroupMe(), messages: [], requests: [] };
  const failures = new Map<FakeGroupMeRoute, FakeFailure[]>();
  const stalls = new Set<() => void>();

  const failNext = (route: FakeGroupMeRoute, failure: FakeFailure) => {
    if (!FAKE_GROUPME_ROUTES.includes(route)) throw new Error(`Unknown fake GroupMe route: ${route}`);
    const queue = failures.get(route) ?? [];
    for (let index = 0; index < Math.max(1, failure.times ?? 1); index++) queue.push(failure);
    failures.set(route, queue);
  };

  const reset = () => {
    Object.assign(state, seedGroupMe());
    state.messages = [];
    state.requests = [];
    failures.clear();
  };

  const takeFailure = (route: Exclude<FakeGroupMeRoute, "any">): FakeFailure | undefined =>
    failures.get(route)?.shift() ?? failures.get("any")?.shift();

  /** Waits `ms`, or less when the caller hangs up or the fake stops; false when nobody is listening any more. */
  const stall = (ms: number, response: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      const done = (listening: boolean) => {
        clearTimeout(timer);
        stalls.delete(stop);
        response.off("close", hangUp);
        resolve(listening);
      };
      const stop = () => {
        done(false);
      };
      const hangUp = () => {
        done(false);
      };
      const timer = setTimeout(() => {
        done(true);
      }, ms);
      stalls.add(stop);
      response.on("close", hangUp);
    });

  /** Whether `request` carries the fake's token in `X-Access-Token`. */
  const authorizedBy = (request: IncomingMessage) => request.headers["x-access-token"] === token;

  function requireToken(request: IncomingMessage): void {
    if (!authorizedBy(request)) throw new HttpFailure(401, ["unauthorized"]);
  }

  async function answerApi(
    route: Exclude<FakeGroupMeRoute, "any">,
    request: IncomingMessage,
    query: URLSearchParams,
  ): Promise<{ status: number; body?: unknown }> {
    switch (route) {
      case "groups": {
        requireToken(request);
        const perPage = Math.min(500, Math.max(1, Number(query.get("per_page") ?? "10") || 10));
        const page = Math.max(1, Number(query.get("page") ?? "1") || 1);
        const groups = state.groups.slice((page - 1) * perPage, page * perPage).map((group) => ({
          id: group.id,
          group_id: group.id,
          name: group.name,
          type: "private",
          description: group.description,
          image_url: null,
          members_count: group.members_count,
          created_at: 1_756_684_800,
        }));
        return { status: 200, body: { response: groups, meta: { code: 200 } } };
      }
      case "bots": {
        requireToken(request);
        const bots = state.bots.map((bot) => ({
          ...bot,
          avatar_url: null,
          callback_url: null,
          dm_notification: false,
        }));
        return { status: 200, body: { response: bots, meta: { code: 200 } } };
      }
      case "create-bot": {
        requireToken(request);
        const body = await readJsonBody(request);
        const bot =
          typeof body.bot === "object" && body.bot !== null ? (body.bot as Record<string, unknown>) : {};
        const name = stringField(bot.name)?.trim() ?? "";
        const groupId =
          stringField(bot.group_id) ?? (typeof bot.group_id === "number" ? String(bot.group_id) : "");
        const errors = [
          ...(name === "" ? ["name is required"] : []),
          ...(groupId === "" ? ["group_id is required"] : []),
        ];
        if (errors.length > 0) throw new HttpFailure(400, errors);
        if (!state.groups.some((group) => group.id === groupId))
          throw new HttpFailure(400, ["group not found"]);
        const created: FakeBot = { bot_id: randomBytes(13).toString("hex"), group_id: groupId, name };
        state.bots.push(created);
        return {
          status: 201,
          body: {
            response: { bot: { ...created, avatar_url: null, callback_url: null, dm_notification: false } },
            meta: { code: 201 },
          },
        };
      }
      case "bot-post": {
        const body = await readJsonBody(request);
        const botId = stringField(body.bot_id) ?? "";
        const text = stringField(body.text) ?? "";
        const bot = state.bots.find((candidate) => candidate.bot_id === botId);
        if (!bot) throw new HttpFailure(400, ["bot not found"]);
        if (text.trim() === "") throw new HttpFailure(400, ["text is required"]);
        if (text.length > MESSAGE_MAX) {
          throw new HttpFailure(400, [`text is longer than ${String(MESSAGE_MAX)} characters`]);
        }
        state.messages.push({
          bot_id: bot.bot_id,
          group_id: bot.group_id,
          text,
          at: new Date().toISOString(),
        });
        return { status: 202 };
      }
      case "me": {
        requireToken(request);
        return {
          status: 200,
          body: {
            response: { id: "90210001", user_id: "90210001", name: "Coach Morgan" },
            meta: { code: 200 },
          },
        };
      }
    }
  }

  async function answerControl(path: string, request: IncomingMessage, response: ServerResponse) {
    if (request.method === "GET" && path === "/__control/state") {
      send(response, 200, state);
      return;
    }
    if (request.method === "POST" && path === "/__control/reset") {
      await readText(request);
      reset();
      send(response, 200, { ok: true });
      return;
    }
    if (request.method === "POST" && path === "/__control/fail") {
      const body = await readJsonBody(request);
      const route = stringField(body.route) as FakeGroupMeRoute | undefined;
      if (route === undefined || !FAKE_GROUPME_ROUTES.includes(route)) {
        send(response, 400, { error: `route must be one of ${FAKE_GROUPME_ROUTES.join(", ")}` });
        return;
      }
      const number = (value: unknown) => (typeof value === "number" ? value : undefined);
      const errors = Array.isArray(body.errors)
        ? body.errors.filter((e) => typeof e === "string")
        : undefined;
      const retryAfter = number(body.retryAfter) ?? stringField(body.retryAfter);
      const failure: FakeFailure = {};
      const status = number(body.status);
      const stallMs = number(body.stallMs);
      const times = number(body.times);
      if (status !== undefined) failure.status = status;
      if (errors !== undefined) failure.errors = errors;
      if (retryAfter !== undefined) failure.retryAfter = retryAfter;
      if (stallMs !== undefined) failure.stallMs = stallMs;
      if (times !== undefined) failure.times = times;
      failNext(route, failure);
      send(response, 200, { ok: true });
      return;
    }
    send(response, 404, { error: "unknown control route" });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake-groupme.local");
    if (url.pathname.startsWith("/__control/")) {
      await answerControl(url.pathname, request, response);
      return;
    }
    const path = url.pathname.replace(/^\/v3(?=\/)/, "").replace(/\/$/, "");
    const method = request.method ?? "GET";
    const route = routeOf(method, path);
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== "token"));
    const tokenInUrl = url.searchParams.has("token");
    state.requests.push({ method, path, route, authorized: authorizedBy(request), tokenInUrl, query });
    if (tokenInUrl) {
      await readText(request);
      send(response, 400, errorEnvelope(400, [TOKEN_IN_URL_ERROR]));
      return;
    }
    if (route === null) {
      send(response, 404, errorEnvelope(404, ["not found"]));
      return;
    }
    const failure = takeFailure(route);
    if (failure?.stallMs !== undefined && !(await stall(failure.stallMs, response))) return;
    if (failure?.status !== undefined) {
      const headers: Record<string, string> =
        failure.retryAfter === undefined ? {} : { "Retry-After": String(failure.retryAfter) };
      const errors = failure.errors ?? [DEFAULT_ERRORS[failure.status] ?? "error"];
      await readText(request);
      send(response, failure.status, errorEnvelope(failure.status, errors), headers);
      return;
    }
    try {
      const answer = await answerApi(route, request, url.searchParams);
      send(response, answer.status, answer.body);
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      send(response, error.status, errorEnvelope(error.status, error.errors));
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, errorEnvelope(500, [String(error)]));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${String(port)}/v3`,
    port,
    token,
    state,
    failNext,
    reset,
    stop: async () => {
      for (const stop of [...stalls]) stop();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
