import { describe, expect, it } from "vitest";
import { season } from "../content";
import { practiceWords } from "./practice-words";
import { summarizeSeason, summarizeSeasonFacts } from "./season";
import type { SeasonPracticePlan } from "../schemas/seasons";

const facts = (plan: SeasonPracticePlan) => ({
  season: { practicePlan: plan },
  summary: summarizeSeasonFacts(plan, [], 0),
});

/** Intl's no-break spaces, written out so the expectations read as the page does. */
const plain = (words: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(words).map(([key, text]) => [key, text.replace(/[\u00a0\u2009\u202f]/g, " ")]),
  );

const weekend: SeasonPracticePlan = {
  ...season.practicePlan,
  weekdays: ["saturday", "sunday"],
  start: "11:00",
  end: "12:30",
  firstDate: "2025-12-06",
  lastDate: "2026-02-14",
};

describe("practiceWords", () => {
  it.each([
    {
      lang: "en",
      plan: season.practicePlan,
      expected: { days: "Tuesdays and Thursdays", time: "6:30-7:45 PM", span: "Sep 9 - Nov 13, 2025" },
    },
    {
      lang: "es",
      plan: season.practicePlan,
      expected: { days: "martes y jueves", time: "6:30–7:45 p.m.", span: "9 sept - 13 nov 2025" },
    },
    {
      lang: "en",
      plan: weekend,
      expected: {
        days: "Saturdays and Sundays",
        time: "11:00 AM-12:30 PM",
        span: "Dec 6, 2025 - Feb 14, 2026",
      },
    },
    {
      lang: "es",
      plan: weekend,
      expected: {
        days: "sábados y domingos",
        time: "11:00 a.m. – 12:30 p.m.",
        span: "6 dic 2025 - 14 feb 2026",
      },
    },
  ] as const)("$lang, $expected.days", ({ lang, plan, expected }) => {
    expect(plain({ ...practiceWords(facts(plan), lang) })).toEqual(expected);
  });

  it("says the season summary's own words in English", () => {
    const summary = summarizeSeason(season);
    expect(practiceWords({ season, summary }, "en")).toEqual({
      days: summary.practiceDays,
      time: summary.practiceTime,
      span: summary.practiceSpan,
    });
  });
});
