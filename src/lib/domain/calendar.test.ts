import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { buildEvent as buildStoredEvent } from "../../../tests/support/builders";
import { octets, parseCalendar, physicalLines } from "../../../tests/support/ical";
import type { Event } from "../schemas/events";
import type { User } from "../schemas/snacks";
import {
  buildCalendarFeed,
  cleanText,
  escapeText,
  eventDescription,
  eventSummary,
  eventUid,
  foldLine,
  MAX_LINE_OCTETS,
  unfoldLines,
  type CalendarFeedInput,
} from "./calendar";
import { localToUtc } from "./local-time";

const SITE = "https://hayslightning.example.org";
const SCHEDULE = `${SITE}/schedule`;
/** Monday 15 Sep 2025, noon in Kyle. */
const NOW = DateTime.fromISO("2025-09-15T17:00:00.000Z", { zone: "utc" });
const TEAM = {
  name: "Hays Lightning",
  shortName: "Lightning",
  season: "Fall 2025",
  division: "U10",
  town: "Kyle, Texas",
};

/** The stored game of builders.ts, at the complex's full address and with notes for the description. */
const buildEvent = (overrides: Partial<Event> = {}): Event =>
  buildStoredEvent({
    location: "Hays Youth Sports Complex, Field 5 West",
    notes: "Wear the team jersey.",
    ...overrides,
  });

const PARENT: User = {
  id: "parent-1",
  eventId: null,
  name: "Sam Rivera",
  email: "sam.rivera@example.com",
  phone: "(512) 555-0142",
  bringing: null,
  manageTokenHash: null,
  familyId: null,
  seasonId: "fall-2025",
  createdAt: "2025-09-10T00:00:00.000Z",
  updatedAt: null,
};

function feed(events: Event[], overrides: Partial<CalendarFeedInput> = {}): string {
  return buildCalendarFeed({ events, volunteers: [], siteUrl: SITE, team: TEAM, now: NOW, ...overrides });
}

const onlyEvent = (text: string) => {
  const [event, ...rest] = parseCalendar(text).events;
  if (!event || rest.length > 0) throw new Error("Expected exactly one event");
  return event;
};

/** The unfolded lines of the one VEVENT, e.g. `["UID:…", "SUMMARY:…", …]`. */
const eventLines = (text: string) => {
  const lines = unfoldLines(text);
  return lines.slice(lines.indexOf("BEGIN:VEVENT") + 1, lines.indexOf("END:VEVENT"));
};

// Daylight saving ends in Chicago at 2025-11-02T07:00:00Z (2:00 AM CDT becomes 1:00 AM CST).
describe.each([
  {
    case: "a practice in September (CDT, UTC-5)",
    start: localToUtc("2025-09-09", "18:30"),
    end: localToUtc("2025-09-09", "19:45"),
    dtstart: "20250909T233000Z",
    dtend: "20250910T004500Z",
  },
  {
    case: "the last game before the change (Sat 1 Nov, CDT)",
    start: localToUtc("2025-11-01", "10:00"),
    end: localToUtc("2025-11-01", "11:00"),
    dtstart: "20251101T150000Z",
    dtend: "20251101T160000Z",
  },
  {
    case: "the first 1:30 AM of 2 Nov (CDT)",
    start: "2025-11-02T06:30:00.000Z",
    end: "2025-11-02T06:45:00.000Z",
    dtstart: "20251102T063000Z",
    dtend: "20251102T064500Z",
  },
  {
    case: "the second 1:30 AM of 2 Nov (CST)",
    start: "2025-11-02T07:30:00.000Z",
    end: "2025-11-02T07:45:00.000Z",
    dtstart: "20251102T073000Z",
    dtend: "20251102T074500Z",
  },
  {
    case: "a practice on Tue 4 Nov (CST, UTC-6: the next day in UTC)",
    start: localToUtc("2025-11-04", "18:30"),
    end: localToUtc("2025-11-04", "19:45"),
    dtstart: "20251105T003000Z",
    dtend: "20251105T014500Z",
  },
  {
    case: "spring forward in March 2026 (CST to CDT)",
    start: localToUtc("2026-03-09", "18:30"),
    end: localToUtc("2026-03-09", "19:45"),
    dtstart: "20260309T233000Z",
    dtend: "20260310T004500Z",
  },
])("$case", ({ start, end, dtstart, dtend }) => {
  const text = feed([buildEvent({ type: "practice", date: start, endDate: end })]);

  it(`starts at ${dtstart} and ends at ${dtend}, in UTC`, () => {
    expect(eventLines(text)).toEqual(expect.arrayContaining([`DTSTART:${dtstart}`, `DTEND:${dtend}`]));
  });

  it("parses back to the stored instants", () => {
    expect(onlyEvent(text)).toMatchObject({ start, end, allDay: false });
  });
});

