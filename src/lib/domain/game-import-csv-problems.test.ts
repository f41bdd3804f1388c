import { describe, expect, it } from "vitest";
import { MAX_IMPORTED_GAMES } from "./game-import-checks";
import { parseGameCsv } from "./game-import-csv";
import { csv, HEADER, options } from "../../../tests/support/game-schedules";

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
      case: "a time the clocks skip on a day outside the season: the season is named, the first thing to fix",
      row: "2027-03-14,2:30 AM,3:30 AM,Kyle Comets,",
      message:
        "Mar 14, 2027 is outside the season, which runs from Feb 23, 2026 to May 16, 2026. Check the year, or leave out games of other seasons.",
    },
    {
      case: "a time the clocks skip, at the end",
      row: "2026-03-08,1:30 AM,2:15 AM,Kyle Comets,",
      message:
        "2:15 AM on Mar 8, 2026 does not exist in Kyle: the clocks spring forward from 2:00 to 3:00 AM that night. Check the game's time.",
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
