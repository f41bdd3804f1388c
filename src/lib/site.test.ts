import { describe, expect, it } from "vitest";
import { gamesInWords, seasonAges, seasonYear, siteDescription, siteKeywords, siteName } from "./site";
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

describe("gamesInWords", () => {
  it.each([
    {
      gameCount: 8,
      gameDays: "7 on Saturday and 1 on Sunday",
      expected: "8 games, 7 on Saturday and 1 on Sunday",
    },
    { gameCount: 1, gameDays: "1 on Saturday", expected: "1 game, on Saturday" },
    { gameCount: 0, gameDays: "", expected: "to be announced" },
    {
      gameCount: 8,
      gameDays: "7 on Saturday and 1 on Sunday",
      firstGameDay: "2025-09-20",
      expected: "8 games starting Saturday, Sep 20, 2025: 7 on Saturday and 1 on Sunday",
    },
    {
      gameCount: 1,
      gameDays: "1 on Sunday",
      firstGameDay: "2026-03-01",
      expected: "1 game, Sunday, Mar 1, 2026",
    },
    { gameCount: 0, gameDays: "", firstGameDay: null, expected: "to be announced" },
  ])("$expected", ({ gameCount, gameDays, firstGameDay, expected }) => {
    expect(gamesInWords({ gameCount, gameDays, firstGameDay })).toBe(expected);
  });
});