describe("Time TBA events", () => {
  it.each([
    {
      case: "one day",
      date: "2025-09-13T00:00:00.000Z",
      endDate: "2025-09-14T00:00:00.000Z",
      start: "20250913",
      end: "20250914",
    },
    {
      case: "the day daylight saving ends",
      date: "2025-11-02T00:00:00.000Z",
      endDate: "2025-11-03T00:00:00.000Z",
      start: "20251102",
      end: "20251103",
    },
    {
      case: "a weekend tournament",
      date: "2025-10-18T00:00:00.000Z",
      endDate: "2025-10-20T00:00:00.000Z",
      start: "20251018",
      end: "20251020",
    },
  ])("$case: dates (VALUE=DATE) on the UTC day, the end exclusive", ({ date, endDate, start, end }) => {
    const text = feed([buildEvent({ type: "event", date, endDate })]);
    expect(eventLines(text)).toEqual(
      expect.arrayContaining([`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`]),
    );
    const parsed = onlyEvent(text);
    expect(parsed.allDay).toBe(true);
    expect(parsed.start).toBe(`${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6)}`);
    expect(parsed.end).toBe(`${end.slice(0, 4)}-${end.slice(4, 6)}-${end.slice(6)}`);
  });

  it("say the time is to be announced, with the schedule link", () => {
    const text = feed([
      buildEvent({ date: "2025-09-13T00:00:00.000Z", endDate: "2025-09-14T00:00:00.000Z" }),
    ]);
    expect(onlyEvent(text).description).toContain(`Time TBA: the coach will post it at ${SCHEDULE}`);
  });

  it("a midnight-UTC event without an end is a time, not a date", () => {
    const text = feed([buildEvent({ date: "2025-09-13T00:00:00.000Z", endDate: null })]);
    expect(onlyEvent(text)).toMatchObject({ allDay: false, start: "2025-09-13T00:00:00.000Z" });
  });
});

it("an event without an end ends when it starts", () => {
  const text = feed([buildEvent({ endDate: null })]);
  expect(onlyEvent(text)).toMatchObject({
    start: "2025-09-20T14:00:00.000Z",
    end: "2025-09-20T14:00:00.000Z",
  });
});

describe("each event", () => {
  const text = feed([buildEvent({ sequence: 3 })]);
  const lines = eventLines(text);

  it("has a UID made of its id and the site's host, the same whatever else changes", () => {
    expect(lines).toContain("UID:game-2025-09-20@hayslightning.example.org");
    const edited = feed([
      buildEvent({ title: "Moved", date: "2025-09-21T14:00:00.000Z", endDate: null, sequence: 4 }),
    ]);
    expect(onlyEvent(edited).uid).toBe(onlyEvent(text).uid);
    expect(eventUid("practice-2025-09-09", "http://localhost:4321")).toBe("practice-2025-09-09@localhost");
  });

  it("has the event's SEQUENCE, DTSTAMP at now, a URL to the schedule and its type", () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        "SEQUENCE:3",
        "DTSTAMP:20250915T170000Z",
        `URL:${SCHEDULE}`,
        "CATEGORIES:Game",
        "CREATED:20250801T000000Z",
        "LAST-MODIFIED:20250801T000000Z",
      ]),
    );
    expect(onlyEvent(text)).toMatchObject({ sequence: 3, url: SCHEDULE });
  });

  it.each([
    { case: "a game", event: buildEvent(), summary: "Lightning vs Buda Blaze" },
    {
      case: "a game without an opponent",
      event: buildEvent({ opponent: null }),
      summary: "Lightning: Game vs Buda Blaze",
    },
    {
      case: "a practice",
      event: buildEvent({ type: "practice", title: "Practice", opponent: null }),
      summary: "Lightning: Practice",
    },
    {
      case: "a team event",
      event: buildEvent({ type: "event", title: "Team Picture Day" }),
      summary: "Lightning: Team Picture Day",
    },
  ])("$case is called $summary", ({ event, summary }) => {
    expect(eventSummary(event, TEAM)).toBe(summary);
    expect(onlyEvent(feed([event])).summary).toBe(summary);
  });

  it("has its location", () => {
    expect(onlyEvent(text).location).toBe("Hays Youth Sports Complex, Field 5 West");
    expect(
      eventLines(feed([buildEvent({ location: null })])).some((line) => line.startsWith("LOCATION")),
    ).toBe(false);
  });
});

