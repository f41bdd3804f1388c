/**
 * Property-based fuzzing of every write route (docs/api.md): generated requests per route and
 * method (RUNS below), mostly invalid and sometimes valid. Each must be answered with one of the
 * route's documented statuses, never a 5xx, with the one error shape and the code that goes with
 * the status for every refusal, and a refused request must leave the store as it was.
 *
 * How "as it was" is checked (tests/support/store-snapshot.ts), keys under `rate-limits/` aside:
 * every write the Blobs client sends is recorded per request, and any key a refused request wrote
 * must have its etag from before again (the snack sign-up makes a parent's record and removes it
 * when the claim fails). Every key with its etag (`store.list()`) is compared with the expected
 * ones after every CHECK_EVERY-th refusal, and every key with its JSON value before and after each
 * run: only keys that accepted requests wrote may differ. Listing the whole store after every
 * request instead would take longer than the requests themselves (7 to 20 ms a listing, against
 * 1 to 3 ms a request).
 *
 * Each test starts from a freshly seeded store, so the routes do not depend on each other's order.
 */
import fc from "fast-check";
import { contactMessageId } from "../../../src/lib/domain/contact-messages";
import type * as z from "zod/mini";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AVAILABILITY_ANSWERS,
  FAMILY_TOKEN_HEADER,
  CHAT_CHANNELS,
  EVENT_TYPES,
  LIMITS,
  POSITIONS,
  POST_STATUSES,
  type ErrorCode,
} from "../../../src/lib/constants";
import { ChatMessageInputSchema } from "../../../src/lib/schemas/chat";
import { ContactDeleteInputSchema, ContactInputSchema } from "../../../src/lib/schemas/contact";
import { EmptyBodySchema } from "../../../src/lib/schemas/http";
import {
  EventInputSchema,
  EventUpdateSchema,
  GameScoreInputSchema,
  GameScoreUpdateSchema,
} from "../../../src/lib/schemas/events";
import { LoginInputSchema } from "../../../src/lib/schemas/auth";
import { PlayerInputSchema, PlayerUpdateSchema } from "../../../src/lib/schemas/players";
import { PostInputSchema, PostUpdateSchema } from "../../../src/lib/schemas/posts";
import { SnackSignupInputSchema } from "../../../src/lib/schemas/snacks";
import { FamilyAnswerInputSchema } from "../../../src/lib/schemas/families";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { MAX_BODY_BYTES } from "../../../src/lib/server/http";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../../src/lib/server/local-defaults";
import { contactMessagesRepository } from "../../../src/lib/server/repositories/contact-messages";
import { eventsRepository } from "../../../src/lib/server/repositories/events";
import { teamStore } from "../../../src/lib/server/store";
import { useFreshBlobsSite } from "../../setup/each-file";
import { fn, send, signInAsCoach } from "../../support/api";
import { buildContactMessage } from "../../support/builders";
import { call, TEST_ORIGIN } from "../../support/call";
import { useSeasonClock } from "../../support/env";
import { StoreWatch } from "../../support/store-snapshot";

/**
 * Generated requests per route and method: 100 on every run, each run from a new seed, so runs go on
 * finding new inputs; `npm run test:fuzz` sends the full 1,000 (`FUZZ_RUNS` sets any count).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** The seed, printed with the run: `FUZZ_SEED=<seed> npm run test:fuzz` replays a failure. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.info(`fuzz: ${String(RUNS)} requests a route, seed ${String(SEED)}`);
const TIMEOUT = 120_000;
/** Keys and etags are compared after every CHECK_EVERY-th refused request. */
const CHECK_EVERY = 10;

// ---------------------------------------------------------------------------
// Routes, with the statuses docs/api.md gives them (403 and 401 aside: every request here comes
// from the site itself, and coach routes get the coach's cookie)
// ---------------------------------------------------------------------------

type Method = "POST" | "PUT" | "DELETE";

interface Route {
  /** The function's file name, e.g. `events-id`. */
  name: string;
  method: Method;
  /** The path, with `:param` for the path parameter. */
  path: string;
  param?: "id" | "eventId";
  access: "coach" | "anyone";
  statuses: readonly number[];
  /** The body's schema; absent for a route without a body (a DELETE). */
  schema?: z.ZodMiniType;
  /** Whether no body at all (or only whitespace) means `{}`. */
  optionalBody?: boolean;
  /** Whether it takes a family link's token (`X-Family-Token`): the test's family's, always valid. */
  familyToken?: boolean;
}

const route = (
  name: string,
  method: Method,
  path: string,
  access: Route["access"],
  statuses: readonly number[],
  extra: Partial<Route> = {},
): Route => ({ name, method, path, access, statuses, ...extra });

