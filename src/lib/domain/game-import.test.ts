import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ImportedGame } from "../schemas/seasons";
import { ImportedGameSchema } from "../schemas/seasons";
import {
  importGames,
  MAX_IMPORTED_GAMES,
  opponentFromTitle,
  parseGameCsv,
  parseGameIcs,
  parseScheduleDate,
  parseScheduleTime,
  type GameImportResult,
} from "./game-import";

const options = { teamName: "Hays Lightning", firstDay: "2026-02-23", lastDay: "2026-05-16" };

const fixture = (name: string): string =>
  readFileSync(new URL(`../../../tests/fixtures/${name}`, import.meta.url), "utf8");

const HEADER = "date,start,end,opponent,location";
const csv = (...lines: string[]): string => [HEADER, ...lines].join("\n");

/** A game as the table states it: the line and the fields that matter. */
const game = (
  line: number,
  date: string,
  start: string | null,
  end: string | null,
  opponent: string,
  location: string | null = null,
): ImportedGame => ({ line, date, start, end, opponent, location });

/** A calendar of the given VEVENT bodies (or whole lines), CRLF-separated as RFC 5545 asks. */
function ics(...parts: (string | string[])[]): string {
  const lines = parts.flatMap((part) =>
    typeof part === "string" ? [part] : ["BEGIN:VEVENT", ...part, "END:VEVENT"],
  );
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
}

/** An event's lines: a Chicago start and end on 7 Mar 2026 and a title, each replaceable. */
function event(overrides: Record<string, string | null> = {}): string[] {
  const fields: Record<string, string | null> = {
    "DTSTART;TZID=America/Chicago": "20260307T090000",
    "DTEND;TZID=America/Chicago": "20260307T100000",
    SUMMARY: "Hays Lightning vs Kyle Comets",
    LOCATION: "Field 5",
    ...overrides,
  };
  return Object.entries(fields).flatMap(([name, value]) => (value === null ? [] : [`${name}:${value}`]));
}

/** The first game of a one-event calendar (line 4), or the problems when there is none. */
function firstGame(result: GameImportResult): ImportedGame | GameImportResult["problems"] {
  return result.games[0] ?? result.problems;
}

describe("parseScheduleDate", () => {
  it.each([
    ["2026-03-07", "2026-03-07"],
    ["3/7/2026", "2026-03-07"],
    ["03/07/2026", "2026-03-07"],
    [" 12/31/2026 ", "2026-12-31"],
    ["2026-3-7", "2026-03-07"],
    ["2028-02-29", "2028-02-29"],
    ["2026-02-30", null],
    ["3/32/2026", null],
    ["13/1/2026", null],
    ["3/7/26", null],
    ["March 7, 2026", null],
    ["", null],
  ])("%j → %j", (value, expected) => {
    expect(parseScheduleDate(value)).toBe(expected);
  });
});

describe("parseScheduleTime", () => {
  it.each([
    ["09:00", "09:00"],
    ["9:00", "09:00"],
    ["9:00 AM", "09:00"],
    ["9:00am", "09:00"],
    ["9am", "09:00"],
    ["9 a.m.", "09:00"],
    ["12:00 PM", "12:00"],
    ["12:15 AM", "00:15"],
    ["1:30 pm", "13:30"],
    ["13:30", "13:30"],
    ["10:30:00 AM", "10:30"],
    ["00:00", "00:00"],
    ["", ""],
    ["TBA", ""],
    ["tbd", ""],
    ["25:00", null],
    ["24:00", null],
    ["9:60", null],
    ["13:30 PM", null],
    ["0:30 AM", null],
    ["noon", null],
    ["9", null],
  ])("%j → %j", (value, expected) => {
    expect(parseScheduleTime(value)).toBe(expected);
  });
});

