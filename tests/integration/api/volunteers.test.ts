/**
 * Volunteers managing their own sign-up, and what they type, against the real local Blobs server
 * (docs/api.md#snack-sign-up, #names-and-snack-notes): the manage token created, read, changed,
 * cancelled, wrong, missing, in a header only, spent, after kick-off and after the coach's clear (the
 * name rule through the routes is in volunteer-names.test.ts); the public's short names; the budget
 * of two games, also under 20 requests at once, and of six for an IPv6 /48; the
 * coach's assignment; the snack note; and no parent record kept that no game names.
 */
import { createHash } from "node:crypto";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { EventSchema } from "../../../src/lib/schemas/events";
import { UserSchema } from "../../../src/lib/schemas/snacks";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import {
  SnackNoteAnswerSchema,
  SnackSignupAnswerSchema,
  SnackSignupViewSchema,
} from "../../../src/lib/schemas/snacks";
import { exportBackup } from "../../../src/lib/server/backup";
import { reminderOverview } from "../../../src/lib/server/reminders";
import { usersRepository } from "../../../src/lib/server/repositories/users";
import { functionRoutes, matchFunction } from "../../../scripts/function-host";
import { asCoach, fn, FUNCTIONS, send, useCoachPerTest } from "../../support/api";
import { buildEventInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useEnv, useSeasonClock } from "../../support/env";
import { contents } from "../../support/store-snapshot";
import { DateTime } from "luxon";

useSeasonClock();
// Every test starts from the freshly seeded season.
const coach = useCoachPerTest();

const GAME = "game-2025-09-27";
const OTHER_GAME = "game-2025-10-04";
const THIRD_GAME = "game-2025-10-11";
const TOKEN = /^v[0-9a-f]{16}-[0-9a-f]{24}\.[A-Za-z0-9_-]{43}$/;

let nextIp = 1;
/** A client of its own for each call unless one is given, so budgets and limits are the test's choice. */
const freshIp = () => `198.18.${String(Math.floor(nextIp / 250))}.${String((nextIp++ % 250) + 1)}`;

const signUp = (id: string, body: unknown = buildSignup(), ip = freshIp()) =>
  call(fn("events-snack-signup"), `/api/events/${id}/snack-signup`, send("PUT", body), {
    params: { id },
    ip,
  });

/** Signs up and answers the token; fails the test otherwise. */
async function signedUp(id = GAME, body: unknown = buildSignup(), ip = freshIp()): Promise<string> {
  const answer = await signUp(id, body, ip);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SnackSignupAnswerSchema.parse(answer.body).manageToken;
}

/** The manage token's route, the token in its header (null: no header at all). */
const manage = (method: "GET" | "PUT" | "DELETE", token: string | null, body?: unknown, ip = freshIp()) => {
  const headers: Record<string, string> = token === null ? {} : { "X-Snack-Manage-Token": token };
  return call(
    fn("snack-signup"),
    "/api/snack-signup",
    method === "GET" ? { headers } : send(method, body, undefined, headers),
    { ip },
  );
};

const assign = (id: string, body: unknown) =>
  call(fn("events-snack-volunteer"), `/api/events/${id}/snack-volunteer`, send("PUT", body, coach()), {
    params: { id },
  });

async function findEvent(id: string) {
  const { body } = await call(fn("events"), "/api/events");
  const event = z
    .array(EventSchema)
    .parse(body)
    .find((candidate) => candidate.id === id);
  if (!event) throw new Error(`No event ${id}`);
  return event;
}

const publicUsers = async () =>
  z
    .array(z.strictObject({ id: z.string(), name: z.string(), bringing: z.nullable(z.string()) }))
    .parse((await call(fn("users"), "/api/users")).body);

const coachUsers = async () =>
  z.array(UserSchema).parse((await call(fn("users"), "/api/users", asCoach(coach()))).body);

const storedUserKeys = async () => [...(await contents()).keys()].filter((key) => key.startsWith("users/"));

const errorOf = (body: unknown) => ApiErrorSchema.parse(body).error;

