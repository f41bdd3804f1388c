import { describe, expect, it } from "vitest";
import { ImportedGameSchema } from "../schemas/seasons";
import { LIMITS } from "../constants";
import { importGames } from "./game-import";
import { MAX_IMPORTED_GAMES } from "./game-import-checks";
import { parseGameCsv } from "./game-import-csv";
import { parseGameIcs } from "./game-import-ics";
import { csv, fixture, game, options } from "../../../tests/support/game-schedules";
import {
  HOSTILE_IMPORTS,
  largestCsv,
  largestIcs,
  LONG_TZID,
  LONG_TZID_PATH,
  quotesCsv,
  tzidIcs,
} from "../../../tests/support/large-game-imports";

describe("the league's exports in tests/fixtures", () => {
  const icsText = fixture("league-schedule.ics");
  const csvText = fixture("league-schedule.csv");
  const home = "Hays Youth Sports Complex - Field 5 West";

  /** The physical line of each BEGIN:VEVENT, counted independently of the parser. */
  const eventLines = (text: string): number[] =>
    text.split(/\r\n|\n/).flatMap((line, index) => (line === "BEGIN:VEVENT" ? [index + 1] : []));

  it("the .ics file is a CRLF export, folded within 75 characters", () => {
    expect(icsText.split("\r\n").every((line) => line.length <= 75)).toBe(true);
    expect(icsText).not.toMatch(/[^\r]\n/);
    expect(eventLines(icsText)).toEqual([27, 38, 49, 60, 71, 87, 98, 113]);
  });

  const expectedIcsGames = [
    game(27, "2026-03-07", "09:00", "10:00", "Kyle Comets", home),
    // Given in UTC (14:00Z): 9:00 in CDT, the Saturday after the clocks sprang forward.
    game(38, "2026-03-14", "09:00", "10:00", "Buda Blaze", home),
    game(49, "2026-03-21", null, null, "U10 Spring Jamboree", "Kyle Sports Park"),
    game(
      71,
      "2026-04-11",
      "10:30",
      "11:30",
      "Dripping Springs Tigers",
      "Dripping Springs Sports Park, Field 2",
    ),
    game(87, "2026-04-18", "09:00", "10:15", "Wimberley Wolves", home),
    game(98, "2026-05-02", "10:30", "11:30", "San Marcos Strikers", home),
    game(113, "2026-05-09", "09:00", "10:00", "Kyle Comets", home),
  ];

  it("reads the .ics export: seven games in Kyle's time, the cancelled one skipped", () => {
    expect(parseGameIcs(icsText, options)).toEqual({
      games: expectedIcsGames,
      problems: [],
      skipped: [{ line: 60, reason: "cancelled" }],
    });
  });

  it("reads the .ics export the same with LF line breaks and through importGames", () => {
    const result = importGames({ format: "ics", text: icsText }, options);
    expect(parseGameIcs(icsText.replaceAll("\r\n", "\n"), options)).toEqual(result);
    expect(result.games).toEqual(expectedIcsGames);
  });

  const expectedCsvGames = [
    game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Hays Youth Sports Complex, Field 5 West"),
    game(3, "2026-03-14", "09:00", "10:00", "Buda Blaze", "Hays Youth Sports Complex, Field 5 West"),
    game(4, "2026-03-21", null, null, "Spring Jamboree", "Kyle Sports Park"),
    game(5, "2026-03-28", "10:30", "11:30", "San Marcos Strikers", "Hays Youth Sports Complex, Field 5 West"),
    game(
      6,
      "2026-04-11",
      "10:30",
      "11:30",
      "Dripping Springs Tigers",
      "Dripping Springs Sports Park, Field 2",
    ),
    game(8, "2026-04-18", "09:00", "10:15", "Wimberley Wolves", "Blue Hole Regional Park"),
    game(9, "2026-05-02", "13:30", "14:30", "San Marcos Strikers", "Hays Youth Sports Complex, Field 5 West"),
    game(10, "2026-05-09", "09:00", "10:00", "Kyle Comets", "Kyle Sports Park, Field 1"),
  ];

  it("reads the CSV export: eight games, a note over two lines counted", () => {
    expect(importGames({ format: "csv", text: csvText }, options)).toEqual({
      games: expectedCsvGames,
      problems: [],
      skipped: [],
    });
  });

  it("every game fits the ImportedGame schema", () => {
    for (const imported of [...expectedCsvGames, ...expectedIcsGames]) {
      expect(ImportedGameSchema.parse(imported)).toEqual(imported);
    }
  });

  it("names bad rows mixed into the CSV by their lines, the good rows still read", () => {
    const lines = csvText.split("\r\n");
    // After the header and game 1 (lines 1-2), and after game 2: the rows below move down.
    lines.splice(2, 0, "9,3/32/2026,Sat,9:00 AM,10:00 AM,Home,Kyle Comets,Field 5,");
    lines.splice(
      4,
      0,
      '10,2026-03-14,Sat,9:00,10:00,Home,"Buda Blaze",Field 5,',
      "11,2026-03-21,Sat,9:00 AM,,Home,Buda Blaze,,",
    );
    lines.splice(lines.length - 2, 0, "12,2026-06-06,Sat,9:00 AM,10:00 AM,Away,,Field 5,");
    const result = parseGameCsv(lines.join("\r\n"), options);
    expect(result.problems).toEqual([
      { line: 3, message: '"3/32/2026" is not a date. Use 2026-03-07 or 3/7/2026.' },
      {
        line: 5,
        message: "Another game is already on Mar 14, 2026 at 9:00 AM (line 4). List each game once.",
      },
      {
        line: 6,
        message:
          'There is a start time (9:00 AM) but no end time. Use 9:00 AM or 13:30, or leave both times blank for "Time TBA".',
      },
      { line: 14, message: "The opponent is blank. Name the other team." },
    ]);
    expect(result.games.map(({ opponent, date }) => [date, opponent])).toEqual(
      expectedCsvGames.map(({ opponent, date }) => [date, opponent]),
    );
    expect(result.games.map((imported) => imported.line)).toEqual([2, 4, 7, 8, 9, 11, 12, 13]);
  });

  it("names bad events mixed into the .ics by their BEGIN lines, the good events still read", () => {
    const bad = [
      [
        "BEGIN:VEVENT",
        "DTSTART;TZID=America/Chicago:20260230T090000",
        "SUMMARY:Hays Lightning vs Kyle Comets",
        "END:VEVENT",
      ],
      [
        "BEGIN:VEVENT",
        "DTSTART;TZID=America/Chicago:20260418T090000",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "SUMMARY:Hays Lightning vs Buda Blaze",
        "END:VEVENT",
      ],
    ];
    const lines = icsText.split("\r\n");
    // Before the first event (line 27) and before the one on line 87.
    lines.splice(86, 0, ...(bad[1] ?? []));
    lines.splice(26, 0, ...(bad[0] ?? []));
    const result = parseGameIcs(lines.join("\r\n"), options);
    expect(result.problems).toEqual([
      {
        line: 27,
        message: 'The start "20260230T090000" is not a date and time. Check the league\'s export.',
      },
      { line: 91, message: "This is a repeating event: list each game on its own." },
    ]);
    expect(result.games.map(({ date, start, opponent }) => [date, start, opponent])).toEqual(
      expectedIcsGames.map(({ date, start, opponent }) => [date, start, opponent]),
    );
    expect(result.games.map((imported) => imported.line)).toEqual([31, 42, 53, 75, 96, 107, 122]);
    expect(result.skipped).toEqual([{ line: 64, reason: "cancelled" }]);
  });
});

