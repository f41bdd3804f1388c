import { describe, expect, it } from "vitest";
import { buildEvent } from "../../../tests/support/builders";
import type { EventStatus } from "../event-types";
import { formatDayAndStart, movedFromText, nextEvents, nextOnText, snackNotice } from "./event-status";
import { isOn, statusBadge } from "./status-badge";

// Monday 15 Sep 2025, noon in Kyle (CDT, UTC-5): the clock of the end-to-end tests.
const at = Date.parse("2025-09-15T17:00:00.000Z");

// Saturday 27 Sep 2025, 10:30-11:30 AM in Kyle.
const saturdayGame = { date: "2025-09-27T15:30:00.000Z", endDate: "2025-09-27T16:30:00.000Z" };
// Saturday 4 Oct 2025, Time TBA: stored as midnight UTC to midnight UTC.
const timeTba = { date: "2025-10-04T00:00:00.000Z", endDate: "2025-10-05T00:00:00.000Z" };

describe("isOn and statusBadge", () => {
  it.each<{ status: EventStatus; on: boolean; badge: string | null }>([
    { status: "scheduled", on: true, badge: null },
    { status: "cancelled", on: false, badge: "Cancelled" },
    { status: "postponed", on: false, badge: "Postponed" },
  ])("$status → on: $on, badge: $badge", ({ status, on, badge }) => {
    expect(isOn({ status })).toBe(on);
    expect(statusBadge({ status })).toBe(badge);
  });
});

describe("formatDayAndStart", () => {
  it.each([
    { name: "a morning game", times: saturdayGame, expected: "Sat, Sep 27, 10:30 AM" },
    {
      name: "an evening practice, already the next day in UTC",
      times: { date: "2025-09-16T23:30:00.000Z", endDate: "2025-09-17T00:45:00.000Z" },
      expected: "Tue, Sep 16, 6:30 PM",
    },
    {
      name: "after daylight saving ends (CST, UTC-6)",
      times: { date: "2025-11-05T00:30:00.000Z", endDate: "2025-11-05T01:45:00.000Z" },
      expected: "Tue, Nov 4, 6:30 PM",
    },
    {
      name: "no end time",
      times: { date: "2025-11-15T17:00:00.000Z", endDate: null },
      expected: "Sat, Nov 15, 11:00 AM",
    },
    { name: "Time TBA, by its own date", times: timeTba, expected: "Sat, Oct 4 (time TBA)" },
  ])("$name → $expected", ({ times, expected }) => {
    expect(formatDayAndStart(times)).toBe(expected);
  });
});

describe("movedFromText", () => {
  // Moved to Sunday 28 Sep 2025, 1:00-2:00 PM in Kyle.
  const sunday = { date: "2025-09-28T18:00:00.000Z", endDate: "2025-09-28T19:00:00.000Z" };
  const movedFrom = { previousDate: saturdayGame.date, previousEndDate: saturdayGame.endDate };
  const never = { previousDate: null, previousEndDate: null };

  it.each([
    { name: "never moved", event: { ...sunday, ...never }, at, expected: null },
    {
      name: "moved, still ahead",
      event: { ...sunday, ...movedFrom },
      at,
      expected: "Moved from Sat, Sep 27, 10:30 AM",
    },
    {
      name: "moved, starting right now",
      event: { ...sunday, ...movedFrom },
      at: Date.parse(sunday.date),
      expected: "Moved from Sat, Sep 27, 10:30 AM",
    },
    {
      name: "moved, already started",
      event: { ...sunday, ...movedFrom },
      at: Date.parse(sunday.date) + 60_000,
      expected: null,
    },
    {
      name: "moved from a Time TBA day",
      event: { ...sunday, previousDate: timeTba.date, previousEndDate: timeTba.endDate },
      at,
      expected: "Moved from Sat, Oct 4 (time TBA)",
    },
    {
      name: "moved to a Time TBA day, ahead until that day ends in Kyle",
      event: { ...timeTba, ...movedFrom },
      at: Date.parse("2025-10-04T23:59:00-05:00"),
      expected: "Moved from Sat, Sep 27, 10:30 AM",
    },
  ])("$name → $expected", ({ event, at: when, expected }) => {
    expect(movedFromText(event, when)).toBe(expected);
  });
});

describe("nextEvents", () => {
  const on = (id: string) => buildEvent({ id });
  const off = (id: string, status: EventStatus) => buildEvent({ id, status });

  it.each([
    { name: "nothing ahead", upcoming: [], nearest: null, nextOn: null },
    { name: "the nearest is on", upcoming: [on("a"), off("b", "cancelled")], nearest: "a", nextOn: null },
    {
      name: "the nearest is cancelled: the first after it that is on",
      upcoming: [off("a", "cancelled"), off("b", "postponed"), on("c"), on("d")],
      nearest: "a",
      nextOn: "c",
    },
    {
      name: "the nearest is postponed",
      upcoming: [off("a", "postponed"), on("b")],
      nearest: "a",
      nextOn: "b",
    },
    {
      name: "nothing after it is on",
      upcoming: [off("a", "cancelled"), off("b", "postponed")],
      nearest: "a",
      nextOn: null,
    },
  ])("$name → $nearest, then $nextOn", ({ upcoming, nearest, nextOn }) => {
    const next = nextEvents(upcoming);
    expect(next.nearest?.id ?? null).toBe(nearest);
    expect(next.nextOn?.id ?? null).toBe(nextOn);
  });
});

describe("nextOnText", () => {
  it.each([
    {
      name: "a practice",
      event: { title: "Practice", date: "2025-09-16T23:30:00.000Z", endDate: "2025-09-17T00:45:00.000Z" },
      expected: "Next on: Tue, Sep 16 · Practice",
    },
    {
      name: "a game",
      event: { title: "Game vs San Marcos Strikers", ...saturdayGame },
      expected: "Next on: Sat, Sep 27 · Game vs San Marcos Strikers",
    },
    {
      name: "a Time TBA event, by its own date",
      event: { title: "Team Picture Day", ...timeTba },
      expected: "Next on: Sat, Oct 4 · Team Picture Day",
    },
  ])("$name → $expected", ({ event, expected }) => {
    expect(nextOnText(event)).toBe(expected);
  });
});

describe("snackNotice", () => {
  it.each<{ status: EventStatus; snackParentId: string | null; expected: string | null }>([
    { status: "scheduled", snackParentId: null, expected: null },
    { status: "scheduled", snackParentId: "user-1", expected: null },
    { status: "cancelled", snackParentId: null, expected: "No snacks needed: cancelled" },
    { status: "cancelled", snackParentId: "user-1", expected: "No snacks needed: cancelled" },
    { status: "postponed", snackParentId: null, expected: "Sign-up reopens once it has a new date" },
    { status: "postponed", snackParentId: "user-1", expected: null },
  ])("$status, volunteer $snackParentId → $expected", ({ status, snackParentId, expected }) => {
    expect(snackNotice({ status, snackParentId })).toBe(expected);
  });
});