describe("parseGameCsv reads", () => {
  it.each([
    {
      case: "the plain header and a game",
      text: csv("2026-03-07,09:00,10:00,Kyle Comets,Field 5"),
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5")],
    },
    {
      case: "columns in any order and case, extra columns ignored",
      text: "Notes,LOCATION,Opponent,End,Start,Date,Home/Away\nBring chairs,Field 5,Kyle Comets,10:00 AM,9:00 AM,3/7/2026,Home",
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5")],
    },
    {
      case: "header names with spaces (Start Time, End Time)",
      text: "Game Date,Start Time,End Time,Opponent,Venue\n3/7/2026,9am,10am,Kyle Comets,Field 5",
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5")],
    },
    {
      case: "no location column: no location",
      text: "date,start,end,opponent\n2026-03-07,9:00,10:00,Kyle Comets",
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets")],
    },
    {
      case: "a quoted field with commas and doubled quotes",
      text: csv('2026-03-07,9:00,10:00,"Kyle ""Blue"" Comets","Hays Youth Sports Complex, Field 5 West"'),
      games: [
        game(
          2,
          "2026-03-07",
          "09:00",
          "10:00",
          'Kyle "Blue" Comets',
          "Hays Youth Sports Complex, Field 5 West",
        ),
      ],
    },
    {
      case: "spaces before an opening quote",
      text: csv('2026-03-07, 9:00, 10:00, Kyle Comets, "Field 5, West"'),
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5, West")],
    },
    {
      case: "CRLF, a BOM and trailing blank lines",
      text: `\uFEFF${HEADER}\r\n2026-03-07,9:00,10:00,Kyle Comets,Field 5\r\n\r\n\r\n`,
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5")],
    },
    {
      case: "a blank row in the middle and a row of empty cells, counted as lines",
      text: csv("2026-03-07,9:00,10:00,Kyle Comets,", "", ",,,,", "2026-03-14,9:00,10:00,Buda Blaze,"),
      games: [
        game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets"),
        game(5, "2026-03-14", "09:00", "10:00", "Buda Blaze"),
      ],
    },
    {
      case: "a quoted field over two lines: the row is named by its first line",
      text: csv('2026-03-07,9:00,10:00,Kyle Comets,"Field 5\r\nWest"', "2026-03-14,9:00,10:00,Buda Blaze,"),
      games: [
        game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5 West"),
        game(4, "2026-03-14", "09:00", "10:00", "Buda Blaze"),
      ],
    },
    {
      case: "Time TBA: both times blank, or TBA",
      text: csv("2026-03-21,,,Spring Jamboree,Kyle Sports Park", "2026-03-28,TBA,TBA,Kyle Comets,"),
      games: [
        game(2, "2026-03-21", null, null, "Spring Jamboree", "Kyle Sports Park"),
        game(3, "2026-03-28", null, null, "Kyle Comets"),
      ],
    },
    {
      case: "games sorted by date and start, a day's Time TBA game first",
      text: csv(
        "2026-03-14,10:30,11:30,Buda Blaze,",
        "2026-03-14,9:00,10:00,Kyle Comets,",
        "2026-03-07,9:00,10:00,Wimberley Wolves,",
        "2026-03-14,,,Jamboree,",
      ),
      games: [
        game(4, "2026-03-07", "09:00", "10:00", "Wimberley Wolves"),
        game(5, "2026-03-14", null, null, "Jamboree"),
        game(3, "2026-03-14", "09:00", "10:00", "Kyle Comets"),
        game(2, "2026-03-14", "10:30", "11:30", "Buda Blaze"),
      ],
    },
    {
      case: "text trimmed and inner whitespace collapsed",
      text: csv('2026-03-07,9:00,10:00,"  Kyle \t Comets ","  "'),
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets")],
    },
    {
      case: "cells copied from a spreadsheet (tab-separated)",
      text: "Date\tStart\tEnd\tOpponent\tLocation\n3/7/2026\t9:00 AM\t10:00 AM\tKyle Comets\tField 5, West",
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5, West")],
    },
    {
      case: "the season's first and last days",
      text: csv("2026-02-23,9:00,10:00,Kyle Comets,", "2026-05-16,9:00,10:00,Buda Blaze,"),
      games: [
        game(2, "2026-02-23", "09:00", "10:00", "Kyle Comets"),
        game(3, "2026-05-16", "09:00", "10:00", "Buda Blaze"),
      ],
    },
    {
      case: "a game at 1:30 AM on the night the clocks fall back",
      text: csv("2026-11-01,1:30,2:30,Kyle Comets,"),
      games: [game(2, "2026-11-01", "01:30", "02:30", "Kyle Comets")],
      season: { firstDay: "2026-08-01", lastDay: "2026-11-30" },
    },
    {
      case: "markup as text, never interpreted",
      text: csv('2026-03-07,9:00,10:00,<b onclick="x">Comets</b>,<script>alert(1)</script>'),
      games: [
        game(2, "2026-03-07", "09:00", "10:00", '<b onclick="x">Comets</b>', "<script>alert(1)</script>"),
      ],
    },
  ])("$case", ({ text, games, season }) => {
    expect(parseGameCsv(text, { ...options, ...season })).toEqual({ games, problems: [], skipped: [] });
  });
});

