import { describe, expect, it } from "vitest";
import { buildEvent } from "../../../tests/support/builders";
import {
  eventTitle,
  feedWords,
  movedFromLine,
  statusLine,
  summaryWords,
  typedInFeed,
} from "./calendar-words";

const EN = feedWords("en");
const ES = feedWords("es");
/** Monday 15 Sep 2025, noon in Kyle. */
const NOW = Date.parse("2025-09-15T17:00:00.000Z");

/** Intl's no-break spaces, written out so the expectations read as a calendar shows them. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u2009\u202f]/g, " ") ?? null;

describe("summaryWords", () => {
  const game = buildEvent();
  const practice = buildEvent({ type: "practice", title: "Practice", opponent: null });
  it.each([
    { case: "a game", event: game, en: "Lightning vs Buda Blaze", es: "Lightning: Partido vs Buda Blaze" },
    {
      case: "a cancelled game",
      event: { ...game, status: "cancelled" as const },
      en: "CANCELLED: Lightning vs Buda Blaze",
      es: "CANCELADO: Lightning: Partido vs Buda Blaze",
    },
    {
      case: "a postponed game",
      event: { ...game, status: "postponed" as const },
      en: "POSTPONED: Lightning vs Buda Blaze",
      es: "APLAZADO: Lightning: Partido vs Buda Blaze",
    },
    { case: "a practice", event: practice, en: "Lightning: Practice", es: "Lightning: Práctica" },
    {
      case: "a cancelled practice",
      event: { ...practice, status: "cancelled" as const },
      en: "CANCELLED: Lightning: Practice",
      es: "CANCELADO: Lightning: Práctica",
    },
    {
      case: "a game without an opponent: its title",
      event: { ...game, opponent: null },
      en: "Lightning: Game vs Buda Blaze",
      es: "Lightning: Game vs Buda Blaze",
    },
    {
      case: "a team event: the name the coach gave it",
      event: buildEvent({ type: "event", title: "Team Picture Day", opponent: null }),
      en: "Lightning: Team Picture Day",
      es: "Lightning: Team Picture Day",
    },
  ])("$case: $en / $es", ({ event, en, es }) => {
    expect(summaryWords(event, "Lightning", EN)).toBe(en);
    expect(summaryWords(event, "Lightning", ES)).toBe(es);
  });
});

describe("eventTitle", () => {
  it.each([
    { title: "Practice", type: "practice" as const, en: "Practice", es: "Práctica" },
    { title: " practice ", type: "practice" as const, en: " practice ", es: "Práctica" },
    { title: "Game", type: "game" as const, en: "Game", es: "Partido" },
    { title: "Team event", type: "event" as const, en: "Team event", es: "Evento del equipo" },
    { title: "Scrimmage", type: "practice" as const, en: "Scrimmage", es: "Scrimmage" },
  ])("$title ($type): $en / $es", ({ title, type, en, es }) => {
    expect(eventTitle({ title, type }, EN)).toBe(en);
    expect(eventTitle({ title, type }, ES)).toBe(es);
  });
});

describe("typedInFeed", () => {
  it.each([
    { english: "Bring water", spanish: "Traigan agua", en: "Bring water", es: "Traigan agua" },
    { english: "Bring water", spanish: null, en: "Bring water", es: "Bring water (en inglés)" },
    { english: "Bring water", spanish: "", en: "Bring water", es: "Bring water (en inglés)" },
    { english: null, spanish: null, en: null, es: null },
    { english: "", spanish: null, en: null, es: null },
    { english: null, spanish: "Traigan agua", en: null, es: "Traigan agua" },
  ])("$english / $spanish: $en / $es", ({ english, spanish, en, es }) => {
    expect(typedInFeed(english, spanish, EN)).toBe(en);
    expect(typedInFeed(english, spanish, ES)).toBe(es);
  });
});

describe("statusLine", () => {
  it.each([
    {
      case: "cancelled with both notes",
      event: {
        status: "cancelled" as const,
        statusNote: "Fields closed: rain",
        statusNoteEs: "Canchas cerradas",
      },
      en: "Cancelled: Fields closed: rain",
      es: "Cancelado: Canchas cerradas",
    },
    {
      case: "cancelled with the English note only",
      event: { status: "cancelled" as const, statusNote: "Fields closed", statusNoteEs: null },
      en: "Cancelled: Fields closed",
      es: "Cancelado: Fields closed (en inglés)",
    },
    {
      case: "postponed without a note",
      event: { status: "postponed" as const, statusNote: null, statusNoteEs: null },
      en: "Postponed",
      es: "Aplazado",
    },
    {
      case: "on, with a note",
      event: { status: "scheduled" as const, statusNote: "Back on!", statusNoteEs: "¡Se juega!" },
      en: "Back on!",
      es: "¡Se juega!",
    },
    {
      case: "on, without a note",
      event: { status: "scheduled" as const, statusNote: null, statusNoteEs: null },
      en: null,
      es: null,
    },
  ])("$case", ({ event, en, es }) => {
    expect(statusLine(event, EN)).toBe(en);
    expect(statusLine(event, ES)).toBe(es);
  });
});

describe("movedFromLine", () => {
  it.each([
    {
      case: "a game moved from a Friday evening",
      previousDate: "2025-09-19T23:30:00.000Z",
      previousEndDate: null,
      en: "Moved from Fri, Sep 19, 6:30 PM",
      es: "Fecha anterior: vie, 19 de sept, 6:30 p.m.",
    },
    {
      case: "a game moved from a Time TBA day",
      previousDate: "2025-09-13T00:00:00.000Z",
      previousEndDate: "2025-09-14T00:00:00.000Z",
      en: "Moved from Sat, Sep 13 (time TBA)",
      es: "Fecha anterior: sáb, 13 de sept (hora por confirmar)",
    },
  ])("$case", ({ previousDate, previousEndDate, en, es }) => {
    const event = buildEvent({ previousDate, previousEndDate });
    expect(plain(movedFromLine(event, NOW, EN))).toBe(en);
    expect(plain(movedFromLine(event, NOW, ES))).toBe(es);
  });

  it("says nothing for an event that never moved, or once it has passed", () => {
    expect(movedFromLine(buildEvent(), NOW, ES)).toBeNull();
    const moved = buildEvent({ previousDate: "2025-09-19T23:30:00.000Z", previousEndDate: null });
    expect(movedFromLine(moved, Date.parse("2025-09-21T12:00:00.000Z"), ES)).toBeNull();
  });
});
