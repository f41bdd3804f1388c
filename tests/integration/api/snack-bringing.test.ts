/**
 * The coach hides what a volunteer wrote they bring (docs/api.md#snack-sign-up), against the real
 * local Blobs server: on a game of this season (the public's `/api/users` no longer shows it, and
 * `events` and `users` are purged) and on a game of a past season (that season's `/api/seasons/:id`
 * no longer shows it, and `season` is purged); coach only, checked like every coach write, with a
 * security-log line that names the record's key and never the text.
 */
import * as z from "zod/mini";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { season } from "../../../src/lib/content";
import { seasonFromContent } from "../../../src/lib/domain/seasons";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { PastSeasonSchema, SeasonArchiveSchema } from "../../../src/lib/schemas/seasons";
import { SnackSignupAnswerSchema, UserSchema } from "../../../src/lib/schemas/snacks";
import type { SecurityLine } from "../../../src/lib/server/security-log";
import { teamStore } from "../../../src/lib/server/store";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildEvent, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";
import { usePurgeRecorder } from "../../support/purge";
import { contents } from "../../support/store-snapshot";

useSeasonClock();
const coach = useCoachPerTest();
const purge = usePurgeRecorder();

const GAME = "game-2025-09-27";
const PAST = "spring-2025";
const PAST_GAME = "game-2025-04-05";
const OTHER_PAST_GAME = "game-2025-04-12";
/** What a volunteer typed before the rule refused it: everyone read it until the coach hid it. */
const LEAKED = "Venmo Coach-Alex-25 or call 512 555 0199";

const hideLive = (id: string, init: RequestInit = send("DELETE", undefined, coach())) =>
  call(fn("events-snack-volunteer-bringing"), `/api/events/${id}/snack-volunteer/bringing`, init, {
    params: { id },
  });

const hideArchived = (
  seasonId: string,
  eventId: string,
  init: RequestInit = send("DELETE", undefined, coach()),
) =>
  call(fn("seasons-id-games-bringing"), `/api/seasons/${seasonId}/games/${eventId}/bringing`, init, {
    params: { id: seasonId, eventId },
  });

const publicUsers = async () =>
  z
    .array(z.object({ id: z.string(), name: z.string(), bringing: z.nullable(z.string()) }))
    .parse((await call(fn("users"), "/api/users")).body);

const pastSeason = async () => {
  const answer = await call(fn("seasons-id"), `/api/seasons/${PAST}`, {}, { params: { id: PAST } });
  expect(answer.status).toBe(200);
  return PastSeasonSchema.parse(answer.body);
};

/** Writes a volunteer's record straight to the store, as a sign-up from before the rule kept it. */
async function leakedVolunteer(): Promise<string> {
  const answer = await call(
    fn("events-snack-signup"),
    `/api/events/${GAME}/snack-signup`,
    send("PUT", buildSignup({ bringing: "Orange slices" })),
    { params: { id: GAME }, ip: "198.51.100.31" },
  );
  const id = SnackSignupAnswerSchema.parse(answer.body).snackParentId ?? "";
  const store = teamStore();
  const stored = UserSchema.parse(await store.get(`users/${id}`, { type: "json" }));
  await store.setJSON(`users/${id}`, { ...stored, bringing: LEAKED });
  return id;
}

/** A past season whose archive names two volunteers, one of whom wrote a phone number and a handle. */
async function archivePast(): Promise<void> {
  const store = teamStore();
  const record = { ...seasonFromContent(season, "2025-03-01T00:00:00.000Z"), id: PAST, label: "Spring 2025" };
  const game = (id: string, date: string, parent: string) =>
    buildEvent({ id, date, endDate: null, seasonId: PAST, snackParentId: parent });
  const archive = SeasonArchiveSchema.parse({
    id: PAST,
    archivedAt: "2025-06-01T00:00:00.000Z",
    events: [
      game(PAST_GAME, "2025-04-05T14:00:00.000Z", "vol-spring-1"),
      game(OTHER_PAST_GAME, "2025-04-12T14:00:00.000Z", "vol-spring-2"),
    ],
    posts: [],
    roster: [],
    volunteers: [
      { eventId: PAST_GAME, name: "Sam R.", bringing: LEAKED },
      { eventId: OTHER_PAST_GAME, name: "Dana O.", bringing: "Orange slices" },
    ],
  });
  await store.setJSON(`seasons/${PAST}`, { ...record, archivedAt: "2025-06-01T00:00:00.000Z" });
  await store.setJSON(`season-archives/${PAST}`, archive);
}

/** The security-log lines `task` writes, parsed. */
async function linesOf(task: () => Promise<unknown>): Promise<SecurityLine[]> {
  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  try {
    await task();
    return info.mock.calls.map((args) => JSON.parse(args.map(String).join(" ")) as SecurityLine);
  } finally {
    info.mockRestore();
  }
}

const errorOf = (body: unknown) => ApiErrorSchema.parse(body).error;

beforeEach(async () => {
  await archivePast();
});

