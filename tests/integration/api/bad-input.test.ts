/**
 * Every write route refuses bad input with the documented status and error shape, and changes
 * nothing in the store: non-JSON, wrong content type, too large, cross-site, unknown fields,
 * missing or wrong-typed fields, over-long strings, invalid ids; and the manage token's change,
 * whose token travels in a header, the same with a real token and a 404 without one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { season } from "../../../src/lib/content";
import { teamFromContent } from "../../../src/lib/domain/seasons";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { SnackSignupAnswerSchema } from "../../../src/lib/schemas/snacks";
import { FAMILY_TOKEN_HEADER } from "../../../src/lib/constants";
import { fn, send, useCoach } from "../../support/api";
import {
  buildContactInput,
  buildEventInput,
  buildPlayerInput,
  buildPostInput,
  buildSignup,
} from "../../support/builders";
import { call } from "../../support/call";
import { storeValues } from "../../support/store-snapshot";
import { useSeasonClock } from "../../support/env";

interface WriteRoute {
  name: string;
  method: "POST" | "PUT";
  path: string;
  params?: Record<string, string>;
  coach: boolean;
  body: Record<string, unknown>;
  /** A required field, and a string field with a maximum length. */
  required: string;
  text: string;
}

/** The team record as the coach's form sends it: content/'s. */
const TEAM: Record<string, unknown> = { ...teamFromContent(season, "2025-08-01T00:00:00.000Z") };
delete TEAM.updatedAt;

/**
 * The coach's edit of record `id` of `collection`: a partial body, so no field is required, with
 * `text` its string field that has a maximum length.
 */
const edits = (
  collection: "events" | "players" | "posts",
  id: string,
  body: Record<string, unknown>,
  text: string,
): WriteRoute => ({
  name: `${collection}-id`,
  method: "PUT",
  path: `/api/${collection}/${id}`,
  params: { id },
  coach: true,
  body,
  required: "",
  text,
});

const ROUTES: WriteRoute[] = [
  {
    name: "events",
    method: "POST",
    path: "/api/events",
    coach: true,
    body: buildEventInput(),
    required: "title",
    text: "notes",
  },
  edits("events", "game-2025-10-04", { title: "Game", notes: "Bring water" }, "notes"),
  {
    name: "events-snack-signup",
    method: "PUT",
    path: "/api/events/game-2025-10-04/snack-signup",
    params: { id: "game-2025-10-04" },
    coach: false,
    body: buildSignup(),
    required: "parentEmail",
    text: "parentName",
  },
  {
    name: "game-scores",
    method: "POST",
    path: "/api/game-scores",
    coach: true,
    body: { eventId: "game-2025-10-04", homeScore: 1, awayScore: 0, isFinal: false, notes: "Close one" },
    required: "homeScore",
    text: "notes",
  },
  {
    name: "posts",
    method: "POST",
    path: "/api/posts",
    coach: true,
    body: buildPostInput(),
    required: "content",
    text: "title",
  },
  edits("posts", "post-welcome-fall-2025", { title: "Welcome back" }, "title"),
  {
    name: "players",
    method: "POST",
    path: "/api/players",
    coach: true,
    body: buildPlayerInput(),
    required: "firstName",
    text: "parentId",
  },
  edits("players", "player-01", { firstName: "Mateo" }, "firstName"),
  {
    name: "contact",
    method: "POST",
    path: "/api/contact",
    coach: false,
    body: buildContactInput(),
    required: "message",
    text: "message",
  },
  {
    name: "messages",
    method: "POST",
    path: "/api/messages",
    coach: true,
    body: { content: "Hello", channel: "general", authorId: "coach" },
    required: "channel",
    text: "content",
  },
  {
    name: "team",
    method: "PUT",
    path: "/api/team",
    coach: true,
    body: TEAM,
    required: "name",
    text: "tagline",
  },
  {
    name: "auth-login",
    method: "POST",
    path: "/api/auth/login",
    coach: false,
    body: { email: "coach@example.com", password: "x" },
    required: "password",
    text: "password",
  },
  {
    name: "families",
    method: "POST",
    path: "/api/families",
    coach: true,
    body: { name: "Garcia family", playerIds: ["player-05"], language: "es" },
    required: "playerIds",
    text: "name",
  },
];

