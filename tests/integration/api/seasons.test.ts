/**
 * Seasons against the real local Blobs server (docs/api.md#seasons): the team record, the current
 * season every page reads, starting the next season (preview, problems, the start itself and what
 * parents then see), past seasons with their results and calendar, and records stored before
 * seasons existed.
 */
import { readFileSync } from "node:fs";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { EventSchema } from "../../../src/lib/schemas/events";
import { PlayerSchema } from "../../../src/lib/schemas/players";
import { PostSchema } from "../../../src/lib/schemas/posts";
import { UserSchema } from "../../../src/lib/schemas/snacks";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { SnackSignupAnswerSchema } from "../../../src/lib/schemas/snacks";
import {
  PastSeasonSchema,
  SeasonListSchema,
  SeasonStartPreviewSchema,
  SiteFactsSchema,
  TeamSchema,
  type TeamInput,
} from "../../../src/lib/schemas/seasons";
import { teamStore } from "../../../src/lib/server/store";
import { fn, send, useCoachPerTest } from "../../support/api";
import { buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock, withEnv } from "../../support/env";
import { unfoldLines } from "../../../src/lib/domain/calendar";
import { springRequest } from "../../support/seasons";
import { contents } from "../../support/store-snapshot";

useSeasonClock();
const coach = useCoachPerTest();

const facts = async () => SiteFactsSchema.parse((await call(fn("season"), "/api/season")).body);
const start = (body: unknown, cookie = coach()) =>
  call(fn("seasons"), "/api/seasons", send("POST", body, cookie));
const preview = async (body: object) => {
  const answer = await start({ ...body, dryRun: true });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SeasonStartPreviewSchema.parse(answer.body);
};
const publicList = async <S extends z.ZodMiniType>(name: string, path: string, schema: S) =>
  z.array(schema).parse((await call(fn(name), path)).body);

/** The team as the coach's form sends it back. */
const teamInput = async (): Promise<TeamInput> => {
  const input: Omit<TeamInput, never> & { updatedAt?: string } = TeamSchema.parse((await facts()).team);
  delete input.updatedAt;
  return input;
};

describe("the team and the current season", () => {
  it("answers content/'s team and Fall 2025 on a store from before seasons", async () => {
    const { team, season, summary } = await facts();
    expect(team.name).toBe("Hays Lightning");
    expect(season).toMatchObject({
      id: "fall-2025",
      label: "Fall 2025",
      division: "U10",
      ages: { min: 9, max: 10 },
    });
    expect(summary).toMatchObject({
      practiceDays: "Tuesdays and Thursdays",
      practiceTime: "6:30-7:45 PM",
      practiceCount: 20,
      gameCount: 8,
      gameDays: "7 on Saturday and 1 on Sunday",
      playerCount: 11,
    });
    const answer = await call(fn("season"), "/api/season");
    expect(answer.headers.get("Netlify-Cache-Tag")).toBe("season,events,players");
  });

  it("lets only the coach change the team, field by field, and every page's facts follow", async () => {
    const feedName = async () =>
      unfoldLines(String((await call(fn("calendar"), "/calendar.ics")).body)).find((line) =>
        line.startsWith("X-WR-CALNAME:"),
      );
    // The feed is warm (its snapshot taken) before the change, and names the new team after it.
    expect(await feedName()).toBe("X-WR-CALNAME:Hays Lightning Fall 2025");
    const input = { ...(await teamInput()), name: "Hays Thunder" };
    const stranger = await call(fn("team"), "/api/team", send("PUT", input));
    expect(stranger.status).toBe(401);
    const bad = await call(
      fn("team"),
      "/api/team",
      send("PUT", { ...input, coach: { ...input.coach, email: "not-an-email" } }, coach()),
    );
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(bad.body).error.issues?.[0]?.path).toEqual(["coach", "email"]);
    const saved = await call(fn("team"), "/api/team", send("PUT", input, coach()));
    expect(saved.status).toBe(200);
    expect((await facts()).team.name).toBe("Hays Thunder");
    expect(await feedName()).toBe("X-WR-CALNAME:Hays Thunder Fall 2025");
  });
});