const ROUTES = {
  createEvent: route("events", "POST", "/api/events", "coach", [201, 400, 413, 415], {
    schema: EventInputSchema,
  }),
  updateEvent: route("events-id", "PUT", "/api/events/:id", "coach", [200, 400, 404, 413, 415], {
    param: "id",
    schema: EventUpdateSchema,
  }),
  deleteEvent: route("events-id", "DELETE", "/api/events/:id", "coach", [204, 404], { param: "id" }),
  snackSignup: route(
    "events-snack-signup",
    "PUT",
    "/api/events/:id/snack-signup",
    "anyone",
    [200, 400, 404, 409, 413, 415, 429],
    { param: "id", schema: SnackSignupInputSchema },
  ),
  generatePractices: route(
    "events-practices-generate",
    "POST",
    "/api/events/practices/generate",
    "coach",
    [200, 400, 413, 415],
    { schema: EmptyBodySchema, optionalBody: true },
  ),
  createScore: route("game-scores", "POST", "/api/game-scores", "coach", [201, 400, 404, 409, 413, 415], {
    schema: GameScoreInputSchema,
  }),
  updateScore: route(
    "game-scores-id",
    "PUT",
    "/api/game-scores/:eventId",
    "coach",
    [200, 400, 404, 413, 415],
    {
      param: "eventId",
      schema: GameScoreUpdateSchema,
    },
  ),
  createPost: route("posts", "POST", "/api/posts", "coach", [201, 400, 413, 415], {
    schema: PostInputSchema,
  }),
  updatePost: route("posts-id", "PUT", "/api/posts/:id", "coach", [200, 400, 404, 409, 413, 415], {
    param: "id",
    schema: PostUpdateSchema,
  }),
  deletePost: route("posts-id", "DELETE", "/api/posts/:id", "coach", [204, 404], { param: "id" }),
  createPlayer: route("players", "POST", "/api/players", "coach", [201, 400, 409, 413, 415], {
    schema: PlayerInputSchema,
  }),
  updatePlayer: route("players-id", "PUT", "/api/players/:id", "coach", [200, 400, 404, 409, 413, 415], {
    param: "id",
    schema: PlayerUpdateSchema,
  }),
  deletePlayer: route("players-id", "DELETE", "/api/players/:id", "coach", [204, 404], { param: "id" }),
  contact: route("contact", "POST", "/api/contact", "anyone", [201, 400, 413, 415, 429], {
    schema: ContactInputSchema,
  }),
  deleteContact: route("contact-id", "DELETE", "/api/contact/:id", "coach", [204, 404], { param: "id" }),
  deleteContacts: route("contact-delete", "POST", "/api/contact/delete", "coach", [200, 400, 413, 415], {
    schema: ContactDeleteInputSchema,
  }),
  message: route("messages", "POST", "/api/messages", "coach", [201, 400, 413, 415], {
    schema: ChatMessageInputSchema,
  }),
  login: route("auth-login", "POST", "/api/auth/login", "anyone", [200, 400, 401, 413, 415, 429], {
    schema: LoginInputSchema,
  }),
  logout: route("auth-logout", "POST", "/api/auth/logout", "coach", [200, 400, 413, 415], {
    schema: EmptyBodySchema,
    optionalBody: true,
  }),
  heartbeat: route("auth-session", "POST", "/api/auth/session", "coach", [200, 400, 413, 415], {
    schema: EmptyBodySchema,
    optionalBody: true,
  }),
  familyAnswer: route(
    "family-answers",
    "PUT",
    "/api/family/answers",
    "anyone",
    [200, 400, 404, 409, 413, 415, 429],
    { schema: FamilyAnswerInputSchema, familyToken: true },
  ),
  hideBringing: route(
    "events-snack-volunteer-bringing",
    "DELETE",
    "/api/events/:id/snack-volunteer/bringing",
    "coach",
    [204, 400, 404, 413, 415],
    { param: "id", schema: EmptyBodySchema, optionalBody: true },
  ),
} satisfies Record<string, Route>;

const CODE_FOR_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

// ---------------------------------------------------------------------------
// Generated values
// ---------------------------------------------------------------------------

const SPECIAL_STRINGS = [
  "",
  " ",
  "   ",
  "\t",
  "\n \r\n",
  "\u00a0",
  "\u2028",
  "\ufeff",
  "\u200b",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "0",
  "1",
  "-1",
  "1.5",
  "99",
  "1e309",
  "true",
  "false",
  "[]",
  "{}",
  "0x1F",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../x",
  "a/b",
  "%2e%2e%2f",
  "\u0000",
  "a\u0000b",
  "😀",
  "\ud800",
  "x\udc00y",
  "e\u0301",
  "日本語のテキスト",
  "مرحبا",
  "game",
  "practice",
  "event",
  "draft",
  "published",
  "Forward",
  "general",
  "rides",
  "coach",
  DEV_COACH_EMAIL,
  ` ${DEV_COACH_EMAIL.toUpperCase()} `,
  DEV_COACH_PASSWORD,
  "not-an-email",
  "a@b",
  "a@b.co",
  "parent@example.com",
  "2025-09-20T14:00:00.000Z",
  "2025-09-20T14:00:00Z",
  "2025-09-20",
  "2025-02-30T10:00:00Z",
  "2025-13-40T25:61:00Z",
  "2025-09-20T14:00:00+02:00",
  "2025-09-20 14:00:00",
  "18:30",
  "game-2025-09-20",
  "player-01",
  "post-welcome-fall-2025",
];

const SPECIAL_NUMBERS = [
  0,
  -0,
  1,
  2,
  10,
  99,
  100,
  -1,
  0.5,
  98.99999,
  1e21,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Strings just under, at and over each limit, in one or several UTF-16 units per character. */
const longText = fc
  .tuple(
    fc.constantFrom("a", " ", "é", "😀", "ab ", "\u0000", "<", "\n"),
    fc.constantFrom(...Object.values(LIMITS), 1000, 10),
    fc.constantFrom(-1, 0, 1, 2, 50),
  )
  .map(([unit, limit, delta]) => unit.repeat(Math.max(1, limit + delta)));

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: longText },
);

