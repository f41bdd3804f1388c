import { describe, expect, it } from "vitest";
import { practiceWords, seasonAges, seasonYear, siteDescription, siteKeywords, siteName } from "./site";
import { contentFacts } from "./site-facts";

const fall = contentFacts("2025-08-01T12:00:00.000Z");
const spring = {
  ...fall,
  team: { ...fall.team, name: "Kyle Thunder" },
  season: {
    ...fall.season,
    label: "Spring 2026",
    division: "U11",
    ages: { min: 11, max: 11 },
    firstDay: "2026-02-03",
  },
};

describe("the site's strings follow the team and its current season", () => {
  it.each([
    {
      facts: fall,
      name: "Hays Lightning",
      ages: "9-10",
      year: "2025",
      description:
        "Hays Lightning U10 soccer, Fall 2025, Kyle, Texas: schedule, news, roster and game-day snacks.",
      keywords: ["Hays Lightning", "U10 soccer", "youth soccer", "Kyle, Texas", "Fall 2025"],
    },
    {
      facts: spring,
      name: "Kyle Thunder",
      ages: "11",
      year: "2026",
      description:
        "Kyle Thunder U11 soccer, Spring 2026, Kyle, Texas: schedule, news, roster and game-day snacks.",
      keywords: ["Kyle Thunder", "U11 soccer", "youth soccer", "Kyle, Texas", "Spring 2026"],
    },
  ])("$name, $facts.season.label", ({ facts, name, ages, year, description, keywords }) => {
    expect(siteName(facts)).toBe(name);
    expect(seasonAges(facts)).toBe(ages);
    expect(seasonYear(facts)).toBe(year);
    expect(siteDescription(facts)).toBe(description);
    expect(siteKeywords(facts)).toEqual(keywords);
  });
});

describe("practiceWords: the season's practices in the page's language", () => {
  const weekend = {
    ...fall,
    season: {
      ...fall.season,
      practicePlan: {
        ...fall.season.practicePlan,
        weekdays: ["monday" as const, "saturday" as const, "sunday" as const],
        start: "09:00",
        end: "10:30",
        firstDate: "2025-12-06",
        lastDate: "2026-02-14",
      },
    },
  };
  const { practiceDays, practiceTime, practiceSpan } = fall.summary;

  /** Intl's no-break spaces, written out so the expectations read as the page does. */
  const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, " ");

  it.each([
    { facts: fall, lang: "en", days: practiceDays, time: practiceTime, span: practiceSpan },
    {
      facts: fall,
      lang: "es",
      days: "martes y jueves",
      time: "6:30–7:45 p.m.",
      span: "9 sept - 13 nov 2025",
    },
    {
      facts: weekend,
      lang: "es",
      days: "lunes, sábados y domingos",
      time: "9:00–10:30 a.m.",
      span: "6 dic 2025 - 14 feb 2026",
    },
  ] as const)("$lang: $days, $time, $span", ({ facts, lang, days, time, span }) => {
    const words = practiceWords(facts, lang);
    expect({ ...words, time: plain(words.time), span: plain(words.span) }).toEqual({ days, time, span });
  });

  it("English is the summary's words: Tuesdays and Thursdays", () => {
    expect(practiceWords(fall, "en").days).toBe("Tuesdays and Thursdays");
  });
});
