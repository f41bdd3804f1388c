import { describe, expect, it } from "vitest";
import type { ArchivedGame, SeasonResults } from "../../lib/schemas/seasons";
import {
  countOf,
  currentSeasonLine,
  divisionAndAges,
  gameOutcome,
  recordLine,
  recordShort,
  recordStats,
  recordWords,
  seasonCalendarPath,
  seasonFactsLine,
  seasonHeading,
  seasonIdFromPath,
  seasonPath,
  snackLine,
} from "./past-season";

const results = (overrides: Partial<SeasonResults> = {}): SeasonResults => ({
  played: 8,
  wins: 5,
  losses: 2,
  draws: 1,
  goalsFor: 18,
  goalsAgainst: 9,
  ...overrides,
});

const score = (homeScore: number, awayScore: number, isFinal = true) => ({ homeScore, awayScore, isFinal });

describe("seasonIdFromPath", () => {
  it.each([
    ["/seasons/fall-2025", "fall-2025"],
    ["/seasons/fall-2025/", "fall-2025"],
    ["/seasons/spring2026", "spring2026"],
    ["/seasons/past", "past"],
    [`/seasons/${"a".repeat(40)}`, "a".repeat(40)],
  ])("%s names %s", (path, id) => {
    expect(seasonIdFromPath(path)).toBe(id);
  });

  it.each([
    "/seasons",
    "/seasons/",
    "/seasons/fall-2025/calendar.ics",
    "/seasons/Fall-2025",
    "/seasons/fall--2025",
    "/seasons/-fall",
    "/seasons/fall%202025",
    "/seasons/fall_2025",
    `/seasons/${"a".repeat(41)}`,
    "/schedule",
    "/other/seasons/fall-2025",
  ])("%s names no season", (path) => {
    expect(seasonIdFromPath(path)).toBeNull();
  });
});

describe("addresses", () => {
  it("of a season's page and calendar", () => {
    expect(seasonPath("fall-2025")).toBe("/seasons/fall-2025");
    expect(seasonCalendarPath("fall-2025")).toBe("/seasons/fall-2025/calendar.ics");
  });
});

describe("season lines", () => {
  const season = {
    label: "Fall 2025",
    firstDay: "2025-09-06",
    lastDay: "2025-11-15",
    division: "U10",
    ages: { min: 9, max: 10 },
  };

  it("facts: dates, division and ages", () => {
    expect(seasonFactsLine(season)).toBe("Sep 6 - Nov 15, 2025 · U10 · ages 9-10");
  });

  it("a single age reads as one", () => {
    expect(divisionAndAges({ division: "U9", ages: { min: 9, max: 9 } })).toBe("U9 · age 9");
  });

  it("the current season's card", () => {
    expect(currentSeasonLine({ ...season, label: "Spring 2026" })).toBe(
      "Current season: Spring 2026 · U10 · ages 9-10",
    );
  });

  it("the heading", () => {
    expect(seasonHeading("Fall 2025")).toBe("Fall 2025 season");
  });
});

describe("the record", () => {
  it("at a glance", () => {
    expect(recordShort(results({ wins: 6, losses: 1, draws: 1 }))).toBe("6 W · 1 L · 1 D");
  });

  it("in words, singular and plural", () => {
    expect(recordWords(results())).toBe("5 wins, 2 losses, 1 draw");
    expect(recordWords(results({ wins: 1, losses: 1, draws: 0 }))).toBe("1 win, 1 loss, 0 draws");
  });

  it("in one line with the goals", () => {
    expect(recordLine(results())).toBe("5 wins, 2 losses, 1 draw · 18 goals for, 9 against");
    expect(
      recordLine(results({ played: 1, wins: 1, losses: 0, draws: 0, goalsFor: 1, goalsAgainst: 0 })),
    ).toBe("1 win, 0 losses, 0 draws · 1 goal for, 0 against");
  });

  it("without a finished game", () => {
    expect(
      recordLine(results({ played: 0, wins: 0, losses: 0, draws: 0, goalsFor: 0, goalsAgainst: 0 })),
    ).toBe("No games with a final score");
  });

  it("as a stat grid with a label on every number", () => {
    expect(recordStats(results())).toEqual([
      { label: "Wins", value: "5" },
      { label: "Losses", value: "2" },
      { label: "Draws", value: "1" },
      { label: "Goals for", value: "18" },
      { label: "Goals against", value: "9" },
      { label: "Games played", value: "8" },
    ]);
  });
});

describe("gameOutcome", () => {
  const game = (overrides: Partial<ArchivedGame>) => ({
    status: "scheduled" as const,
    score: null,
    result: null,
    ...overrides,
  });

  it.each([
    ["win", score(3, 1), "3 - 1", "Win", "W 3-1"],
    ["loss", score(0, 2), "0 - 2", "Loss", "L 0-2"],
    ["draw", score(2, 2), "2 - 2", "Draw", "D 2-2"],
  ] as const)("a final score that is a %s", (result, final, text, word, short) => {
    expect(gameOutcome(game({ score: final, result }))).toEqual({
      kind: "final",
      result,
      score: text,
      word,
      short,
    });
  });

  it("a cancelled game, even with a score entered before", () => {
    expect(gameOutcome(game({ status: "cancelled", score: score(1, 0), result: "win" }))).toEqual({
      kind: "cancelled",
      text: "Cancelled",
    });
  });

  it.each([
    ["no score at all", game({})],
    ["a score never confirmed", game({ score: score(1, 0, false) })],
    ["a postponed game", game({ status: "postponed" })],
    ["a final score without a result", game({ score: score(1, 0) })],
  ])("no final score: %s", (_name, played) => {
    expect(gameOutcome(played)).toEqual({ kind: "none", text: "No final score" });
  });
});

describe("snackLine", () => {
  it("names the volunteer, and what they brought when known", () => {
    expect(snackLine({ name: "María G.", bringing: null })).toBe("Snacks: María G.");
    expect(snackLine({ name: "María G.", bringing: "Orange slices" })).toBe(
      "Snacks: María G. (Orange slices)",
    );
  });

  it("says nothing without a volunteer", () => {
    expect(snackLine(null)).toBeNull();
  });
});

describe("countOf", () => {
  it.each([
    [0, "0 practices"],
    [1, "1 practice"],
    [20, "20 practices"],
  ])("%i", (count, text) => {
    expect(countOf(count, "practice")).toBe(text);
  });
});
