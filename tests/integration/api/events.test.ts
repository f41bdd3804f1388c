/** Events, game scores and practice generation, called as Netlify calls them, against real Blobs. */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { season } from "../../../src/lib/content";
import { EventSchema } from "../../../src/lib/schemas/events";
import { UserSchema } from "../../../src/lib/schemas/snacks";
import { PracticeGenerationSchema } from "../../../src/lib/schemas/events";
import { SnackSignupAnswerSchema } from "../../../src/lib/schemas/snacks";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildEventInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useEnv, useSeasonClock } from "../../support/env";

const Events = z.array(EventSchema);
const PRACTICE_FIELD = season.practicePlan.location;

useSeasonClock();
const coach = useCoachPerTest();

const listEvents = async () => Events.parse((await call(fn("events"), "/api/events")).body);
const findEvent = async (id: string) => (await listEvents()).find((event) => event.id === id);
const createEvent = (body: unknown) => call(fn("events"), "/api/events", send("POST", body, coach()));
const updateEvent = (id: string, body: unknown) =>
  call(fn("events-id"), `/api/events/${id}`, send("PUT", body, coach()), { params: { id } });
const signUp = (id: string, body: unknown = buildSignup()) =>
  call(fn("events-snack-signup"), `/api/events/${id}/snack-signup`, send("PUT", body), { params: { id } });

describe("GET /api/events", () => {
  it("lists every event of the season, earliest first, to anyone", async () => {
    const { status, body, headers } = await call(fn("events"), "/api/events");
    expect(status).toBe(200);
    const events = Events.parse(body);
    expect(events).toHaveLength(31);
    expect(events.map((event) => event.date)).toEqual(events.map((event) => event.date).sort());
    expect(headers.get("Netlify-Cache-Tag")).toBe("events");
  });
});

describe("POST /api/events", () => {
  it("creates a game with its opponent and answers 201 with the stored event", async () => {
    const { status, body } = await createEvent(buildEventInput());
    expect(status).toBe(201);
    const event = EventSchema.parse(body);
    expect(event).toMatchObject({
      type: "game",
      opponent: "Buda Blaze",
      snackParentId: null,
      sequence: 0,
      createdAt: "2025-09-15T17:00:00.000Z",
    });
    expect(await findEvent(event.id)).toEqual(event);
  });

  it("defaults to a practice at the practice field and drops an opponent that is not a game's", async () => {
    const { status, body } = await createEvent({
      title: "Extra practice",
      date: "2025-10-01T23:30:00.000Z",
      opponent: "Nobody",
      location: "  ",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: "practice", location: PRACTICE_FIELD, opponent: null, endDate: null });
  });

  it.each([
    { case: "no title", body: { date: "2025-10-01T23:30:00.000Z" }, path: "title" },
    { case: "a blank title", body: buildEventInput({ title: "   " }), path: "title" },
    { case: "no date", body: { title: "Practice" }, path: "date" },
    { case: "a local time", body: buildEventInput({ date: "2025-10-01T18:30" }), path: "date" },
    { case: "an unknown type", body: { ...buildEventInput(), type: "party" }, path: "type" },
    {
      case: "an end before the start",
      body: buildEventInput({ endDate: "2025-10-30T22:00:00.000Z" }),
      path: "endDate",
    },
    { case: "an unknown field", body: { ...buildEventInput(), snackParentId: "x" }, path: "" },
  ])("refuses $case with 400 and the field in issues", async ({ body, path }) => {
    const before = await listEvents();
    const { status, body: answer } = await createEvent(body);
    expect(status).toBe(400);
    const error = z
      .object({
        error: z.object({
          code: z.literal("validation_failed"),
          issues: z.array(z.object({ path: z.array(z.unknown()) })),
        }),
      })
      .parse(answer);
    expect(error.error.issues.some((issue) => issue.path.join(".") === path)).toBe(true);
    expect(await listEvents()).toEqual(before);
  });
});

