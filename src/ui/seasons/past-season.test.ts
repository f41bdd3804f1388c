import { describe, expect, it } from "vitest";
import { wordsFor } from "../../i18n/words";
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
  seasonName,
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

const en = wordsFor("en").seasons;
const es = wordsFor("es").seasons;

const score = (homeScore: number, awayScore: number, isFinal = true) => ({ homeScore, awayScore, isFinal });

describe("seasonIdFromPath", () => {
  it.each([
    ["/seasons/fall-2025", "fall-2025"],
    ["/seasons/fall-2025/", "fall-2025"],
    ["/seasons/spring2026", "spring2026"],
    ["/seasons/past", "past"],
    ["/es/seasons/fall-2025", "fall-2025"],
    ["/es/seasons/fall-2025/", "fall-2025"],
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
    "/es/seasons",
    "/es/seasons/fall-2025/calendar.ics",
    "/fr/seasons/fall-2025",
  ])("%s names no season", (path) => {
    expect(seasonIdFromPath(path)).toBeNull();
  });
});

describe("addresses", () => {
  it("of a season's page and calendar", () => {
    expect(seasonPath("fall-2025")).toBe("/seasons/fall-2025");
    expect(seasonPath("fall-2025", "/es/seasons")).toBe("/es/seasons/fall-2025");
    expect(seasonCalendarPath("fall-2025")).toBe("/seasons/fall-2025/calendar.ics");
    expect(seasonCalendarPath("fall-2025", "es")).toBe("/es/seasons/fall-2025/calendar.ics");
  });
});

