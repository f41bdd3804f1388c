import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { isUpcoming, selectUpcoming, sortByDate } from "./schedule";

const at = DateTime.fromISO("2025-10-04T15:00:00.000Z", { zone: "utc" });
const timed = (date: string, endDate: string | null = null) => ({ date, endDate });

describe("isUpcoming", () => {
  it.each([
    { name: "starts later", event: timed("2025-10-04T16:00:00.000Z"), expected: true },
    { name: "starts exactly now", event: timed("2025-10-04T15:00:00.000Z"), expected: true },
    {
      name: "started a minute ago",
      event: timed("2025-10-04T14:59:00.000Z", "2025-10-04T16:00:00.000Z"),
      expected: false,
    },
    {
      name: "yesterday",
      event: timed("2025-10-03T23:30:00.000Z", "2025-10-04T00:45:00.000Z"),
      expected: false,
    },
    {
      name: "Time TBA today",
      event: timed("2025-10-04T00:00:00.000Z", "2025-10-05T00:00:00.000Z"),
      expected: true,
    },
    {
      name: "Time TBA yesterday",
      event: timed("2025-10-03T00:00:00.000Z", "2025-10-04T00:00:00.000Z"),
      expected: false,
    },
  ])("$name → $expected", ({ event, expected }) => {
    expect(isUpcoming(event, at)).toBe(expected);
  });
});

// Picture day on Saturday 4 Oct 2025 (CDT, UTC-5) and a party on Saturday 15 Nov 2025 (CST, UTC-6).
const pictureDay = timed("2025-10-04T00:00:00.000Z", "2025-10-05T00:00:00.000Z");
const partyDay = timed("2025-11-15T00:00:00.000Z", "2025-11-16T00:00:00.000Z");

describe("a Time TBA event stays upcoming through its whole day in Kyle", () => {
  it.each([
    { event: pictureDay, at: "2025-10-04T08:00:00-05:00", expected: true },
    { event: pictureDay, at: "2025-10-04T19:30:00-05:00", expected: true },
    { event: pictureDay, at: "2025-10-04T23:59:00-05:00", expected: true },
    { event: pictureDay, at: "2025-10-05T00:00:00-05:00", expected: false },
    { event: partyDay, at: "2025-11-15T23:30:00-06:00", expected: true },
    { event: partyDay, at: "2025-11-16T00:00:00-06:00", expected: false },
  ])("at $at → $expected", ({ event, at: when, expected }) => {
    expect(isUpcoming(event, DateTime.fromISO(when))).toBe(expected);
  });
});

describe("selectUpcoming", () => {
  it("keeps what is ahead, earliest first", () => {
    const events = [
      { id: "c", ...timed("2025-10-09T23:30:00.000Z") },
      { id: "past", ...timed("2025-10-02T23:30:00.000Z") },
      { id: "a", ...timed("2025-10-04T16:00:00.000Z") },
      { id: "b", ...timed("2025-10-07T23:30:00.000Z") },
    ];
    expect(selectUpcoming(events, at).map((event) => event.id)).toEqual(["a", "b", "c"]);
    expect(sortByDate(events).map((event) => event.id)).toEqual(["past", "a", "b", "c"]);
  });
});
