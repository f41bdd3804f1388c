import { describe, expect, it } from "vitest";
import { opponentFromTitle, parseGameIcs } from "./game-import-ics";
import { event, firstGame, game, ics, options } from "../../../tests/support/game-schedules";

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
