import { describe, expect, it } from "vitest";
import {
  arrivalOf,
  contactDay,
  contactMessageId,
  cursorOf,
  inboxPage,
  newestEntryFirst,
  parseCursor,
  secondsUntilNextDay,
  type InboxEntry,
} from "./contact-messages";

const at = (iso: string) => Date.parse(iso);
const UUID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("contactDay and secondsUntilNextDay: the day in Kyle", () => {
  it.each([
    { case: "noon CDT", now: "2025-09-15T17:00:00.000Z", day: "2025-09-15", seconds: 12 * 3600 },
    {
      case: "11:30 PM CDT, already the 16th in UTC",
      now: "2025-09-16T04:30:00.000Z",
      day: "2025-09-15",
      seconds: 1800,
    },
    { case: "midnight CDT", now: "2025-09-16T05:00:00.000Z", day: "2025-09-16", seconds: 24 * 3600 },
    {
      case: "the last millisecond of the day",
      now: "2025-09-16T04:59:59.999Z",
      day: "2025-09-15",
      seconds: 1,
    },
    {
      case: "1 AM CDT on the 25-hour day",
      now: "2025-11-02T06:00:00.000Z",
      day: "2025-11-02",
      seconds: 24 * 3600,
    },
    {
      case: "noon CST after the change",
      now: "2025-11-03T18:00:00.000Z",
      day: "2025-11-03",
      seconds: 12 * 3600,
    },
    {
      case: "11 PM CST on New Year's Eve",
      now: "2026-01-01T05:00:00.000Z",
      day: "2025-12-31",
      seconds: 3600,
    },
  ])("$case → $day, $seconds s to midnight", ({ now, day, seconds }) => {
    expect(contactDay(at(now))).toBe(day);
    expect(secondsUntilNextDay(at(now))).toBe(seconds);
  });
});

describe("contactMessageId and arrivalOf", () => {
  it.each([
    { time: "2025-09-15T17:00:00.000Z", id: `20250915T170000000Z-${UUID}` },
    { time: "2025-11-02T06:59:59.999Z", id: `20251102T065959999Z-${UUID}` },
    { time: "2026-01-01T00:00:00.007Z", id: `20260101T000000007Z-${UUID}` },
  ])("$time ↔ $id", ({ time, id }) => {
    expect(contactMessageId(at(time), UUID)).toBe(id);
    expect(arrivalOf(id)).toBe(at(time));
    expect(id.length).toBeLessThanOrEqual(64);
  });

  it.each([
    { case: "a UUID", id: UUID },
    { case: "a seeded id", id: "msg-1" },
    { case: "no hyphen after the time", id: "20250915T170000000Z" },
    { case: "nothing after the hyphen", id: "20250915T170000000Z-" },
    { case: "a month that does not exist", id: `20251315T170000000Z-${UUID}` },
    { case: "a day that does not exist", id: `20250230T170000000Z-${UUID}` },
    { case: "an hour that does not exist", id: `20250915T250000000Z-${UUID}` },
    { case: "no Z", id: `20250915T170000000-${UUID}` },
  ])("$case carries no time", ({ id }) => {
    expect(arrivalOf(id)).toBeNull();
  });

  it("makes ids whose text order is their arrival order", () => {
    const times = ["2025-09-15T17:00:00.000Z", "2025-09-15T17:00:00.010Z", "2025-10-01T08:00:00.000Z"];
    const ids = times.map((time) => contactMessageId(at(time), UUID));
    expect([...ids].reverse().sort()).toEqual(ids);
  });
});

describe("cursors", () => {
  it.each([
    { entry: { at: 1757955600000, id: `20250915T170000000Z-${UUID}` } },
    { entry: { at: 1757955600000, id: UUID } },
    { entry: { at: 0, id: "a" } },
  ])("$entry.id round-trips", ({ entry }) => {
    expect(parseCursor(cursorOf(entry))).toEqual(entry);
  });

  it.each(["", "abc", "-x", "12-", "1757955600000", "1757955600000x-a", "1234567890123456-a"])(
    "%j is no cursor",
    (cursor) => {
      expect(parseCursor(cursor)).toBeNull();
    },
  );
});

describe("inboxPage", () => {
  const entry = (id: string, minute: number): InboxEntry => ({ id, at: minute * 60_000 });
  // Arrived in the order a, b, c, d, e; b2 in the same millisecond as b.
  const entries = [entry("c", 3), entry("a", 1), entry("e", 5), entry("b", 2), entry("b2", 2), entry("d", 4)];
  const ids = (list: readonly InboxEntry[]) => list.map((item) => item.id);

  it.each([
    { case: "the first page", limit: 2, after: null, page: ["e", "d"], next: "d" },
    { case: "the second page", limit: 2, after: entry("d", 4), page: ["c", "b2"], next: "b2" },
    { case: "the last page", limit: 2, after: entry("b2", 2), page: ["b", "a"], next: null },
    {
      case: "a page that fits everything",
      limit: 10,
      after: null,
      page: ["e", "d", "c", "b2", "b", "a"],
      next: null,
    },
    {
      case: "a page that ends exactly",
      limit: 6,
      after: null,
      page: ["e", "d", "c", "b2", "b", "a"],
      next: null,
    },
    {
      case: "after a deleted message",
      limit: 2,
      after: entry("c-deleted", 3),
      page: ["c", "b2"],
      next: "b2",
    },
    { case: "after the oldest", limit: 2, after: entry("a", 1), page: [], next: null },
    { case: "after one newer than all", limit: 1, after: entry("z", 9), page: ["e"], next: "e" },
  ])("$case", ({ limit, after, page, next }) => {
    const result = inboxPage(entries, limit, after);
    expect(ids(result.page)).toEqual(page);
    expect(result.next?.id ?? null).toBe(next);
  });

  it("walks every entry once, page by page, newest first", () => {
    const seen: string[] = [];
    let after: InboxEntry | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const { page, next }: { page: InboxEntry[]; next: InboxEntry | null } = inboxPage(entries, 4, after);
      seen.push(...ids(page));
      if (next === null) break;
      after = next;
    }
    expect(seen).toEqual(ids([...entries].sort(newestEntryFirst)));
  });
});