describe("the manage token", () => {
  it("is answered once with the sign-up, and only the hash of its secret is stored", async () => {
    const answer = await signUp(GAME, buildSignup({ bringing: "Orange slices" }));
    expect(answer.status).toBe(200);
    const { manageToken, snackParentId } = SnackSignupAnswerSchema.parse(answer.body);
    expect(manageToken).toMatch(TOKEN);
    const [id = "", secret = ""] = manageToken.split(".");
    expect(id).toBe(snackParentId);

    const stored = await contents();
    const record = UserSchema.parse(stored.get(`users/${id}`));
    expect(record.manageTokenHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify([...stored.entries()])).not.toContain(secret);
    // Nobody else ever sees it again: not the public, not the coach.
    for (const answer of [
      await call(fn("users"), "/api/users"),
      await call(fn("users"), "/api/users", asCoach(coach())),
    ]) {
      expect(JSON.stringify(answer.body)).not.toContain(secret);
      expect(JSON.stringify(answer.body)).not.toContain(record.manageTokenHash ?? "none");
    }
  });

  it("shows the holder their sign-up, the game and the snack note, never cached", async () => {
    const token = await signedUp(GAME, buildSignup({ bringing: "Orange slices" }));
    const { status, body, headers } = await manage("GET", token);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    const view = SnackSignupViewSchema.parse(body);
    expect(view.signup).toMatchObject({
      name: "Sam Rivera",
      email: "sam.rivera@example.com",
      phone: "(512) 555-0142",
      bringing: "Orange slices",
    });
    expect(view.event.id).toBe(GAME);
    expect(view.snackNote).toBeNull();
  });

  it("lets the holder change name, phone and what they bring, which the public then sees", async () => {
    const token = await signedUp();
    const change = buildSignup({
      parentName: "Samantha Rivera-Lopez",
      parentPhone: "",
      bringing: "Grapes & water",
    });
    const { status, body } = await manage("PUT", token, change);
    expect(status).toBe(200);
    expect(SnackSignupViewSchema.parse(body).signup).toMatchObject({
      name: "Samantha Rivera-Lopez",
      phone: null,
      bringing: "Grapes & water",
    });
    expect(await publicUsers()).toEqual([
      { id: token.split(".")[0], name: "Samantha R.", bringing: "Grapes & water" },
    ]);
    // The feed follows too.
    const feed = await call(fn("calendar"), "/calendar.ics");
    expect(String(feed.body)).toContain("Snacks: Samantha R.");
  });

  it("refuses a change that breaks the rules, field by field, and keeps the sign-up", async () => {
    const token = await signedUp();
    const { status, body } = await manage("PUT", token, buildSignup({ parentName: "Pay at snackfee.com" }));
    expect(status).toBe(400);
    expect(errorOf(body).issues).toEqual([
      { path: ["parentName"], message: "Please leave web addresses and email addresses out of your name." },
    ]);
    expect((await publicUsers())[0]?.name).toBe("Sam R.");
  });

  it("cancels: the game needs a volunteer again at once, the record is gone and the link is spent", async () => {
    const token = await signedUp();
    const { status } = await manage("DELETE", token);
    expect(status).toBe(204);
    expect((await findEvent(GAME)).snackParentId).toBeNull();
    expect(await publicUsers()).toEqual([]);
    expect(await storedUserKeys()).toEqual([]);
    const feed = await call(fn("calendar"), "/calendar.ics");
    expect(String(feed.body)).toMatch(/Snacks: a volunteer is needed/);
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const again = await manage(method, token, method === "PUT" ? buildSignup() : undefined);
      expect(again.status, method).toBe(404);
      expect(errorOf(again.body).message).toMatch(/no longer works/);
    }
    // And another parent may take the game.
    expect(
      (await signUp(GAME, buildSignup({ parentName: "Dana Okafor", parentEmail: "dana@example.org" })))
        .status,
    ).toBe(200);
  });

  it.each([
    {
      case: "a wrong secret for a real sign-up",
      make: (token: string) => `${token.split(".")[0] ?? ""}.${"B".repeat(43)}`,
    },
    { case: "a made-up sign-up", make: () => `v0123456789abcdef-0123456789abcdef01234567.${"A".repeat(43)}` },
    { case: "a cut-off token", make: (token: string) => token.slice(0, -1) },
    { case: "no secret", make: (token: string) => token.split(".")[0] ?? "" },
    { case: "a path-like token", make: () => "..%2F..%2Fusers" },
  ])("answers 404 to $case, and changes nothing", async ({ make }) => {
    const token = await signedUp();
    const before = await contents();
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const answer = await manage(
        method,
        make(token),
        method === "PUT" ? buildSignup({ parentName: "Mallory Evil" }) : undefined,
      );
      expect(answer.status, method).toBe(404);
    }
    expect(await contents()).toEqual(before);
  });

  it("travels in a header only: no function claims a token in the path, and the query is never read", async () => {
    const token = await signedUp();
    const routes = functionRoutes(FUNCTIONS);
    for (const method of ["GET", "PUT", "DELETE"]) {
      for (const path of [`/api/snack-signups/${token}`, `/api/snack-signup/${token}`]) {
        // Claimed by no function, a path reaches no handler and so no store: the host's 404.
        expect(matchFunction(routes, path, method), `${method} ${path}`).toBeNull();
      }
      expect(matchFunction(routes, "/api/snack-signup", method)?.name).toBe("snack-signup");
    }
    const before = await contents();
    for (const query of [`?token=${token}`, `?X-Snack-Manage-Token=${token}`]) {
      const answer = await call(fn("snack-signup"), `/api/snack-signup${query}`, send("DELETE"));
      expect(answer.status, query).toBe(404);
    }
    expect(await contents()).toEqual(before);
    expect((await manage("GET", token)).status).toBe(200);
  });

  it("answers a missing or malformed header exactly as a token that opens nothing: no oracle", async () => {
    const token = await signedUp();
    const unknown = `v0123456789abcdef-0123456789abcdef01234567.${"A".repeat(43)}`;
    const before = await contents();
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const body = method === "PUT" ? buildSignup({ parentName: "Mallory Evil" }) : undefined;
      const expected = await manage(method, unknown, body);
      expect(expected.status, method).toBe(404);
      for (const given of [
        null,
        "",
        "   ",
        "not-a-token",
        token.slice(0, -1),
        `${token}A`,
        `${token}, ${token}`,
        `Bearer ${token}`,
        token.replace(".", "/"),
      ]) {
        const answer = await manage(method, given, body);
        expect({ status: answer.status, body: answer.body }, `${method} ${String(given)}`).toEqual({
          status: expected.status,
          body: expected.body,
        });
      }
    }
    expect(await contents()).toEqual(before);
    // The header's name is read without regard to case, and its value trimmed, like If-Match.
    const padded = await call(fn("snack-signup"), "/api/snack-signup", {
      headers: { "x-snack-manage-token": ` ${token} ` },
    });
    expect(padded.status).toBe(200);
  });

  it.each([
    {
      case: "clears the game",
      act: () =>
        call(fn("events-id"), `/api/events/${GAME}`, send("PUT", { snackParentId: null }, coach()), {
          params: { id: GAME },
        }),
    },
    {
      case: "clears it from the Snacks tab",
      act: () =>
        call(
          fn("events-snack-volunteer"),
          `/api/events/${GAME}/snack-volunteer`,
          send("DELETE", undefined, coach()),
          { params: { id: GAME } },
        ),
    },
    {
      case: "reassigns the game",
      act: () => assign(GAME, buildSignup({ parentName: "Dana Okafor", parentEmail: "dana@example.org" })),
    },
    {
      case: "deletes the game",
      act: () =>
        call(fn("events-id"), `/api/events/${GAME}`, send("DELETE", undefined, coach()), {
          params: { id: GAME },
        }),
    },
    {
      case: "makes the game an event",
      act: () =>
        call(fn("events-id"), `/api/events/${GAME}`, send("PUT", { type: "event" }, coach()), {
          params: { id: GAME },
        }),
    },
  ])("is spent when the coach $case, and the parent record goes with it", async ({ act }) => {
    const token = await signedUp();
    const volunteer = token.split(".")[0] ?? "";
    expect((await act()).status).toBeLessThan(300);
    expect(await usersRepository.get(volunteer)).toBeNull();
    expect((await manage("GET", token)).status).toBe(404);
    expect((await manage("DELETE", token)).status).toBe(404);
  });

  it("answers 409 from kick-off: nothing can be changed or cancelled once the game has started", async () => {
    const token = await signedUp("game-2025-09-20");
    const restore = useEnv({ APP_ENV: "test", APP_NOW: "2025-09-20T09:00:00-05:00" });
    try {
      for (const method of ["GET", "PUT", "DELETE"] as const) {
        const answer = await manage(method, token, method === "PUT" ? buildSignup() : undefined);
        expect(answer.status, method).toBe(409);
        expect(errorOf(answer.body).message).toBe(
          "This game has started, so its sign-up can no longer be changed. Please contact the coach.",
        );
      }
      expect((await findEvent("game-2025-09-20")).snackParentId).toBe(token.split(".")[0]);
    } finally {
      restore();
    }
  });

  it("is rate-limited per client: 60 requests in 10 minutes, then 429", async () => {
    const token = await signedUp();
    const ip = "198.19.0.1";
    for (let index = 0; index < 60; index += 1)
      expect((await manage("GET", token, undefined, ip)).status).toBe(200);
    const limited = await manage("GET", token, undefined, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await manage("GET", token)).status).toBe(200);
  });

  it("moves the email budget with a changed email, and refuses one already holding two games", async () => {
    await signedUp(OTHER_GAME, buildSignup({ parentEmail: "busy@example.com" }));
    await signedUp(THIRD_GAME, buildSignup({ parentEmail: "busy@example.com" }));
    const token = await signedUp(GAME, buildSignup({ parentEmail: "free@example.com" }));
    const refused = await manage("PUT", token, buildSignup({ parentEmail: "Busy+x@example.com" }));
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).message).toMatch(/already bringing snacks to 2 upcoming games/);
    expect(SnackSignupViewSchema.parse((await manage("GET", token)).body).signup.email).toBe(
      "free@example.com",
    );
  });
});

