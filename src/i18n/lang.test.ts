import { describe, expect, it } from "vitest";
import { basePath, langOf, pathIn } from "./lang";

describe("langOf", () => {
  it.each([
    ["/", "en"],
    ["/schedule", "en"],
    ["/espanol", "en"],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/schedule", "es"],
    ["/es/seasons/fall-2025", "es"],
  ])("%s is %s", (path, lang) => {
    expect(langOf(path)).toBe(lang);
  });
});

describe("pathIn", () => {
  it.each([
    ["/", "es", "/es/"],
    ["/schedule", "es", "/es/schedule"],
    ["/es/schedule", "es", "/es/schedule"],
    ["/es/schedule", "en", "/schedule"],
    ["/es/", "en", "/"],
    ["/es", "en", "/"],
    ["/roster", "en", "/roster"],
    ["/seasons/fall-2025", "es", "/es/seasons/fall-2025"],
    ["/snacks/manage#abc", "es", "/es/snacks/manage#abc"],
    ["/es/posts?tag=games", "en", "/posts?tag=games"],
    ["/team-info#weather-safety", "es", "/es/team-info#weather-safety"],
  ] as const)("%s in %s is %s", (path, lang, expected) => {
    expect(pathIn(path, lang)).toBe(expected);
  });

  it("basePath drops only the language prefix", () => {
    expect(basePath("/es/contact")).toBe("/contact");
    expect(basePath("/estimates")).toBe("/estimates");
  });
});
