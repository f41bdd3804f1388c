/**
 * The site's builds against the real local Blobs server (docs/decisions/021-builds-on-the-free-plan.md):
 * only the team record, a season's start and a restore that changes either ask for a build; the
 * changes of ten minutes make one, which the scheduled check posts to the hook; every post is
 * recorded; the coach's `GET /api/builds` says when the pages update and what the month costs.
 */
import { createServer, type Server } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { estimateMonthCredits } from "../../../src/lib/domain/credits";
import { BackupDocumentSchema } from "../../../src/lib/schemas/backup";
import { BuildsAnswerSchema } from "../../../src/lib/schemas/builds";
import { SiteFactsSchema, TeamSchema, type TeamInput } from "../../../src/lib/schemas/seasons";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { call } from "../../support/call";
import { useSeasonClock, withEnv } from "../../support/env";
import { springRequest } from "../../support/seasons";

useSeasonClock();
const coach = useCoachPerTest();

/** A stand-in for Netlify's build hook: every request it gets, answered with `status`. */
let hits: string[] = [];
let status = 200;
let server: Server;
let hook = "";
beforeEach(async () => {
  hits = [];
  status = 200;
  server = createServer((request, response) => {
    hits.push(`${request.method ?? ""} ${decodeURIComponent(request.url ?? "").replaceAll("+", " ")}`);
    response.statusCode = status;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  hook = `http://127.0.0.1:${String((server.address() as { port: number }).port)}/hook`;
});
afterEach(() => {
  server.close();
});

/** Runs `task` at `time` on 15 Sep 2025 in Kyle (e.g. `"12:04:30"`) with the hook set, and a window of `window`. */
const at = <T>(time: string, task: () => Promise<T>, window?: string) =>
  withEnv(
    { APP_NOW: `2025-09-15T${time}-05:00`, BUILD_HOOK_URL: hook, SITE_BUILD_WINDOW_MINUTES: window },
    task,
  );

const teamInput = async (): Promise<TeamInput> => {
  const { team } = SiteFactsSchema.parse((await call(fn("season"), "/api/season")).body);
  const input: TeamInput & { updatedAt?: string } = TeamSchema.parse(team);
  delete input.updatedAt;
  return input;
};
const saveTeam = async (change: Partial<TeamInput>) => {
  const answer = await call(
    fn("team"),
    "/api/team",
    send("PUT", { ...(await teamInput()), ...change }, coach()),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
/** The scheduled check, as Netlify runs it. */
const check = async () => {
  const module = await import("../../../netlify/functions/site-build.mts");
  await module.default();
};
const builds = async () => {
  const answer = await call(fn("builds"), "/api/builds", asCoach(coach()));
  expect(answer.status).toBe(200);
  return BuildsAnswerSchema.parse(answer.body);
};
const TEAM_CHANGED = "POST /hook?trigger_title=The coach changed the team's details";

describe("team edits", () => {
  it("ten in five minutes make one build, started by the first check after the window", async () => {
    for (let edit = 0; edit < 10; edit++) {
      const time = `12:0${String(Math.floor(edit / 2))}:${edit % 2 === 0 ? "00" : "30"}`;
      await at(time, () => saveTeam({ tagline: `Tagline number ${String(edit)}` }));
    }
    expect(hits).toEqual([]);
    // The window opened at 12:00 ends at 12:10; the check every five minutes finds it then.
    const waiting = await at("12:05:00", builds);
    expect(waiting.pending).toEqual({
      firstAt: "2025-09-15T17:00:00.000Z",
      startsAt: "2025-09-15T17:10:00.000Z",
      reasons: ["The coach changed the team's details"],
    });
    expect(waiting.automatic).toBe(true);
    await at("12:05:00", check);
    expect(hits).toEqual([]);
    await at("12:10:00", check);
    expect(hits).toEqual([TEAM_CHANGED]);
    await at("12:15:00", check);
    await at("12:20:00", check);
    expect(hits).toHaveLength(1);

    const after = await at("12:20:00", builds);
    expect(after.pending).toBeNull();
    expect(after.month).toEqual([
      {
        at: "2025-09-15T17:10:00.000Z",
        reasons: ["The coach changed the team's details"],
        accepted: true,
        status: 200,
      },
    ]);
    expect(after.estimate).toEqual(estimateMonthCredits(1));
    expect(after.planCredits).toBe(300);
  });

  it("a change after the build opens a window of its own", async () => {
    await at("12:00:00", () => saveTeam({ tagline: "First" }));
    await at("12:10:00", check);
    await at("12:11:00", () => saveTeam({ tagline: "Second" }));
    const answer = await at("12:12:00", builds);
    expect(answer.pending?.startsAt).toBe("2025-09-15T17:25:00.000Z");
    await at("12:20:00", check);
    expect(hits).toHaveLength(1);
    await at("12:25:00", check);
    expect(hits).toEqual([TEAM_CHANGED, TEAM_CHANGED]);
  });
});

describe("what asks for no build", () => {
  it("adding, moving and removing games, practices and players", async () => {
    await at("12:00:00", async () => {
      const game = await call(
        fn("events"),
        "/api/events",
        send(
          "POST",
          { title: "Make-up game", type: "game", date: "2025-10-25T15:00:00.000Z", opponent: "Buda Blaze" },
          coach(),
        ),
      );
      expect(game.status, JSON.stringify(game.body)).toBe(201);
      const id = (game.body as { id: string }).id;
      const moved = await call(
        fn("events-id"),
        `/api/events/${id}`,
        send("PUT", { date: "2025-10-26T15:00:00.000Z", type: "practice" }, coach()),
        { params: { id } },
      );
      expect(moved.status).toBe(200);
      const removed = await call(fn("events-id"), `/api/events/${id}`, send("DELETE", undefined, coach()), {
        params: { id },
      });
      expect(removed.status).toBe(204);
      const player = await call(
        fn("players"),
        "/api/players",
        send(
          "POST",
          { firstName: "Nina", lastName: "Ortiz", jerseyNumber: 42, position: "Midfielder" },
          coach(),
        ),
      );
      expect(player.status, JSON.stringify(player.body)).toBe(201);
      const playerId = (player.body as { id: string }).id;
      const gone = await call(
        fn("players-id"),
        `/api/players/${playerId}`,
        send("DELETE", undefined, coach()),
        {
          params: { id: playerId },
        },
      );
      expect(gone.status).toBe(204);
    });
    expect((await at("12:01:00", builds)).pending).toBeNull();
    await at("12:30:00", check);
    expect(hits).toEqual([]);
  });
});

describe("a restore", () => {
  const download = async () =>
    BackupDocumentSchema.parse((await call(fn("backup"), "/api/backup", asCoach(coach()))).body);
  const restore = async (body: unknown) => {
    const answer = await call(fn("backup-restore"), "/api/backup/restore", send("POST", body, coach()));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  it("that changes the team asks for one build", async () => {
    // A store seeded from content/ has no team record until the coach first saves it.
    await at("11:00:00", () => saveTeam({ tagline: "Saved once" }));
    await at("11:15:00", check);
    hits = [];
    const backup = await at("12:00:00", download);
    const team = backup.data["settings/team"];
    if (!team) throw new Error("The backup has no team");
    await at("12:01:00", () =>
      restore({ ...backup, data: { ...backup.data, "settings/team": { ...team, tagline: "Restored" } } }),
    );
    expect((await at("12:02:00", builds)).pending?.reasons).toEqual(["The coach restored a backup"]);
    await at("12:15:00", check);
    expect(hits).toEqual(["POST /hook?trigger_title=The coach restored a backup"]);
  });

  it("that changes only players and events asks for none", async () => {
    const backup = await at("12:00:00", download);
    await at("12:01:00", () =>
      restore({ ...backup, data: { ...backup.data, players: backup.data.players.slice(1) } }),
    );
    expect((await at("12:02:00", builds)).pending).toBeNull();
  });
});

describe("the hook", () => {
  it("is tried three times when it refuses, and each request is recorded", async () => {
    status = 500;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await at("12:00:00", () => saveTeam({ tagline: "Refused" }));
    for (const time of ["12:10:00", "12:15:00", "12:20:00", "12:25:00", "12:30:00"]) await at(time, check);
    expect(hits).toEqual([TEAM_CHANGED, TEAM_CHANGED, TEAM_CHANGED]);
    expect(logged).toHaveBeenCalledTimes(3);
    expect(String(logged.mock.calls[0]?.[0])).toBe(
      "The build hook answered 500; pages update on the next build",
    );
    const answer = await at("12:31:00", builds);
    expect(answer.pending).toBeNull();
    expect(answer.month.map((build) => [build.at, build.accepted, build.status])).toEqual([
      ["2025-09-15T17:20:00.000Z", false, 500],
      ["2025-09-15T17:15:00.000Z", false, 500],
      ["2025-09-15T17:10:00.000Z", false, 500],
    ]);
    // A refused build costs nothing.
    expect(answer.estimate.builds).toBe(0);
  });

  it("is asked at once with a window of 0, as the preview's is, for the team and a season start", async () => {
    await at("12:00:00", () => saveTeam({ tagline: "At once" }), "0");
    await at(
      "12:01:00",
      async () => {
        const started = await call(fn("seasons"), "/api/seasons", send("POST", springRequest(), coach()));
        expect(started.status, JSON.stringify(started.body)).toBe(201);
      },
      "0",
    );
    expect(hits).toEqual([TEAM_CHANGED, "POST /hook?trigger_title=The coach started Spring 2026"]);
    expect((await at("12:02:00", builds)).month).toHaveLength(2);
  });

  it("is never asked without BUILD_HOOK_URL, and the coach is told the pages change on a deploy", async () => {
    await withEnv({ BUILD_HOOK_URL: undefined }, async () => {
      await saveTeam({ tagline: "No hook" });
      await check();
      const answer = await builds();
      expect(answer.automatic).toBe(false);
      expect(answer.pending).toBeNull();
    });
    expect(hits).toEqual([]);
  });
});

describe("GET /api/builds", () => {
  it("is the coach's", async () => {
    expect((await call(fn("builds"), "/api/builds")).status).toBe(401);
  });
});
