import { describe, expect, it } from "vitest";
import {
  formatScore,
  groupByMonth,
  isUpcoming,
  selectUpcoming,
  selectUpcomingGames,
  snackStatus,
  sortByDate,
} from "./schedule";

const at = Date.parse("2025-10-04T15:00:00.000Z");
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
    expect(isUpcoming(event, Date.parse(when))).toBe(expected);
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

describe("groupByMonth", () => {
  it.each([
    {
      name: "months in order, events sorted inside",
      events: [
        { id: "oct", ...timed("2025-10-02T23:30:00.000Z") },
        { id: "sep-2", ...timed("2025-09-18T23:30:00.000Z") },
        { id: "sep-1", ...timed("2025-09-16T23:30:00.000Z") },
      ],
      expected: [
        { key: "2025-09", label: "September 2025", ids: ["sep-1", "sep-2"] },
        { key: "2025-10", label: "October 2025", ids: ["oct"] },
      ],
    },
    {
      name: "an evening practice on 30 Sep in Kyle is 1 Oct in UTC: September",
      events: [{ id: "late", ...timed("2025-10-01T00:30:00.000Z") }],
      expected: [{ key: "2025-09", label: "September 2025", ids: ["late"] }],
    },
    {
      name: "a Time TBA event on 1 Nov is November, not 31 Oct in Kyle",
      events: [{ id: "tba", ...timed("2025-11-01T00:00:00.000Z", "2025-11-02T00:00:00.000Z") }],
      expected: [{ key: "2025-11", label: "November 2025", ids: ["tba"] }],
    },
    { name: "no events", events: [], expected: [] },
  ])("$name", ({ events, expected }) => {
    expect(
      groupByMonth(events).map((group) => ({
        key: group.key,
        label: group.label,
        ids: group.events.map((event) => event.id),
      })),
    ).toEqual(expected);
  });
});

describe("selectUpcomingGames", () => {
  const events = [
    { type: "game" as const, ...timed("2025-10-11T14:00:00.000Z") },
    { type: "practice" as const, ...timed("2025-10-07T23:30:00.000Z") },
    { type: "game" as const, ...timed("2025-10-04T14:00:00.000Z") },
    { type: "game" as const, ...timed("2025-10-18T14:00:00.000Z") },
    { type: "game" as const, ...timed("2025-10-25T14:00:00.000Z") },
  ];
  it.each([
    { limit: undefined, expected: ["2025-10-11", "2025-10-18", "2025-10-25"] },
    { limit: 2, expected: ["2025-10-11", "2025-10-18"] },
  ])("limit $limit → $expected (the game at 15:00Z on 4 Oct has started)", ({ limit, expected }) => {
    expect(selectUpcomingGames(events, at, limit).map((game) => game.date.slice(0, 10))).toEqual(expected);
  });
});

describe("snackStatus", () => {
  const volunteers = [{ id: "user-1", name: "Ana Garcia" }];
  it.each([
    { snackParentId: null, expected: { covered: false } },
    { snackParentId: "user-1", expected: { covered: true, name: "Ana Garcia" } },
    { snackParentId: "user-unknown", expected: { covered: true, name: null } },
  ])("$snackParentId → $expected", ({ snackParentId, expected }) => {
    expect(snackStatus({ snackParentId }, volunteers)).toEqual(expected);
  });
});

describe("formatScore", () => {
  it.each([
    { score: { homeScore: 3, awayScore: 1 }, expected: "3 - 1" },
    { score: { homeScore: 0, awayScore: 0 }, expected: "0 - 0" },
  ])("$expected", ({ score, expected }) => {
    expect(formatScore(score)).toBe(expected);
  });
});