describe("PUT /api/events/:id", () => {
  it("changes only the fields it names and keeps the volunteer and score", async () => {
    expect((await signUp("game-2025-09-27")).status).toBe(200);
    const scored = await call(
      fn("game-scores"),
      "/api/game-scores",
      send("POST", { eventId: "game-2025-09-27", homeScore: 2, awayScore: 1 }, coach()),
    );
    expect(scored.status).toBe(201);
    const { status, body } = await updateEvent("game-2025-09-27", { notes: "Wear white" });
    expect(status).toBe(200);
    const event = EventSchema.parse(body);
    expect(event.notes).toBe("Wear white");
    expect(event.type).toBe("game");
    expect(event.snackParentId).not.toBeNull();
    expect(event.gameScore).toMatchObject({ homeScore: 2, awayScore: 1, isFinal: false });
    expect(event.sequence).toBe(0);
  });

  it("clears the volunteer with snackParentId: null", async () => {
    await signUp("game-2025-09-27");
    const { body } = await updateEvent("game-2025-09-27", { snackParentId: null });
    expect(EventSchema.parse(body).snackParentId).toBeNull();
  });

  it("bumps the sequence when the time changes, for calendar apps", async () => {
    const { body } = await updateEvent("game-2025-09-27", {
      date: "2025-09-27T16:00:00.000Z",
      endDate: "2025-09-27T17:00:00.000Z",
    });
    expect(EventSchema.parse(body).sequence).toBe(1);
  });

  it("drops the opponent, volunteer and score when a game stops being a game", async () => {
    await signUp("game-2025-09-27");
    const { body } = await updateEvent("game-2025-09-27", { type: "event" });
    const event = EventSchema.parse(body);
    expect(event).toMatchObject({ type: "event", opponent: null, snackParentId: null });
    expect(event.gameScore).toBeUndefined();
  });

  it("sets the practice field when the location is cleared", async () => {
    const { body } = await updateEvent("event-end-of-season-party", { location: "" });
    expect(EventSchema.parse(body).location).toBe(PRACTICE_FIELD);
  });

  it.each(["no-such-event", "../meta/seeded-v1"])("answers 404 for %s", async (id) => {
    const { status, body } = await updateEvent(id, { notes: "x" });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: "not_found", message: "Event not found" } });
  });

  it("refuses snackParentId set to anything but null", async () => {
    expect((await updateEvent("game-2025-09-27", { snackParentId: "someone" })).status).toBe(400);
  });
});

describe("DELETE /api/events/:id", () => {
  it("deletes with 204 and then answers 404", async () => {
    const remove = () =>
      call(fn("events-id"), "/api/events/event-parent-meeting", send("DELETE", undefined, coach()), {
        params: { id: "event-parent-meeting" },
      });
    const first = await remove();
    expect(first.status).toBe(204);
    expect(first.body).toBe("");
    expect(await findEvent("event-parent-meeting")).toBeUndefined();
    expect((await remove()).status).toBe(404);
  });
});