describe("parseGameCsv names each bad row", () => {
  const good = "2026-03-14,9:00,10:00,Buda Blaze,Field 5";

  it.each([
    {
      case: "an impossible date",
      row: "3/32/2026,9:00,10:00,Kyle Comets,",
      message: '"3/32/2026" is not a date. Use 2026-03-07 or 3/7/2026.',
    },
    {
      case: "the 30th of February",
      row: "2026-02-30,9:00,10:00,Kyle Comets,",
      message: '"2026-02-30" is not a date. Use 2026-03-07 or 3/7/2026.',
    },
    {
      case: "a blank date",
      row: ",9:00,10:00,Kyle Comets,",
      message: "The date is blank. Use 2026-03-07 or 3/7/2026.",
    },
    {
      case: "an impossible time",
      row: "2026-03-07,25:00,26:00,Kyle Comets,",
      messages: [
        'The start time "25:00" is not a time. Use 9:00 AM or 13:30, or leave both times blank for "Time TBA".',
        'The end time "26:00" is not a time. Use 9:00 AM or 13:30, or leave both times blank for "Time TBA".',
      ],
    },
    {
      case: "a start without an end",
      row: "2026-03-07,9:00 AM,,Kyle Comets,",
      message:
        'There is a start time (9:00 AM) but no end time. Use 9:00 AM or 13:30, or leave both times blank for "Time TBA".',
    },
    {
      case: "an end without a start",
      row: "2026-03-07,,10:00,Kyle Comets,",
      message:
        'There is an end time (10:00 AM) but no start time. Use 9:00 AM or 13:30, or leave both times blank for "Time TBA".',
    },
    {
      case: "an end before the start",
      row: "2026-03-07,10:30,9:00,Kyle Comets,",
      message:
        "The game ends at 9:00 AM, which is not after it starts at 10:30 AM. The end time must be later the same day.",
    },
    {
      case: "an end equal to the start",
      row: "2026-03-07,9:00,9:00 AM,Kyle Comets,",
      message:
        "The game ends at 9:00 AM, which is not after it starts at 9:00 AM. The end time must be later the same day.",
    },
    {
      case: "no opponent",
      row: "2026-03-07,9:00,10:00,  ,Field 5",
      message: "The opponent is blank. Name the other team.",
    },
    {
      case: "an opponent over 100 characters",
      row: `2026-03-07,9:00,10:00,${"K".repeat(101)},`,
      message: "The opponent's name is 101 characters long. Use at most 100.",
    },
    {
      case: "a location over 200 characters",
      row: `2026-03-07,9:00,10:00,Kyle Comets,${"F".repeat(201)}`,
      message: "The location is 201 characters long. Use at most 200.",
    },
    {
      case: "a date before the season",
      row: "3/7/2025,9:00,10:00,Kyle Comets,",
      message:
        "Mar 7, 2025 is outside the season, which runs from Feb 23, 2026 to May 16, 2026. Check the year, or leave out games of other seasons.",
    },
    {
      case: "a date after the season",
      row: "2026-05-23,9:00,10:00,Kyle Comets,",
      message:
        "May 23, 2026 is outside the season, which runs from Feb 23, 2026 to May 16, 2026. Check the year, or leave out games of other seasons.",
    },
    {
      case: "a time the clocks skip",
      row: "2026-03-08,2:30 AM,3:30 AM,Kyle Comets,",
      message:
        "2:30 AM on Mar 8, 2026 does not exist in Kyle: the clocks spring forward from 2:00 to 3:00 AM that night. Check the game's time.",
    },
    {
      case: "a comma in an unquoted location",
      row: "2026-03-07,9:00,10:00,Kyle Comets,Kyle Sports Park, Field 1",
      message:
        'The line has 6 values but the header has 5 columns. Put double quotes around a value that contains a comma, e.g. "Field 5, West".',
    },
    {
      case: "several things at once",
      row: "3/32/2026,9:00,,,",
      messages: [
        '"3/32/2026" is not a date. Use 2026-03-07 or 3/7/2026.',
        'There is a start time (9:00 AM) but no end time. Use 9:00 AM or 13:30, or leave both times blank for "Time TBA".',
        "The opponent is blank. Name the other team.",
      ],
    },
    {
      case: "a huge cell, quoted short",
      row: `${"9".repeat(5000)},9:00,10:00,Kyle Comets,`,
      message: `"${"9".repeat(39)}…" is not a date. Use 2026-03-07 or 3/7/2026.`,
    },
  ])("$case, on its line, while the good rows parse", ({ row, message, messages }) => {
    const result = parseGameCsv(csv(good, row, good.replace("03-14", "03-21")), options);
    expect(result.problems).toEqual((messages ?? [message]).map((text) => ({ line: 3, message: text })));
    expect(result.games.map((imported) => imported.line)).toEqual([2, 4]);
  });

  it("the same date and start twice: a problem on the second", () => {
    const result = parseGameCsv(
      csv(
        good,
        "2026-03-14,9:00 AM,11:00,Kyle Comets,",
        "2026-03-21,,,Jamboree,",
        "3/21/2026,TBA,,Jamboree,",
      ),
      options,
    );
    expect(result.problems).toEqual([
      {
        line: 3,
        message: "Another game is already on Mar 14, 2026 at 9:00 AM (line 2). List each game once.",
      },
      { line: 5, message: "Another Time TBA game is already on Mar 21, 2026 (line 4). List each game once." },
    ]);
    expect(result.games.map((imported) => imported.line)).toEqual([2, 4]);
  });

  it.each([
    { case: "an empty file", text: "" },
    { case: "blank lines and a BOM", text: "\uFEFF\r\n\r\n" },
    { case: "a header and nothing else", text: `${HEADER}\r\n` },
    { case: "a header and rows of empty cells", text: `${HEADER}\r\n,,,,\r\n,,,,,,\r\n` },
  ])("$case: the schedule has no games", ({ text }) => {
    expect(parseGameCsv(text, options)).toEqual({
      games: [],
      problems: [
        {
          line: 1,
          message:
            "The schedule has no games. Paste the league's schedule with a header line, then one game per line.",
        },
      ],
      skipped: [],
    });
  });

  it.each([
    {
      case: "no opponent column",
      header: "date,start,end,team,location",
      message:
        'The header line has no "opponent" column. The first line must name the columns date, start, end, opponent and location (location may be left out), in any order.',
    },
    {
      case: "no header at all",
      header: "2026-03-07,9:00,10:00,Kyle Comets,Field 5",
      message:
        'The header line has no "date", "start", "end" and "opponent" columns. The first line must name the columns date, start, end, opponent and location (location may be left out), in any order.',
    },
  ])("$case: one problem on line 1", ({ header, message }) => {
    expect(parseGameCsv(`${header}\n${good}\n${good}`, options)).toEqual({
      games: [],
      problems: [{ line: 1, message }],
      skipped: [],
    });
  });

  it("a quote never closed: named on its line, the rows before it read", () => {
    const result = parseGameCsv(csv(good, '2026-03-21,9:00,10:00,"Kyle Comets,', good), options);
    expect(result.problems).toEqual([
      {
        line: 3,
        message: 'A quoted field starting on this line is never closed. Add the missing closing quote (").',
      },
    ]);
    expect(result.games.map((imported) => imported.line)).toEqual([2]);
  });

  it(`more than ${String(MAX_IMPORTED_GAMES)} games`, () => {
    const rows = Array.from({ length: 61 }, (_, index) => {
      const day = String((index % 28) + 1).padStart(2, "0");
      const month = ["03", "04", "05"][Math.floor(index / 28)] ?? "05";
      return `2026-${month}-${day},9:00,10:00,Team ${String(index + 1)},`;
    });
    const result = parseGameCsv(csv(...rows), { ...options, lastDay: "2026-05-31" });
    expect(result.problems).toEqual([
      {
        line: 62,
        message:
          "The schedule has 61 games. A season may have at most 60: leave out other teams' and other seasons' games.",
      },
    ]);
  });
});