useSeasonClock();
const coach = useCoach();

/** Every record in the store (rate-limit counters aside), as text. */
/** Every key but the rate limits' counters with its value, as one string (one listing when unchanged). */
async function snapshot(): Promise<string> {
  const values = await storeValues((key) => !key.startsWith("rate-limits/"));
  return JSON.stringify([...values].sort(([a], [b]) => a.localeCompare(b)));
}

type Case = { case: string; status: number; init: (route: WriteRoute, cookie?: string) => RequestInit };

const raw = (
  route: WriteRoute,
  body: string,
  headers: Record<string, string>,
  cookie?: string,
): RequestInit => ({
  method: route.method,
  headers: { Origin: "http://localhost:4321", ...(cookie ? { Cookie: cookie } : {}), ...headers },
  body,
});

const CASES: Case[] = [
  {
    case: "a body that is not JSON",
    status: 400,
    init: (route, cookie) => raw(route, "{title: 'x'", { "Content-Type": "application/json" }, cookie),
  },
  {
    case: "a form body",
    status: 415,
    init: (route, cookie) =>
      raw(route, "title=x", { "Content-Type": "application/x-www-form-urlencoded" }, cookie),
  },
  {
    case: "no content type",
    status: 415,
    init: (route, cookie) => raw(route, JSON.stringify(route.body), {}, cookie),
  },
  {
    case: "a body over 64 KB",
    status: 413,
    init: (route, cookie) => send(route.method, { ...route.body, [route.text]: "x".repeat(70_000) }, cookie),
  },
  {
    case: "a cross-site Origin",
    status: 403,
    init: (route, cookie) => send(route.method, route.body, cookie, { Origin: "https://evil.example" }),
  },
  {
    case: "an unknown field",
    status: 400,
    init: (route, cookie) => send(route.method, { ...route.body, admin: true }, cookie),
  },
  {
    case: "an over-long string",
    status: 400,
    init: (route, cookie) => send(route.method, { ...route.body, [route.text]: "x".repeat(20_001) }, cookie),
  },
  {
    case: "a wrong-typed field",
    status: 400,
    init: (route, cookie) => send(route.method, { ...route.body, [route.text]: 42 }, cookie),
  },
  {
    case: "an array for a body",
    status: 400,
    init: (route, cookie) => send(route.method, [route.body], cookie),
  },
  { case: "null for a body", status: 400, init: (route, cookie) => send(route.method, null, cookie) },
];

