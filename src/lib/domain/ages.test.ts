import { describe, expect, it } from "vitest";
import { formatAges, parseAges } from "./ages";

describe.each([
  { ages: { min: 9, max: 10 }, text: "9-10" },
  { ages: { min: 9, max: 9 }, text: "9" },
  { ages: { min: 3, max: 19 }, text: "3-19" },
])("$text", ({ ages, text }) => {
  it("in words", () => {
    expect(formatAges(ages)).toBe(text);
  });

  it("and back", () => {
    expect(parseAges(text)).toEqual(ages);
  });
});
