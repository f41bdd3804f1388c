import { describe, expect, it } from "vitest";
import { buildEvent } from "../../../../tests/support/builders";
import { endOfDay } from "../../../lib/domain/local-time";
import type { RainoutInput, RainoutResult } from "../../../lib/schemas/game-day";
import {
  dayLabel,
  eventsOnDay,
  eventsToCancel,
  rainoutAlertText,
  rainoutGroupMeText,
  rainoutGroupMeTexts,
  retryRequest,
} from "./rainout";

const SITE = "https://hayslightning.example.org";
// Saturday 20 Sep 2025 in Kyle: a 9:00 AM game, a Time TBA picture day, and a 7:00 PM social (00:00 UTC on the 21st).
const game = buildEvent();
const tba = buildEvent({
  id: "pictures",
  type: "event",
  title: "Team pictures",
  date: "2025-09-20T00:00:00.000Z",
  endDate: "2025-09-21T00:00:00.000Z",
});
const evening = buildEvent({
  id: "social",
  type: "event",
  title: "Team social",
  date: "2025-09-21T00:00:00.000Z",
  endDate: null,
});
const sunday = buildEvent({ id: "sunday", date: "2025-09-21T19:00:00.000Z", endDate: null });

describe("eventsOnDay", () => {
  it.each([
    { day: "2025-09-20", expected: ["pictures", "game-2025-09-20", "social"] },
    { day: "2025-09-21", expected: ["sunday"] },
    { day: "2025-09-22", expected: [] },
  ])("$day → $expected", ({ day, expected }) => {
    expect(eventsOnDay([sunday, evening, game, tba], day).map((event) => event.id)).toEqual(expected);
  });
});

describe("the day's texts", () => {
  it.each([
    { day: "2025-09-20", label: "Sat, Sep 20", labelEs: "sáb, 20 de sept", end: "2025-09-21T04:59:59.999Z" },
    // After daylight saving ends, the day ends at 05:59:59.999 UTC.
    { day: "2025-11-08", label: "Sat, Nov 8", labelEs: "sáb, 8 de nov", end: "2025-11-09T05:59:59.999Z" },
  ])("$day is $label ($labelEs) and ends at $end", ({ day, label, labelEs, end }) => {
    expect(dayLabel(day)).toBe(label);
    expect(dayLabel(day, "es")).toBe(labelEs);
    expect(endOfDay(day)).toBe(end);
  });

  // The bar shows the level's label first ("Fields closed: …"), so the alert never starts with it.
  it.each<{ note: string; expected: string; lang?: "en" | "es"; level?: "closed" | "warning" }>([
    { note: "Fields closed: rain", expected: "Rain. Everything on Sat, Sep 20 is cancelled." },
    { note: "Lightning!", expected: "Lightning. Everything on Sat, Sep 20 is cancelled." },
    { note: "  ", expected: "Everything on Sat, Sep 20 is cancelled." },
    { note: "Fields closed.", expected: "Everything on Sat, Sep 20 is cancelled." },
    {
      lang: "es",
      note: "Canchas cerradas: lluvia",
      expected: "Lluvia. Todo lo del sáb, 20 de sept está cancelado.",
    },
    { lang: "es", note: "", expected: "Todo lo del sáb, 20 de sept está cancelado." },
    {
      level: "warning",
      note: "Fields closed: rain",
      expected: "Fields closed: rain. Everything on Sat, Sep 20 is cancelled.",
    },
  ])("the $lang alert for the note $note", ({ note, expected, lang = "en", level = "closed" }) => {
    expect(rainoutAlertText("2025-09-20", note, lang, level)).toBe(expected);
  });

  it("keeps the alert within 280 characters", () => {
    const text = rainoutAlertText("2025-09-20", "x".repeat(400));
    expect(text.length).toBeLessThanOrEqual(280);
    expect(text.endsWith("…")).toBe(true);
  });

  it("lists the day's events in the GroupMe message, with the schedule link", () => {
    expect(rainoutGroupMeText("2025-09-20", "Fields closed: rain", [tba, game], SITE)).toBe(
      `⚠️ Fields closed: rain. Cancelled on Sat, Sep 20: Team pictures; 9:00 AM Game vs Buda Blaze. Details: ${SITE}/schedule`,
    );
    expect(rainoutGroupMeText("2025-09-20", "", [], SITE)).toBe(
      `⚠️ Fields closed. Details: ${SITE}/schedule`,
    );
  });

  it("writes the Spanish message from the Spanish note, with the Spanish schedule's link", () => {
    expect(rainoutGroupMeText("2025-09-20", "Canchas cerradas: lluvia", [tba, game], SITE, "es")).toBe(
      `⚠️ Canchas cerradas: lluvia. Cancelado el sáb, 20 de sept: Team pictures; 9:00 a.m. Game vs Buda Blaze. Detalles: ${SITE}/es/schedule`,
    );
  });

  it.each([{ languages: "en" as const }, { languages: "both" as const }])(
    "prefills the message of each language so that $languages fits in one message",
    ({ languages }) => {
      const many = Array.from({ length: 40 }, (_, index) =>
        buildEvent({ id: `e${String(index)}`, title: "A long title ".repeat(3) }),
      );
      const notes = { en: "Fields closed: rain", es: "Canchas cerradas: lluvia" };
      const texts = rainoutGroupMeTexts("2025-09-20", notes, many, SITE, languages);
      expect(texts.en.length + (languages === "both" ? 2 + texts.es.length : 0)).toBeLessThanOrEqual(1000);
      expect(texts.en.endsWith(`Details: ${SITE}/schedule`)).toBe(true);
      expect(texts.es.endsWith(`Detalles: ${SITE}/es/schedule`)).toBe(true);
      // Two events fit whole, in both languages.
      const few = rainoutGroupMeTexts("2025-09-20", notes, [tba, game], SITE, languages);
      expect(few.en).toBe(rainoutGroupMeText("2025-09-20", notes.en, [tba, game], SITE));
      expect(few.es).toBe(rainoutGroupMeText("2025-09-20", notes.es, [tba, game], SITE, "es"));
    },
  );

  it("keeps the GroupMe message within 1000 characters, link included", () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      buildEvent({ id: `e${String(index)}`, title: "A long title ".repeat(3) }),
    );
    const text = rainoutGroupMeText("2025-09-20", "Fields closed: rain", many, SITE);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text.endsWith(`Details: ${SITE}/schedule`)).toBe(true);
  });
});