// How long each of these takes is the bench's to say (scripts/bench/game-import.mjs, a second at
// most each); here, what the import reads of them. A quadratic pass over any of them would run
// past the test's time limit.
describe("a hostile file of the largest size allowed", () => {
  it.each(HOSTILE_IMPORTS)("$case", ({ format, text, problems }) => {
    const read = format === "csv" ? parseGameCsv : parseGameIcs;
    expect(read(text(), options).problems).toHaveLength(problems);
  });
});

describe("the largest files allowed", () => {
  it("a CSV of 500 KB: games, quoted values, times the clocks skip, other seasons and repeats", () => {
    const text = largestCsv();
    expect(text.length).toBeGreaterThan(LIMITS.gameImport - 100);
    const result = parseGameCsv(text, options);
    expect(result.games.length).toBeGreaterThan(MAX_IMPORTED_GAMES);
    for (const words of [
      "does not exist in Kyle",
      "outside the season",
      "List each game once",
      "at most 60",
    ]) {
      expect(
        result.problems.some((problem) => problem.message.includes(words)),
        words,
      ).toBe(true);
    }
  });

  it("an .ics of 500 KB: folded events in Chicago's time, in UTC, all-day and cancelled", () => {
    const text = largestIcs();
    expect(text.length).toBeGreaterThan(LIMITS.gameImport - 500);
    const result = parseGameIcs(text, options);
    expect(result.games.length).toBeGreaterThan(0);
    expect(result.skipped.length).toBeGreaterThan(0);
    expect(result.games[0]?.opponent).toMatch(/^Team \d+ of the Central Texas Youth Soccer League$/);
  });

  it.each([
    { case: "a TZID of 200 KB", tzid: LONG_TZID, quoted: `"/${"a".repeat(38)}…"` },
    { case: "a TZID of 200 KB of path segments", tzid: LONG_TZID_PATH, quoted: `"/${"a/".repeat(19)}…"` },
  ])("$case is an unknown time zone, named short", ({ tzid, quoted }) => {
    expect(parseGameIcs(tzidIcs(tzid), options).problems).toEqual([
      {
        line: 4,
        message:
          `The time zone ${quoted} is not one this site knows, and the file does not define it as ` +
          "Chicago's (UTC-6, UTC-5 in summer). Export the schedule in Central time (America/Chicago).",
      },
    ]);
  });

  it("a CSV whose one unquoted field is 500 KB of quotes", () => {
    const text = quotesCsv();
    expect(parseGameCsv(text, options).problems).toEqual([
      {
        line: 2,
        message: `The opponent's name is ${String(text.length - csv("2026-03-07,9:00,10:00,").length)} characters long. Use at most ${String(LIMITS.name)}.`,
      },
    ]);
  });
});
