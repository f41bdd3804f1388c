import { describe, expect, it } from "vitest";
import { nextEvents } from "./dashboard";

type Timed = { id: string; type: "practice" | "game" | "event"; date: string; endDate: string | null };
const event = (
  id: string,
  date: string,
  type: Timed["type"] = "practice",
  endDate: string | null = null,
): Timed => ({
  id,
  type,
  date,
  endDate,
});

// Monday 15 Sep 2025, noon in Kyle (APP_NOW of the end-to-end tests).
const at = Date.parse("2025-09-15T12:00:00-05:00");

describe("nextEvents: events at or after now, earliest first, at most 5", () => {
  const season = [
    event("picture-day", "2025-09-13T00:00:00.000Z", "event", "2025-09-14T00:00:00.000Z"),
    event("p-0911", "2025-09-11T23:30:00.000Z"),
    event("g-0920", "2025-09-20T14:00:00.000Z", "game"),
    event("p-0918", "2025-09-18T23:30:00.000Z"),
    event("p-0916", "2025-09-16T23:30:00.000Z"),
    event("p-0923", "2025-09-23T23:30:00.000Z"),
    event("p-0925", "2025-09-25T23:30:00.000Z"),
    event("p-0930", "2025-09-30T23:30:00.000Z"),
    event("now", "2025-09-15T17:00:00.000Z", "event"),
  ];

  it.each([
    { limit: 5, expected: ["now", "p-0916", "p-0918", "g-0920", "p-0923"] },
    { limit: 2, expected: ["now", "p-0916"] },
    { limit: 50, expected: ["now", "p-0916", "p-0918", "g-0920", "p-0923", "p-0925", "p-0930"] },
  ])("limit $limit", ({ limit, expected }) => {
    expect(nextEvents(season, at, limit).map((e) => e.id)).toEqual(expected);
  });

  it("is empty after the season", () => {
    expect(nextEvents(season, Date.parse("2025-12-01T00:00:00Z"))).toEqual([]);
  });
});