describe("what a rainout cancels and asks again", () => {
  it("cancels only the events still on", () => {
    expect(
      eventsToCancel([game, buildEvent({ id: "off", status: "cancelled" })]).map((event) => event.id),
    ).toEqual([game.id]);
  });

  const sent: RainoutInput = {
    eventIds: ["a", "b"],
    statusNote: "Rain",
    statusNoteEs: "Lluvia",
    alert: { message: "Closed", messageEs: null, level: "closed", endsAt: null },
    groupMe: { text: "Closed" },
  };
  const failed = { ok: false as const, error: { code: "upstream_failed" as const, message: "Try again" } };
  const done = (id: string) => ({ id, ok: true as const, event: buildEvent({ id }) });

  it.each<{ case: string; result: RainoutResult; expected: RainoutInput | null }>([
    {
      case: "everything done",
      result: {
        events: [done("a"), done("b")],
        alert: {
          ok: true,
          alert: {
            message: "Closed",
            messageEs: null,
            level: "closed",
            endsAt: "2025-09-21T04:59:59.999Z",
            updatedAt: "2025-09-20T12:00:00.000Z",
          },
        },
        groupMe: { ok: true },
      },
      expected: null,
    },
    {
      case: "one event and the message failed",
      result: { events: [done("a"), { id: "b", ...failed }], alert: null, groupMe: failed },
      expected: {
        eventIds: ["b"],
        statusNote: "Rain",
        statusNoteEs: "Lluvia",
        alert: null,
        groupMe: { text: "Closed" },
      },
    },
    {
      case: "only the alert failed",
      result: { events: [done("a"), done("b")], alert: failed, groupMe: { ok: true } },
      expected: {
        eventIds: [],
        statusNote: "Rain",
        statusNoteEs: "Lluvia",
        alert: sent.alert,
        groupMe: null,
      },
    },
  ])("$case", ({ result, expected }) => {
    expect(retryRequest(sent, result)).toEqual(expected);
  });
});
