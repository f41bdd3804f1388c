/**
 * Privacy of the public API (docs/api.md#privacy): with parents' emails and phones in the store, no
 * answer a visitor can get without the coach's cookie holds an email address, a phone number, a
 * parent contact or a full last name; the coach's answers do, and are never cached. Every route of
 * every function is walked, so a new one cannot slip in without being listed or closed.
 */
import * as z from "zod/mini";
import { beforeAll, describe, expect, it } from "vitest";
import { season } from "../../../src/lib/content";
import { archiveOf } from "../../../src/lib/domain/season-start";
import { seasonFromContent } from "../../../src/lib/domain/seasons";
import { EventSchema } from "../../../src/lib/schemas/events";
import { PlayerSchema } from "../../../src/lib/schemas/players";
import { PostSchema } from "../../../src/lib/schemas/posts";
import { UserSchema } from "../../../src/lib/schemas/snacks";
import { SiteFactsSchema } from "../../../src/lib/schemas/seasons";
import { teamStore } from "../../../src/lib/server/store";
import { FAMILY_TOKEN_HEADER } from "../../../src/lib/constants";
import { ContactReceiptSchema } from "../../../src/lib/schemas/contact";
import { asCoach, fn, FUNCTIONS, send, signInAsCoach, type FunctionModule } from "../../support/api";
import { buildContactInput, buildPlayerInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";

const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/** What a visitor without a cookie may call. Everything else must answer 401 (or 405, not served). */
const PUBLIC_GETS = [
  "/api/alert",
  "/api/auth/session",
  "/api/availability/counts",
  "/api/events",
  "/api/events/upcoming",
  "/api/health",
  "/api/players",
  "/api/posts",
  "/api/season",
  "/api/seasons",
  "/api/seasons/:id",
  "/api/snack-note",
  "/api/users",
  "/calendar.ics",
  "/seasons/:id/calendar.ics",
  "/es/calendar.ics",
  "/es/seasons/:id/calendar.ics",
].sort();
const PUBLIC_WRITES = ["POST /api/auth/login", "POST /api/contact", "PUT /api/events/:id/snack-signup"];
/**
 * What a manage token opens, for whoever holds one in its header (and nobody else): the walk sends
 * none, which opens nothing (404). The holder's own answers are checked in volunteers.test.ts.
 */
const TOKEN_ROUTES = [
  ...["GET", "PUT", "DELETE"].map((method) => `${method} /api/snack-signup`),
  // A family link's routes, the same way: its token in its header, none here (404).
  "GET /api/family",
  "PUT /api/family/answers",
  "PUT /api/family/away",
  "POST /api/family/snack-signup",
  "PUT /api/family/snack-signup/:eventId",
  "DELETE /api/family/snack-signup/:eventId",
];
/** Public answers that differ per request, so the CDN never keeps them. */
const UNCACHED_PUBLIC_GETS = ["/api/auth/session", "/api/health"];
/** Public answers the CDN keeps: every other one. */
const CACHED_PUBLIC_GETS = PUBLIC_GETS.filter((route) => !UNCACHED_PUBLIC_GETS.includes(route));
/**
 * The query each cached route reads, as its `Netlify-Vary` declares it, and queries it takes. A
 * route that reads none declares `none`, a name no route takes, so the CDN keys it on the path alone.
 */
const DECLARED_QUERIES: Record<string, { vary: string; taken: string[] }> = {
  "/api/alert": { vary: "query=none", taken: [""] },
  "/api/availability/counts": { vary: "query=none", taken: [""] },
  "/api/events": { vary: "query=none", taken: [""] },
  "/api/events/upcoming": { vary: "query=none", taken: [""] },
  "/api/players": { vary: "query=view", taken: ["", "?view=coach"] },
  "/api/posts": { vary: "query=none", taken: [""] },
  "/api/season": { vary: "query=none", taken: [""] },
  "/api/seasons": { vary: "query=none", taken: [""] },
  "/api/seasons/:id": { vary: "query=none", taken: [""] },
  "/seasons/:id/calendar.ics": {
    vary: "query=download",
    taken: ["", "?download=1", "?download=true", "?download=0", "?download=false"],
  },
  "/api/snack-note": { vary: "query=none", taken: [""] },
  "/api/users": { vary: "query=view", taken: ["", "?view=coach"] },
  "/calendar.ics": {
    vary: "query=download",
    taken: ["", "?download=1", "?download=true", "?download=0", "?download=false"],
  },
  "/es/calendar.ics": {
    vary: "query=download",
    taken: ["", "?download=1", "?download=true", "?download=0", "?download=false"],
  },
  "/es/seasons/:id/calendar.ics": {
    vary: "query=download",
    taken: ["", "?download=1", "?download=true", "?download=0", "?download=false"],
  },
};
/** Queries no cached route takes: an unknown parameter, a case of a known one, a repeat, another value. */
const REFUSED_QUERIES = [
  "?x=1",
  "?none=1",
  "?utm_source=newsletter",
  "?view=public",
  "?View=coach",
  "?view=coach&view=coach",
  "?download=2",
  "?download=1&download=1",
  "?download=1&x=1",
  "?Download=1",
  "?_=1757955600000",
];

/** A real record for each path parameter, by the collection the path names. */
const REAL_IDS: Record<string, string> = {
  events: "game-2025-09-27",
  players: "player-01",
  posts: "post-welcome-fall-2025",
  "game-scores": "game-2025-09-20",
  // A past season archived from this file's data before the walks (its sign-ups included).
  seasons: "spring-2025",
  // A game of that past season whose volunteer's text the coach may hide.
  games: "game-2025-09-27",
  // The message the contact form keeps before the walks (its id is made when it arrives).
  contact: "",
  // The family made before the walks, its first link, and an answer's event and player.
  families: "",
  links: "1",
  availability: "game-2025-09-27",
  ":eventId": "player-01",
  "snack-signup": "game-2025-09-27",
};

/** A family and its private note to the coach: no public answer, feed or message may carry them. */
const FAMILY_NAME = "Rivera-Okafor family";
const FAMILY_NOTE = "Grandma Lupe brings Mateo, call her at 512-555-0166";

const SIGNUPS = [
  { gameId: "game-2025-09-27", phone: "(512) 555-0148", name: "Sam Rivera", email: "sam.rivera@example.com" },
  { gameId: "game-2025-10-04", phone: "512.555.0199", name: "Dana Okafor", email: "Dana.Okafor@Example.org" },
  { gameId: "game-2025-10-11", phone: "+1 512 555 0100", name: "Lee Park", email: "lee+snacks@example.net" },
];
const CONTACT = buildContactInput({
  name: "Robin Castillo",
  email: "robin.castillo@example.com",
  message: "Please call me at 512-555-0177 about carpools, or email robin.c@example.com.",
});
const NEW_PLAYER = buildPlayerInput({
  firstName: "Avery",
  lastName: "Lopez-Whitfield",
  parentId: "Jordan Lopez · 512.555.0123 · jordan.lopez@example.com",
});

/** Every phone and email this file stored, also as bare digits, to catch a reformatted leak. */
const LITERALS = [
  ...SIGNUPS.flatMap(({ phone, email }) => [phone, phone.replace(/\D/g, "").slice(-10), email.toLowerCase()]),
  CONTACT.email,
  "512-555-0177",
  "5125550177",
  "5125550123",
  FAMILY_NAME,
  FAMILY_NOTE,
  "5125550166",
  ...season.players.flatMap((player) => (player.parentId ? [player.parentId] : [])),
];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** North-American numbers written with separators: (512) 555-0142, 512.555.0199, +1 512 555 0100, 512-555-0177. */
const PHONE = /(?<![\w.])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)/;
/** Keys that hold private details wherever they appear. */
const PRIVATE_KEYS = new Set(["parentId", "email", "phone", "parentEmail", "parentPhone"]);
const INITIAL = /^\p{Lu}\.$/u;

