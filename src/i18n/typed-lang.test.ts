import { describe, expect, it } from "vitest";
import { typedLang, typedText } from "./typed-lang";

describe("typedLang", () => {
  it.each([
    { page: "en", expected: undefined },
    { page: "es", expected: "en" },
  ] as const)("on a page in $page → $expected", ({ page, expected }) => {
    expect(typedLang(page)).toBe(expected);
  });
});

describe("typedText", () => {
  it.each([
    {
      page: "en",
      es: "Campos cerrados",
      expected: { text: "Fields closed", lang: undefined, inEnglish: false },
    },
    { page: "en", es: null, expected: { text: "Fields closed", lang: undefined, inEnglish: false } },
    {
      page: "es",
      es: "Campos cerrados",
      expected: { text: "Campos cerrados", lang: undefined, inEnglish: false },
    },
    { page: "es", es: null, expected: { text: "Fields closed", lang: "en", inEnglish: true } },
    { page: "es", es: undefined, expected: { text: "Fields closed", lang: "en", inEnglish: true } },
    { page: "es", es: "", expected: { text: "Fields closed", lang: "en", inEnglish: true } },
  ] as const)("on a $page page with Spanish $es", ({ page, es, expected }) => {
    expect(typedText(page, "Fields closed", es)).toEqual(expected);
  });
});
