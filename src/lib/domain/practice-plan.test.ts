import { describe, expect, it } from "vitest";
import { season } from "../content";
import type { PracticePlan } from "../schemas/content";
import { SeasonPracticePlanSchema } from "../schemas/seasons";
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
      expected: "1 Tuesday practice, 6:30-7:45 PM, Sep 9, 2025",
    },
    {
      name: "a season's plan without topics, its days listed out of order",
      plan: SeasonPracticePlanSchema.parse({
        title: "Spring practice",
        firstDate: "2026-03-02",
        lastDate: "2026-05-13",
        weekdays: ["wednesday", "monday"],
        start: "18:00",
        end: "19:15",
        location: "Hays Youth Sports Complex, Field 5 West",
      }),
      expected: "22 Monday/Wednesday practices, 6:00-7:15 PM, Mar 2 - May 13, 2026",
    },
  ])("$name", ({ plan: input, expected }) => {
    expect(describePracticePlan(input)).toBe(expected);
  });
});
