/**
 * The calendar feed (docs/api.md#calendar-feed), in English and in Spanish, called as Netlify calls it
 * against the real local Blobs server, and read back with a real iCalendar parser the way a calendar
 * app reads it.
 */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { EventSchema } from "../../../src/lib/schemas/events";
import { SECURITY_HEADERS } from "../../../src/lib/server/security-headers";
import { functionRoutes, matchFunction } from "../../../scripts/function-host";
import { fn, FUNCTIONS, send, useCoachPerTest } from "../../support/api";
import { buildEventInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";
import { usePurgeRecorder } from "../../support/purge";
import { octets, parseCalendar, physicalLines, type ParsedEvent } from "../../support/ical";

const Events = z.array(EventSchema);
/** SITE_URL is unset in tests, so the site is `http://localhost:4321` and UIDs end in `@localhost`. */
const HOST = "localhost";
const SCHEDULE_URL = "http://localhost:4321/schedule";

useSeasonClock();
const coach = useCoachPerTest();

async function fetchFeed(query = "", init: RequestInit = {}) {
  const { status, headers, body } = await call(fn("calendar"), `/calendar.ics${query}`, init);
  if (typeof body !== "string") throw new Error("The feed is not text");
  return { status, headers, text: body };
}

async function fetchCalendar() {
  return parseCalendar((await fetchFeed()).text);
}

const listEvents = async () => Events.parse((await call(fn("events"), "/api/events")).body);

const byUid = (events: ParsedEvent[], id: string): ParsedEvent => {
  const found = events.find((event) => event.uid === `${id}@${HOST}`);
  if (!found) throw new Error(`No event ${id} in the feed`);
  return found;
};

const updateEvent = (id: string, body: unknown) =>
  call(fn("events-id"), `/api/events/${id}`, send("PUT", body, coach()), { params: { id } });

const signUp = (id: string, body = buildSignup()) =>
  call(fn("events-snack-signup"), `/api/events/${id}/snack-signup`, send("PUT", body), {
    params: { id },
    ip: "203.0.113.44",
  });

describe("GET /calendar.ics", () => {
  it("answers the feed as text/calendar with one VEVENT per stored event, each at its stored instant", async () => {
    const { status, headers, text } = await fetchFeed();
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(headers.get("Content-Disposition")).toBeNull();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);

    const stored = await listEvents();
    const { events } = parseCalendar(text);
    expect(events).toHaveLength(stored.length);
    expect(stored.length).toBe(31);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    for (const event of stored) {
      const entry = byUid(events, event.id);
      if (entry.allDay) continue;
      expect(entry.start, event.id).toBe(event.date);
      expect(entry.end, event.id).toBe(event.endDate ?? event.date);
      expect(entry.url).toBe(SCHEDULE_URL);
    }
  });

  it("starts the practice of Tue 4 Nov 2025 at 6:30 PM CST, 00:30Z on the 5th", async () => {
    const { events } = await fetchCalendar();
    expect(byUid(events, "practice-2025-11-04")).toMatchObject({
      start: "2025-11-05T00:30:00.000Z",
      end: "2025-11-05T01:45:00.000Z",
      allDay: false,
    });
    // The Thursday before the change is 23:30Z, the same 6:30 PM in CDT.
    expect(byUid(events, "practice-2025-10-30").start).toBe("2025-10-30T23:30:00.000Z");
  });

  it("makes the Time TBA picture day an all-day date with an exclusive end", async () => {
    const { events } = await fetchCalendar();
    expect(byUid(events, "event-team-picture-day")).toMatchObject({
      allDay: true,
      start: "2025-09-13",
      end: "2025-09-14",
    });
  });

  it("names the calendar, its zone and how often apps should refresh it", async () => {
    const { text } = await fetchFeed();
    expect(parseCalendar(text).properties).toMatchObject({
      "X-WR-CALNAME": "Hays Lightning Fall 2025",
      "X-WR-TIMEZONE": "America/Chicago",
      "X-PUBLISHED-TTL": "PT1H",
      PRODID: "-//Hays Lightning//Team Calendar//EN",
    });
    expect(text).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
  });

  it("calls games by their opponent and describes them", async () => {
    const { events } = await fetchCalendar();
    const game = byUid(events, "game-2025-09-20");
    expect(game.summary).toBe("Lightning vs Buda Blaze");
    expect(game.location).toBe("Hays Youth Sports Complex, Field 5 West, 100 Hays Youth Drive");
    expect(game.description).toContain("Opponent: Buda Blaze");
    expect(game.description).toContain(`Snacks: a volunteer is needed. Sign up at ${SCHEDULE_URL}`);
    expect(game.description).toContain("First game of the season!");
  });

  it("folds every line at 75 octets and ends every line with CRLF", async () => {
    // A long multi-byte note makes sure folding has something to do beyond ASCII.
    const note =
      "Traigan agua y bocadillos, ¡vamos Lightning! ⚡⚽ Niños y niñas, señoras y señores. ".repeat(6);
    expect((await updateEvent("game-2025-09-27", { notes: note })).status).toBe(200);
    const { text } = await fetchFeed();
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = physicalLines(text);
    expect(lines.some((line) => octets(line) === 75 || octets(line) === 74)).toBe(true);
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    expect(byUid(parseCalendar(text).events, "game-2025-09-27").description).toContain(note.trim());
  });

  it("answers HEAD like GET and refuses other methods with 405", async () => {
    const head = await call(fn("calendar"), "/calendar.ics", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const { status, headers, body } = await call(fn("calendar"), "/calendar.ics", send(method));
      expect(status, method).toBe(405);
      expect(headers.get("Allow")).toBe("GET, HEAD");
      expect(body).toMatchObject({ error: { code: "method_not_allowed" } });
    }
  });
});