describe("snack sign-up", () => {
  it("covers a game and creates the parent, whose name anyone may see", async () => {
    const { status, body } = await signUp("game-2025-09-27");
    expect(status).toBe(200);
    const event = SnackSignupAnswerSchema.parse(body);
    expect(event.snackParentId).not.toBeNull();
    const users = await call(fn("users"), "/api/users");
    expect(users.body).toEqual([{ id: event.snackParentId, name: "Sam R.", bringing: null }]);
  });

  it("never lets a sign-up with an email already on file change that parent's record", async () => {
    const first = SnackSignupAnswerSchema.parse((await signUp("game-2025-09-27")).body);
    const second = SnackSignupAnswerSchema.parse(
      (
        await signUp(
          "game-2025-10-04",
          buildSignup({
            parentName: "Mallory",
            parentEmail: "SAM.RIVERA@example.com ",
            parentPhone: "999-0000",
          }),
        )
      ).body,
    );
    expect(second.snackParentId).not.toBe(first.snackParentId);
    const users = z.array(UserSchema).parse((await call(fn("users"), "/api/users", asCoach(coach()))).body);
    expect(users.find((user) => user.id === first.snackParentId)).toMatchObject({
      name: "Sam Rivera",
      phone: "(512) 555-0142",
    });
    expect(users.find((user) => user.id === second.snackParentId)).toMatchObject({
      name: "Mallory",
      email: "SAM.RIVERA@example.com",
    });
  });

  it("answers 409 naming the volunteer when the game is covered, and changes nothing", async () => {
    await signUp("game-2025-09-27");
    const before = await listEvents();
    const { status, body } = await signUp(
      "game-2025-09-27",
      buildSignup({ parentName: "Alex Kim", parentEmail: "alex@example.com" }),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      error: { code: "conflict", message: "Sam R. just signed up to bring snacks for this game." },
    });
    expect(await listEvents()).toEqual(before);
    expect((await call(fn("users"), "/api/users")).body).toHaveLength(1);
  });

  it.each([
    { case: "a practice", id: "practice-2025-09-16", status: 400 },
    { case: "an unknown event", id: "no-such-game", status: 404 },
  ])("refuses $case with $status", async ({ id, status }) => {
    expect((await signUp(id)).status).toBe(status);
  });

  it("refuses a game that has started", async () => {
    const restore = useEnv({ APP_ENV: "test", APP_NOW: "2025-09-20T09:00:00-05:00" });
    try {
      const { status, body } = await signUp("game-2025-09-20");
      expect(status).toBe(409);
      expect(body).toMatchObject({ error: { message: "This game has already been played" } });
    } finally {
      restore();
    }
  });

  it("refuses missing name or email with the Missing Information message", async () => {
    const { status, body } = await signUp("game-2025-09-27", buildSignup({ parentName: "  " }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { issues: [{ path: ["parentName"], message: "Please fill in your name and email address." }] },
    });
  });

  it("answers a filled honeypot on a practice as a person would be answered: 400", async () => {
    const { status } = await signUp("practice-2025-09-16", { ...buildSignup(), website: "x" });
    expect(status).toBe(400);
  });

  it("takes a filled honeypot for a bot: a person's answer in every field, nothing stored", async () => {
    const bot = await signUp("game-2025-09-27", { ...buildSignup(), website: "http://spam.example" });
    expect(bot.status).toBe(200);
    // Before, a bot's answer had no manage token and no volunteer: it could tell it was caught.
    const person = await signUp("game-2025-10-04", buildSignup({ parentEmail: "person@example.com" }));
    expect(person.status).toBe(200);
    // The same fields, and ids and tokens of the same form: `v<game's hash>-<24 hex>.<43 base64url>`.
    const shape = (body: unknown) => {
      const { manageToken, snackParentId, ...event } = body as Record<string, unknown>;
      const form = (text: unknown) =>
        String(text)
          .replace(/^v[0-9a-f]{16}-[0-9a-f]{24}/, "v<game>-<id>")
          .replace(/\.[\w-]{43}$/, ".<secret>");
      return { keys: Object.keys(event).sort(), token: form(manageToken), parent: form(snackParentId) };
    };
    expect(shape(bot.body)).toEqual(shape(person.body));
    expect(shape(bot.body).token).toBe("v<game>-<id>.<secret>");
    // Nothing of the bot's is kept, and its token opens nothing.
    const events = z.array(EventSchema).parse((await call(fn("events"), "/api/events")).body);
    expect(events.find((event) => event.id === "game-2025-09-27")?.snackParentId).toBeNull();
    const opened = await call(fn("snack-signup"), "/api/snack-signup", {
      headers: { "X-Snack-Manage-Token": SnackSignupAnswerSchema.parse(bot.body).manageToken },
    });
    expect(opened.status).toBe(404);
  });
});