describe("starting the next season", () => {
  it("previews what it would do and writes nothing", async () => {
    const before = await contents();
    const planned = await preview(springRequest());
    expect(planned.problems).toEqual([]);
    expect(planned.games).toHaveLength(8);
    expect(planned.games[5]).toMatchObject({
      date: "2026-04-18",
      start: null,
      end: null,
      opponent: "Lockhart Lions",
    });
    expect(planned.games[7]?.opponent).toBe("Austin FC Juniors, Blue");
    // Mondays and Wednesdays from 23 Feb to 13 May 2026: 12 weeks.
    expect(planned.practices).toEqual({
      count: 24,
      first: "2026-02-24T00:00:00.000Z",
      last: "2026-05-13T23:00:00.000Z",
    });
    expect(planned.roster.returning.map((player) => player.firstName)).toEqual(["Mateo", "Olivia"]);
    expect(planned.roster.leaving).toHaveLength(9);
    expect(planned.roster.added).toEqual([{ firstName: "Ximena", jerseyNumber: 21 }]);
    expect(planned.archive).toMatchObject({ seasonId: "fall-2025", label: "Fall 2025", games: 8, posts: 5 });
    expect(await contents()).toEqual(before);
  });

  it("names every problem, and a start with one is refused without writing", async () => {
    const request = springRequest({
      season: { ...springRequest().season, id: "fall-2025", firstDay: "2025-11-01" },
      newPlayers: [{ firstName: "Ximena", lastName: null, jerseyNumber: 7, position: null, parentId: null }],
      games: {
        format: "csv",
        text: "date,start,end,opponent,location\n2026-03-07,9:00,10:00,Buda Blaze,Field\n2026-13-40,9:00,10:00,Kyle Comets,Field",
      },
    });
    const planned = await preview(request);
    const messages = planned.problems.map(
      (problem) => `${problem.area} ${String(problem.line)}: ${problem.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^season null: There is already a season called "fall-2025"/),
        expect.stringMatching(/^season null: Spring 2026 must start after Fall 2025 ends \(Nov 15, 2025\)/),
        expect.stringMatching(/^players null: Jersey 7 is worn by both Mateo and Ximena/),
        expect.stringMatching(/^games 3: /),
      ]),
    );
    const before = await contents();
    const refused = await start(request);
    expect(refused.status).toBe(400);
    expect(await contents()).toEqual(before);
  });

  it("reads a league's .ics export: its time zone, an all-day jamboree, and no cancelled game", async () => {
    const ics = readFileSync(new URL("../../fixtures/league-schedule.ics", import.meta.url), "utf8");
    const planned = await preview(springRequest({ games: { format: "ics", text: ics } }));
    expect(planned.problems).toEqual([]);
    expect(planned.skipped.map((skip) => skip.reason)).toContain("cancelled");
    expect(planned.games.some((game) => game.start === null)).toBe(true);
    expect(planned.games.length).toBeGreaterThanOrEqual(6);
  });

  it("is for the coach only, and refuses a start from a season that is no longer current", async () => {
    expect((await call(fn("seasons"), "/api/seasons", send("POST", springRequest()))).status).toBe(401);
    const stale = await start(springRequest({ currentSeasonId: "spring-2025" }));
    expect(stale.status).toBe(409);
  });

  it("starts Spring 2026: parents see it, Fall 2025 becomes a past season with its results", async () => {
    // A final score and a volunteer in Fall 2025, to be archived.
    await call(
      fn("game-scores"),
      "/api/game-scores",
      send(
        "POST",
        { eventId: "game-2025-09-20", homeScore: 3, awayScore: 1, isFinal: true, notes: null },
        coach(),
      ),
    );
    const signup = await call(
      fn("events-snack-signup"),
      "/api/events/game-2025-09-27/snack-signup",
      send("PUT", buildSignup({ parentName: "María García" })),
      { params: { id: "game-2025-09-27" } },
    );
    expect(signup.status).toBe(200);

    const answer = await start(springRequest());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);

    const { season, summary } = await facts();
    expect(season.id).toBe("spring-2026");
    expect(summary).toMatchObject({
      practiceDays: "Mondays and Wednesdays",
      gameCount: 8,
      playerCount: 3,
      practiceCount: 24,
    });

    const events = await publicList("events", "/api/events", EventSchema);
    expect(events).toHaveLength(32);
    expect(events.every((event) => event.seasonId === "spring-2026")).toBe(true);
    const players = await publicList("players", "/api/players", z.object({ firstName: z.string() }));
    expect(players.map((player) => player.firstName).sort()).toEqual(["Mateo", "Olivia", "Ximena"]);
    expect(await publicList("posts", "/api/posts", PostSchema)).toEqual([]);
    expect((await call(fn("users"), "/api/users")).body).toEqual([]);

    // The old season's live records are gone from the store; its archive keeps what parents saw.
    const keys = [...(await contents()).keys()];
    expect(keys.filter((key) => key.startsWith("events/") && key.includes("2025"))).toEqual([]);
    expect(keys.filter((key) => key.startsWith("users/"))).toEqual([]);
    expect(keys.filter((key) => key.startsWith("players/"))).toHaveLength(3);

    const list = SeasonListSchema.parse((await call(fn("seasons"), "/api/seasons")).body);
    expect(list.current.season.id).toBe("spring-2026");
    expect(list.past.map((item) => [item.season.id, item.results])).toEqual([
      ["fall-2025", { played: 1, wins: 1, losses: 0, draws: 0, goalsFor: 3, goalsAgainst: 1 }],
    ]);

    const past = PastSeasonSchema.parse(
      (await call(fn("seasons-id"), "/api/seasons/fall-2025", {}, { params: { id: "fall-2025" } })).body,
    );
    expect(past.games).toHaveLength(8);
    expect(past.games[0]).toMatchObject({
      id: "game-2025-09-20",
      result: "win",
      score: { homeScore: 3, awayScore: 1 },
    });
    expect(past.games[1]?.volunteer).toEqual({ name: "María G.", bringing: null });
    expect(past.practiceCount).toBe(20);
    expect(past.posts).toHaveLength(4);
    expect(past.roster).toHaveLength(11);
    expect(Object.keys(past.roster[0] ?? {}).sort()).toEqual(["firstName", "jerseyNumber"]);
    expect(JSON.stringify(past)).not.toMatch(/Garcia|García|@example/);

    const current = await call(
      fn("seasons-id"),
      "/api/seasons/spring-2026",
      {},
      { params: { id: "spring-2026" } },
    );
    expect(current.status).toBe(404);

    // A parent signs up for a spring game; the sign-up belongs to the new season.
    const spring = await call(
      fn("events-snack-signup"),
      "/api/events/game-2026-03-07/snack-signup",
      send("PUT", buildSignup()),
      { params: { id: "game-2026-03-07" } },
    );
    expect(spring.status).toBe(200);
    SnackSignupAnswerSchema.parse(spring.body);
    const users = [...(await contents())].filter(([key]) => key.startsWith("users/"));
    expect(users.map(([, user]) => UserSchema.parse(user).seasonId)).toEqual(["spring-2026"]);
    // A fall game can no longer be signed up for.
    const old = await call(
      fn("events-snack-signup"),
      "/api/events/game-2025-10-04/snack-signup",
      send("PUT", buildSignup()),
      { params: { id: "game-2025-10-04" } },
    );
    expect(old.status).toBe(404);

    // Starting the same season twice is refused.
    expect((await start(springRequest({ currentSeasonId: "spring-2026" }))).status).toBe(400);
  });

  it("keeps a past season's calendar, and the team feed keeps its last 30 days", async () => {
    expect((await start(springRequest())).status).toBe(201);
    const past = await call(
      fn("seasons-calendar"),
      "/seasons/fall-2025/calendar.ics",
      {},
      { params: { id: "fall-2025" } },
    );
    expect(past.status).toBe(200);
    const pastLines = unfoldLines(String(past.body));
    expect(pastLines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(31);
    expect(pastLines.some((line) => line.startsWith("X-WR-CALNAME:Hays Lightning Fall 2025"))).toBe(true);

    // The same season in Spanish, with UIDs of its own; the current season has no past feed.
    const spanish = (id: string) =>
      call(fn("seasons-calendar-es"), `/es/seasons/${id}/calendar.ics`, {}, { params: { id } });
    const pastEs = await spanish("fall-2025");
    expect(pastEs.status).toBe(200);
    expect(pastEs.headers.get("Netlify-Cache-Tag")).toBe(past.headers.get("Netlify-Cache-Tag"));
    const pastEsLines = unfoldLines(String(pastEs.body));
    expect(pastEsLines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(31);
    expect(pastEsLines).toContain("SUMMARY:Lightning: Partido vs Buda Blaze");
    expect(pastEsLines).toContain("UID:game-2025-09-20.es@localhost");
    expect(pastEsLines).not.toContain("UID:game-2025-09-20@localhost");
    expect((await spanish("spring-2026")).status).toBe(404);

    // 20 Nov 2025: Fall 2025's last three weeks are within 30 days.
    await withEnv({ APP_NOW: "2025-11-20T12:00:00-06:00" }, async () => {
      const feed = unfoldLines(String((await call(fn("calendar"), "/calendar.ics")).body));
      expect(feed.some((line) => line.startsWith("X-WR-CALNAME:Hays Lightning Spring 2026"))).toBe(true);
      const summaries = feed.filter((line) => line.startsWith("SUMMARY:"));
      expect(summaries.some((line) => line.includes("Buda Blaze"))).toBe(true);
      const uids = feed.filter((line) => line.startsWith("UID:"));
      // 32 spring events and Fall 2025's from 21 Oct on.
      expect(uids.length).toBeGreaterThan(32);
      expect(uids.some((line) => line.includes("game-2025-11-08"))).toBe(true);
      expect(uids.some((line) => line.includes("game-2025-09-20"))).toBe(false);
    });
  });
});

describe("records from before seasons", () => {
  it("belong to Fall 2025 while it is current, and go with it", async () => {
    const legacy = EventSchema.parse({
      id: "event-legacy",
      title: "Team photo",
      type: "event",
      date: "2025-10-01T23:00:00.000Z",
      endDate: null,
      location: null,
      opponent: null,
      notes: null,
      snackParentId: null,
      createdAt: "2025-08-01T00:00:00.000Z",
      updatedAt: "2025-08-01T00:00:00.000Z",
    });
    const stored: Record<string, unknown> = { ...legacy };
    delete stored.seasonId;
    await teamStore().setJSON("events/event-legacy", stored);
    const before = await publicList("events", "/api/events", EventSchema);
    expect(before.some((event) => event.id === "event-legacy")).toBe(true);
    expect((await start(springRequest())).status).toBe(201);
    const after = await publicList("events", "/api/events", EventSchema);
    expect(after.some((event) => event.id === "event-legacy")).toBe(false);
    expect(
      PlayerSchema.parse({ ...((await contents()).get("players/player-01") as object) }).seasonIds,
    ).toEqual(["fall-2025", "spring-2026"]);
  });
});
