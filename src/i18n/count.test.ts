import { describe, expect, it } from "vitest";
import { countWords, formatCount } from "./count";
import { wordsFor } from "./words";

describe("countWords", () => {
  it.each([
    { lang: "en", count: 0, expected: "0 posts" },
    { lang: "en", count: 1, expected: "1 post" },
    { lang: "en", count: 5, expected: "5 posts" },
    { lang: "en", count: 1200, expected: "1,200 posts" },
    { lang: "es", count: 0, expected: "0 publicaciones" },
    { lang: "es", count: 1, expected: "1 publicación" },
    { lang: "es", count: 5, expected: "5 publicaciones" },
    { lang: "es", count: 1200, expected: "1,200 publicaciones" },
  ] as const)("$lang, $count → $expected", ({ lang, count, expected }) => {
    expect(countWords(count, wordsFor(lang).posts.count, lang)).toBe(expected);
  });

  // The schedule's public count of an upcoming event: "1 va", never "1 van".
  it.each([
    { lang: "en", count: 1, expected: "1 going" },
    { lang: "en", count: 7, expected: "7 going" },
    { lang: "es", count: 1, expected: "1 va" },
    { lang: "es", count: 7, expected: "7 van" },
  ] as const)("going: $lang, $count → $expected", ({ lang, count, expected }) => {
    expect(countWords(count, wordsFor(lang).family.counts.going, lang)).toBe(expected);
  });

  it.each([
    { lang: "en", shown: 2, count: 5, expected: "2 of 5 posts" },
    { lang: "en", shown: 1, count: 1, expected: "1 of 1 post" },
    { lang: "es", shown: 2, count: 5, expected: "2 de 5 publicaciones" },
    { lang: "es", shown: 0, count: 1, expected: "0 de 1 publicación" },
  ] as const)("$lang, $shown of $count → $expected", ({ lang, shown, count, expected }) => {
    expect(countWords(count, wordsFor(lang).posts.shown, lang, shown)).toBe(expected);
  });
});

describe("formatCount", () => {
  it.each([
    { lang: "en", value: 11, expected: "11" },
    { lang: "en", value: 1234, expected: "1,234" },
    { lang: "es", value: 11, expected: "11" },
    { lang: "es", value: 1234, expected: "1,234" },
  ] as const)("$lang, $value → $expected", ({ lang, value, expected }) => {
    expect(formatCount(value, lang)).toBe(expected);
  });
});
