import { describe, expect, it } from "vitest";
import { siteDescription } from "../lib/site";
import { contentFacts } from "../lib/site-facts";
import { describeSite } from "./site-description";
import { wordsFor } from "./words";

const facts = contentFacts("2025-08-01T12:00:00.000Z");

describe("describeSite", () => {
  it.each([
    { lang: "en", expected: siteDescription(facts) },
    {
      lang: "es",
      expected:
        "Fútbol U10 de Hays Lightning, Fall 2025, Kyle, Texas: calendario, noticias, plantel y meriendas de los partidos.",
    },
  ] as const)("$lang: $expected", ({ lang, expected }) => {
    expect(describeSite(wordsFor(lang).site, facts, lang)).toBe(expected);
  });

  it.each([
    { lang: "en", season: "Fall 2025" },
    { lang: "es", season: "Otoño 2025" },
  ] as const)("names the season in its $lang name: $season", ({ lang, season }) => {
    const named = { ...facts, season: { ...facts.season, labelEs: "Otoño 2025" } };
    expect(describeSite(wordsFor(lang).site, named, lang)).toContain(`, ${season}, `);
  });
});