const anyNumber = fc.oneof(
  fc.integer({ min: -5, max: 105 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...SPECIAL_NUMBERS),
);

const scalar = fc.oneof(
  { weight: 5, arbitrary: anyString },
  { weight: 3, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** (a) Any JSON value, scalars most of the time. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 25 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string(), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const UNKNOWN_KEYS = [
  "id",
  "createdAt",
  "updatedAt",
  "revision",
  "sequence",
  "gameScore",
  "__proto__",
  "constructor",
  "prototype",
  "",
  " ",
  "Title",
  "role",
  "isAdmin",
  "$where",
];
const unknownKey = fc.oneof(fc.constantFrom(...UNKNOWN_KEYS), fc.string({ maxLength: 12 }));

type Body = Record<string, unknown>;

/** An object with exactly these own keys (`__proto__` included, as JSON.parse would make it). */
const objectOf = (entries: Iterable<readonly [string, unknown]>): Body => Object.fromEntries(entries);

/** Unknown keys with values of any type, at least one. */
const unknownFields = fc
  .array(fc.tuple(unknownKey, anyValue), { minLength: 1, maxLength: 3 })
  .map((entries) => objectOf(entries));

/** (b) Some of the route's field names with values of any type, sometimes with unknown keys. */
function fieldSoup(fields: readonly string[]): fc.Arbitrary<Body> {
  const known = fc.uniqueArray(fc.tuple(fc.constantFrom(...fields), anyValue), {
    maxLength: fields.length,
    selector: ([key]) => key,
  });
  const unknown = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: unknownFields },
  );
  return fc.tuple(known, unknown).map(([entries, extra]) => objectOf([...entries, ...Object.entries(extra)]));
}

/** (c) A valid body with one field set to anything or left out, or with one unknown key more. */
function mutated(valid: fc.Arbitrary<Body>, fields: readonly string[]): fc.Arbitrary<Body> {
  const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...fields) }, unknownKey);
  const change = fc.oneof(
    { weight: 5, arbitrary: anyValue.map((value) => ({ value })) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc
    .tuple(valid, key, change)
    .map(([body, name, set]) =>
      objectOf([
        ...Object.entries(body).filter(([other]) => other !== name),
        ...(set ? [[name, set.value] as const] : []),
      ]),
    );
}

/** Leaves out any of the `optional` keys. */
function someOmitted(arbitrary: fc.Arbitrary<Body>, optional: readonly string[]): fc.Arbitrary<Body> {
  return fc
    .tuple(arbitrary, fc.subarray([...optional]))
    .map(([body, omitted]) => objectOf(Object.entries(body).filter(([key]) => !omitted.includes(key))));
}

/** The mix of JSON bodies: (a) any JSON, (b) field soup, (c) one field mutated, and valid ones. */
function bodies(
  fields: readonly string[],
  valid: fc.Arbitrary<Body>,
  validWeight = 1,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: anyValue },
    { weight: 4, arbitrary: fieldSoup(fields) },
    { weight: 2, arbitrary: mutated(valid, fields) },
    { weight: validWeight, arbitrary: valid },
  );
}

const isEmptyObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** The bodies of a route that takes none or `{}`: anything else, and `{}` once in a while. */
const emptyOrNot = (validWeight: number) =>
  fc.oneof(
    {
      weight: 40,
      arbitrary: anyValue.filter((value) => !isEmptyObject(value)),
    },
    { weight: 40, arbitrary: unknownFields },
    { weight: validWeight, arbitrary: fc.constant({}) },
  );

// Valid field values.

/** A string that is not blank and at most `max` characters once trimmed; sometimes exactly `max`. */
const nonBlank = (max: number) =>
  fc
    .oneof(
      {
        weight: 8,
        arbitrary: fc.string({ minLength: 1, maxLength: Math.min(max, 40) }),
      },
      {
        weight: 2,
        arbitrary: fc.string({
          unit: "grapheme",
          minLength: 1,
          maxLength: Math.min(max, 20),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom("x".repeat(max), `  ${"y".repeat(max)}\n`),
      },
    )
    .filter((text) => text.trim() !== "" && text.trim().length <= max);

/** What an optional text field takes: text, or one of the ways of saying "none". */
const optionalText = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: nonBlank(max) },
    { weight: 1, arbitrary: fc.constantFrom(null, "", "  ") },
  );

/** A string of `min` to `max` characters once trimmed. */
const between = (min: number, max: number) =>
  fc
    .tuple(nonBlank(max), fc.string({ minLength: min, maxLength: min + 60 }))
    .map(([head, tail]) => `${head} ${tail}`.slice(0, max))
    .filter((text) => text.trim().length >= min);

const email = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,14}[a-z0-9]$/),
        fc.constantFrom("example.com", "example.org", "Hays.Example.net"),
      )
      .map(([user, host]) => `${user}@${host}`),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(" sam@example.com ", "SAM@EXAMPLE.COM", "sam@example.com"),
  },
);

const int = (min: number, max: number) => fc.integer({ min, max });
const iso = (ms: number) => new Date(ms).toISOString();
/** An instant in or around the season. */
const instantMs = int(Date.parse("2025-08-01T00:00:00.000Z"), Date.parse("2026-01-31T00:00:00.000Z"));

