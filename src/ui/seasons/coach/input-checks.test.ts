import { describe, expect, it } from "vitest";
import { dateProblem, merged, parseWholeNumber, timeProblem } from "./input-checks";

describe("parseWholeNumber", () => {
  it("reads whole numbers only", () => {
    expect(parseWholeNumber(" 11 ")).toBe(11);
    expect(parseWholeNumber("")).toBeNull();
    expect(parseWholeNumber("7.5")).toBeNull();
    expect(parseWholeNumber("-1")).toBeNull();
  });
});

describe("dates and times as typed", () => {
  it.each([
    { text: "", problem: "First day is required" },
    { text: "2026-02-30", problem: "Enter a date such as 2026-02-28" },
    { text: " 2026-02-28 ", problem: null },
  ])("date $text: $problem", ({ text, problem }) => {
    expect(dateProblem(text, "First day")).toBe(problem);
  });

  it.each([
    { text: " ", problem: "Start time is required" },
    { text: "24:00", problem: "Enter a time such as 6:30 PM" },
    { text: "6:30", problem: "Enter a time such as 6:30 PM" },
    { text: "18:30", problem: null },
  ])("time $text: $problem", ({ text, problem }) => {
    expect(timeProblem(text, "Start time")).toBe(problem);
  });
});

describe("merged", () => {
  it("adds the messages of inputs without one, and keeps the step's own", () => {
    expect(merged({ id: "Taken" }, { id: "Too long", label: "Required", division: undefined })).toEqual({
      id: "Taken",
      label: "Required",
    });
  });
});