describe("opponentFromTitle", () => {
  it.each([
    ["Hays Lightning vs Kyle Comets", "Kyle Comets"],
    ["Hays Lightning vs. Kyle Comets", "Kyle Comets"],
    ["Kyle Comets @ Hays Lightning", "Kyle Comets"],
    ["Kyle Comets@Hays Lightning", "Kyle Comets"],
    ["Hays Lightning at Kyle Comets", "Kyle Comets"],
    ["Kyle Comets v Hays Lightning", "Kyle Comets"],
    ["Hays Lightning - Kyle Comets", "Kyle Comets"],
    ["HAYS LIGHTNING VS KYLE COMETS", "KYLE COMETS"],
    ["hays  lightning versus Kyle Comets", "Kyle Comets"],
    ["U10 Boys: Hays Lightning vs Buda Blaze (Away)", "Buda Blaze"],
    ["Game 3 - Hays Lightning vs Buda Blaze", "Buda Blaze"],
    ["Kyle Comets vs Hays Lightning - Field 3", "Kyle Comets"],
    ["Hays Lightning vs Hays Lightning Blue", "Hays Lightning Blue"],
    ["Hays Lightning Jamboree", "Jamboree"],
    ["U10 Game: Buda Blaze", "U10 Game: Buda Blaze"],
    ["Buda-Kyle United vs Wimberley Wolves", "Buda-Kyle United vs Wimberley Wolves"],
    ["Hays Lightningbolts vs Kyle Comets", "Hays Lightningbolts vs Kyle Comets"],
    ["Hays Lightning", ""],
  ])("%j → %j", (title, opponent) => {
    expect(opponentFromTitle(title, "Hays Lightning")).toBe(opponent);
  });

  it("keeps the title whole without a team name", () => {
    expect(opponentFromTitle("Hays Lightning vs Kyle Comets", "  ")).toBe("Hays Lightning vs Kyle Comets");
  });
});

