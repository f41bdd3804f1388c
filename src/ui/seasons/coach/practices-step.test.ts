import { describe, expect, it } from "vitest";
import { springFlow, springFlowBody } from "../../../../tests/support/seasons";
import {
  checkPracticeStep,
  countPractices,
  describeWeekdays,
  spanishTopics,
  topicLines,
  type PracticeStepValues,
} from "./practices-step";

describe("the practice plan", () => {
  const practices = (changes: Partial<PracticeStepValues> = {}): PracticeStepValues => ({
    ...springFlow().practices,
    ...changes,
  });

  it("builds the body's plan, topics from the lines typed", () => {
    expect(checkPracticeStep(practices())).toEqual({ ok: true, input: springFlowBody().practicePlan });
  });

  // [name, change, the input named, its message]
  it.each<[string, Partial<PracticeStepValues>, string, string]>([
    ["no day", { weekdays: [] }, "weekdays", "Choose at least one practice day"],
    ["no start", { start: "" }, "start", "Start time is required"],
    ["an end before the start", { end: "18:00" }, "end", "End time must be after the start time"],
    ["no first date", { firstDate: "" }, "firstDate", "First practice is required"],
    [
      "the last date first",
      { lastDate: "2026-03-01" },
      "lastDate",
      "The last practice cannot be before the first",
    ],
    [
      "no practice day between the dates",
      { firstDate: "2026-03-04", lastDate: "2026-03-04" },
      "weekdays",
      "No practice day falls between the first and the last practice",
    ],
    ["no place", { location: " " }, "location", "Practice location is required"],
    ["no title", { title: "" }, "title", "Practice title is required"],
    [
      "a topic too long",
      { topics: `Dribbling\n${"x".repeat(1994)}` },
      "topics",
      "Line 2: keep a topic to 1993 characters",
    ],
    [
      "a Spanish topic beside no English one",
      { topics: "Dribbling\n\nPassing", topicsEs: "Regate\nPases" },
      "topicsEs",
      "Line 2: write its English topic on the same line, or remove it",
    ],
    [
      "a Spanish topic too long",
      { topics: "Dribbling\nPassing", topicsEs: `Regate\n${"x".repeat(1992)}` },
      "topicsEs",
      "Line 2: keep a Spanish topic to 1991 characters",
    ],
  ])("names the input: %s", (_, change, key, message) => {
    const result = checkPracticeStep(practices(change));
    expect(result).toMatchObject({ ok: false, errors: { [key]: message } });
  });

  it.each([
    { case: "no Spanish", topics: "Dribbling\n\nPassing", topicsEs: "", expected: [] },
    {
      case: "each on its English topic's line",
      topics: "Dribbling\n\nPassing",
      topicsEs: " Regate \n\nPases",
      expected: ["Regate", "Pases"],
    },
    {
      case: "none for a topic whose line is blank",
      topics: "Dribbling\nPassing\nShooting",
      topicsEs: "\nPases",
      expected: [null, "Pases"],
    },
    {
      case: "none after the last one written",
      topics: "Dribbling\nPassing",
      topicsEs: "Regate\n\n\n",
      expected: ["Regate"],
    },
  ])("pairs the Spanish topics line for line: $case", ({ topics, topicsEs, expected }) => {
    expect(spanishTopics(topics, topicsEs)).toEqual({ topicsEs: expected, strayLine: null });
    expect(checkPracticeStep(practices({ topics, topicsEs }))).toMatchObject({
      ok: true,
      input: { topicsEs: expected },
    });
  });

  it("finds the first Spanish line beside no English topic", () => {
    expect(spanishTopics("Dribbling\n\nPassing", "Regate\nPases\nTiros\nMás")).toEqual({
      topicsEs: ["Regate", "Tiros"],
      strayLine: 2,
    });
  });

  it("reads topics one per line, blank lines left out, each with its line", () => {
    expect(topicLines(" Dribbling \r\n\nPassing\n  ")).toEqual([
      { line: 1, topic: "Dribbling" },
      { line: 3, topic: "Passing" },
    ]);
  });

  it.each([
    {
      name: "Fall 2025's plan: 20 practices",
      plan: { firstDate: "2025-09-09", lastDate: "2025-11-13" },
      expected: 20,
    },
    { name: "one Tuesday", plan: { firstDate: "2026-03-03", lastDate: "2026-03-03" }, expected: 1 },
    { name: "a Wednesday only", plan: { firstDate: "2026-03-04", lastDate: "2026-03-04" }, expected: 0 },
    { name: "the last date first", plan: { firstDate: "2026-03-10", lastDate: "2026-03-03" }, expected: 0 },
    { name: "a date missing", plan: { firstDate: "", lastDate: "2026-03-03" }, expected: 0 },
  ])("counts the practices: $name", ({ plan, expected }) => {
    expect(countPractices({ weekdays: ["tuesday", "thursday"], ...plan })).toBe(expected);
  });

  it("counts a Sunday and a Monday across the turn of a year", () => {
    expect(
      countPractices({ weekdays: ["sunday", "monday"], firstDate: "2025-12-28", lastDate: "2026-01-05" }),
    ).toBe(4);
  });

  it("names the days", () => {
    expect(describeWeekdays(["thursday", "tuesday"])).toBe("Tuesdays and Thursdays");
    expect(describeWeekdays(["monday", "wednesday", "friday"])).toBe("Mondays, Wednesdays and Fridays");
    expect(describeWeekdays(["saturday"])).toBe("Saturdays");
  });
});