describe("on a game of this season", () => {
  it("hides the text from the public and the coach, purges events and users, and logs the key", async () => {
    const id = await leakedVolunteer();
    expect((await publicUsers()).find((user) => user.id === id)?.bringing).toBe(LEAKED);
    purge.purged.length = 0;

    const lines = await linesOf(async () => {
      expect((await hideLive(GAME)).status).toBe(204);
    });
    expect(purge.purged).toEqual([["events", "users"]]);
    expect(lines).toEqual([
      expect.objectContaining({
        event: "delete",
        outcome: "success",
        route: "DELETE /api/events/:id/snack-volunteer/bringing",
        target: `users/${id}`,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Venmo|555/);

    const shown = (await publicUsers()).find((user) => user.id === id);
    expect(shown).toMatchObject({ name: "Sam R.", bringing: null });
    const coachView = z
      .array(UserSchema)
      .parse((await call(fn("users"), "/api/users", asCoach(coach()))).body);
    expect(coachView.find((user) => user.id === id)).toMatchObject({ name: "Sam Rivera", bringing: null });
    expect(JSON.stringify((await contents()).get(`users/${id}`))).not.toContain(LEAKED);
    // The volunteer did not change their sign-up: only the text went.
    expect(coachView.find((user) => user.id === id)?.updatedAt).toBeNull();
  });

  it("answers 204 again once the text is gone, writing nothing", async () => {
    await leakedVolunteer();
    expect((await hideLive(GAME)).status).toBe(204);
    const before = await contents();
    purge.purged.length = 0;
    expect((await hideLive(GAME)).status).toBe(204);
    expect(purge.purged).toEqual([]);
    expect(await contents()).toEqual(before);
  });

  it.each([
    { case: "an unknown game", id: "no-such-game", message: "Event not found" },
    { case: "an id that cannot exist", id: "../users", message: "Event not found" },
    { case: "a game without a volunteer", id: "game-2025-10-04", message: "Snack volunteer not found" },
  ])("answers 404 for $case", async ({ id, message }) => {
    const before = await contents();
    const answer = await hideLive(id);
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body)).toMatchObject({ code: "not_found", message });
    expect(await contents()).toEqual(before);
  });
});

describe("on a game of a past season", () => {
  it("hides the text in the archive, which that season's page then shows without it, and purges season", async () => {
    const before = await pastSeason();
    expect(before.games.find((game) => game.id === PAST_GAME)?.volunteer).toEqual({
      name: "Sam R.",
      bringing: LEAKED,
    });
    purge.purged.length = 0;

    const lines = await linesOf(async () => {
      expect((await hideArchived(PAST, PAST_GAME)).status).toBe(204);
    });
    expect(purge.purged).toEqual([["season"]]);
    expect(lines).toEqual([
      expect.objectContaining({
        event: "delete",
        outcome: "success",
        route: "DELETE /api/seasons/:id/games/:eventId/bringing",
        target: `season-archives/${PAST}`,
      }),
    ]);

    const after = await pastSeason();
    expect(after.games.find((game) => game.id === PAST_GAME)?.volunteer).toEqual({
      name: "Sam R.",
      bringing: null,
    });
    // Nothing else of the archive changes: the other volunteer, the scores, the record.
    expect(after.games.find((game) => game.id === OTHER_PAST_GAME)?.volunteer).toEqual({
      name: "Dana O.",
      bringing: "Orange slices",
    });
    expect({ ...after, games: [] }).toEqual({ ...before, games: [] });
    expect(JSON.stringify((await contents()).get(`season-archives/${PAST}`))).not.toContain(LEAKED);
  });

  it.each([
    { case: "the current season", seasonId: "fall-2025", eventId: GAME },
    { case: "an unknown season", seasonId: "autumn-1999", eventId: PAST_GAME },
    { case: "a season id that cannot exist", seasonId: "Spring_2025", eventId: PAST_GAME },
    { case: "a game without a volunteer there", seasonId: PAST, eventId: "game-2025-04-19" },
  ])("answers 404 for $case, and changes nothing", async ({ seasonId, eventId }) => {
    const before = await contents();
    const answer = await hideArchived(seasonId, eventId);
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body).code).toBe("not_found");
    expect(await contents()).toEqual(before);
  });
});

describe("who may hide", () => {
  const routes = [
    { what: "this season's", hide: (init: RequestInit) => hideLive(GAME, init) },
    { what: "a past season's", hide: (init: RequestInit) => hideArchived(PAST, PAST_GAME, init) },
  ];

  it.each(routes)(
    "refuses $what without the session (401), from another site (403), with a body (400)",
    async ({ hide }) => {
      await leakedVolunteer();
      const before = await contents();
      purge.purged.length = 0;
      const refusals = [
        { init: send("DELETE"), status: 401 },
        { init: send("DELETE", undefined, "team_session=made-up.value"), status: 401 },
        { init: send("DELETE", undefined, coach(), { Origin: "https://evil.example" }), status: 403 },
        { init: send("DELETE", { bringing: null }, coach()), status: 400 },
        {
          init: { ...send("DELETE", undefined, coach()), body: "hide", headers: { Cookie: coach() } },
          status: 415,
        },
      ];
      for (const { init, status } of refusals) {
        const answer = await hide(init);
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      }
      expect(await contents()).toEqual(before);
      expect(purge.purged).toEqual([]);
    },
  );
});