describe("parseGameIcs reads", () => {
  it.each([
    {
      case: "a Chicago time with its TZID",
      events: [event()],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "a quoted TZID parameter and a VALUE parameter",
      events: [
        event({
          "DTSTART;TZID=America/Chicago": null,
          'DTSTART;VALUE=DATE-TIME;TZID="America/Chicago"': "20260307T090000",
        }),
      ],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "UTC times in CST (UTC-6), before the spring change",
      events: [
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTEND;TZID=America/Chicago": null,
          DTSTART: "20260307T150000Z",
          DTEND: "20260307T160000Z",
        }),
      ],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "UTC times in CDT (UTC-5), after the spring change",
      events: [
        event({
          "DTSTART;TZID=America/Chicago": "20260314T090000",
          DTEND: "20260314T150000Z",
          "DTEND;TZID=America/Chicago": null,
        }),
      ],
      game: game(4, "2026-03-14", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "a UTC time that is the evening before in Kyle",
      events: [
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTEND;TZID=America/Chicago": null,
          DTSTART: "20260307T003000Z",
          DTEND: "20260307T013000Z",
        }),
      ],
      game: game(4, "2026-03-06", "18:30", "19:30", "Kyle Comets", "Field 5"),
    },
    {
      case: "another IANA zone converted to Kyle's time (Denver is an hour behind)",
      events: [
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTEND;TZID=America/Chicago": null,
          "DTSTART;TZID=America/Denver": "20260307T080000",
          "DTEND;TZID=America/Denver": "20260307T090000",
        }),
      ],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "New York changes on the same night: an hour ahead either side",
      events: [
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTEND;TZID=America/Chicago": null,
          "DTSTART;TZID=America/New_York": "20260314T100000",
          "DTEND;TZID=America/New_York": "20260314T110000",
        }),
      ],
      game: game(4, "2026-03-14", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "a calendar program's path before the IANA name",
      events: [
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTEND;TZID=America/Chicago": null,
          "DTSTART;TZID=/mozilla.org/20050126_1/America/Chicago": "20260307T090000",
          DURATION: "PT1H",
        }),
      ],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "a floating time, in Kyle's time",
      events: [
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTEND;TZID=America/Chicago": null,
          DTSTART: "20260307T090000",
          DTEND: "20260307T100000",
        }),
      ],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "a floating time in the calendar's X-WR-TIMEZONE",
      events: [
        "X-WR-TIMEZONE:America/Denver",
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTEND;TZID=America/Chicago": null,
          DTSTART: "20260307T080000",
          DTEND: "20260307T090000",
        }),
      ],
      game: game(5, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "an all-day event: Time TBA",
      events: [
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTEND;TZID=America/Chicago": null,
          "DTSTART;VALUE=DATE": "20260321",
          "DTEND;VALUE=DATE": "20260322",
          SUMMARY: "Spring Jamboree",
        }),
      ],
      game: game(4, "2026-03-21", null, null, "Spring Jamboree", "Field 5"),
    },
    {
      case: "no DTEND: an hour",
      events: [event({ "DTEND;TZID=America/Chicago": null })],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "a DURATION instead",
      events: [event({ "DTEND;TZID=America/Chicago": null, DURATION: "PT1H15M" })],
      game: game(4, "2026-03-07", "09:00", "10:15", "Kyle Comets", "Field 5"),
    },
    {
      case: "a DTEND equal to DTSTART: an hour",
      events: [event({ "DTEND;TZID=America/Chicago": "20260307T090000" })],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "escaped text in SUMMARY and LOCATION",
      events: [
        event({
          SUMMARY: "Hays Lightning vs Kyle Comets\\; Blue",
          LOCATION: "Kyle Sports Park\\, Field 1\\nGate B \\\\ north",
        }),
      ],
      game: game(
        4,
        "2026-03-07",
        "09:00",
        "10:00",
        "Kyle Comets; Blue",
        "Kyle Sports Park, Field 1 Gate B \\ north",
      ),
    },
    {
      case: "no LOCATION",
      events: [event({ LOCATION: null })],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets"),
    },
    {
      case: "lowercase property names and LF line breaks",
      events: [["dtstart;tzid=America/Chicago:20260307T090000", "summary:Kyle Comets @ Hays Lightning"]],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets"),
    },
    {
      case: "folded lines (space and tab) unfolded, the event named by its BEGIN line",
      events: [
        "X-WR-CALDESC:A long description of the calendar that a league site",
        "  folds onto the next line",
        [
          "DTSTART;TZID=America/",
          " Chicago:20260307T090000",
          "SUMMARY:Hays Lightning vs Ky",
          "\tle Comets",
          "LOCATION:Hays Youth Sports Complex\\, Fie",
          " ld 5 West",
        ],
      ],
      game: game(6, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Hays Youth Sports Complex, Field 5 West"),
    },
    {
      case: "an alarm inside the event keeps its own properties",
      events: [
        [
          "BEGIN:VALARM",
          "ACTION:EMAIL",
          "SUMMARY:Reminder",
          "DESCRIPTION:Game tomorrow",
          "TRIGGER:-P1D",
          "END:VALARM",
          ...event(),
        ],
      ],
      game: game(4, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
    {
      case: "a non-IANA TZID its VTIMEZONE defines as Chicago's offsets",
      events: [
        [
          "BEGIN:VTIMEZONE",
          "TZID:Central Standard Time",
          "BEGIN:STANDARD",
          "DTSTART:16011104T020000",
          "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
          "TZOFFSETFROM:-0500",
          "TZOFFSETTO:-0600",
          "END:STANDARD",
          "BEGIN:DAYLIGHT",
          "DTSTART:16010311T020000",
          "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
          "TZOFFSETFROM:-0600",
          "TZOFFSETTO:-0500",
          "END:DAYLIGHT",
          "END:VTIMEZONE",
        ].join("\r\n"),
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTEND;TZID=America/Chicago": null,
          'DTSTART;TZID="Central Standard Time"': "20260314T090000",
          'DTEND;TZID="Central Standard Time"': "20260314T100000",
        }),
      ],
      game: game(19, "2026-03-14", "09:00", "10:00", "Kyle Comets", "Field 5"),
    },
  ])("$case", ({ events, game: expected }) => {
    const text = ics(...events);
    const crlf = parseGameIcs(text, options);
    expect(firstGame(crlf)).toEqual(expected);
    expect(crlf.problems).toEqual([]);
    // The same file with bare LF line breaks reads the same.
    expect(parseGameIcs(text.replaceAll("\r\n", "\n"), options)).toEqual(crlf);
  });
});

