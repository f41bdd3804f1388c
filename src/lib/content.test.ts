import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { SeasonContentError, season, validateSeasonContent } from "./content";
import type { SeasonContent } from "./schemas/content";

const TEAM_ZONE = "America/Chicago";

/** The element at `index`, failing the test instead of returning undefined. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No element at index ${String(index)}`);
  return item;
}

function weekdayOf(localDate: string): string {
  return DateTime.fromISO(localDate, { zone: TEAM_ZONE }).setLocale("en-US").weekdayLong ?? "";
}

/** A deep copy of the shipped content, changed by `edit`. */
function brokenCopy(edit: (content: SeasonContent) => void): SeasonContent {
  const copy = structuredClone(season);
  edit(copy);
  return copy;
}

function validationMessage(input: unknown): string {
  try {
    validateSeasonContent(input);
  } catch (error) {
    expect(error).toBeInstanceOf(SeasonContentError);
    return (error as SeasonContentError).message;
  }
  throw new Error("Expected the content to be rejected");
}

describe("season content", () => {
  it("validates the shipped content, and re-validating the result is a no-op", () => {
    expect(validateSeasonContent(structuredClone(season))).toEqual(season);
  });

  it("has 8 games: 7 on Saturday and 1 on Sunday in America/Chicago, the first on Sat 20 Sep 2025", () => {
    expect(season.games).toHaveLength(8);
    const weekdays = season.games.map((game) => weekdayOf(game.date));
    expect(weekdays.filter((day) => day === "Saturday")).toHaveLength(7);
    expect(weekdays.filter((day) => day === "Sunday")).toHaveLength(1);
    const dates = season.games.map((game) => game.date).sort();
    expect(at(dates, 0)).toBe("2025-09-20");
    expect(weekdayOf(at(dates, 0))).toBe("Saturday");
  });

  it("names every game after its date and opponent", () => {
    for (const game of season.games) {
      expect(game.type).toBe("game");
      expect(game.id).toBe(`game-${game.date}`);
      expect(game.title).toBe(`Game vs ${game.opponent ?? ""}`);
    }
  });

  it("has a game after the 2 Nov 2025 daylight-saving change", () => {
    expect(season.games.some((game) => game.date > "2025-11-02")).toBe(true);
  });

  it("plans 20 Tuesday/Thursday practices from 9 Sep to 13 Nov 2025, 6:30-7:45 PM", () => {
    const plan = season.practicePlan;
    expect(plan).toMatchObject({
      firstDate: "2025-09-09",
      lastDate: "2025-11-13",
      start: "18:30",
      end: "19:45",
    });
    expect(plan.weekdays).toEqual(["tuesday", "thursday"]);
    expect(plan.topics).toHaveLength(20);
  });

  it("has 11 players within the roster capacity, one goalkeeper", () => {
    expect(season.players).toHaveLength(11);
    expect(season.team.rosterCapacity).toBe(11);
    expect(season.players.filter((player) => player.position === "Goalkeeper")).toHaveLength(1);
  });

  it("has exactly one draft post", () => {
    expect(season.posts.filter((post) => post.status === "draft")).toHaveLength(1);
  });

  it("lists the five equipment items every player brings", () => {
    expect(season.team.equipment.map((item) => item.name)).toEqual([
      "Soccer ball",
      "Shin guards",
      "Soccer cleats",
      "Water bottle",
      "Team jersey",
    ]);
  });
});

describe("validateSeasonContent rejects broken content", () => {
  const cases: [string, (content: SeasonContent) => void, RegExp][] = [
    [
      "a duplicate event id",
      (content) => {
        at(content.otherEvents, 0).id = at(content.games, 0).id;
      },
      /content\/events\.json \[0\]\.id: duplicate event id "game-2025-09-20" \(also at content\/games\.json \[0\]\)/,
    ],
    [
      "an end before the start",
      (content) => {
        const game = at(content.games, 1);
        game.start = "11:00";
        game.end = "10:00";
      },
      /content\/games\.json \[1\]\.end: end \(10:00\) must be after start \(11:00\)/,
    ],
    [
      "a start without an end",
      (content) => {
        delete at(content.games, 2).end;
      },
      /content\/games\.json \[2\]\.end: has a start \(08:30\) but no end/,
    ],
    [
      "a duplicate jersey number",
      (content) => {
        at(content.players, 1).jerseyNumber = at(content.players, 0).jerseyNumber;
      },
      /content\/players\.json \[1\]\.jerseyNumber: duplicate jersey number 7 \(also worn by player-01\)/,
    ],
    [
      "12 players on an 11-player roster",
      (content) => {
        content.players.push({ ...at(content.players, 0), id: "player-12", jerseyNumber: 99 });
      },
      /content\/players\.json \(top level\): 12 players exceed the roster capacity of 11/,
    ],
    [
      "an unknown field",
      (content) => {
        Object.assign(content.team.coach, { nickname: "Coach A" });
      },
      /content\/team\.json coach: .*"nickname"/,
    ],
    [
      "a bad email",
      (content) => {
        content.team.coach.email = "coach-at-example";
      },
      /content\/team\.json coach\.email: Please enter a valid email address/,
    ],
    [
      "a non-game in games.json",
      (content) => {
        at(content.games, 3).type = "event";
      },
      /content\/games\.json \[3\]\.type: every entry in games\.json must have type "game"/,
    ],
    [
      "a topic count that does not match the practices",
      (content) => {
        content.practicePlan.topics.pop();
      },
      /content\/practices\.json topics: the plan has 20 practices but 19 topics/,
    ],
  ];

  it.each(cases)("rejects %s", (_name, edit, expected) => {
    expect(validationMessage(brokenCopy(edit))).toMatch(expected);
  });

  it("names every problem, not only the first", () => {
    const message = validationMessage(
      brokenCopy((content) => {
        content.team.coach.email = "nope";
        at(content.posts, 0).tags = [""];
      }),
    );
    expect(message).toMatch(/\(2 problems\)/);
    expect(message).toMatch(/content\/team\.json coach\.email/);
    expect(message).toMatch(/content\/posts\.json \[0\]\.tags\[0\]/);
  });

  it("rejects input that is not an object", () => {
    expect(validationMessage(null)).toMatch(/season content \(top level\)/);
  });
});