/** Intl's no-break spaces, written out so the expectations read as the page does. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, " ");

describe("season lines", () => {
  const season = {
    label: "Fall 2025",
    firstDay: "2025-09-06",
    lastDay: "2025-11-15",
    division: "U10",
    ages: { min: 9, max: 10 },
  };

  it.each([
    {
      lang: "en",
      words: en,
      facts: "Sep 6 - Nov 15, 2025 · U10 · ages 9-10",
      oneAge: "U9 · age 9",
      current: "Current season: Spring 2026 · U10 · ages 9-10",
      heading: "Fall 2025 season",
    },
    {
      lang: "es",
      words: es,
      facts: "6 sept - 15 nov 2025 · U10 · 9-10 años",
      oneAge: "U9 · 9 años",
      current: "Temporada actual: Spring 2026 · U10 · 9-10 años",
      heading: "Temporada Fall 2025",
    },
  ] as const)("$lang", ({ lang, words, facts, oneAge, current, heading }) => {
    expect(plain(seasonFactsLine(season, words, lang))).toBe(facts);
    expect(divisionAndAges({ division: "U9", ages: { min: 9, max: 9 } }, words)).toBe(oneAge);
    expect(currentSeasonLine({ ...season, label: "Spring 2026", labelEs: null }, words, lang)).toBe(current);
    expect(seasonHeading("Fall 2025", words)).toBe(heading);
  });
});

describe("seasonName", () => {
  it.each([
    { lang: "en", labelEs: "Primavera 2026", name: "Spring 2026" },
    { lang: "es", labelEs: "Primavera 2026", name: "Primavera 2026" },
    { lang: "es", labelEs: null, name: "Spring 2026" },
  ] as const)("on an $lang page with the Spanish name $labelEs: $name", ({ lang, labelEs, name }) => {
    const spring = { label: "Spring 2026", labelEs, division: "U10", ages: { min: 9, max: 10 } };
    expect(seasonName(spring, lang)).toBe(name);
    expect(currentSeasonLine(spring, wordsFor(lang).seasons, lang)).toContain(`: ${name} · U10`);
  });
});

describe("the record", () => {
  const oneWin = results({ played: 1, wins: 1, losses: 0, draws: 0, goalsFor: 1, goalsAgainst: 0 });
  const none = results({ played: 0, wins: 0, losses: 0, draws: 0, goalsFor: 0, goalsAgainst: 0 });

  it.each([
    {
      lang: "en",
      words: en,
      short: "6 W · 1 L · 1 D",
      inWords: ["5 wins, 2 losses, 1 draw", "1 win, 1 loss, 0 draws"],
      lines: [
        "5 wins, 2 losses, 1 draw · 18 goals for, 9 against",
        "1 win, 0 losses, 0 draws · 1 goal for, 0 against",
      ],
      noLine: "No games with a final score",
      stats: ["Wins", "Losses", "Draws", "Goals for", "Goals against", "Games played"],
    },
    {
      lang: "es",
      words: es,
      short: "6 G · 1 P · 1 E",
      inWords: ["5 victorias, 2 derrotas, 1 empate", "1 victoria, 1 derrota, 0 empates"],
      lines: [
        "5 victorias, 2 derrotas, 1 empate · 18 goles a favor, 9 en contra",
        "1 victoria, 0 derrotas, 0 empates · 1 gol a favor, 0 en contra",
      ],
      noLine: "Ningún partido con resultado final",
      stats: ["Victorias", "Derrotas", "Empates", "Goles a favor", "Goles en contra", "Partidos jugados"],
    },
  ] as const)("$lang", ({ words, short, inWords, lines, noLine, stats }) => {
    expect(recordShort(results({ wins: 6, losses: 1, draws: 1 }), words)).toBe(short);
    expect([
      recordWords(results(), words),
      recordWords(results({ wins: 1, losses: 1, draws: 0 }), words),
    ]).toEqual(inWords);
    expect([recordLine(results(), words), recordLine(oneWin, words)]).toEqual(lines);
    expect(recordLine(none, words)).toBe(noLine);
    // A label on every number, in reading order.
    expect(recordStats(results(), words)).toEqual(
      stats.map((label, index) => ({ label, value: ["5", "2", "1", "18", "9", "8"][index] })),
    );
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
    ["win", score(3, 1), "3 - 1", "en", "Win", "W 3-1"],
    ["loss", score(0, 2), "0 - 2", "en", "Loss", "L 0-2"],
    ["draw", score(2, 2), "2 - 2", "en", "Draw", "D 2-2"],
    ["win", score(3, 1), "3 - 1", "es", "Victoria", "G 3-1"],
    ["loss", score(0, 2), "0 - 2", "es", "Derrota", "P 0-2"],
    ["draw", score(2, 2), "2 - 2", "es", "Empate", "E 2-2"],
  ] as const)("a final score: a %s, %o, %s in %s", (result, final, text, lang, word, short) => {
    expect(gameOutcome(game({ score: final, result }), wordsFor(lang).seasons)).toEqual({
      kind: "final",
      result,
      score: text,
      word,
      short,
    });
  });

  it.each([
    ["en", "Cancelled"],
    ["es", "Cancelado"],
  ] as const)("a cancelled game, even with a score entered before: %s", (lang, text) => {
    const words = wordsFor(lang).seasons;
    expect(gameOutcome(game({ status: "cancelled", score: score(1, 0), result: "win" }), words)).toEqual({
      kind: "cancelled",
      text,
    });
  });

  it.each([
    ["no score at all", game({})],
    ["a score never confirmed", game({ score: score(1, 0, false) })],
    ["a postponed game", game({ status: "postponed" })],
    ["a final score without a result", game({ score: score(1, 0) })],
  ])("no final score: %s", (_name, played) => {
    expect(gameOutcome(played, en)).toEqual({ kind: "none", text: "No final score" });
    expect(gameOutcome(played, es)).toEqual({ kind: "none", text: "Sin resultado final" });
  });
});

describe("snackLine", () => {
  it.each([
    ["en", "Snacks: María G.", "Snacks: María G. (Orange slices)"],
    ["es", "Merienda: María G.", "Merienda: María G. (Orange slices)"],
  ] as const)("names the volunteer, and what they brought when known: %s", (lang, alone, bringing) => {
    const words = wordsFor(lang).seasons;
    expect(snackLine({ name: "María G.", bringing: null }, words)).toBe(alone);
    expect(snackLine({ name: "María G.", bringing: "Orange slices" }, words)).toBe(bringing);
  });

  it("says nothing without a volunteer", () => {
    expect(snackLine(null, en)).toBeNull();
  });
});

describe("countOf", () => {
  it.each([
    [0, "en", "0 practices"],
    [1, "en", "1 practice"],
    [20, "en", "20 practices"],
    [0, "es", "0 prácticas"],
    [1, "es", "1 práctica"],
    [20, "es", "20 prácticas"],
  ] as const)("%i in %s: %s", (count, lang, text) => {
    expect(countOf(count, wordsFor(lang).seasons.practices)).toBe(text);
  });
});
