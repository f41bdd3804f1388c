import { describe, expect, it } from "vitest";
import { formatRetryAfter, formatWait } from "./retry-after";

describe("formatRetryAfter", () => {
  it.each([
    { seconds: 840, expected: "Too many attempts. Try again in 14 minutes." },
    { seconds: 801, expected: "Too many attempts. Try again in 14 minutes." },
    { seconds: 900, expected: "Too many attempts. Try again in 15 minutes." },
    { seconds: 60, expected: "Too many attempts. Try again in 1 minute." },
    { seconds: 61, expected: "Too many attempts. Try again in 2 minutes." },
    { seconds: 59, expected: "Too many attempts. Try again in 59 seconds." },
    { seconds: 1, expected: "Too many attempts. Try again in 1 second." },
    { seconds: 0, expected: "Too many attempts. Try again now." },
    { seconds: 3600, expected: "Too many attempts. Try again in 1 hour." },
    { seconds: 3601, expected: "Too many attempts. Try again in 2 hours." },
    { seconds: null, expected: "Too many attempts. Please wait a few minutes and try again." },
  ])("$seconds s → $expected", ({ seconds, expected }) => {
    expect(formatRetryAfter(seconds)).toBe(expected);
  });
});

describe("formatWait", () => {
  it.each([
    { seconds: 0, expected: "0 seconds" },
    { seconds: 1, expected: "1 second" },
    { seconds: 30, expected: "30 seconds" },
    { seconds: 59.2, expected: "60 seconds" },
    { seconds: 60, expected: "1 minute" },
    { seconds: 90, expected: "2 minutes" },
    { seconds: 3600, expected: "1 hour" },
    { seconds: 7201, expected: "3 hours" },
  ])("$seconds s → $expected", ({ seconds, expected }) => {
    expect(formatWait(seconds)).toBe(expected);
  });
});
