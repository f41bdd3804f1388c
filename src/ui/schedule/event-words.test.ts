import { describe, expect, it } from "vitest";
import type { EventStatus } from "../../lib/event-types";
import { formatDayAndStart, movedFromText, snackNotice } from "../../lib/domain/event-status";
import { statusBadge } from "../../lib/domain/status-badge";
import { wordsFor } from "../../i18n/words";
import { LANGS } from "../../i18n/lang";
import { badgeWords, dayAndStartWords, dayWords, movedFromWords, snackNoticeWords } from "./event-words";

const speech = (lang: "en" | "es") => ({ words: wordsFor(lang).schedule.event, lang });

// Monday 15 Sep 2025, noon in Kyle (CDT, UTC-5): the clock of the end-to-end tests.
const at = Date.parse("2025-09-15T17:00:00.000Z");
// Saturday 27 Sep 2025, 10:30-11:30 AM in Kyle.
const saturdayGame = { date: "2025-09-27T15:30:00.000Z", endDate: "2025-09-27T16:30:00.000Z" };
// Saturday 4 Oct 2025, Time TBA: stored as midnight UTC to midnight UTC.
const timeTba = { date: "2025-10-04T00:00:00.000Z", endDate: "2025-10-05T00:00:00.000Z" };
// Moved to Sunday 28 Sep 2025 from the Saturday game's time.
const moved = {
  date: "2025-09-28T18:00:00.000Z",
  endDate: "2025-09-28T19:00:00.000Z",
  previousDate: saturdayGame.date,
  previousEndDate: saturdayGame.endDate,
};

describe("badgeWords", () => {
  it.each<{ status: EventStatus; en: string | null; es: string | null }>([
    { status: "scheduled", en: null, es: null },
    { status: "cancelled", en: "Cancelled", es: "Cancelado" },
    { status: "postponed", en: "Postponed", es: "Aplazado" },
  ])("$status → $en, $es", ({ status, en, es }) => {
    expect(badgeWords({ status }, speech("en").words)).toBe(en);
    expect(badgeWords({ status }, speech("es").words)).toBe(es);
  });

  it.each<EventStatus>(["scheduled", "cancelled", "postponed"])(
    "%s: in English as the server says it",
    (status) => {
      expect(badgeWords({ status }, speech("en").words)).toBe(statusBadge({ status }));
    },
  );
});

describe("dayAndStartWords and movedFromWords", () => {
  it.each([
    { lang: "en", times: saturdayGame, day: "Sat, Sep 27", expected: "Sat, Sep 27, 10:30 AM" },
    { lang: "es", times: saturdayGame, day: "sáb, 27 de sept", expected: "sáb, 27 de sept, 10:30 a.m." },
    { lang: "en", times: timeTba, day: "Sat, Oct 4", expected: "Sat, Oct 4 (time TBA)" },
    { lang: "es", times: timeTba, day: "sáb, 4 de oct", expected: "sáb, 4 de oct (hora por confirmar)" },
  ] as const)("$lang: $expected", ({ lang, times, day, expected }) => {
    // Intl writes some spaces as no-break ones; a reader sees spaces.
    const spaced = (text: string) => text.replace(/\s/g, " ");
    expect(spaced(dayWords(times, lang))).toBe(day);
    expect(spaced(dayAndStartWords(times, speech(lang)))).toBe(expected);
  });

  it("says the day and start in English as the server does", () => {
    for (const times of [saturdayGame, timeTba]) {
      expect(dayAndStartWords(times, speech("en"))).toBe(formatDayAndStart(times));
    }
  });

  it.each([
    { lang: "en", at, expected: "Moved from Sat, Sep 27, 10:30 AM" },
    { lang: "es", at, expected: "Fecha anterior: sáb, 27 de sept, 10:30 a.m." },
    { lang: "en", at: Date.parse("2025-09-29T12:00:00.000Z"), expected: null },
    { lang: "es", at: Date.parse("2025-09-29T12:00:00.000Z"), expected: null },
  ] as const)("$lang, moved: $expected", ({ lang, at: when, expected }) => {
    const words = movedFromWords(moved, when, speech(lang));
    expect(words === null ? null : words.replace(/\s/g, " ")).toBe(expected);
    if (lang === "en") expect(words).toBe(movedFromText(moved, when));
  });

  it("says nothing for an event that never moved", () => {
    for (const lang of LANGS) {
      expect(
        movedFromWords({ ...moved, previousDate: null, previousEndDate: null }, at, speech(lang)),
      ).toBeNull();
    }
  });
});

describe("snackNoticeWords", () => {
  it.each<{ status: EventStatus; snackParentId: string | null; es: string | null }>([
    { status: "scheduled", snackParentId: null, es: null },
    { status: "scheduled", snackParentId: "user-1", es: null },
    { status: "cancelled", snackParentId: null, es: "No se necesita merienda: cancelado" },
    { status: "cancelled", snackParentId: "user-1", es: "No se necesita merienda: cancelado" },
    {
      status: "postponed",
      snackParentId: null,
      es: "La inscripción se abre de nuevo cuando tenga nueva fecha",
    },
    { status: "postponed", snackParentId: "user-1", es: null },
  ])("$status, volunteer $snackParentId → $es", ({ status, snackParentId, es }) => {
    const game = { status, snackParentId };
    expect(snackNoticeWords(game, speech("en").words)).toBe(snackNotice(game));
    expect(snackNoticeWords(game, speech("es").words)).toBe(es);
  });
});
