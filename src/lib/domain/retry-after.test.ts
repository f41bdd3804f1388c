import { describe, expect, it } from "vitest";
import { formatRetryAfter, formatWait } from "./retry-after";

describe("formatWait and formatRetryAfter", () => {
  // The sign-in's sentence says the wait in formatWait's words, but at 0, where it says now.
  it.each([
    { seconds: 0, wait: "0 seconds", retry: "Too many attempts. Try again now." },
    { seconds: 1, wait: "1 second", retry: "Too many attempts. Try again in 1 second." },
    { seconds: 30, wait: "30 seconds", retry: "Too many attempts. Try again in 30 seconds." },
    { seconds: 59, wait: "59 seconds", retry: "Too many attempts. Try again in 59 seconds." },
    { seconds: 59.2, wait: "60 seconds", retry: "Too many attempts. Try again in 60 seconds." },
    { seconds: 60, wait: "1 minute", retry: "Too many attempts. Try again in 1 minute." },
    { seconds: 61, wait: "2 minutes", retry: "Too many attempts. Try again in 2 minutes." },
    { seconds: 90, wait: "2 minutes", retry: "Too many attempts. Try again in 2 minutes." },
    { seconds: 801, wait: "14 minutes", retry: "Too many attempts. Try again in 14 minutes." },
    { seconds: 840, wait: "14 minutes", retry: "Too many attempts. Try again in 14 minutes." },
    { seconds: 900, wait: "15 minutes", retry: "Too many attempts. Try again in 15 minutes." },
    { seconds: 3600, wait: "1 hour", retry: "Too many attempts. Try again in 1 hour." },
    { seconds: 3601, wait: "2 hours", retry: "Too many attempts. Try again in 2 hours." },
    { seconds: 7201, wait: "3 hours", retry: "Too many attempts. Try again in 3 hours." },
  ])("$seconds s → $wait; $retry", ({ seconds, wait, retry }) => {
    expect(formatWait(seconds)).toBe(wait);
    expect(formatRetryAfter(seconds)).toBe(retry);
  });

  it("asks for a few minutes when the server named no time", () => {
    expect(formatRetryAfter(null)).toBe("Too many attempts. Please wait a few minutes and try again.");
  });
});