describe("the public sees less", () => {
  it("names a volunteer as first name and last initial everywhere a stranger looks; the coach sees all", async () => {
    await signedUp(GAME, buildSignup({ parentName: "María José García", bringing: "Pan dulce" }));
    expect((await publicUsers()).map(({ name, bringing }) => ({ name, bringing }))).toEqual([
      { name: "María G.", bringing: "Pan dulce" },
    ]);
    const taken = await signUp(GAME, buildSignup({ parentName: "Kim Lee", parentEmail: "kim@example.com" }));
    expect(errorOf(taken.body).message).toBe("María G. just signed up to bring snacks for this game.");
    const feed = String((await call(fn("calendar"), "/calendar.ics")).body);
    expect(feed).toContain("Snacks: María G.");
    expect(feed).not.toContain("García");
    const events = JSON.stringify((await call(fn("events"), "/api/events")).body);
    expect(events).not.toContain("García");
    expect((await coachUsers())[0]).toMatchObject({
      name: "María José García",
      email: "sam.rivera@example.com",
    });
  });

  it("names the volunteer as the public sees them in the GroupMe reminder, with the team's snack note", async () => {
    const note = await call(
      fn("snack-note"),
      "/api/snack-note",
      send("PUT", { note: "Nut-free team: one player has a peanut allergy" }, coach()),
    );
    expect(note.status).toBe(200);
    await signedUp("game-2025-11-01", buildSignup({ parentName: "Jane Doe" }));
    const overview = await reminderOverview(DateTime.fromISO("2025-10-31T12:00:00-05:00"));
    expect(overview.next?.text).toContain(
      "Snacks: Jane D. is bringing them, thank you! Snack note: Nut-free team: one player has a peanut allergy.",
    );
    expect(overview.next?.text).not.toContain("Doe");
  });
});

