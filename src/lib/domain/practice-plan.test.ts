import { describe, expect, it } from "vitest";
import { season } from "../content";
import type { PracticePlan } from "../schemas/content";
import { describePracticePlan } from "./practice-plan";

const plan = (overrides: Partial<PracticePlan>): PracticePlan => ({ ...season.practicePlan, ...overrides });

describe("describePracticePlan", () => {
  it.each([
    {
      name: "the season's plan",
      plan: season.practicePlan,
      expected: "20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025",
    },
    {
      name: "one day a week across a year",
      plan: plan({
        weekdays: ["saturday"],
        firstDate: "2025-12-27",
        lastDate: "2026-01-03",
        start: "11:00",
        end: "12:30",
      }),
      expected: "2 Saturday practices, 11:00 AM-12:30 PM, Dec 27, 2025 - Jan 3, 2026",
    },
    {
      name: "a single practice",
      plan: plan({ weekdays: ["tuesday"], firstDate: "2025-09-09", lastDate: "2025-09-09" }),
      expected: "1 Tuesday practice, 6:30-7:45 PM, Sep 9 - Sep 9, 2025",
    },
  ])("$name", ({ plan: input, expected }) => {
    expect(describePracticePlan(input)).toBe(expected);
  });
});
