import { describe, expect, it } from "vitest";
import { seasonAges, seasonYear, siteDescription, siteKeywords, siteName } from "./site";
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