describe("a budget on claims", () => {
  it("lets one email address hold two upcoming games, and a third once one is given back", async () => {
    const parent = buildSignup({ parentEmail: "Sam.Rivera@example.com" });
    const first = await signedUp(GAME, parent);
    await signedUp(OTHER_GAME, parent);
    const third = await signUp(THIRD_GAME, buildSignup({ parentEmail: "sam.rivera+snacks@EXAMPLE.com" }));
    expect(third.status).toBe(409);
    expect(errorOf(third.body).message).toBe(
      "This email address is already bringing snacks to 2 upcoming games, the most one family can hold at a time. Thank you! Once one of them has been played you can sign up again, or ask the coach.",
    );
    expect((await findEvent(THIRD_GAME)).snackParentId).toBeNull();
    expect(await storedUserKeys()).toHaveLength(2);
    expect((await manage("DELETE", first)).status).toBe(204);
    expect((await signUp(THIRD_GAME, parent)).status).toBe(200);
  });

  it("lets one client hold two upcoming games whatever emails it gives", async () => {
    const ip = "198.19.1.1";
    await signedUp(GAME, buildSignup({ parentEmail: "one@example.com" }), ip);
    await signedUp(OTHER_GAME, buildSignup({ parentEmail: "two@example.com" }), ip);
    const third = await signUp(THIRD_GAME, buildSignup({ parentEmail: "three@example.com" }), ip);
    expect(third.status).toBe(409);
    expect(errorOf(third.body).message).toMatch(
      /^2 upcoming games have already been signed up for from this connection/,
    );
    // A played game stops counting: the next Saturday the same client may sign up again.
    const restore = useEnv({ APP_ENV: "test", APP_NOW: "2025-09-28T12:00:00-05:00" });
    try {
      expect((await signUp(THIRD_GAME, buildSignup({ parentEmail: "three@example.com" }), ip)).status).toBe(
        200,
      );
    } finally {
      restore();
    }
  });

  it("holds one IPv6 /48 to six upcoming games across its /64s, so it cannot take every open game", async () => {
    const games = [
      "game-2025-09-20",
      GAME,
      OTHER_GAME,
      THIRD_GAME,
      "game-2025-10-19",
      "game-2025-10-25",
      "game-2025-11-01",
      "game-2025-11-08",
    ];
    const email = (index: number) => buildSignup({ parentEmail: `family.${String(index)}@example.com` });
    // Three families on one carrier, a /64 each in the same /48: each gets its own two games.
    for (const [index, id] of games.slice(0, 6).entries()) {
      await signedUp(
        id,
        email(index),
        `2001:db8:48:${String(Math.floor(index / 2) + 1)}::${String(index + 1)}`,
      );
    }
    // A fourth /64 of the /48 is refused, whatever game it asks for.
    for (const id of games.slice(6)) {
      const refused = await signUp(id, email(9), "2001:db8:48:4::1");
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body).message).toBe(
        "6 upcoming games have already been signed up for from connections on the same part of your internet or mobile provider's network, the most it can hold at a time. Once one of them has been played you can sign up again, or ask the coach to sign you up.",
      );
      expect((await findEvent(id)).snackParentId).toBeNull();
    }
    // Another /48 signs up for one; the coach can still sign anyone up for the other.
    const [seventh = "", eighth = ""] = games.slice(6);
    await signedUp(seventh, email(10), "2001:db8:49:1::1");
    expect((await assign(eighth, buildSignup({ parentEmail: "family.9@example.com" }))).status).toBe(200);
  });

  it.each([
    { case: "its volunteer cancels", free: (token: string) => manage("DELETE", token) },
    {
      case: "the coach clears it",
      free: () =>
        call(
          fn("events-snack-volunteer"),
          `/api/events/${GAME}/snack-volunteer`,
          send("DELETE", undefined, coach()),
          {
            params: { id: GAME },
          },
        ),
    },
  ])("gives a connection its claim back at once when $case", async ({ free }) => {
    const ip = "198.19.3.3";
    const token = await signedUp(GAME, buildSignup({ parentEmail: "first@example.com" }), ip);
    await signedUp(OTHER_GAME, buildSignup({ parentEmail: "second@example.com" }), ip);
    expect((await free(token)).status).toBeLessThan(300);
    // Within the same minute, from the same connection, with another email.
    const third = await signUp(THIRD_GAME, buildSignup({ parentEmail: "third@example.com" }), ip);
    expect(third.status, JSON.stringify(third.body)).toBe(200);
  });

  it.each([
    { case: "one email address on many clients", ip: () => freshIp(), email: () => "crowd@example.com" },
    {
      case: "one client with many emails",
      ip: () => "198.19.2.2",
      email: (index: number) => `crowd${String(index)}@example.com`,
    },
  ])("lets exactly two of 20 sign-ups at once from $case through", async ({ ip, email }) => {
    const seeded = (await call(fn("events"), "/api/events")).body as {
      id: string;
      type: string;
      date: string;
    }[];
    const games = seeded
      .filter((event) => event.type === "game" && event.date > "2025-09-16")
      .map((event) => event.id);
    for (let index = games.length; index < 20; index += 1) {
      const created = await call(
        fn("events"),
        "/api/events",
        send(
          "POST",
          buildEventInput({
            title: `Extra game ${String(index)}`,
            date: `2025-12-${String(index + 1).padStart(2, "0")}T15:00:00.000Z`,
            endDate: null,
          }),
          coach(),
        ),
      );
      games.push(EventSchema.parse(created.body).id);
    }
    const answers = await Promise.all(
      games.slice(0, 20).map((id, index) => signUp(id, buildSignup({ parentEmail: email(index) }), ip())),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    expect(await storedUserKeys()).toHaveLength(2);
    const covered = (await call(fn("events"), "/api/events")).body as { snackParentId: string | null }[];
    expect(covered.filter((event) => event.snackParentId !== null)).toHaveLength(2);
  });
});