describe("game-day changes", () => {
  const note = { statusNote: "Fields closed: rain" };
  it.each([
    {
      case: "an event that is on",
      event: buildEvent(),
      status: "CONFIRMED",
      summary: "Lightning vs Buda Blaze",
      first: "Opponent: Buda Blaze",
    },
    {
      case: "a cancelled game",
      event: buildEvent({ status: "cancelled", ...note }),
      status: "CANCELLED",
      summary: "CANCELLED: Lightning vs Buda Blaze",
      first: "Cancelled: Fields closed: rain",
    },
    {
      case: "a postponed practice without a note",
      event: buildEvent({ type: "practice", title: "Practice", opponent: null, status: "postponed" }),
      status: "TENTATIVE",
      summary: "POSTPONED: Lightning: Practice",
      first: "Postponed",
    },
    {
      case: "a moved game",
      event: buildEvent({ previousDate: "2025-09-19T23:30:00.000Z", previousEndDate: null }),
      status: "CONFIRMED",
      summary: "Lightning vs Buda Blaze",
      first: "Moved from Fri, Sep 19, 6:30 PM",
    },
  ])("$case: STATUS:$status, $summary, description starting $first", ({ event, status, summary, first }) => {
    const parsed = onlyEvent(feed([event]));
    expect(parsed).toMatchObject({ status, summary, uid: "game-2025-09-20@hayslightning.example.org" });
    expect(parsed.description.split("\n")[0]).toBe(first);
  });

  it("stops saying where a moved event came from once it has passed", () => {
    const moved = buildEvent({ previousDate: "2025-09-19T23:30:00.000Z", previousEndDate: null });
    const after = DateTime.fromISO("2025-09-21T12:00:00.000Z", { zone: "utc" });
    expect(onlyEvent(feed([moved], { now: after })).description).not.toContain("Moved from");
  });

  it("no longer asks for a snack volunteer for a cancelled game", () => {
    expect(onlyEvent(feed([buildEvent({ status: "cancelled" })])).description).not.toContain("volunteer");
  });
});

describe("a game's description", () => {
  const volunteers = new Map([[PARENT.id, PARENT.name]]);
  const describeGame = (overrides: Partial<Event>, at = NOW) =>
    eventDescription(buildEvent(overrides), volunteers, SCHEDULE, at);

  it.each([
    {
      case: "no volunteer yet, before the game",
      event: {},
      expected: `Opponent: Buda Blaze\nSnacks: a volunteer is needed. Sign up at ${SCHEDULE}\n\nWear the team jersey.`,
    },
    {
      case: "a volunteer",
      event: { snackParentId: PARENT.id },
      expected: "Opponent: Buda Blaze\nSnacks: Sam Rivera\n\nWear the team jersey.",
    },
    {
      case: "a volunteer whose name is unknown: covered, and no call for one (sign-up would be refused)",
      event: { snackParentId: "gone" },
      expected: "Opponent: Buda Blaze\nSnacks: covered by a parent volunteer\n\nWear the team jersey.",
    },
    {
      case: "a final score",
      event: {
        snackParentId: PARENT.id,
        gameScore: {
          eventId: "game-2025-09-20",
          homeScore: 3,
          awayScore: 1,
          isFinal: true,
          notes: "Great passing!",
        },
      },
      expected:
        "Opponent: Buda Blaze\nFinal score: Home 3 - Away 1\nGreat passing!\nSnacks: Sam Rivera\n\nWear the team jersey.",
    },
    {
      case: "a score that is not final yet (not shown)",
      event: {
        snackParentId: PARENT.id,
        gameScore: { eventId: "game-2025-09-20", homeScore: 1, awayScore: 0, isFinal: false, notes: null },
      },
      expected: "Opponent: Buda Blaze\nSnacks: Sam Rivera\n\nWear the team jersey.",
    },
    {
      case: "a final score and no volunteer (no call for one)",
      event: {
        gameScore: { eventId: "game-2025-09-20", homeScore: 0, awayScore: 2, isFinal: true, notes: null },
      },
      expected: "Opponent: Buda Blaze\nFinal score: Home 0 - Away 2\n\nWear the team jersey.",
    },
    {
      case: "no notes",
      event: { notes: null, snackParentId: PARENT.id },
      expected: "Opponent: Buda Blaze\nSnacks: Sam Rivera",
    },
  ])("with $case", ({ event, expected }) => {
    expect(describeGame(event)).toBe(expected);
  });

  it("stops asking for a volunteer once the game has started", () => {
    const kickOff = DateTime.fromISO("2025-09-20T14:00:00.000Z", { zone: "utc" });
    expect(describeGame({}, kickOff.minus({ minutes: 1 }))).toContain("a volunteer is needed");
    expect(describeGame({}, kickOff)).not.toContain("Snacks");
  });

  it("is only the notes for a practice", () => {
    const practice = buildEvent({ type: "practice", opponent: null, notes: "Focus: passing" });
    expect(eventDescription(practice, volunteers, SCHEDULE, NOW)).toBe("Focus: passing");
  });
});