// ---------------------------------------------------------------------------
// Payloads, ids, clients
// ---------------------------------------------------------------------------

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
  "application/json;charset=UTF-8",
];
const WRONG_TYPES = [
  null,
  "",
  "text/plain",
  "text/plain;charset=UTF-8",
  "text/json",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/jsonp",
  "application/json-patch+json",
  "application/ld+json",
  "application/vnd.api+json",
  "application/octet-stream",
  "json",
  "*/*",
];

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Texts that are not JSON, also once the decoder has dropped a byte-order mark. */
const nonJsonText = fc
  .oneof(
    fc.constantFrom(
      "",
      "{",
      "}",
      "{'title': 'x'}",
      '{"title": "x",}',
      '{"title": }',
      "[1, 2,]",
      "undefined",
      "NaN",
      "Infinity",
      "-",
      "01",
      '"unterminated',
      "title=Practice&date=2025-09-20",
      "<event><title>x</title></event>",
      "{} {}",
      "// comment\n{}",
      '{"a": 1}\u0000',
      "\u0000",
    ),
    fc.string({ unit: "grapheme", maxLength: 60 }),
    fc.string({ maxLength: 60 }),
  )
  .filter((text) => !parses(text.replace(/^\ufeff/, "")));

/** JSON that JSON.stringify would never write. */
const oddJson = fc.constantFrom(
  '{"__proto__": {"title": "x"}}',
  '{"constructor": {"prototype": {}}}',
  '{"title": 1e999}',
  '{"a": 1, "a": 2}',
  "-0",
  "1e400",
  '"\\ud800"',
  `${"[".repeat(3000)}${"]".repeat(3000)}`,
  `{"x": ${"[".repeat(3000)}${"]".repeat(3000)}}`,
  " \n {} \n ",
);

const JUNK_IDS = [
  "",
  "../x",
  "..",
  ".",
  "nope",
  "a/b",
  "x".repeat(64),
  "x".repeat(65),
  "a b",
  "%2F",
  "game-2025-09-20/../players/player-01",
  " game-2025-09-20",
  "game-2025-09-20 ",
  "GAME-2025-09-20",
  "game-2025-09-20?x=1",
  "\u0000",
  "😀",
  "__proto__",
  "constructor",
  "null",
  "*",
];

/** Ids of real records (`knownWeight` in `knownWeight + 2`), else ids that name nothing or cannot be ids. */
const idsFrom = (known: readonly string[], knownWeight = 6) =>
  fc.oneof(
    {
      weight: knownWeight,
      arbitrary: fc.constantFrom(...(known.length > 0 ? known : ["nope"])),
    },
    { weight: 1, arbitrary: fc.constantFrom(...JUNK_IDS) },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 70 })),
    },
  );

/** One of `count` client addresses in a block of their own. */
const clients = (block: number, count: number) =>
  int(1, count).map((n) => `198.18.${String(block)}.${String(n)}`);

const VALID_IF_MATCH = ['"0"', '"1"', '"2"', '"3"', 'W/"1"', "*", ' "0" '];
const INVALID_IF_MATCH = ['"abc"', "1", '"-1"', '"1234567890"', '""', "W/1", "'1'", '"1", "2"', "garbage"];

/** One generated request. */
interface Attempt {
  /** The body as sent, or null for none. */
  text: string | null;
  contentType: string | null;
  /** Whether `contentType` says JSON. */
  jsonType: boolean;
  /** The path parameter (routes without one ignore it). */
  id: string;
  ip: string;
  ifMatch: string | null;
}

type Payload = Pick<Attempt, "text" | "contentType" | "jsonType">;

/** How to fuzz a route with a body. */
interface Case {
  route: Route;
  fields: readonly string[];
  /** Valid bodies, possibly for the path id (a score that names its game). */
  valid: (id: string) => fc.Arbitrary<Body>;
  /** Replaces the usual mix of JSON bodies. */
  body?: fc.Arbitrary<unknown>;
  /** Weight of valid bodies in the usual mix (against 10 for the others). */
  validWeight?: number;
  /** Weight of blank bodies where the body is optional (against about 100 for the other payloads). */
  blankWeight?: number;
  ids?: fc.Arbitrary<string>;
  ips?: fc.Arbitrary<string>;
  ifMatch?: fc.Arbitrary<string | null>;
}

const asJson = (text: string, contentType = "application/json"): Payload => ({
  text,
  contentType,
  jsonType: true,
});

/**
 * A route's payloads: JSON bodies most of the time, then text that is not JSON sent as JSON (400),
 * other content types or none (415), bodies over 64 KB (413), and blank bodies where the body is
 * optional (200).
 */