describe("the coach's assignment", () => {
  it("signs a family up for any game beyond the budget, replacing a volunteer and removing their record", async () => {
    const family = buildSignup({
      parentName: "Lee Park",
      parentEmail: "lee@example.net",
      bringing: "Watermelon",
    });
    for (const id of [GAME, OTHER_GAME, THIRD_GAME]) {
      const { status, body } = await assign(id, family);
      expect(status).toBe(200);
      expect(EventSchema.parse(body).snackParentId).not.toBeNull();
    }
    const parentToken = await signedUp("game-2025-10-19");
    const replaced = parentToken.split(".")[0] ?? "";
    expect((await assign("game-2025-10-19", family)).status).toBe(200);
    expect(await usersRepository.get(replaced)).toBeNull();
    expect((await manage("GET", parentToken)).status).toBe(404);
    const users = await coachUsers();
    expect(users).toHaveLength(4);
    expect(users.every((user) => user.name === "Lee Park" && user.bringing === "Watermelon")).toBe(true);
  });

  it.each([
    { case: "without a session", cookie: () => undefined, status: 401 },
    { case: "for a practice", cookie: () => coach(), status: 400, id: "practice-2025-09-16" },
    { case: "for an unknown event", cookie: () => coach(), status: 404, id: "no-such-game" },
  ])("refuses $case", async ({ cookie, status, id = GAME }) => {
    const answer = await call(
      fn("events-snack-volunteer"),
      `/api/events/${id}/snack-volunteer`,
      send("PUT", buildSignup(), cookie()),
      {
        params: { id },
      },
    );
    expect(answer.status).toBe(status);
  });
});