describe("parseGameIcs names each bad event", () => {
  const chicagoOffsets = (tzid: string, standard: string, daylight: string): string =>
    [
      "BEGIN:VTIMEZONE",
      `TZID:${tzid}`,
      "BEGIN:STANDARD",
      `TZOFFSETTO:${standard}`,
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      `TZOFFSETTO:${daylight}`,
      "END:DAYLIGHT",
      "END:VTIMEZONE",
    ].join("\r\n");
  const unknownZone =
    "is not one this site knows, and the file does not define it as Chicago's (UTC-6, UTC-5 in summer). Export the schedule in Central time (America/Chicago).";

  it.each([
    {
      case: "a repeating event",
      lines: event({ RRULE: "FREQ=WEEKLY;COUNT=8;BYDAY=SA" }),
      messages: ["This is a repeating event: list each game on its own."],
    },
    {
      case: "no start",
      lines: event({ "DTSTART;TZID=America/Chicago": null }),
      messages: ["The event has no start (DTSTART). Give each game its date and time."],
    },
    {
      case: "an impossible start",
      lines: event({ "DTSTART;TZID=America/Chicago": "20260230T090000" }),
      messages: ['The start "20260230T090000" is not a date and time. Check the league\'s export.'],
    },
    {
      case: "an impossible all-day date",
      lines: event({ "DTSTART;TZID=America/Chicago": null, "DTSTART;VALUE=DATE": "20260230" }),
      messages: ['The start "20260230" is not a date. Check the league\'s export.'],
    },
    {
      case: "a time the clocks skip in Chicago",
      lines: event({
        "DTSTART;TZID=America/Chicago": "20260308T023000",
        "DTEND;TZID=America/Chicago": "20260308T033000",
      }),
      messages: [
        'The start "20260308T023000" does not exist in America/Chicago: the clocks skip that hour when daylight saving time starts. Check the game\'s time.',
      ],
    },
    {
      case: "an unknown TZID",
      lines: event({
        "DTSTART;TZID=America/Chicago": null,
        "DTSTART;TZID=Kyle Time": "20260307T090000",
        "DTEND;TZID=America/Chicago": null,
      }),
      messages: [`The time zone "Kyle Time" ${unknownZone}`],
    },
    {
      case: "an end before the start",
      lines: event({ "DTEND;TZID=America/Chicago": "20260307T083000" }),
      messages: [
        "The game ends at 8:30 AM, which is not after it starts at 9:00 AM. The end must be later the same day.",
      ],
    },
    {
      case: "an end on the next day",
      lines: event({
        "DTSTART;TZID=America/Chicago": "20260307T233000",
        "DTEND;TZID=America/Chicago": "20260308T003000",
      }),
      messages: [
        "The game starts on Mar 7, 2026 at 11:30 PM but ends on Mar 8, 2026. A game must end the day it starts.",
      ],
    },
    {
      case: "an all-day end for a timed start",
      lines: event({ "DTEND;TZID=America/Chicago": null, "DTEND;VALUE=DATE": "20260308" }),
      messages: ['The end "20260308" has no time while the start has one. Check the league\'s export.'],
    },
    {
      case: "a duration that is not one",
      lines: event({ "DTEND;TZID=America/Chicago": null, DURATION: "1 hour" }),
      messages: ['The length "1 hour" is not a duration (DURATION). Use e.g. PT1H15M.'],
    },
    {
      case: "no title",
      lines: event({ SUMMARY: null }),
      messages: [
        "The event has no title (SUMMARY), so the opponent is unknown. Give each game a title naming the other team.",
      ],
    },
    {
      case: "a title naming only the team",
      lines: event({ SUMMARY: "Hays Lightning" }),
      messages: [
        'The title "Hays Lightning" names no opponent. Give each game a title naming the other team.',
      ],
    },
    {
      case: "an opponent over 100 characters",
      lines: event({ SUMMARY: `Hays Lightning vs ${"K".repeat(101)}` }),
      messages: ["The opponent's name is 101 characters long. Use at most 100."],
    },
    {
      case: "a location over 200 characters",
      lines: event({ LOCATION: "F".repeat(201) }),
      messages: ["The location is 201 characters long. Use at most 200."],
    },
    {
      case: "a date outside the season",
      lines: event({ "DTSTART;TZID=America/Chicago": "20260530T090000", "DTEND;TZID=America/Chicago": null }),
      messages: [
        "May 30, 2026 is outside the season, which runs from Feb 23, 2026 to May 16, 2026. Check the year, or leave out games of other seasons.",
      ],
    },
  ])("$case, on its BEGIN line, while the good events parse", ({ lines, messages }) => {
    const result = parseGameIcs(
      ics(
        event(),
        lines,
        event({
          "DTSTART;TZID=America/Chicago": "20260314T090000",
          "DTEND;TZID=America/Chicago": "20260314T100000",
        }),
      ),
      options,
    );
    expect(result.problems).toEqual(messages.map((message) => ({ line: 10, message })));
    expect(result.games.map((imported) => [imported.line, imported.date])).toEqual([
      [4, "2026-03-07"],
      [10 + lines.length + 2, "2026-03-14"],
    ]);
  });

  it.each([
    { case: "offsets of Eastern time", standard: "-0500", daylight: "-0400" },
    { case: "no daylight-saving offset", standard: "-0600", daylight: "-0600" },
  ])("a non-IANA TZID defined with $case", ({ standard, daylight }) => {
    const result = parseGameIcs(
      ics(
        chicagoOffsets("Custom Zone", standard, daylight),
        event({
          "DTSTART;TZID=America/Chicago": null,
          "DTSTART;TZID=Custom Zone": "20260307T090000",
          "DTEND;TZID=America/Chicago": null,
        }),
      ),
      options,
    );
    expect(result.problems).toEqual([{ line: 13, message: `The time zone "Custom Zone" ${unknownZone}` }]);
  });

  it("the same date and start twice: a problem on the second", () => {
    const result = parseGameIcs(ics(event(), event({ SUMMARY: "Buda Blaze @ Hays Lightning" })), options);
    expect(result.problems).toEqual([
      {
        line: 10,
        message: "Another game is already on Mar 7, 2026 at 9:00 AM (line 4). List each game once.",
      },
    ]);
    expect(result.games).toHaveLength(1);
  });

  it("an event never closed", () => {
    const text = ics(event()).replace("END:VEVENT\r\nEND:VCALENDAR\r\n", "");
    expect(parseGameIcs(text, options).problems).toEqual([
      {
        line: 4,
        message: "The event is never closed: there is no END:VEVENT after it. Check the file is complete.",
      },
    ]);
  });

  it("skips a cancelled event and a practice, and says when nothing is left", () => {
    const result = parseGameIcs(
      ics(
        event({ STATUS: "CANCELLED" }),
        event({ SUMMARY: "Hays Lightning Practice" }),
        event({ SUMMARY: "Practice - Field 5" }),
      ),
      options,
    );
    expect(result).toEqual({
      games: [],
      problems: [
        {
          line: 1,
          message: "The schedule has no games: every event in it was left out (see the lines skipped).",
        },
      ],
      skipped: [
        { line: 4, reason: "cancelled" },
        { line: 11, reason: "a practice, not a game" },
        { line: 17, reason: "a practice, not a game" },
      ],
    });
  });

  it.each([
    {
      case: "a calendar without events",
      text: ics(),
      message: "The schedule has no games: the calendar holds no events. Export the team's games as .ics.",
    },
    {
      case: "a CSV file given as .ics",
      text: csv("2026-03-07,9:00,10:00,Kyle Comets,"),
      message:
        "This is not an iCalendar (.ics) file: it has no BEGIN:VCALENDAR line. Export the schedule from the league's site as .ics, or paste it as CSV.",
    },
    {
      case: "an empty file",
      text: "\uFEFF\r\n",
      message: "The schedule has no games: the file is empty. Export the team's games as .ics.",
    },
  ])("$case: one problem on line 1", ({ text, message }) => {
    expect(parseGameIcs(text, options)).toEqual({ games: [], problems: [{ line: 1, message }], skipped: [] });
  });
});

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