describe("game scores", () => {
  const postScore = (body: unknown) =>
    call(fn("game-scores"), "/api/game-scores", send("POST", body, coach()));
  const putScore = (eventId: string, body: unknown) =>
    call(fn("game-scores-id"), `/api/game-scores/${eventId}`, send("PUT", body, coach()), {
      params: { eventId },
    });

  it("creates with POST (201), refuses a second POST (409), updates with PUT", async () => {
    const created = await postScore({
      eventId: "game-2025-09-20",
      homeScore: 3,
      awayScore: 2,
      isFinal: true,
    });
    expect(created.status).toBe(201);
    expect(EventSchema.parse(created.body).gameScore).toEqual({
      eventId: "game-2025-09-20",
      homeScore: 3,
      awayScore: 2,
      isFinal: true,
      notes: null,
    });
    expect((await postScore({ eventId: "game-2025-09-20", homeScore: 0, awayScore: 0 })).status).toBe(409);
    const updated = await putScore("game-2025-09-20", {
      homeScore: 4,
      awayScore: 2,
      isFinal: true,
      notes: "Rain",
    });
    expect(updated.status).toBe(200);
    expect((await findEvent("game-2025-09-20"))?.gameScore).toMatchObject({ homeScore: 4, notes: "Rain" });
  });

  it.each([
    {
      case: "a game without a score",
      id: "game-2025-09-27",
      body: { homeScore: 1, awayScore: 0 },
      status: 404,
    },
    { case: "an unknown game", id: "nope", body: { homeScore: 1, awayScore: 0 }, status: 404 },
    {
      case: "another game named in the body",
      id: "game-2025-09-27",
      body: { eventId: "game-2025-10-04", homeScore: 1, awayScore: 0 },
      status: 400,
    },
  ])("PUT refuses $case with $status", async ({ id, body, status }) => {
    expect((await putScore(id, body)).status).toBe(status);
  });

  it.each([
    {
      case: "a negative score",
      body: { eventId: "game-2025-09-27", homeScore: -1, awayScore: 0 },
      status: 400,
    },
    { case: "a fraction", body: { eventId: "game-2025-09-27", homeScore: 1.5, awayScore: 0 }, status: 400 },
    {
      case: "a number as text",
      body: { eventId: "game-2025-09-27", homeScore: "2", awayScore: 0 },
      status: 400,
    },
    { case: "a practice", body: { eventId: "practice-2025-09-16", homeScore: 1, awayScore: 0 }, status: 400 },
    { case: "an unknown event", body: { eventId: "nope", homeScore: 1, awayScore: 0 }, status: 404 },
  ])("POST refuses $case with $status", async ({ body, status }) => {
    expect((await postScore(body)).status).toBe(status);
  });
});

describe("POST /api/events/practices/generate", () => {
  const generate = (body?: unknown) =>
    call(fn("events-practices-generate"), "/api/events/practices/generate", send("POST", body, coach()));

  it("replaces every practice with the 20 of the plan at 6:30-7:45 PM in Kyle, on both sides of 2 Nov", async () => {
    // A practice the coach added by hand and a moved seeded practice.
    const extra = EventSchema.parse(
      (await createEvent({ title: "Extra", date: "2025-10-01T23:30:00.000Z" })).body,
    );
    await updateEvent("practice-2025-09-16", {
      date: "2025-09-16T22:00:00.000Z",
      endDate: "2025-09-16T23:00:00.000Z",
    });
    await signUp("game-2025-09-27");
    await call(
      fn("game-scores"),
      "/api/game-scores",
      send("POST", { eventId: "game-2025-09-20", homeScore: 1, awayScore: 1, isFinal: true }, coach()),
    );
    const gamesBefore = (await listEvents()).filter(
      (event) => event.type !== "practice" && event.id !== extra.id,
    );

    const { status, body } = await generate();
    expect(status).toBe(200);
    const result = PracticeGenerationSchema.parse(body);
    expect(result.removed).toBe(1);
    expect(result.practices).toHaveLength(20);

    const practices = (await listEvents()).filter((event) => event.type === "practice");
    expect(practices.map((practice) => practice.id)).toEqual(result.practices.map((practice) => practice.id));
    expect(practices[0]).toMatchObject({ id: "practice-2025-09-09", date: "2025-09-09T23:30:00.000Z" });
    const beforeChange = practices.find((practice) => practice.id === "practice-2025-10-30");
    const afterChange = practices.find((practice) => practice.id === "practice-2025-11-04");
    expect(beforeChange).toMatchObject({
      date: "2025-10-30T23:30:00.000Z",
      endDate: "2025-10-31T00:45:00.000Z",
    });
    expect(afterChange).toMatchObject({
      date: "2025-11-05T00:30:00.000Z",
      endDate: "2025-11-05T01:45:00.000Z",
    });
    expect(practices.every((practice) => practice.notes?.startsWith("Focus: "))).toBe(true);
    // The moved practice is back at its time, with a new sequence for calendar apps.
    expect(practices.find((practice) => practice.id === "practice-2025-09-16")).toMatchObject({
      date: "2025-09-16T23:30:00.000Z",
      sequence: 2,
    });
    const gamesAfter = (await listEvents()).filter((event) => event.type !== "practice");
    expect(gamesAfter).toEqual(gamesBefore);
  });

  it("accepts {} and refuses any other body", async () => {
    expect((await generate({})).status).toBe(200);
    expect((await generate({ all: true })).status).toBe(400);
  });
});