describe("privacy", () => {
  it("names the volunteer and never gives their email or phone, even when handed whole records", () => {
    const text = feed([buildEvent({ snackParentId: PARENT.id })], { volunteers: [PARENT] });
    expect(onlyEvent(text).description).toContain("Snacks: Sam Rivera");
    for (const secret of [PARENT.email, PARENT.phone ?? "", "555-0142", "5125550142", "@example.com"]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("text escaping (RFC 5545 section 3.3.11)", () => {
  const tricky = 'Bring chairs, snacks; and water\nBack\\slash "quotes" ünïcödé ⚽';

  it.each([
    { field: "notes", event: buildEvent({ type: "practice", notes: tricky }), read: "description" as const },
    {
      field: "location",
      event: buildEvent({ location: tricky.replace("\n", " ") }),
      read: "location" as const,
    },
    {
      field: "title",
      event: buildEvent({ type: "event", title: tricky.replace("\n", " ") }),
      read: "summary" as const,
    },
  ])("escapes commas, semicolons, backslashes and line breaks in the $field", ({ event, read }) => {
    const text = feed([event]);
    const parsed = onlyEvent(text);
    const original = read === "description" ? tricky : tricky.replace("\n", " ");
    expect(parsed[read]).toContain(original);
    // The raw lines carry the escapes, and no bare line break.
    expect(unfoldLines(text).join("\n")).toContain("chairs\\, snacks\\; and water");
  });

  it("turns CR LF and a lone CR into \\n and drops other control characters", () => {
    const text = feed([buildEvent({ type: "practice", notes: "one\r\ntwo\rthree\u0007\u0000four\tfive" })]);
    expect(onlyEvent(text).description).toBe("one\ntwo\nthree" + "four\tfive");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it.each([
    { text: "a, b; c", expected: "a\\, b\\; c" },
    { text: "back\\slash", expected: "back\\\\slash" },
    { text: "line\r\nbreak", expected: "line\\nbreak" },
    { text: "plain", expected: "plain" },
  ])("escapeText($text) is $expected", ({ text, expected }) => {
    expect(escapeText(text)).toBe(expected);
  });

  it("cleanText keeps tabs and line breaks only", () => {
    expect(cleanText("a\tb\r\nc\u001Fd\u007F")).toBe("a\tb\ncd");
  });
});

describe("line folding (RFC 5545 section 3.1)", () => {
  it.each([
    { case: "ASCII", text: "a".repeat(300) },
    { case: "2-octet characters", text: "é".repeat(120) },
    { case: "3-octet characters", text: "⚽".repeat(80) },
    { case: "4-octet characters (surrogate pairs)", text: "🏆".repeat(70) },
    {
      case: "a mix that puts a multi-byte character across the 75th octet",
      text: `${"x".repeat(73)}ü⚽🏆`.repeat(5),
    },
  ])("folds $case at 75 octets without splitting a character", ({ text }) => {
    const folded = foldLine(`DESCRIPTION:${text}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, line] of lines.entries()) {
      expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      if (index > 0) expect(line.startsWith(" ")).toBe(true);
      // Each physical line is whole UTF-8 on its own: no character was cut in two.
      const bytes = new TextEncoder().encode(line);
      expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(unfoldLines(folded)).toEqual([`DESCRIPTION:${text}`]);
  });

  it.each([
    { length: 75, lines: 1 },
    { length: 76, lines: 2 },
    { length: 75 + 74, lines: 2 },
    { length: 75 + 74 + 1, lines: 3 },
  ])("a line of $length octets takes $lines physical lines", ({ length, lines }) => {
    expect(foldLine("a".repeat(length)).split("\r\n")).toHaveLength(lines);
  });

  it("keeps every line of a whole feed within 75 octets, a long multi-byte description included", () => {
    const text = feed([buildEvent({ notes: "Ñandú piñata 🎉 at the café, señor! ".repeat(30) })]);
    for (const line of physicalLines(text)) expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(onlyEvent(text).description).toContain("Ñandú piñata 🎉 at the café, señor! ".repeat(30).trim());
  });
});

describe("the feed", () => {
  const text = feed([
    buildEvent(),
    buildEvent({ id: "practice-2025-09-16", type: "practice", title: "Practice", opponent: null }),
    buildEvent({
      id: "event-team-picture-day",
      type: "event",
      date: "2025-09-13T00:00:00.000Z",
      endDate: "2025-09-14T00:00:00.000Z",
    }),
  ]);

  it("ends every line with CRLF, the last one included, and has no bare CR or LF", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("has one VEVENT per event", () => {
    expect(parseCalendar(text).events).toHaveLength(3);
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(3);
  });

  it("names the calendar, its zone, its product and how often to refresh it", () => {
    expect(parseCalendar(text).properties).toMatchObject({
      VERSION: "2.0",
      PRODID: "-//Hays Lightning//Team Calendar//EN",
      METHOD: "PUBLISH",
      "X-WR-CALNAME": "Hays Lightning Fall 2025",
      "X-WR-TIMEZONE": "America/Chicago",
      "X-PUBLISHED-TTL": "PT1H",
    });
    // ical.js leaves X- properties unparsed, so these are read as the raw (escaped) lines.
    expect(unfoldLines(text)).toEqual(
      expect.arrayContaining([
        "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
        "X-WR-CALDESC:Games\\, practices and team events of Hays Lightning (U10)\\, Kyle\\, Texas\\, Fall 2025",
      ]),
    );
    // The calendar's properties come before its first event.
    const lines = unfoldLines(text);
    expect(lines.indexOf("X-WR-TIMEZONE:America/Chicago")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
  });

  it("is a valid empty calendar when there are no events", () => {
    const empty = feed([]);
    expect(parseCalendar(empty)).toMatchObject({
      events: [],
      properties: { "X-WR-CALNAME": "Hays Lightning Fall 2025" },
    });
    expect(unfoldLines(empty)).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
  });

  it("is the same text for the same input (nothing random, no device clock)", () => {
    expect(feed([buildEvent()])).toBe(feed([buildEvent()]));
  });
});

describe("the Spanish feed", () => {
  const events = [
    buildEvent({ notes: "Wear the team jersey.", notesEs: "Usen la camiseta del equipo." }),
    buildEvent({ id: "practice-2025-09-16", type: "practice", title: "Practice", opponent: null }),
  ];
  const text = feed(events, { lang: "es", team: { ...TEAM, season: "Otoño 2025" } });
  const [game, practice] = parseCalendar(text).events;

  it("has UIDs of its own: the id and `.es` before the host", () => {
    expect(game?.uid).toBe("game-2025-09-20.es@hayslightning.example.org");
    expect(eventUid("practice-2025-09-09", "http://localhost:4321", "es")).toBe(
      "practice-2025-09-09.es@localhost",
    );
    const english = parseCalendar(feed(events)).events.map((event) => event.uid);
    expect(english.filter((uid) => [game?.uid, practice?.uid].includes(uid))).toEqual([]);
  });

  it("names itself in Spanish and links to the Spanish schedule", () => {
    expect(parseCalendar(text).properties).toMatchObject({
      PRODID: "-//Hays Lightning//Calendario del equipo//ES",
      "X-WR-CALNAME": "Hays Lightning Otoño 2025",
    });
    expect(unfoldLines(text)).toContain(
      "X-WR-CALDESC:Partidos\\, prácticas y eventos de Hays Lightning (U10)\\, Kyle\\, Texas\\, Otoño 2025",
    );
    expect(game?.url).toBe(`${SITE}/es/schedule`);
    expect(game?.description).toContain(`Anótese en ${SITE}/es/schedule`);
  });

  it("says each event in Spanish, with the coach's Spanish notes", () => {
    expect(game).toMatchObject({ summary: "Lightning: Partido vs Buda Blaze" });
    expect(game?.description).toBe(
      `Rival: Buda Blaze\nMerienda: se necesita una familia voluntaria. Anótese en ${SITE}/es/schedule\n\nUsen la camiseta del equipo.`,
    );
    expect(practice?.summary).toBe("Lightning: Práctica");
    expect(unfoldLines(text)).toEqual(expect.arrayContaining(["CATEGORIES:Partido", "CATEGORIES:Práctica"]));
  });

  it("marks English notes without a Spanish version", () => {
    const english = feed([buildEvent({ type: "practice", notes: "Focus: passing", notesEs: null })], {
      lang: "es",
    });
    expect(onlyEvent(english).description).toBe("Focus: passing (en inglés)");
  });
});