/** Every private detail in a JSON answer, as readable strings; empty when there is none. */
function privateDetails(body: unknown): string[] {
  const found: string[] = [];
  const text = JSON.stringify(body);
  const email = EMAIL.exec(text);
  if (email) found.push(`email ${email[0]}`);
  const phone = PHONE.exec(text);
  if (phone) found.push(`phone ${phone[0]}`);
  for (const literal of LITERALS) {
    if (text.toLowerCase().includes(literal.toLowerCase())) found.push(`literal ${literal}`);
  }
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${path}[${String(index)}]`);
      });
    } else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (PRIVATE_KEYS.has(key)) found.push(`key ${path}.${key}`);
        if (key === "lastName" && typeof inner === "string" && !INITIAL.test(inner)) {
          found.push(`full last name ${path}.lastName = ${inner}`);
        }
        visit(inner, `${path}.${key}`);
      }
    }
  };
  visit(body, "$");
  return found;
}

/**
 * An answer without what the site publishes on purpose: the coach's own phone and email, on the
 * contact page and in the team record every page is built from (`/api/season`).
 */
function publicOnly(answer: Answer): unknown {
  if (answer.route !== "/api/season") return answer.body;
  const facts = SiteFactsSchema.parse(answer.body);
  expect(facts.team.coach.phone).toBe(season.team.coach.phone);
  expect(facts.team.coach.email).toBe(season.team.coach.email);
  const coach: Record<string, unknown> = { ...facts.team.coach };
  delete coach.phone;
  delete coach.email;
  return { ...facts, team: { ...facts.team, coach } };
}

const pathsOf = (module: FunctionModule): string[] => [module.config.path ?? []].flat();

/** `/api/events/:id/snack-signup` → the path with a real id in it, and the params Netlify would pass. */
function concrete(path: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments = path.split("/").map((segment, index, all) => {
    if (!segment.startsWith(":")) return segment;
    const collection = all[index - 1] ?? "";
    const id = REAL_IDS[collection];
    if (id === undefined) throw new Error(`Add a real id for ${path} to REAL_IDS`);
    params[segment.slice(1)] = id;
    return id;
  });
  return { url: segments.join("/"), params };
}

interface Answer {
  route: string;
  method: Method;
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Calls every path of every function with every method, from this site, without a cookie (unless
 * given), with `query` after each path (none unless given).
 */
async function walk(methods: readonly Method[], cookie?: string, query = ""): Promise<Answer[]> {
  const calls = FUNCTIONS.flatMap((module) => {
    const paths = pathsOf(module);
    if (paths.length === 0) throw new Error(`Function ${module.name} has no config.path`);
    return paths.flatMap((route) =>
      methods.map(async (method): Promise<Answer> => {
        const { url, params } = concrete(route);
        const init = method === "GET" ? (cookie ? asCoach(cookie) : {}) : send(method, {}, cookie);
        const answer = await call(module.handler, `${url}${query}`, init, { params, ip: "198.51.100.99" });
        return { route, method, ...answer };
      }),
    );
  });
  return Promise.all(calls);
}

useSeasonClock();
let coach: string;
/** The answers the public writes gave while the data was made: they are public answers too. */
const writeAnswers: { what: string; body: unknown }[] = [];

beforeAll(async () => {
  coach = await signInAsCoach();
  for (const [index, signup] of SIGNUPS.entries()) {
    const body = buildSignup({
      parentName: signup.name,
      parentEmail: signup.email,
      parentPhone: signup.phone,
    });
    const answer = await call(
      fn("events-snack-signup"),
      `/api/events/${signup.gameId}/snack-signup`,
      send("PUT", body),
      { params: { id: signup.gameId }, ip: `203.0.113.${String(index + 60)}` },
    );
    if (answer.status !== 200) throw new Error(`Sign-up failed with ${String(answer.status)}`);
    writeAnswers.push({ what: `sign-up of ${signup.name}`, body: answer.body });
  }
  // A second parent for a covered game: the 409 names the volunteer, and nothing more.
  const refused = await call(
    fn("events-snack-signup"),
    "/api/events/game-2025-09-27/snack-signup",
    send("PUT", buildSignup({ parentName: "Kim Lee", parentEmail: "kim.lee@example.com" })),
    { params: { id: "game-2025-09-27" }, ip: "203.0.113.70" },
  );
  if (refused.status !== 409) throw new Error(`Expected a 409, got ${String(refused.status)}`);
  writeAnswers.push({ what: "refused sign-up", body: refused.body });
  const contact = await call(fn("contact"), "/api/contact", send("POST", CONTACT), {
    ip: "203.0.113.71",
  });
  if (contact.status !== 201) throw new Error(`Contact failed with ${String(contact.status)}`);
  writeAnswers.push({ what: "contact receipt", body: contact.body });
  REAL_IDS.contact = ContactReceiptSchema.parse(contact.body).id;
  const player = await call(fn("players"), "/api/players", send("POST", NEW_PLAYER, coach));
  if (player.status !== 201) throw new Error(`Player failed with ${String(player.status)}`);
  const chat = await call(
    fn("messages"),
    "/api/messages",
    send("POST", { content: "Call Dana at 512.555.0199", channel: "rides", authorId: "coach" }, coach),
  );
  if (chat.status !== 201) throw new Error(`Chat message failed with ${String(chat.status)}`);
  await familyWithAnswers();
  await archivePastSeason();
});

/** A family with a link, an answer with its note for Mateo, and Olivia's "not on Saturdays". */
async function familyWithAnswers(): Promise<void> {
  const made = await call(
    fn("families"),
    "/api/families",
    send("POST", { name: FAMILY_NAME, playerIds: ["player-01", "player-02"], language: "es" }, coach),
  );
  if (made.status !== 201) throw new Error(`Family failed with ${String(made.status)}`);
  const id = (made.body as { id: string }).id;
  REAL_IDS.families = id;
  const rotated = await call(
    fn("families-id-links-slot-rotate"),
    `/api/families/${id}/links/1/rotate`,
    send("POST", undefined, coach),
    { params: { id, slot: "1" } },
  );
  const token = (rotated.body as { token: string }).token;
  const family = { [FAMILY_TOKEN_HEADER]: token };
  for (const [path, body] of [
    [
      "/api/family/answers",
      { eventId: "game-2025-09-27", playerId: "player-01", answer: "going", note: FAMILY_NOTE },
    ],
    ["/api/family/away", { playerId: "player-02", weekday: 6, away: true }],
  ] as const) {
    const name = path === "/api/family/answers" ? "family-answers" : "family-away";
    const answer = await call(fn(name), path, send("PUT", body, undefined, family), { ip: "203.0.113.72" });
    if (answer.status !== 200) throw new Error(`${path} failed with ${String(answer.status)}`);
  }
}

/**
 * Writes a past season, "Spring 2025", archived from the store as it now is (the sign-ups, the
 * new player, the posts), as a season start would, so its public routes answer from real data.
 */
async function archivePastSeason(): Promise<void> {
  const store = teamStore();
  const read = async <S extends z.ZodMiniType>(prefix: string, schema: S) =>
    Promise.all(
      (await store.list({ prefix })).blobs.map(async ({ key }) =>
        schema.parse(await store.get(key, { type: "json" })),
      ),
    );
  const [events, players, posts, users] = await Promise.all([
    read("events/", EventSchema),
    read("players/", PlayerSchema),
    read("posts/", PostSchema),
    read("users/", UserSchema),
  ]);
  const past = {
    ...seasonFromContent(season, "2025-03-01T00:00:00.000Z"),
    id: "spring-2025",
    label: "Spring 2025",
  };
  const archive = archiveOf(
    { current: past, players, events, posts, users, seasons: [], eventIds: new Set() },
    "2025-06-01T00:00:00.000Z",
  );
  await store.setJSON("seasons/spring-2025", { ...past, archivedAt: "2025-06-01T00:00:00.000Z" });
  await store.setJSON("season-archives/spring-2025", archive);
}

describe("the detectors", () => {
  it("find every kind of private detail they look for (so a clean answer means something)", () => {
    for (const phone of [
      "(512) 555-0142",
      "512.555.0199",
      "+1 512 555 0100",
      "512-555-0177",
      "512 555 0100",
    ]) {
      expect(PHONE.test(`call ${phone} today`), phone).toBe(true);
    }
    for (const harmless of [
      "2025-09-20T14:00:00.000Z",
      "game-2025-09-20",
      "0f3c2a1e-1234-4567-8901-234567890123",
    ]) {
      expect(PHONE.test(harmless), harmless).toBe(false);
    }
    expect(privateDetails({ a: [{ b: { parentId: null } }] })).toEqual(["key $.a[0].b.parentId"]);
    expect(privateDetails({ lastName: "Garcia" })).toEqual(["full last name $.lastName = Garcia"]);
    expect(privateDetails({ lastName: "G." })).toEqual([]);
    expect(privateDetails({ note: "write to a@b.co" })).toEqual(["email a@b.co"]);
  });
});

describe("who may call what", () => {
  it("answers a visitor without a cookie only on the public routes; every other route is 401 or 405", async () => {
    const answers = await walk(METHODS);
    const surface = (status: number) =>
      answers
        .filter((answer) => answer.status === status)
        .map(({ method, route }) => `${method} ${route}`)
        .sort();
    const publicAnswers = answers
      .filter((answer) => answer.status !== 401 && answer.status !== 405)
      .map(({ method, route }) => `${method} ${route}`)
      .sort();
    expect(publicAnswers).toEqual(
      [...PUBLIC_GETS.map((route) => `GET ${route}`), ...PUBLIC_WRITES, ...TOKEN_ROUTES].sort(),
    );
    for (const answer of answers.filter(({ route, method }) => TOKEN_ROUTES.includes(`${method} ${route}`))) {
      expect(answer.status, `${answer.method} ${answer.route}`).toBe(404);
    }

    for (const answer of answers.filter(({ method }) => method === "GET")) {
      if (PUBLIC_GETS.includes(answer.route)) {
        expect(answer.status, answer.route).toBe(200);
      }
    }
    for (const answer of answers.filter(({ status }) => status === 401)) {
      expect(answer.body, `${answer.method} ${answer.route}`).toEqual({
        error: { code: "unauthorized", message: "Sign in as the coach to do this" },
      });
    }
    // Every function serves at least one method, and the coach-only surface is not empty.
    for (const module of FUNCTIONS) {
      const served = answers.filter(
        (answer) => pathsOf(module).includes(answer.route) && answer.status !== 405,
      );
      expect(served.length, module.name).toBeGreaterThan(0);
    }
    expect(surface(401)).toEqual(
      expect.arrayContaining([
        "GET /api/contact",
        "DELETE /api/contact/:id",
        "POST /api/contact/delete",
        "GET /api/messages",
        "GET /api/posts/all",
        "POST /api/auth/logout",
        "POST /api/events",
        "POST /api/events/practices/generate",
        "POST /api/game-scores",
        "POST /api/messages",
        "POST /api/players",
        "POST /api/posts",
        "PUT /api/events/:id",
        "DELETE /api/events/:id",
        "PUT /api/game-scores/:eventId",
        "PUT /api/players/:id",
        "DELETE /api/players/:id",
        "PUT /api/posts/:id",
        "DELETE /api/posts/:id",
      ]),
    );
  });

  it("leaves the store as it was: the walk's writes without a cookie changed nothing", async () => {
    // Everything the coach can read, except the health check (its latency changes from call to call).
    const snapshot = async () =>
      (await walk(["GET"], coach))
        .filter(({ route }) => route !== "/api/health")
        .map(({ route, status, body }) => ({ route, status, body }));
    const before = await snapshot();
    await walk(["POST", "PUT", "DELETE"]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("public answers", () => {
  it("hold no email, phone, parent contact or full last name", async () => {
    const answers = (await walk(["GET"])).filter((answer) => answer.status === 200);
    expect(answers.map((answer) => answer.route).sort()).toEqual(PUBLIC_GETS);
    for (const answer of answers) expect(privateDetails(publicOnly(answer)), answer.route).toEqual([]);
    for (const { what, body } of writeAnswers) expect(privateDetails(body), what).toEqual([]);
    // The past season shows its volunteers as every page did: "Sam R.".
    const past = JSON.stringify(answers.find((answer) => answer.route === "/api/seasons/:id")?.body);
    expect(past).toContain("Sam R.");

    // The data is there, in its public form: names of volunteers, initials of players.
    // Volunteers as first name and last initial ("Sam R."), never the whole name.
    const users = z
      .array(z.strictObject({ id: z.string(), name: z.string(), bringing: z.nullable(z.string()) }))
      .parse(answers.find((answer) => answer.route === "/api/users")?.body);
    expect(users.map((user) => user.name).sort()).toEqual(["Dana O.", "Lee P.", "Sam R."]);
    for (const { name } of SIGNUPS) {
      for (const answer of answers) expect(JSON.stringify(answer.body), answer.route).not.toContain(name);
      for (const { what, body } of writeAnswers) expect(JSON.stringify(body), what).not.toContain(name);
    }
    // The families' answers in public: counts only, never the family, a player or the note.
    const counts = answers.find((answer) => answer.route === "/api/availability/counts")?.body;
    expect(counts).toMatchObject({ counts: { "game-2025-09-27": { going: 1, maybe: 0, notGoing: 1 } } });
    const players = answers.find((answer) => answer.route === "/api/players")?.body;
    expect(players).toHaveLength(season.players.length + 1);
    expect(players).toEqual(
      expect.arrayContaining([expect.objectContaining({ firstName: "Avery", lastName: "L." })]),
    );
  });

  it("are cached at the CDN under cache tags, keyed on the query each route declares", async () => {
    const answers = (await walk(["GET"])).filter((answer) => answer.status === 200);
    expect(Object.keys(DECLARED_QUERIES).sort()).toEqual(CACHED_PUBLIC_GETS);
    for (const { route, headers } of answers) {
      if (CACHED_PUBLIC_GETS.includes(route)) {
        expect(headers.get("Netlify-CDN-Cache-Control"), route).toMatch(/^public, durable, s-maxage=\d+/);
        expect(headers.get("Netlify-Cache-Tag"), route).toMatch(
          /^(events|posts|players|users|alert|snack-note|season|availability)(,|$)/,
        );
        expect(headers.get("Netlify-Vary"), route).toBe(DECLARED_QUERIES[route]?.vary);
      } else {
        // Health and the session differ per request: never cached anywhere.
        expect(headers.get("Cache-Control"), route).toBe("no-store");
        expect(headers.get("Netlify-CDN-Cache-Control"), route).toBeNull();
        expect(headers.get("Netlify-Vary"), route).toBeNull();
      }
    }
  });

  it("never vary on a cookie, so a made-up session cookie cannot make the CDN ask again", async () => {
    const madeUp = await walk(["GET"], "team_session=made-up.value");
    const answers = [...(await walk(["GET"])), ...(await walk(["GET"], coach)), ...madeUp];
    for (const { route, status, headers } of answers) {
      expect(headers.get("Netlify-Vary") ?? "", `${route} (${String(status)})`).not.toMatch(/cookie/i);
    }
    // A cookie that is not a session gets the public copy, as a parent does.
    const cached = madeUp.filter(({ route }) => CACHED_PUBLIC_GETS.includes(route));
    for (const { route, status, headers } of cached) {
      expect(status, route).toBe(200);
      expect(headers.get("Netlify-CDN-Cache-Control"), route).toMatch(/^public, durable/);
    }
  });
});

describe("pinned cache keys", () => {
  it.each(REFUSED_QUERIES)(
    "every cached route answers %s with a 400 that names what it takes, never cached",
    async (query) => {
      const answers = (await walk(["GET"], undefined, query)).filter(({ route }) =>
        CACHED_PUBLIC_GETS.includes(route),
      );
      expect(answers.map(({ route }) => route).sort()).toEqual(CACHED_PUBLIC_GETS);
      for (const { route, status, headers, body } of answers) {
        const vary = DECLARED_QUERIES[route]?.vary ?? "";
        const taken = vary === "query=none" ? [] : vary.replace("query=", "").split("|");
        expect(status, `${route}${query}`).toBe(400);
        expect(headers.get("Cache-Control"), route).toBe("no-store");
        expect(headers.get("Netlify-CDN-Cache-Control"), route).toBeNull();
        expect(headers.get("Netlify-Vary"), route).toBe(vary);
        const { error } = z
          .strictObject({
            error: z.strictObject({ code: z.literal("validation_failed"), message: z.string() }),
          })
          .parse(body);
        const { url } = concrete(route);
        expect(error.message, route).toContain(url);
        if (taken.length === 0) expect(error.message, route).toBe(`${url} takes no query parameters.`);
        for (const name of taken) expect(error.message, route).toContain(`query parameter ${name} (`);
      }
    },
  );

  it("every cached route answers each query it declares with 200 and the same Netlify-Vary", async () => {
    for (const [route, { vary, taken }] of Object.entries(DECLARED_QUERIES)) {
      const module = FUNCTIONS.find((candidate) => pathsOf(candidate).includes(route));
      if (!module) throw new Error(`No function for ${route}`);
      for (const query of taken) {
        // The coach's view needs the session; everything else answers anyone.
        const init = query.includes("view=") ? asCoach(coach) : {};
        const { url, params } = concrete(route);
        const { status, headers } = await call(module.handler, `${url}${query}`, init, {
          params,
          ip: "198.51.100.98",
        });
        expect(status, `${route}${query}`).toBe(200);
        expect(headers.get("Netlify-Vary"), `${route}${query}`).toBe(vary);
      }
    }
  });
});

describe("the coach's answers", () => {
  it.each(["/api/players", "/api/users"])(
    "%s?view=coach answers 401 without the session, whatever the cookie says",
    async (path) => {
      const name = path.replace("/api/", "");
      for (const init of [{}, asCoach("team_session=made-up.value")]) {
        const { status, headers, body } = await call(fn(name), `${path}?view=coach`, init);
        expect(status).toBe(401);
        expect(body).toEqual({ error: { code: "unauthorized", message: "Sign in as the coach to do this" } });
        expect(headers.get("Cache-Control")).toBe("no-store");
        expect(headers.get("Netlify-Vary")).toBe("query=view");
      }
    },
  );

  it.each(["/api/players?view=coach", "/api/users?view=coach", "/api/players", "/api/users"])(
    "%s with the session is the full records, kept by neither the browser nor the CDN",
    async (path) => {
      const name = path.replace("/api/", "").replace(/\?.*$/, "");
      const { status, headers, body } = await call(fn(name), path, asCoach(coach));
      expect(status).toBe(200);
      expect(headers.get("Cache-Control")).toBe("no-store");
      expect(headers.get("Netlify-CDN-Cache-Control")).toBe("no-store");
      expect(headers.get("Netlify-Cache-Tag")).toBeNull();
      expect(headers.get("Netlify-Vary")).toBe("query=view");
      expect(privateDetails(body).length).toBeGreaterThan(0);
    },
  );

  it("give players' parent contacts and full last names, never cached", async () => {
    const { status, headers, body } = await call(fn("players"), "/api/players?view=coach", asCoach(coach));
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Netlify-CDN-Cache-Control")).toBe("no-store");
    const players = z.array(PlayerSchema).parse(body);
    const seeded = season.players[0];
    expect(players.find((player) => player.id === seeded?.id)).toMatchObject({
      lastName: seeded?.lastName,
      parentId: seeded?.parentId,
    });
    expect(players.find((player) => player.firstName === "Avery")).toMatchObject({
      lastName: NEW_PLAYER.lastName,
      parentId: NEW_PLAYER.parentId,
    });
    expect(privateDetails(body).length).toBeGreaterThan(0);
  });

  it("give parents' emails and phones, never cached", async () => {
    const { status, headers, body } = await call(fn("users"), "/api/users?view=coach", asCoach(coach));
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Netlify-CDN-Cache-Control")).toBe("no-store");
    const users = z.array(UserSchema).parse(body);
    expect(users.map(({ name, email, phone }) => ({ name, email, phone }))).toEqual(
      expect.arrayContaining(SIGNUPS.map(({ name, email, phone }) => ({ name, email, phone }))),
    );
  });
});
