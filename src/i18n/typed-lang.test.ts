import { describe, expect, it } from "vitest";
import { typedLang } from "./typed-lang";

describe("typedLang", () => {
  it.each([
    { page: "en", expected: undefined },
    { page: "es", expected: "en" },
  ] as const)("on a page in $page → $expected", ({ page, expected }) => {
    expect(typedLang(page)).toBe(expected);
  });
});
