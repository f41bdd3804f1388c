import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { PracticePlan } from "../schemas/content";
import { generatePractices } from "./practices";
import { TEAM_ZONE } from "./time";

const topics = Array.from({ length: 20 }, (_, index) => `Topic ${String(index + 1)}`);

function buildPlan(overrides: Partial<PracticePlan> = {}): PracticePlan {
  return {
    title: "Practice",
    firstDate: "2025-09-09",
    lastDate: "2025-11-13",
    weekdays: ["tuesday", "thursday"],
    start: "18:30",
    end: "19:45",
    location: "Hays Youth Sports Complex, Field 5 West",
    topics,
    ...overrides,
  };
}

describe("generatePractices with the Fall 2025 plan", () => {
  const practices = generatePractices(buildPlan());

  it("yields one practice per topic", () => {
    expect(practices).toHaveLength(20);
  });

  it.each([
    {
      case: "first, in CDT",
      index: 0,
      expected: {
        id: "practice-2025-09-09",
        date: "2025-09-09T23:30:00.000Z",
        endDate: "2025-09-10T00:45:00.000Z",
        notes: "Focus: Topic 1",
      },
    },
    {
      case: "Thu 30 Oct, the last before the change",
      index: 15,
      expected: {
        id: "practice-2025-10-30",
        date: "2025-10-30T23:30:00.000Z",
        endDate: "2025-10-31T00:45:00.000Z",
        notes: "Focus: Topic 16",
      },
    },
    {
      case: "Tue 4 Nov, the first in CST",
      index: 16,
      expected: {
        id: "practice-2025-11-04",
        date: "2025-11-05T00:30:00.000Z",
        endDate: "2025-11-05T01:45:00.000Z",
        notes: "Focus: Topic 17",
      },
    },
    {
      case: "last, on 13 Nov",
      index: 19,
      expected: {
        id: "practice-2025-11-13",
        date: "2025-11-14T00:30:00.000Z",
        endDate: "2025-11-14T01:45:00.000Z",
        notes: "Focus: Topic 20",
      },
    },
  ])("$case", ({ index, expected }) => {
    expect(practices[index]).toEqual({
      ...expected,
      title: "Practice",
      location: "Hays Youth Sports Complex, Field 5 West",
    });
  });

  it("falls on Tuesdays and Thursdays at 6:30-7:45 PM in Chicago", () => {
    for (const practice of practices) {
      const start = DateTime.fromISO(practice.date, { zone: TEAM_ZONE });
      const end = DateTime.fromISO(practice.endDate, { zone: TEAM_ZONE });
      expect([2, 4]).toContain(start.weekday);
      expect(start.toFormat("HH:mm")).toBe("18:30");
      expect(end.toFormat("HH:mm")).toBe("19:45");
      expect(practice.id).toBe(`practice-${start.toFormat("yyyy-MM-dd")}`);
    }
  });

  it("has unique ids in date order with the topics in order", () => {
    expect(new Set(practices.map((practice) => practice.id)).size).toBe(practices.length);
    const starts = practices.map((practice) => practice.date);
    expect([...starts].sort()).toEqual(starts);
    expect(practices.map((practice) => practice.notes)).toEqual(topics.map((topic) => `Focus: ${topic}`));
  });
});

describe("generatePractices edge cases", () => {
  it.each([
    {
      case: "includes both ends of the range",
      plan: buildPlan({ firstDate: "2025-09-09", lastDate: "2025-09-11", topics: ["A", "B"] }),
      ids: ["practice-2025-09-09", "practice-2025-09-11"],
    },
    {
      case: "skips days outside the weekdays",
      plan: buildPlan({
        firstDate: "2025-09-08",
        lastDate: "2025-09-12",
        weekdays: ["wednesday"],
        topics: ["A"],
      }),
      ids: ["practice-2025-09-10"],
    },
    {
      case: "Sundays only, both ends",
      plan: buildPlan({
        firstDate: "2025-09-07",
        lastDate: "2025-09-14",
        weekdays: ["sunday"],
        topics: ["A", "B"],
      }),
      ids: ["practice-2025-09-07", "practice-2025-09-14"],
    },
  ])("$case", ({ plan, ids }) => {
    expect(generatePractices(plan).map((practice) => practice.id)).toEqual(ids);
  });

  it.each([
    { case: "too few topics", plan: buildPlan({ topics: topics.slice(1) }), error: /19 topics for 20/ },
    { case: "too many topics", plan: buildPlan({ topics: [...topics, "Extra"] }), error: /21 topics for 20/ },
    {
      case: "no matching weekday in range",
      plan: buildPlan({ firstDate: "2025-09-10", lastDate: "2025-09-10" }),
      error: /20 topics for 0 practice dates/,
    },
    {
      case: "range backwards",
      plan: buildPlan({ firstDate: "2025-11-13", lastDate: "2025-09-09" }),
      error: /before firstDate/,
    },
    { case: "end before start", plan: buildPlan({ start: "19:45", end: "18:30" }), error: /not after start/ },
    { case: "invalid date", plan: buildPlan({ firstDate: "2025-02-30" }), error: /not a calendar date/ },
  ])("throws on $case", ({ plan, error }) => {
    expect(() => generatePractices(plan)).toThrow(error);
  });
});