describe("the snack note", () => {
  it("is null until the coach sets it, then anyone reads it; only the coach changes it", async () => {
    expect(SnackNoteAnswerSchema.parse((await call(fn("snack-note"), "/api/snack-note")).body)).toEqual({
      note: null,
      noteEs: null,
    });
    const stranger = await call(fn("snack-note"), "/api/snack-note", send("PUT", { note: "Bring cake" }));
    expect(stranger.status).toBe(401);
    const set = await call(
      fn("snack-note"),
      "/api/snack-note",
      send("PUT", { note: "  Nut-free team  " }, coach()),
    );
    expect(set.body).toEqual({ note: "Nut-free team", noteEs: null });
    const read = await call(fn("snack-note"), "/api/snack-note");
    expect(read.body).toEqual({ note: "Nut-free team", noteEs: null });
    expect(read.headers.get("Netlify-Cache-Tag")).toBe("snack-note");
    const token = await signedUp();
    expect(SnackSignupViewSchema.parse((await manage("GET", token)).body).snackNote).toBe("Nut-free team");
    expect(
      (await call(fn("snack-note"), "/api/snack-note", send("PUT", { note: "x".repeat(201) }, coach())))
        .status,
    ).toBe(400);
    expect(
      (await call(fn("snack-note"), "/api/snack-note", send("PUT", { note: null }, coach()))).body,
    ).toEqual({ note: null, noteEs: null });
  });

  const putNote = (body: unknown) => call(fn("snack-note"), "/api/snack-note", send("PUT", body, coach()));
  const issuePaths = (body: unknown) =>
    (ApiErrorSchema.parse(body).error.issues ?? []).map((issue) => issue.path.join("."));

  it("carries its Spanish version: written, read back on the manage page, edited and cleared", async () => {
    const both = { note: "Nut-free team", noteEs: "Equipo sin nueces" };
    expect((await putNote({ ...both, noteEs: "  Equipo sin nueces " })).body).toEqual(both);
    expect((await call(fn("snack-note"), "/api/snack-note")).body).toEqual(both);
    const token = await signedUp();
    expect(SnackSignupViewSchema.parse((await manage("GET", token)).body)).toMatchObject({
      snackNote: "Nut-free team",
      snackNoteEs: "Equipo sin nueces",
    });
    expect((await putNote({ note: "Nut-free team", noteEs: "ñ".repeat(200) })).status).toBe(200);
    // Saving the English alone clears the Spanish; removing the note removes both.
    expect((await putNote({ note: "Nut-free team" })).body).toEqual({ note: "Nut-free team", noteEs: null });
    await putNote(both);
    expect((await putNote({ note: null })).body).toEqual({ note: null, noteEs: null });
    expect(SnackSignupViewSchema.parse((await manage("GET", token)).body)).toMatchObject({
      snackNote: null,
      snackNoteEs: null,
    });
  });

  it.each([
    { case: "a Spanish note without the English", body: { noteEs: "Equipo sin nueces" }, path: "note" },
    {
      case: "a Spanish note over 200 characters",
      body: { note: "Nut-free", noteEs: "ñ".repeat(201) },
      path: "noteEs",
    },
    { case: "a Spanish note that is not text", body: { note: "Nut-free", noteEs: 3 }, path: "noteEs" },
  ])("refuses $case with 400 on $path", async ({ body, path }) => {
    await putNote({ note: "Nut-free team", noteEs: "Equipo sin nueces" });
    const answer = await putNote(body);
    expect(answer.status).toBe(400);
    expect(issuePaths(answer.body)).toEqual([path]);
    expect((await call(fn("snack-note"), "/api/snack-note")).body).toEqual({
      note: "Nut-free team",
      noteEs: "Equipo sin nueces",
    });
  });
});

describe("nothing kept that isn't needed", () => {
  it("leaves out of a backup a parent record that no game names", async () => {
    const token = await signedUp();
    const orphan = await usersRepository.create({
      id: "v0000000000000000-000000000000000000000000",
      name: "Left Behind",
      email: "left@example.com",
      phone: null,
      createdAt: "2025-09-15T17:00:00.000Z",
    });
    const backup = await exportBackup();
    expect(backup.data.users.map((user) => user.id)).toEqual([token.split(".")[0]]);
    expect(JSON.stringify(backup)).not.toContain(orphan.email);
  });
});
