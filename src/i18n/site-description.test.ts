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
        "Fútbol U10 de Hays Lightning, Otoño 2025, Kyle, Texas: calendario, noticias, plantel y meriendas de los partidos.",
    },
  ] as const)("$lang: $expected", ({ lang, expected }) => {
    expect(describeSite(wordsFor(lang).site, facts, lang)).toBe(expected);
  });

  it.each([
    { lang: "en", labelEs: "Otoño 2025", season: "Fall 2025" },
    { lang: "es", labelEs: "Otoño 2025", season: "Otoño 2025" },
    { lang: "es", labelEs: null, season: "Fall 2025" },
  ] as const)("on an $lang page with the Spanish name $labelEs: $season", ({ lang, labelEs, season }) => {
    const named = { ...facts, season: { ...facts.season, labelEs } };
    expect(describeSite(wordsFor(lang).site, named, lang)).toContain(`, ${season}, `);
  });
});
