import { describe, expect, it } from "vitest";
import { answerWindow, awayWeekdayOf, eventWeekday } from "./family-view";

/** Saturday 20 Sep 2025, 9:00 in Kyle; Tuesday 16 Sep 2025, 6:30 PM in Kyle (23:30 UTC). */
const SATURDAY = { date: "2025-09-20T14:00:00.000Z", endDate: "2025-09-20T15:00:00.000Z" };
const TUESDAY_EVENING = { date: "2025-09-16T23:30:00.000Z", endDate: "2025-09-17T00:45:00.000Z" };

describe("eventWeekday", () => {
  it.each([
    { name: "a Saturday game", event: SATURDAY, expected: 6 },
    { name: "a Tuesday practice, already Wednesday in UTC", event: TUESDAY_EVENING, expected: 2 },
    {
      name: "a Sunday without a time",
      event: { date: "2025-09-21T00:00:00.000Z", endDate: "2025-09-22T00:00:00.000Z" },
      expected: 7,
    },
  ])("$name → $expected", ({ event, expected }) => {
    expect(eventWeekday(event)).toBe(expected);
  });
});

describe("awayWeekdayOf", () => {
  const away = [{ playerId: "p-maya", weekday: 2 }];
  it.each([
    { name: "Maya on a Tuesday", event: TUESDAY_EVENING, player: "p-maya", expected: 2 },
    { name: "Maya on a Saturday", event: SATURDAY, player: "p-maya", expected: null },
    { name: "Leo on a Tuesday", event: TUESDAY_EVENING, player: "p-leo", expected: null },
  ])("$name → $expected", ({ event, player, expected }) => {
    expect(awayWeekdayOf(event, player, away)).toBe(expected);
  });
});

describe("answerWindow", () => {
  it.each([
    { event: { status: "scheduled" as const, open: true, locked: false }, expected: "open" },
    { event: { status: "scheduled" as const, open: false, locked: true }, expected: "closed" },
    { event: { status: "cancelled" as const, open: false, locked: false }, expected: "cancelled" },
    { event: { status: "postponed" as const, open: false, locked: false }, expected: "postponed" },
    { event: { status: "postponed" as const, open: false, locked: true }, expected: "closed" },
  ])("$event.status, open $event.open, locked $event.locked → $expected", ({ event, expected }) => {
    expect(answerWindow(event)).toBe(expected);
  });
});