describe("a hostile file of the largest size allowed stays quick", () => {
  const big = 480_000;

  it.each([
    {
      case: "a title of punctuation after the team's name",
      run: () => parseGameIcs(ics(event({ SUMMARY: `Hays Lightning ${":".repeat(big)}x` })), options),
      problems: 0,
    },
    {
      case: "a property with a great many parameters",
      run: () => parseGameIcs(ics(event(), `X-JUNK${";A=b".repeat(big / 4)}:value`), options),
      problems: 0,
    },
    {
      case: "components nested without end",
      run: () => parseGameIcs(ics("BEGIN:X\r\n".repeat(big / 16) + "END:Y\r\n".repeat(big / 16)), options),
      problems: 1,
    },
    {
      case: "a quoted CSV field never closed",
      run: () => parseGameCsv(csv(`2026-03-07,9:00,10:00,"${"a,".repeat(big / 2)}`), options),
      problems: 1,
    },
    {
      case: "a CSV of many short rows",
      run: () =>
        parseGameCsv(csv(...Array.from({ length: big / 32 }, () => "2026-03-07,9:00,10:00,Kyle,")), options),
      problems: big / 32 - 1,
    },
  ])("$case", ({ run, problems }) => {
    const started = performance.now();
    expect(run().problems).toHaveLength(problems);
    // Linear work takes milliseconds; a quadratic pass over half a megabyte would take minutes.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
