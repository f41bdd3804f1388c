import { describe, expect, it } from "vitest";
import { practiceGenerationWarning } from "./practice-generation-warning";

describe("practiceGenerationWarning", () => {
  it.each([
    {
      count: 20,
      expected:
        "This replaces all 20 practices with the 20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025. Games and snack sign-ups are not touched.",
    },
    {
      count: 1,
      expected:
        "This replaces all 1 practice with the 20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025. Games and snack sign-ups are not touched.",
    },
  ])("practiceGenerationWarning($count)", ({ count, expected }) => {
    expect(
      practiceGenerationWarning(count, "20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025"),
    ).toBe(expected);
  });
});