describe("?download=1", () => {
  it.each(["?download=1", "?download=true"])("%s saves the feed as a file", async (query) => {
    const { status, headers, text } = await fetchFeed(query);
    expect(status).toBe(200);
    expect(headers.get("Content-Disposition")).toBe('attachment; filename="hays-lightning-fall-2025.ics"');
    expect(headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(parseCalendar(text).events).toHaveLength(31);
  });

  it("?download=0 does not", async () => {
    expect((await fetchFeed("?download=0")).headers.get("Content-Disposition")).toBeNull();
  });
});

describe("headers", () => {
  it("is cached at the CDN under the events tag, for an hour at most, keyed on download only", async () => {
    const { headers } = await fetchFeed();
    expect(headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(headers.get("Netlify-CDN-Cache-Control")).toBe(
      "public, durable, s-maxage=3600, stale-while-revalidate=60",
    );
    expect(headers.get("Netlify-Cache-Tag")).toBe("events,season");
    expect(headers.get("Netlify-Vary")).toBe("query=download");
  });

  it("sends every security header and the server's clock", async () => {
    const { headers } = await fetchFeed("?download=1");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
    expect(headers.get("X-App-Now")).toBe("2025-09-15T17:00:00.000Z");
  });
});

describe("as the schedule changes", () => {
  it("keeps every UID across two fetches and across edits", async () => {
    const uids = async () => (await fetchCalendar()).events.map((event) => event.uid).sort();
    const first = await uids();
    expect(await uids()).toEqual(first);
    expect(first).toContain(`game-2025-10-04@${HOST}`);

    expect(
      (await updateEvent("game-2025-10-04", { title: "Game vs Wimberley", notes: "Moved" })).status,
    ).toBe(200);
    expect(
      (
        await updateEvent("game-2025-10-04", {
          date: "2025-10-04T15:00:00.000Z",
          endDate: "2025-10-04T16:00:00.000Z",
        })
      ).status,
    ).toBe(200);
    expect(await uids()).toEqual(first);
  });

  it("raises SEQUENCE when the time changes, not when only the notes do, and moves DTSTART", async () => {
    const game = async () => byUid((await fetchCalendar()).events, "game-2025-10-04");
    expect((await game()).sequence).toBe(0);

    await updateEvent("game-2025-10-04", { notes: "Bring a white shirt too" });
    expect(await game()).toMatchObject({ sequence: 0, start: "2025-10-04T13:30:00.000Z" });

    await updateEvent("game-2025-10-04", {
      date: "2025-10-04T15:00:00.000Z",
      endDate: "2025-10-04T16:00:00.000Z",
    });
    expect(await game()).toMatchObject({
      sequence: 1,
      start: "2025-10-04T15:00:00.000Z",
      end: "2025-10-04T16:00:00.000Z",
    });

    await updateEvent("game-2025-10-04", {
      date: "2025-10-04T16:00:00.000Z",
      endDate: "2025-10-04T17:00:00.000Z",
    });
    expect((await game()).sequence).toBe(2);
  });

  it("adds and removes events as the store does", async () => {
    const created = await call(fn("events"), "/api/events", send("POST", buildEventInput(), coach()));
    const id = EventSchema.parse(created.body).id;
    const { events } = await fetchCalendar();
    expect(events).toHaveLength(32);
    expect(byUid(events, id)).toMatchObject({
      summary: "Lightning vs Buda Blaze",
      start: "2025-10-30T23:30:00.000Z",
    });

    const removed = await call(fn("events-id"), `/api/events/${id}`, send("DELETE", undefined, coach()), {
      params: { id },
    });
    expect(removed.status).toBe(204);
    expect((await fetchCalendar()).events).toHaveLength(31);
  });

  it("names the snack volunteer after a sign-up, and never their email or phone", async () => {
    const signup = buildSignup({
      parentName: "Dana Okafor",
      parentEmail: "dana.okafor@example.org",
      parentPhone: "(512) 555-0199",
    });
    expect((await signUp("game-2025-10-11", signup)).status).toBe(200);

    const { text } = await fetchFeed();
    const game = byUid(parseCalendar(text).events, "game-2025-10-11");
    expect(game.description).toContain("Snacks: Dana O.");
    expect(game.description).not.toContain("volunteer is needed");
    for (const secret of ["dana.okafor@example.org", "(512) 555-0199", "555-0199", "5125550199"]) {
      expect(text.toLowerCase()).not.toContain(secret);
    }
    // Nothing that looks like an email address or a phone number, apart from the UIDs' `id@host`.
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded.replace(/^UID:.*$/gm, "")).not.toMatch(/[\w.+-]+@[\w-]+/);
    expect(unfolded).not.toMatch(/\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/);
  });

  it("gives the final score once the coach marks it final", async () => {
    const scores = (body: unknown, method: "POST" | "PUT") =>
      method === "POST"
        ? call(fn("game-scores"), "/api/game-scores", send("POST", body, coach()))
        : call(fn("game-scores-id"), "/api/game-scores/game-2025-09-20", send("PUT", body, coach()), {
            params: { eventId: "game-2025-09-20" },
          });
    expect((await scores({ eventId: "game-2025-09-20", homeScore: 2, awayScore: 1 }, "POST")).status).toBe(
      201,
    );
    const game = async () => byUid((await fetchCalendar()).events, "game-2025-09-20");
    expect((await game()).description).not.toContain("Final score");

    expect((await scores({ isFinal: true, homeScore: 3 }, "PUT")).status).toBe(200);
    const final = await game();
    expect(final.description).toContain("Final score: Home 3 - Away 1");
    expect(final.description).not.toContain("volunteer is needed");
  });
});

describe("every write that changes the feed purges its cache tag", () => {
  const purge = usePurgeRecorder();

  it.each([
    {
      case: "creating an event",
      write: () => call(fn("events"), "/api/events", send("POST", buildEventInput(), coach())),
    },
    { case: "editing an event", write: () => updateEvent("game-2025-09-27", { notes: "Changed" }) },
    {
      case: "deleting an event",
      write: () =>
        call(fn("events-id"), "/api/events/event-parent-meeting", send("DELETE", undefined, coach()), {
          params: { id: "event-parent-meeting" },
        }),
    },
    { case: "a snack sign-up", write: () => signUp("game-2025-10-25") },
    {
      case: "a new game score",
      write: () =>
        call(
          fn("game-scores"),
          "/api/game-scores",
          send("POST", { eventId: "game-2025-09-20", homeScore: 1, awayScore: 1 }, coach()),
        ),
    },
    {
      case: "generating practices",
      write: () =>
        call(
          fn("events-practices-generate"),
          "/api/events/practices/generate",
          send("POST", undefined, coach()),
        ),
    },
  ])("$case", async ({ write }) => {
    const { status } = await write();
    expect(status).toBeLessThan(300);
    expect(purge.purged.flat()).toContain("events");
  });

  it("an edit of a score", async () => {
    const create = await call(
      fn("game-scores"),
      "/api/game-scores",
      send("POST", { eventId: "game-2025-09-20", homeScore: 1, awayScore: 1 }, coach()),
    );
    expect(create.status).toBe(201);
    purge.purged.length = 0;
    const { status } = await call(
      fn("game-scores-id"),
      "/api/game-scores/game-2025-09-20",
      send("PUT", { isFinal: true }, coach()),
      { params: { eventId: "game-2025-09-20" } },
    );
    expect(status).toBe(200);
    expect(purge.purged).toEqual([["events", "users"]]);
  });
});

describe("GET /es/calendar.ics, the feed in Spanish", () => {
  const fetchSpanish = async (query = "") => {
    const { status, headers, body } = await call(fn("calendar-es"), `/es/calendar.ics${query}`);
    if (typeof body !== "string") throw new Error("The feed is not text");
    return { status, headers, text: body };
  };
  const spanishById = (events: ParsedEvent[], id: string): ParsedEvent => {
    const found = events.find((event) => event.uid === `${id}.es@${HOST}`);
    if (!found) throw new Error(`No event ${id} in the Spanish feed`);
    return found;
  };
  const SPANISH_SCHEDULE = "http://localhost:4321/es/schedule";

  it("holds the same events as the English feed, each with a UID of its own", async () => {
    const [english, spanish] = [await fetchCalendar(), parseCalendar((await fetchSpanish()).text)];
    expect(spanish.events).toHaveLength(english.events.length);
    const uids = [...english.events, ...spanish.events].map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const event of english.events) {
      const id = event.uid.replace(`@${HOST}`, "");
      expect(spanishById(spanish.events, id)).toMatchObject({
        start: event.start,
        end: event.end,
        sequence: event.sequence,
        status: event.status,
        location: event.location,
        url: SPANISH_SCHEDULE,
      });
    }
    // The season's Spanish name, which content/ gives Fall 2025.
    expect(spanish.properties).toMatchObject({
      "X-WR-CALNAME": "Hays Lightning Otoño 2025",
      "X-WR-TIMEZONE": "America/Chicago",
      "X-PUBLISHED-TTL": "PT1H",
      PRODID: "-//Hays Lightning//Calendario del equipo//ES",
    });
  });

  it("answers with the English feed's type, caching and headers, and downloads as a file", async () => {
    const [english, spanish] = [await fetchFeed(), await fetchSpanish()];
    expect(spanish.status).toBe(200);
    for (const name of [
      "Content-Type",
      "Cache-Control",
      "Netlify-CDN-Cache-Control",
      "Netlify-Cache-Tag",
      "Netlify-Vary",
      ...Object.keys(SECURITY_HEADERS),
    ]) {
      expect(spanish.headers.get(name), name).toBe(english.headers.get(name));
    }
    expect(spanish.text).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
    for (const line of physicalLines(spanish.text)) expect(octets(line), line).toBeLessThanOrEqual(75);
    const download = await fetchSpanish("?download=1");
    expect(download.headers.get("Content-Disposition")).toBe(
      'attachment; filename="hays-lightning-otono-2025.ics"',
    );
    const refused = await call(fn("calendar-es"), "/es/calendar.ics?x=1");
    expect(refused.status).toBe(400);
  });

  it("says a game, a practice, a cancelled and a postponed game in Spanish", async () => {
    expect(
      (
        await updateEvent("game-2025-09-27", {
          status: "cancelled",
          statusNote: "Fields closed: rain",
          statusNoteEs: "Canchas cerradas por lluvia",
        })
      ).status,
    ).toBe(200);
    expect(
      (await updateEvent("game-2025-10-04", { status: "postponed", statusNote: "Referee shortage" })).status,
    ).toBe(200);
    const [english, spanish] = [
      (await fetchCalendar()).events,
      parseCalendar((await fetchSpanish()).text).events,
    ];

    expect(byUid(english, "game-2025-09-27")).toMatchObject({ status: "CANCELLED" });
    const cancelled = spanishById(spanish, "game-2025-09-27");
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.summary).toMatch(/^CANCELADO: Lightning: Partido vs /);
    expect(cancelled.description.split("\n")[0]).toBe("Cancelado: Canchas cerradas por lluvia");
    expect(cancelled.description).not.toContain("Merienda: se necesita");

    const postponed = spanishById(spanish, "game-2025-10-04");
    expect(postponed.status).toBe("TENTATIVE");
    expect(postponed.summary).toMatch(/^APLAZADO: Lightning: Partido vs /);
    expect(postponed.description.split("\n")[0]).toBe("Aplazado: Referee shortage (en inglés)");

    const game = spanishById(spanish, "game-2025-09-20");
    expect(game.summary).toBe("Lightning: Partido vs Buda Blaze");
    expect(game.description).toContain("Rival: Buda Blaze");
    expect(game.description).toContain(
      `Merienda: se necesita una familia voluntaria. Anótese en ${SPANISH_SCHEDULE}`,
    );
    expect(spanishById(spanish, "practice-2025-09-16").summary).toBe("Lightning: Práctica");
    expect(spanishById(spanish, "event-team-picture-day").description).toContain(
      `Hora por confirmar: el entrenador la publicará en ${SPANISH_SCHEDULE}`,
    );
  });

  it("carries the coach's Spanish notes, and the English ones marked where there are none", async () => {
    expect(
      (
        await updateEvent("game-2025-10-11", {
          notes: "Bring a white shirt",
          notesEs: "Traigan una camiseta blanca",
        })
      ).status,
    ).toBe(200);
    expect((await updateEvent("game-2025-10-19", { notes: "Arrive by 8:15", notesEs: null })).status).toBe(
      200,
    );
    const [english, spanish] = [
      (await fetchCalendar()).events,
      parseCalendar((await fetchSpanish()).text).events,
    ];
    expect(byUid(english, "game-2025-10-11").description).toMatch(/\n\nBring a white shirt$/);
    expect(spanishById(spanish, "game-2025-10-11").description).toMatch(/\n\nTraigan una camiseta blanca$/);
    expect(byUid(english, "game-2025-10-19").description).toMatch(/\n\nArrive by 8:15$/);
    expect(spanishById(spanish, "game-2025-10-19").description).toMatch(/\n\nArrive by 8:15 \(en inglés\)$/);
  });

  it("is answered at /es/calendar.ics and /es/seasons/<id>/calendar.ics by the local servers too", () => {
    const routes = functionRoutes(FUNCTIONS);
    expect(matchFunction(routes, "/es/calendar.ics", "GET")?.name).toBe("calendar-es");
    expect(matchFunction(routes, "/es/seasons/fall-2025/calendar.ics", "GET")?.name).toBe(
      "seasons-calendar-es",
    );
    expect(matchFunction(routes, "/calendar.ics", "GET")?.name).toBe("calendar");
  });
});
