import { describe, expect, it } from "vitest";
import { nudgeText } from "./nudge";

const game = {
  type: "game" as const,
  date: "2025-09-20T14:00:00.000Z",
  endDate: null,
  status: "scheduled" as const,
};
const practice = { ...game, type: "practice" as const, date: "2025-09-17T00:30:00.000Z" };

describe("nudgeText", () => {
  it.each([
    { what: "nobody missing", event: game, families: 0, languages: "en" as const, text: null },
    {
      what: "a cancelled game",
      event: { ...game, status: "cancelled" as const },
      families: 2,
      languages: "en" as const,
      text: null,
    },
    {
      what: "a postponed game",
      event: { ...game, status: "postponed" as const },
      families: 2,
      languages: "en" as const,
      text: null,
    },
    {
      what: "one family",
      event: game,
      families: 1,
      languages: "en" as const,
      text: "1 family hasn't answered for the game on Sat, Sep 20: please use your family link.",
    },
    {
      what: "two families, a practice",
      event: practice,
      families: 2,
      languages: "en" as const,
      text: "2 families haven't answered for the practice on Tue, Sep 16: please use your family link.",
    },
    {
      what: "in Spanish",
      event: game,
      families: 2,
      languages: "es" as const,
      text: "2 familias no han respondido para el partido del sáb, 20 de sept: por favor usen su enlace familiar.",
    },
    {
      what: "in both, English first",
      event: game,
      families: 1,
      languages: "both" as const,
      text:
        "1 family hasn't answered for the game on Sat, Sep 20: please use your family link.\n\n" +
        "1 familia no ha respondido para el partido del sáb, 20 de sept: por favor use su enlace familiar.",
    },
  ])("$what", ({ event, families, languages, text }) => {
    expect(nudgeText(event, families, languages)).toBe(text);
  });
});
