import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { formatPostedAt } from "./post-date";

// Monday 15 Sep 2025, noon in Kyle (the end-to-end tests' clock).
const reference = DateTime.fromISO("2025-09-15T17:00:00.000Z", { zone: "utc" });

describe("formatPostedAt", () => {
  it.each([
    { case: "this instant", iso: "2025-09-15T17:00:00.000Z", expected: "Just now" },
    { case: "30 seconds ahead (clock skew)", iso: "2025-09-15T17:00:30.000Z", expected: "Just now" },
    { case: "5 minutes ago", iso: "2025-09-15T16:55:00.000Z", expected: "5 minutes ago" },
    { case: "3 hours ago", iso: "2025-09-15T14:00:00.000Z", expected: "3 hours ago" },
    { case: "2 days ago", iso: "2025-09-13T17:00:00.000Z", expected: "2 days ago" },
    { case: "11 days ago", iso: "2025-09-04T16:30:00.000Z", expected: "Sep 4" },
    { case: "last year", iso: "2024-09-04T16:30:00.000Z", expected: "Sep 4, 2024" },
    { case: "two days ahead", iso: "2025-09-17T13:00:00.000Z", expected: "Sep 17, 2025" },
    { case: "late evening in Chicago, next day in UTC", iso: "2025-09-05T03:30:00.000Z", expected: "Sep 4" },
  ])("$case → $expected", ({ iso, expected }) => {
    expect(formatPostedAt(iso, reference)).toBe(expected);
  });

  it.each([
    // The daylight-saving change (Sunday 2 Nov 2025, 2 AM CDT → 1 AM CST), both ways.
    { iso: "2025-11-02T06:30:00.000Z", now: "2025-11-02T07:30:00.000Z", expected: "1 hour ago" },
    { iso: "2025-11-01T12:00:00.000Z", now: "2025-11-08T12:00:00.000Z", expected: "Nov 1" },
    { iso: "2025-03-09T07:30:00.000Z", now: "2025-03-09T08:30:00.000Z", expected: "1 hour ago" },
  ])("across daylight saving: $iso seen at $now → $expected", ({ iso, now, expected }) => {
    expect(formatPostedAt(iso, DateTime.fromISO(now, { zone: "utc" }))).toBe(expected);
  });
});