function payloads(fuzzCase: Case, id: string): fc.Arbitrary<Payload> {
  const valid = fuzzCase.valid(id);
  const body = fuzzCase.body ?? bodies(fuzzCase.fields, valid, fuzzCase.validWeight);
  // Where no body means `{}`, a blank text is valid: those come from the blank payloads only.
  const notJson = fuzzCase.route.optionalBody
    ? nonJsonText.filter((text) => text.trim() !== "")
    : nonJsonText;
  const huge = int(MAX_BODY_BYTES + 1, MAX_BODY_BYTES + 4096);
  const choices: fc.WeightedArbitrary<Payload>[] = [
    {
      weight: 80,
      arbitrary: fc
        .tuple(body, fc.constantFrom(...JSON_TYPES))
        .map(([value, type]) => asJson(JSON.stringify(value), type)),
    },
    { weight: 5, arbitrary: notJson.map((text) => asJson(text)) },
    { weight: 2, arbitrary: oddJson.map((text) => asJson(text)) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.oneof(
            body.map((value) => JSON.stringify(value)),
            notJson,
          ),
          fc.constantFrom(...WRONG_TYPES),
        )
        .map(([text, contentType]) => ({ text, contentType, jsonType: false })),
    },
    // No body at all: a 415 where a body is required; where it is optional, a blank payload below.
    {
      weight: fuzzCase.route.optionalBody ? 0 : 2,
      arbitrary: fc.constant({
        text: null,
        contentType: null,
        jsonType: false,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc
          .tuple(valid, fc.constantFrom(...fuzzCase.fields, "padding"), huge)
          .map(([value, key, size]) =>
            asJson(JSON.stringify(objectOf([...Object.entries(value), [key, "a".repeat(size)]]))),
          ),
        huge.map((size) => asJson(" ".repeat(size))),
        huge.map((size) => asJson("x".repeat(size))),
      ),
    },
  ];
  if (fuzzCase.route.optionalBody) {
    choices.push({
      weight: fuzzCase.blankWeight ?? 3,
      arbitrary: fc
        .tuple(fc.constantFrom(null, "", " ", "\n\t "), fc.constantFrom(...JSON_TYPES, ...WRONG_TYPES))
        .map(([text, contentType]) => ({
          text,
          contentType,
          jsonType: contentType !== null && JSON_TYPES.includes(contentType),
        })),
    });
  }
  return fc.oneof(...choices);
}

/** Generated requests for a route with a body. */
const attempts = (fuzzCase: Case): fc.Arbitrary<Attempt> =>
  (fuzzCase.ids ?? fc.constant("")).chain((id) =>
    fc
      .record({
        payload: payloads(fuzzCase, id),
        ip: fuzzCase.ips ?? fc.constant("203.0.113.10"),
        ifMatch: fuzzCase.ifMatch ?? fc.constant(null),
      })
      .map(({ payload, ip, ifMatch }): Attempt => ({
        ...payload,
        id,
        ip,
        ifMatch,
      })),
  );

/** Generated requests for a route without a body: the id is all there is. */
const idAttempts = (ids: fc.Arbitrary<string>): fc.Arbitrary<Attempt> =>
  ids.map((id) => ({
    text: null,
    contentType: null,
    jsonType: false,
    id,
    ip: "203.0.113.10",
    ifMatch: null,
  }));

/**
 * The one status a request must get when it fails a check made before any lookup (docs/api.md,
 * "What every write refuses": the path id, If-Match, content type, size, JSON, schema), or null
 * when the answer depends on the store.
 */
function expectedStatus(route: Route, attempt: Attempt): number | null {
  if (route.param !== undefined && attempt.id === "") return 404;
  if (route.schema === undefined) return null;
  if (attempt.ifMatch !== null && INVALID_IF_MATCH.includes(attempt.ifMatch)) return 400;
  const text = attempt.text ?? "";
  const size = Buffer.byteLength(text);
  if (route.optionalBody) {
    if (size > MAX_BODY_BYTES) return 413;
    // With a path id the store decides (a game without a volunteer is a 404).
    if (text.trim() === "") return route.param === undefined ? 200 : null;
  }
  if (!attempt.jsonType) return 415;
  if (size > MAX_BODY_BYTES) return 413;
  const json = text.replace(/^\ufeff/, "");
  if (!parses(json)) return 400;
  return route.schema.safeParse(JSON.parse(json)).success ? null : 400;
}

function pathFor(route: Route, id: string): string {
  if (route.param === undefined) return route.path;
  let segment = "_";
  try {
    segment = encodeURIComponent(id);
  } catch {
    // A lone surrogate: the path is only for show, the handler reads the parameter.
  }
  return route.path.replace(`:${route.param}`, segment);
}

async function sendAttempt(route: Route, attempt: Attempt, cookie: string) {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN };
  if (route.access === "coach") headers.Cookie = cookie;
  if (attempt.contentType !== null) headers["Content-Type"] = attempt.contentType;
  if (attempt.ifMatch !== null) headers["If-Match"] = attempt.ifMatch;
  if (route.familyToken) headers[FAMILY_TOKEN_HEADER] = await familyToken();
  const init: RequestInit = { method: route.method, headers };
  if (attempt.text !== null) init.body = attempt.text;
  return call(fn(route.name), pathFor(route, attempt.id), init, {
    params: route.param === undefined ? {} : { [route.param]: attempt.id },
    ip: attempt.ip,
  });
}

/** A link of the Garcias (Mateo), made once per test on its fresh store. */
let familyLink: string | null = null;
async function familyToken(): Promise<string> {
  if (familyLink !== null) return familyLink;
  const made = await call(
    fn("families"),
    "/api/families",
    send("POST", { name: "Garcia family", playerIds: ["player-01"] }, coach),
  );
  const id = (made.body as { id: string }).id;
  const rotated = await call(
    fn("families-id-links-slot-rotate"),
    `/api/families/${id}/links/1/rotate`,
    send("POST", undefined, coach),
    { params: { id, slot: "1" } },
  );
  familyLink = (rotated.body as { token: string }).token;
  return familyLink;
}

