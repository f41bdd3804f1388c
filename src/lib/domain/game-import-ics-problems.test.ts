import { describe, expect, it } from "vitest";
import { parseGameIcs } from "./game-import-ics";
import { csv, event, ics, options } from "../../../tests/support/game-schedules";

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
