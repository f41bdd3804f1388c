import { describe, expect, it } from "vitest";
import { season } from "../content";
import { formatClockRange, joinWords, summarizeSeason } from "./season";

describe("summarizeSeason", () => {
  it("states the Fall 2025 season's facts", () => {
    expect(summarizeSeason(season)).toEqual({
      practiceDays: "Tuesdays and Thursdays",
      practiceTime: "6:30-7:45 PM",
      practiceCount: 20,
      firstGameDay: "2025-09-20",
      practiceSpan: "Sep 9 - Nov 13, 2025",
      gameCount: 8,
      gameDays: "7 on Saturday and 1 on Sunday",
      playerCount: 11,
    });
  });
});

describe("formatClockRange", () => {
  it.each([
    { start: "18:30", end: "19:45", expected: "6:30-7:45 PM" },
    { start: "09:00", end: "10:00", expected: "9:00-10:00 AM" },
    { start: "11:00", end: "12:30", expected: "11:00 AM-12:30 PM" },
  ])("$start-$end → $expected", ({ start, end, expected }) => {
    expect(formatClockRange(start, end)).toBe(expected);
  });
});

describe("joinWords", () => {
  it.each([
    { words: [], expected: "" },
    { words: ["Tuesdays"], expected: "Tuesdays" },
    { words: ["Tuesdays", "Thursdays"], expected: "Tuesdays and Thursdays" },
    { words: ["a", "b", "c"], expected: "a, b and c" },
  ])("$words → $expected", ({ words, expected }) => {
    expect(joinWords(words)).toBe(expected);
  });
});
