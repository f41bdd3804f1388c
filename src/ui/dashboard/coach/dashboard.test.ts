import { describe, expect, it } from "vitest";
import {
  gamesByDate,
  newestFirst,
  nextEvents,
  playerTiles,
  postCounts,
  practiceGenerationWarning,
  removeById,
  snackTiles,
  subjectOf,
  upsertById,
} from "./dashboard";

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

describe("newestFirst", () => {
  const items = [
    { id: "a", createdAt: "2025-09-01T00:00:00.000Z" },
    { id: "c", createdAt: "2025-09-03T00:00:00.000Z" },
    { id: "b", createdAt: "2025-09-02T00:00:00.000Z" },
  ];
  it.each([
    { limit: undefined, expected: ["c", "b", "a"] },
    { limit: 2, expected: ["c", "b"] },
    { limit: 0, expected: [] },
  ])("limit $limit", ({ limit, expected }) => {
    expect(newestFirst(items, limit).map((item) => item.id)).toEqual(expected);
  });
});

describe("playerTiles: spots never below 0", () => {
  const players = (numbers: (number | null)[]) => numbers.map((jerseyNumber) => ({ jerseyNumber }));
  it.each([
    { players: players([]), expected: { total: 0, assignedJerseys: 0, spotsAvailable: 11 } },
    { players: players([7, null, 3]), expected: { total: 3, assignedJerseys: 2, spotsAvailable: 8 } },
    {
      players: players(Array.from({ length: 11 }, (_, i) => i + 1)),
      expected: { total: 11, assignedJerseys: 11, spotsAvailable: 0 },
    },
    {
      players: players(Array.from({ length: 12 }, () => null)),
      expected: { total: 12, assignedJerseys: 0, spotsAvailable: 0 },
    },
  ])("$expected.total players", ({ players: roster, expected }) => {
    expect(playerTiles(roster, 11)).toEqual(expected);
  });
});

describe("postCounts", () => {
  it.each([
    { statuses: [], expected: { published: 0, drafts: 0 } },
    { statuses: ["published", "draft", "published"] as const, expected: { published: 2, drafts: 1 } },
  ])("$statuses", ({ statuses, expected }) => {
    expect(postCounts(statuses.map((status) => ({ status })))).toEqual(expected);
  });
});

describe("snackTiles and gamesByDate", () => {
  const events = [
    { ...event("g2", "2025-09-27T15:30:00.000Z", "game"), snackParentId: null, status: "scheduled" as const },
    { ...event("g1", "2025-09-20T14:00:00.000Z", "game"), snackParentId: "u1", status: "scheduled" as const },
    { ...event("p1", "2025-09-16T23:30:00.000Z"), snackParentId: null, status: "scheduled" as const },
    { ...event("g3", "2025-10-04T13:30:00.000Z", "game"), snackParentId: "u2", status: "scheduled" as const },
  ];

  it("counts games only", () => {
    expect(snackTiles(events)).toEqual({ covered: 2, needVolunteers: 1, total: 3 });
    expect(snackTiles([])).toEqual({ covered: 0, needVolunteers: 0, total: 0 });
  });

  it("does not ask volunteers for a called-off game", () => {
    const calledOff = events.map((game) =>
      game.id === "g2" ? { ...game, status: "cancelled" as const } : game,
    );
    expect(snackTiles(calledOff)).toEqual({ covered: 2, needVolunteers: 0, total: 3 });
  });

  it("lists games by date", () => {
    expect(gamesByDate(events).map((e) => e.id)).toEqual(["g1", "g2", "g3"]);
  });
});

describe("upsertById and removeById", () => {
  const items = [
    { id: "a", v: 1 },
    { id: "b", v: 2 },
  ];
  it.each([
    {
      name: "replaces in place",
      item: { id: "a", v: 9 },
      expected: [
        { id: "a", v: 9 },
        { id: "b", v: 2 },
      ],
    },
    { name: "appends a new one", item: { id: "c", v: 3 }, expected: [...items, { id: "c", v: 3 }] },
  ])("$name", ({ item, expected }) => {
    expect(upsertById(items, item)).toEqual(expected);
  });

  it("removes", () => {
    expect(removeById(items, "a")).toEqual([{ id: "b", v: 2 }]);
    expect(removeById(items, "zz")).toEqual(items);
  });
});

describe("words", () => {
  it.each([
    { subject: "Carpool", expected: "Carpool" },
    { subject: null, expected: "(no subject)" },
    { subject: "  ", expected: "(no subject)" },
  ])("subjectOf($subject)", ({ subject, expected }) => {
    expect(subjectOf({ subject })).toBe(expected);
  });

  it.each([
    {
      count: 20,
      expected:
        "This replaces all 20 practices with the 20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025. Games and snack sign-ups are not touched.",
    },
    {
      count: 1,
      expected:
        "This replaces all 1 practice with the 20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025. Games and snack sign-ups are not touched.",
    },
  ])("practiceGenerationWarning($count)", ({ count, expected }) => {
    expect(
      practiceGenerationWarning(count, "20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025"),
    ).toBe(expected);
  });
});