const ERROR_CODE_BY_STATUS: Record<number, string> = {
  400: "validation_failed",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

async function expectRefused(
  route: WriteRoute,
  init: RequestInit,
  status: number,
  path = route.path,
  params = route.params,
) {
  const before = await snapshot();
  const response = await call(fn(route.name), path, init, params ? { params } : {});
  expect(response.status).toBe(status);
  expect(ApiErrorSchema.parse(response.body).error.code).toBe(ERROR_CODE_BY_STATUS[status]);
  expect(await snapshot()).toBe(before);
}

describe.each(ROUTES)("$method $path", (route) => {
  it.each(CASES)("refuses $case with $status and changes nothing", async ({ init, status }) => {
    await expectRefused(route, init(route, route.coach ? coach() : undefined), status);
  });
});

describe.each(ROUTES.filter((route) => route.required !== ""))("$method $path without $required", (route) => {
  it("refuses the missing required field with 400", async () => {
    const body = Object.fromEntries(Object.entries(route.body).filter(([key]) => key !== route.required));
    await expectRefused(route, send(route.method, body, route.coach ? coach() : undefined), 400);
  });
});

describe.each(ROUTES.filter((route) => route.params !== undefined))(
  "$method $path with a bad id",
  (route) => {
    it.each(["no-such-record", "../meta/seeded-v1", "a b", "x".repeat(65)])(
      "answers 404 for %s",
      async (id) => {
        const params = Object.fromEntries(Object.keys(route.params ?? {}).map((key) => [key, id]));
        await expectRefused(
          route,
          send(route.method, route.body, route.coach ? coach() : undefined),
          404,
          route.path,
          params,
        );
      },
    );
  },
);

describe("PUT /api/snack-signup, the token in its header", () => {
  const route: WriteRoute = {
    name: "snack-signup",
    method: "PUT",
    path: "/api/snack-signup",
    coach: false,
    body: buildSignup(),
    required: "parentEmail",
    text: "parentName",
  };
  let token = "";
  beforeAll(async () => {
    const answer = await call(
      fn("events-snack-signup"),
      "/api/events/game-2025-10-11/snack-signup",
      send("PUT", buildSignup({ parentEmail: "header.holder@example.com" })),
      { params: { id: "game-2025-10-11" }, ip: "198.51.100.77" },
    );
    token = SnackSignupAnswerSchema.parse(answer.body).manageToken;
  });
  /** `init` with the token's header, or without any when `token` is null. */
  const holding = (init: RequestInit, given: string | null): RequestInit => {
    const headers = new Headers(init.headers);
    if (given !== null) headers.set("X-Snack-Manage-Token", given);
    return { ...init, headers };
  };

  it.each(CASES)("refuses $case with $status and changes nothing", async ({ init, status }) => {
    await expectRefused(route, holding(init(route), token), status);
  });

  it("refuses the missing required field with 400", async () => {
    const body = Object.fromEntries(Object.entries(route.body).filter(([key]) => key !== route.required));
    await expectRefused(route, holding(send("PUT", body), token), 400);
  });

  it.each([
    { case: "without the header", given: null },
    { case: "with a header that is no token", given: "../meta/seeded-v1" },
    { case: "with the token cut short", given: "x".repeat(65) },
  ])("answers 404 $case, whatever the body, before reading it", async ({ given }) => {
    for (const { init } of CASES.filter(({ status }) => status !== 403)) {
      await expectRefused(route, holding(init(route), given), 404);
    }
  });
});

describe("PUT /api/family/answers, the family's token in its header", () => {
  const route: WriteRoute = {
    name: "family-answers",
    method: "PUT",
    path: "/api/family/answers",
    coach: false,
    body: { eventId: "game-2025-10-11", playerId: "player-06", answer: "going", note: "See you there" },
    required: "eventId",
    text: "note",
  };
  let token = "";
  beforeAll(async () => {
    const made = await call(
      fn("families"),
      "/api/families",
      send("POST", { name: "Lee family", playerIds: ["player-06"] }, coach()),
    );
    const id = (made.body as { id: string }).id;
    const rotated = await call(
      fn("families-id-links-slot-rotate"),
      `/api/families/${id}/links/1/rotate`,
      send("POST", undefined, coach()),
      { params: { id, slot: "1" } },
    );
    token = (rotated.body as { token: string }).token;
  });
  const holding = (init: RequestInit, given: string | null): RequestInit => {
    const headers = new Headers(init.headers);
    if (given !== null) headers.set(FAMILY_TOKEN_HEADER, given);
    return { ...init, headers };
  };
  // 41 requests in all, within the family link's 60 per client.

  it.each(CASES)("refuses $case with $status and changes nothing", async ({ init, status }) => {
    await expectRefused(route, holding(init(route), token), status);
  });

  it("answers 404 without a token or with one that opens nothing, whatever the body, before reading it", async () => {
    for (const given of [null, "../meta/seeded-v1", `${token.slice(0, -1)}A`]) {
      for (const { init } of CASES.filter(({ status }) => status !== 403)) {
        await expectRefused(route, holding(init(route), given), 404);
      }
    }
  });
});
