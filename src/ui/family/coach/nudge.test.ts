import { describe, expect, it } from "vitest";
import { nudgeText } from "./nudge";

/** Saturday 20 Sep 2025, 9:00 in Kyle. */
const GAME = { date: "2025-09-20T14:00:00.000Z", endDate: "2025-09-20T15:00:00.000Z" };
/** Names a roster could hold: a nudge says none of them. */
const NAMES = ["Maya", "García", "Garcia", "Leo", "M."];

describe("nudgeText", () => {
  it.each([
    {
      count: 2,
      languages: "en" as const,
      expected: "2 families haven't answered for Sat, Sep 20 yet: please use your family link.",
    },
    {
      count: 1,
      languages: "en" as const,
      expected: "1 family hasn't answered for Sat, Sep 20 yet: please use your family link.",
    },
    {
      count: 3,
      languages: "es" as const,
      expected:
        "3 familias todavía no han respondido para el sáb, 20 de sept: por favor use el enlace de su familia.",
    },
    {
      count: 1,
      languages: "both" as const,
      expected:
        "1 family hasn't answered for Sat, Sep 20 yet: please use your family link.\n\n" +
        "1 familia todavía no ha respondido para el sáb, 20 de sept: por favor use el enlace de su familia.",
    },
  ])("$count in $languages", ({ count, languages, expected }) => {
    const text = nudgeText(GAME, count, languages);
    expect(text).toBe(expected);
    for (const name of NAMES) expect(text).not.toContain(name);
  });

  it("has nothing to say when every family answered", () => {
    expect(nudgeText(GAME, 0, "both")).toBeNull();
  });
});