// ---------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------

let watch: StoreWatch;
/** The coach's cookie, signed in on the test's fresh store. */
let coach = "";

useSeasonClock();
beforeAll(() => {
  watch = new StoreWatch({ checkEvery: CHECK_EVERY });
});
afterAll(() => {
  watch.stop();
});
beforeEach(async () => {
  useFreshBlobsSite();
  coach = await signInAsCoach();
  familyLink = null;
});

/**
 * Sends RUNS generated requests to `route` and checks each answer and what it did to the store;
 * `afterAccepted` runs after every 2xx (to sign in again after a logout).
 */
async function fuzz(
  route: Route,
  generated: fc.Arbitrary<Attempt>,
  afterAccepted?: () => Promise<void>,
): Promise<void> {
  await watch.begin();
  await fc.assert(
    fc.asyncProperty(generated, async (attempt) => {
      watch.beforeRequest();
      const { status, body } = await sendAttempt(route, attempt, coach);
      const effect = await watch.afterRequest(status);
      const accepted = status >= 200 && status < 300;
      if (accepted && afterAccepted) await afterAccepted();
      const answer = `${route.method} ${route.path} answered ${String(status)} ${JSON.stringify(body).slice(0, 400)}`;
      expect(status, answer).toBeLessThan(500);
      expect(route.statuses, answer).toContain(status);
      const expected = expectedStatus(route, attempt);
      if (expected !== null) expect(status, answer).toBe(expected);
      if (!accepted) {
        const parsed = ApiErrorSchema.safeParse(body);
        expect(parsed.success, `${answer}: not the error shape`).toBe(true);
        expect(parsed.data?.error.code, answer).toBe(CODE_FOR_STATUS[status]);
      }
      expect(effect.changedByRefused, `${answer}, and changed`).toEqual([]);
      expect(effect.unexplainedChanges, `${answer}; changed since the last checkpoint`).toEqual([]);
    }),
    { numRuns: RUNS, seed: SEED },
  );
  expect(await watch.end(), "keys that changed over the run although no accepted request wrote them").toEqual(
    {
      etags: [],
      values: [],
    },
  );
}

// ---------------------------------------------------------------------------
// The records a route can name
// ---------------------------------------------------------------------------

async function known() {
  const events = await eventsRepository.list();
  const idsUnder = async (prefix: string) =>
    (await teamStore().list({ prefix })).blobs.map(({ key }) => key.slice(prefix.length));
  return {
    events: events.map((event) => event.id),
    games: events.filter((event) => event.type === "game").map((event) => event.id),
    others: events.filter((event) => event.type !== "game").map((event) => event.id),
    posts: await idsUnder("posts/"),
    players: await idsUnder("players/"),
  };
}

// ---------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------

const EVENT_FIELDS = ["title", "type", "date", "endDate", "location", "opponent", "notes"];
const eventFields = {
  title: nonBlank(LIMITS.title),
  type: fc.constantFrom(...EVENT_TYPES),
  location: optionalText(LIMITS.location),
  opponent: optionalText(LIMITS.name),
  notes: optionalText(LIMITS.notes),
};
/** A start, and an end from 0 to 5 hours later or none. */
const eventTimes = fc.tuple(instantMs, fc.option(int(0, 300), { nil: null })).map(([start, minutes]) => ({
  date: iso(start),
  endDate: minutes === null ? null : iso(start + minutes * 60_000),
}));

const SCORE_FIELDS = ["eventId", "homeScore", "awayScore", "isFinal", "notes"];
const scoreFields = {
  homeScore: int(0, 99),
  awayScore: int(0, 99),
  isFinal: fc.boolean(),
  notes: optionalText(LIMITS.notes),
};

const POST_FIELDS = ["title", "content", "excerpt", "status", "authorId", "tags"];
const postFields = {
  title: nonBlank(LIMITS.title),
  content: between(10, LIMITS.postContent),
  excerpt: optionalText(LIMITS.excerpt),
  status: fc.constantFrom(...POST_STATUSES),
  authorId: nonBlank(LIMITS.name),
  tags: fc.array(nonBlank(LIMITS.tag), { maxLength: LIMITS.tags }),
};

const PLAYER_FIELDS = ["firstName", "lastName", "jerseyNumber", "position", "parentId"];
const playerFields = {
  firstName: nonBlank(LIMITS.name),
  lastName: optionalText(LIMITS.name),
  jerseyNumber: fc.option(int(1, 99), { nil: null }),
  position: fc.constantFrom(...POSITIONS, null),
  parentId: optionalText(LIMITS.parentContact),
};

/** The honeypot: empty for people, filled by bots. */
const honeypot = fc.oneof(
  { weight: 6, arbitrary: fc.constant("") },
  fc.constantFrom("https://spam.example", " "),
);

