import { describe, expect, it } from "vitest";
import { languagePrompt, prefersSpanish } from "./language-choice";

describe("prefersSpanish", () => {
  it.each([
    { languages: ["es-US", "en-US"], expected: true },
    { languages: ["es"], expected: true },
    { languages: ["ES-mx"], expected: true },
    { languages: ["fr-FR", "es-419", "en"], expected: true },
    { languages: ["en-US", "es-US"], expected: false },
    { languages: ["en"], expected: false },
    { languages: ["fr-FR", "de"], expected: false },
    // "est" (Estonian) and "eng" are other languages, not Spanish or English.
    { languages: ["est", "es"], expected: true },
    { languages: ["eng", "en", "es"], expected: false },
    { languages: [], expected: false },
  ])("$languages → $expected", ({ languages, expected }) => {
    expect(prefersSpanish(languages)).toBe(expected);
  });
});

describe("languagePrompt", () => {
  it.each([
    // A stored choice of the other language: the one-tap link, whatever the browser prefers.
    { page: "en", stored: "es", languages: ["en-US"], expected: "link" },
    { page: "es", stored: "en", languages: ["es-US"], expected: "link" },
    // The page is in the chosen language: nothing.
    { page: "en", stored: "en", languages: ["es-US"], expected: null },
    { page: "es", stored: "es", languages: ["en-US"], expected: null },
    // No choice yet: the offer on an English page, once the browser prefers Spanish.
    { page: "en", stored: null, languages: ["es-US", "en-US"], expected: "offer" },
    { page: "en", stored: null, languages: ["en-US", "es-US"], expected: null },
    // No offer of English from the browser's languages on a Spanish page.
    { page: "es", stored: null, languages: ["en-US"], expected: null },
    // Something else in storage counts as no choice.
    { page: "en", stored: "fr", languages: ["es"], expected: "offer" },
  ] as const)(
    "$page page, stored $stored, $languages → $expected",
    ({ page, stored, languages, expected }) => {
      expect(languagePrompt(page, stored, languages)).toBe(expected);
    },
  );
});
