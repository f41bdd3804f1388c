import { describe, expect, it } from "vitest";
import { formatClock, formatClockRange } from "./clock-words";

describe("formatClock and formatClockRange", () => {
  it.each([
    ["00:05", "12:05 AM"],
    ["09:00", "9:00 AM"],
    ["12:30", "12:30 PM"],
    ["18:30", "6:30 PM"],
    ["6:30 PM", "6:30 PM"],
  ])("%s → %s", (time, text) => {
    expect(formatClock(time)).toBe(text);
  });

  it.each([
    { start: "18:30", end: "19:45", text: "6:30-7:45 PM" },
    { start: "09:00", end: "10:00", text: "9:00-10:00 AM" },
    { start: "11:00", end: "12:30", text: "11:00 AM-12:30 PM" },
  ])("$start-$end → $text", ({ start, end, text }) => {
    expect(formatClockRange(start, end)).toBe(text);
  });
});