describe("every write route, fuzzed", { timeout: TIMEOUT }, () => {
  it("POST /api/events", async () => {
    const valid = someOmitted(
      fc.tuple(eventTimes, fc.record(eventFields)).map(([times, rest]) => ({ ...rest, ...times })),
      ["type", "endDate", "location", "opponent", "notes"],
    );
    await fuzz(
      ROUTES.createEvent,
      attempts({
        route: ROUTES.createEvent,
        fields: EVENT_FIELDS,
        valid: () => valid,
      }),
    );
  });

  it("PUT /api/events/:id", async () => {
    const ids = await known();
    const fields = [...EVENT_FIELDS, "snackParentId"];
    const valid = someOmitted(
      fc
        .tuple(eventTimes, fc.record({ ...eventFields, snackParentId: fc.constant(null) }))
        .map(([times, rest]) => ({ ...rest, ...times })),
      fields,
    );
    await fuzz(
      ROUTES.updateEvent,
      attempts({
        route: ROUTES.updateEvent,
        fields,
        valid: () => valid,
        ids: idsFrom(ids.events),
      }),
    );
  });

  it("DELETE /api/events/:id", async () => {
    const ids = await known();
    await fuzz(ROUTES.deleteEvent, idAttempts(idsFrom(ids.events, 2)));
  });

  it("PUT /api/events/:id/snack-signup (public)", async () => {
    const ids = await known();
    const valid = someOmitted(
      fc.record({
        parentName: nonBlank(LIMITS.name),
        parentEmail: email,
        parentPhone: optionalText(LIMITS.phone),
        website: honeypot,
      }),
      ["parentPhone", "website"],
    );
    await fuzz(
      ROUTES.snackSignup,
      attempts({
        route: ROUTES.snackSignup,
        fields: ["parentName", "parentEmail", "parentPhone", "website"],
        valid: () => valid,
        validWeight: 3,
        ids: fc.oneof({ weight: 3, arbitrary: idsFrom(ids.games) }, idsFrom(ids.others)),
        // Twenty sign-ups per client: some clients run out before the end, so 429 comes up too.
        ips: clients(1, 10),
      }),
    );
  });

  it("POST /api/events/practices/generate", async () => {
    // Each success rewrites twenty practices, so only about one request in a hundred is valid.
    await fuzz(
      ROUTES.generatePractices,
      attempts({
        route: ROUTES.generatePractices,
        fields: [],
        valid: () => fc.constant({}),
        body: emptyOrNot(1),
        blankWeight: 1,
      }),
    );
  });

  it("POST /api/game-scores", async () => {
    const ids = await known();
    const valid = someOmitted(
      fc.record({
        eventId: fc.oneof({ weight: 3, arbitrary: idsFrom(ids.games) }, idsFrom(ids.others)),
        ...scoreFields,
      }),
      ["isFinal", "notes"],
    );
    await fuzz(
      ROUTES.createScore,
      attempts({
        route: ROUTES.createScore,
        fields: SCORE_FIELDS,
        valid: () => valid,
        validWeight: 2,
      }),
    );
  });

  it("PUT /api/game-scores/:eventId", async () => {
    const ids = await known();
    // Most games have a score to change; the last two do not (404).
    for (const eventId of ids.games.slice(0, -2)) {
      const { status } = await call(
        fn("game-scores"),
        "/api/game-scores",
        send("POST", { eventId, homeScore: 1, awayScore: 2 }, coach),
      );
      expect(status).toBe(201);
    }
    const valid = (id: string) =>
      someOmitted(
        fc.record({
          eventId: fc.oneof({ weight: 3, arbitrary: fc.constant(id) }, fc.constantFrom(...ids.games)),
          ...scoreFields,
        }),
        SCORE_FIELDS,
      );
    await fuzz(
      ROUTES.updateScore,
      attempts({
        route: ROUTES.updateScore,
        fields: SCORE_FIELDS,
        valid,
        validWeight: 2,
        ids: fc.oneof({ weight: 3, arbitrary: idsFrom(ids.games) }, idsFrom(ids.others)),
      }),
    );
  });

  it("POST /api/posts", async () => {
    const valid = someOmitted(fc.record(postFields), ["excerpt", "status", "tags"]);
    await fuzz(
      ROUTES.createPost,
      attempts({
        route: ROUTES.createPost,
        fields: POST_FIELDS,
        valid: () => valid,
      }),
    );
  });

  it("PUT /api/posts/:id, with and without If-Match", async () => {
    const ids = await known();
    const valid = someOmitted(fc.record(postFields), POST_FIELDS);
    await fuzz(
      ROUTES.updatePost,
      attempts({
        route: ROUTES.updatePost,
        fields: POST_FIELDS,
        valid: () => valid,
        ids: idsFrom(ids.posts),
        ifMatch: fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 2, arbitrary: fc.constantFrom(...VALID_IF_MATCH) },
          { weight: 1, arbitrary: fc.constantFrom(...INVALID_IF_MATCH) },
        ),
      }),
    );
  });

  it("DELETE /api/posts/:id", async () => {
    const ids = await known();
    await fuzz(ROUTES.deletePost, idAttempts(idsFrom(ids.posts, 2)));
  });

  it("POST /api/players", async () => {
    const valid = someOmitted(fc.record(playerFields), ["lastName", "jerseyNumber", "position", "parentId"]);
    await fuzz(
      ROUTES.createPlayer,
      attempts({
        route: ROUTES.createPlayer,
        fields: PLAYER_FIELDS,
        valid: () => valid,
      }),
    );
  });

  it("PUT /api/players/:id", async () => {
    const ids = await known();
    const valid = someOmitted(fc.record(playerFields), PLAYER_FIELDS);
    await fuzz(
      ROUTES.updatePlayer,
      attempts({
        route: ROUTES.updatePlayer,
        fields: PLAYER_FIELDS,
        valid: () => valid,
        ids: idsFrom(ids.players),
      }),
    );
  });

  it("DELETE /api/players/:id", async () => {
    const ids = await known();
    await fuzz(ROUTES.deletePlayer, idAttempts(idsFrom(ids.players, 2)));
  });

  it("POST /api/contact (public)", async () => {
    const valid = someOmitted(
      fc.record({
        name: nonBlank(LIMITS.name),
        email,
        subject: optionalText(LIMITS.contactSubject),
        message: between(10, LIMITS.contactMessage),
        website: honeypot,
      }),
      ["subject", "website"],
    );
    await fuzz(
      ROUTES.contact,
      attempts({
        route: ROUTES.contact,
        fields: ["name", "email", "subject", "message", "website"],
        valid: () => valid,
        validWeight: 2,
        // Three messages per client: some run out, so 429 comes up too.
        ips: clients(2, 40),
      }),
    );
  });

  /** Messages for the deletes to find: the store starts with none. */
  async function contactMessageIds(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, (_, index) =>
      contactMessageId(Date.parse("2025-09-15T17:00:00.000Z") - index * 60_000, `fuzz-${String(index)}`),
    );
    for (const id of ids) {
      await contactMessagesRepository.create(buildContactMessage({ id }));
    }
    return ids;
  }

  it("DELETE /api/contact/:id", async () => {
    const ids = await contactMessageIds(40);
    await fuzz(ROUTES.deleteContact, idAttempts(idsFrom(ids, 2)));
  });

  it("POST /api/contact/delete", async () => {
    const ids = await contactMessageIds(200);
    await fuzz(
      ROUTES.deleteContacts,
      attempts({
        route: ROUTES.deleteContacts,
        fields: ["ids"],
        valid: () => fc.record({ ids: fc.array(idsFrom(ids, 12), { minLength: 1, maxLength: 20 }) }),
      }),
    );
  });

  it("POST /api/messages", async () => {
    const valid = fc.record({
      content: nonBlank(LIMITS.chatMessage),
      channel: fc.constantFrom(...CHAT_CHANNELS),
      authorId: nonBlank(LIMITS.name),
    });
    await fuzz(
      ROUTES.message,
      attempts({
        route: ROUTES.message,
        fields: ["content", "channel", "authorId"],
        valid: () => valid,
      }),
    );
  });

  it("POST /api/auth/login (public)", async () => {
    const valid = fc.oneof(
      {
        weight: 1,
        arbitrary: fc.constant({
          email: DEV_COACH_EMAIL,
          password: DEV_COACH_PASSWORD,
        }),
      },
      {
        weight: 6,
        arbitrary: fc.record({
          email: fc.oneof(email, fc.constantFrom(DEV_COACH_EMAIL, ` ${DEV_COACH_EMAIL.toUpperCase()}`)),
          password: fc.oneof(fc.string({ minLength: 1, maxLength: 200 }), fc.constant(DEV_COACH_PASSWORD)),
        }),
      },
    );
    await fuzz(
      ROUTES.login,
      attempts({
        route: ROUTES.login,
        fields: ["email", "password"],
        valid: () => valid,
        validWeight: 3,
        // Ten failures per client: some run out, so 429 comes up too.
        ips: clients(3, 20),
      }),
    );
  });

  it("POST /api/auth/logout", async () => {
    await fuzz(
      ROUTES.logout,
      attempts({
        route: ROUTES.logout,
        fields: [],
        valid: () => fc.constant({}),
        body: emptyOrNot(2),
        blankWeight: 1,
      }),
      async () => {
        // The logout ended every session, this one too.
        coach = await signInAsCoach();
      },
    );
  });

  it("POST /api/auth/session (the heartbeat)", async () => {
    await fuzz(
      ROUTES.heartbeat,
      attempts({
        route: ROUTES.heartbeat,
        fields: [],
        valid: () => fc.constant({}),
        body: emptyOrNot(2),
        blankWeight: 1,
      }),
    );
  });

  it("PUT /api/family/answers (a family's link)", async () => {
    const ids = await known();
    // The family and its link are made before the run, so the store's watch sees none of it.
    await familyToken();
    const valid = someOmitted(
      fc.record({
        eventId: idsFrom(ids.events),
        playerId: fc.constantFrom("player-01", "player-01", "player-02", "nope"),
        answer: fc.constantFrom(...AVAILABILITY_ANSWERS, null),
        note: optionalText(LIMITS.familyNote),
      }),
      ["answer", "note"],
    );
    await fuzz(
      ROUTES.familyAnswer,
      attempts({
        route: ROUTES.familyAnswer,
        fields: ["eventId", "playerId", "answer", "note"],
        valid: () => valid,
        validWeight: 4,
        // Sixty requests a link per client: two hundred clients keep even 1,000 requests clear of the limit.
        ips: clients(3, 200),
      }),
    );
  });

  it("DELETE /api/events/:id/snack-volunteer/bringing", async () => {
    const ids = await known();
    await fuzz(
      ROUTES.hideBringing,
      attempts({
        route: ROUTES.hideBringing,
        fields: [],
        valid: () => fc.constant({}),
        body: emptyOrNot(2),
        blankWeight: 1,
        ids: fc.oneof({ weight: 3, arbitrary: idsFrom(ids.games) }, idsFrom(ids.others)),
      }),
    );
  });
});
