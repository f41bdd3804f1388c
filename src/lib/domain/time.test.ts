import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { allDayRange, localToUtc } from "./local-time";
import {
  formatDate,
  formatDateKey,
  formatEventDate,
  formatEventTime,
  formatRelative,
  formatTime,
  formatTimeRange,
  isAllDay,
  TEAM_ZONE,
} from "./time";
import { formatTimeKey } from "./local-time";

// Daylight saving ends in Chicago at 2025-11-02T07:00:00Z (2:00 AM CDT becomes 1:00 AM CST).

const oct4 = "2025-10-04T00:00:00.000Z";
const oct5 = "2025-10-05T00:00:00.000Z";
/** Events that isAllDay and the event formatters are both asked about. */
const TBA_DAY = { date: oct4, endDate: oct5 };
const TBA_DAYS_ACROSS_DST = { date: "2025-11-01T00:00:00.000Z", endDate: "2025-11-03T00:00:00.000Z" };
/** 6:30-7:45 PM in Kyle, which ends on the next day in UTC; a week after the change, the same hours. */
const PRACTICE_CDT = { date: "2025-09-09T23:30:00.000Z", endDate: "2025-09-10T00:45:00.000Z" };
const PRACTICE_CST = { date: "2025-11-05T00:30:00.000Z", endDate: "2025-11-05T01:45:00.000Z" };

describe("formatDateKey and formatTimeKey", () => {
  it.each([
    [{ year: 2025, month: 9, day: 9, hour: 6, minute: 5 }, "2025-09-09", "06:05"],
    [{ year: 2026, month: 12, day: 31, hour: 23, minute: 59 }, "2026-12-31", "23:59"],
    [{ year: 999, month: 1, day: 1, hour: 0, minute: 0 }, "0999-01-01", "00:00"],
  ])("%o is %s at %s, padded so the keys sort as text", (clock, date, time) => {
    expect(formatDateKey(clock)).toBe(date);
    expect(formatTimeKey(clock)).toBe(time);
  });
});

describe("TEAM_ZONE", () => {
  it("is Chicago", () => {
    expect(TEAM_ZONE).toBe("America/Chicago");
  });
});

describe.each([
  { iso: "2025-09-09T23:30:00.000Z", date: "Sep 9, 2025", time: "6:30 PM", note: "CDT, UTC-5" },
  { iso: "2025-11-01T23:30:00.000Z", date: "Nov 1, 2025", time: "6:30 PM", note: "last evening of CDT" },
  { iso: "2025-11-02T06:30:00.000Z", date: "Nov 2, 2025", time: "1:30 AM", note: "first 1:30 AM (CDT)" },
  { iso: "2025-11-02T07:30:00.000Z", date: "Nov 2, 2025", time: "1:30 AM", note: "second 1:30 AM (CST)" },
  { iso: "2025-11-05T00:30:00.000Z", date: "Nov 4, 2025", time: "6:30 PM", note: "CST, UTC-6" },
  { iso: "2025-11-04T23:30:00.000Z", date: "Nov 4, 2025", time: "5:30 PM", note: "23:30Z, an hour earlier" },
  { iso: "2025-09-20T14:00:00.000Z", date: "Sep 20, 2025", time: "9:00 AM", note: "morning game" },
  { iso: "2025-09-21T04:59:00.000Z", date: "Sep 20, 2025", time: "11:59 PM", note: "21st in UTC" },
  { iso: "2025-09-20T17:00:00.000Z", date: "Sep 20, 2025", time: "12:00 PM", note: "noon" },
  { iso: "2025-09-20T05:00:00.000Z", date: "Sep 20, 2025", time: "12:00 AM", note: "midnight" },
  { iso: "2025-09-09T18:30:00-05:00", date: "Sep 9, 2025", time: "6:30 PM", note: "input with an offset" },
])("$iso ($note)", ({ iso, date, time }) => {
  it(`formatDate is ${date}`, () => {
    expect(formatDate(iso)).toBe(date);
  });

  it(`formatTime is ${time}`, () => {
    expect(formatTime(iso)).toBe(time);
  });
});

describe("formatTimeRange", () => {
  it.each([
    { start: "2025-09-09T23:30:00.000Z", end: "2025-09-10T00:45:00.000Z", expected: "6:30 PM - 7:45 PM" },
    { start: "2025-11-05T00:30:00.000Z", end: "2025-11-05T01:45:00.000Z", expected: "6:30 PM - 7:45 PM" },
    { start: "2025-11-02T06:30:00.000Z", end: "2025-11-02T07:30:00.000Z", expected: "1:30 AM - 1:30 AM" },
    { start: "2025-09-20T14:00:00.000Z", end: null, expected: "9:00 AM" },
  ])("$start to $end is $expected", ({ start, end, expected }) => {
    expect(formatTimeRange(start, end)).toBe(expected);
  });
});

describe("formatters reject what is not an instant", () => {
  it.each(["", "next tuesday", "2025-13-01T00:00:00.000Z"])("%j", (iso) => {
    expect(() => formatDate(iso)).toThrow(/Not an ISO instant/);
  });
});

describe("isAllDay", () => {
  it.each([
    { case: "one day at midnight UTC", ...TBA_DAY, expected: true },
    { case: "several days", date: oct4, endDate: "2025-10-07T00:00:00.000Z", expected: true },
    { case: "across the DST change", ...TBA_DAYS_ACROSS_DST, expected: true },
    { case: "no end", date: oct4, endDate: null, expected: false },
    { case: "same day, both midnight", date: oct4, endDate: oct4, expected: false },
    { case: "start not at midnight", date: "2025-10-04T00:30:00.000Z", endDate: oct5, expected: false },
    { case: "end not at midnight", date: oct4, endDate: "2025-10-05T00:00:01.000Z", expected: false },
    { case: "a millisecond off", date: "2025-10-04T00:00:00.001Z", endDate: oct5, expected: false },
    {
      case: "Chicago midnight is not UTC",
      date: "2025-10-04T05:00:00.000Z",
      endDate: "2025-10-05T05:00:00.000Z",
      expected: false,
    },
    { case: "practice crossing UTC midnight", ...PRACTICE_CDT, expected: false },
    { case: "an invalid end", date: oct4, endDate: "soon", expected: false },
  ])("$case: $expected", ({ date, endDate, expected }) => {
    expect(isAllDay({ date, endDate })).toBe(expected);
  });
});

describe("formatEventDate and formatEventTime", () => {
  it.each([
    { case: "all-day event keeps its UTC date", event: TBA_DAY, date: "Oct 4, 2025", time: "Time TBA" },
    { case: "multi-day all-day event", event: TBA_DAYS_ACROSS_DST, date: "Nov 1, 2025", time: "Time TBA" },
    { case: "a practice: 23:30 UTC", event: PRACTICE_CDT, date: "Sep 9, 2025", time: "6:30 PM - 7:45 PM" },
    {
      case: "practice after the DST change",
      event: PRACTICE_CST,
      date: "Nov 4, 2025",
      time: "6:30 PM - 7:45 PM",
    },
    {
      case: "midnight UTC without an end is a timed event in Chicago",
      event: { date: oct4, endDate: null },
      date: "Oct 3, 2025",
      time: "7:00 PM",
    },
  ])("$case", ({ event, date, time }) => {
    expect(formatEventDate(event)).toBe(date);
    expect(formatEventTime(event)).toBe(time);
  });
});

describe("formatRelative", () => {
  const reference = DateTime.fromISO("2025-09-20T17:00:00.000Z", { zone: "utc" });
  const ago = (duration: Record<string, number>): string => reference.minus(duration).toISO() ?? "";

  it.each([
    { case: "same instant", iso: ago({ seconds: 0 }), expected: "Just now" },
    { case: "59 s", iso: ago({ seconds: 59 }), expected: "Just now" },
    { case: "59.999 s", iso: ago({ milliseconds: 59_999 }), expected: "Just now" },
    { case: "60 s", iso: ago({ seconds: 60 }), expected: "1 minute ago" },
    { case: "119 s", iso: ago({ seconds: 119 }), expected: "1 minute ago" },
    { case: "2 min", iso: ago({ minutes: 2 }), expected: "2 minutes ago" },
    { case: "59 min", iso: ago({ minutes: 59 }), expected: "59 minutes ago" },
    { case: "59 min 59 s", iso: ago({ minutes: 59, seconds: 59 }), expected: "59 minutes ago" },
    { case: "60 min", iso: ago({ minutes: 60 }), expected: "1 hour ago" },
    { case: "2 h", iso: ago({ hours: 2 }), expected: "2 hours ago" },
    { case: "23 h", iso: ago({ hours: 23 }), expected: "23 hours ago" },
    { case: "23 h 59 min", iso: ago({ hours: 23, minutes: 59 }), expected: "23 hours ago" },
    { case: "24 h", iso: ago({ hours: 24 }), expected: "1 day ago" },
    { case: "2 d", iso: ago({ days: 2 }), expected: "2 days ago" },
    { case: "6 d", iso: ago({ days: 6 }), expected: "6 days ago" },
    { case: "6 d 23 h", iso: ago({ days: 6, hours: 23 }), expected: "6 days ago" },
    { case: "7 d", iso: ago({ days: 7 }), expected: "Sep 13" },
    { case: "earlier this year", iso: "2025-01-05T18:00:00.000Z", expected: "Jan 5" },
    { case: "other year", iso: "2024-09-20T17:00:00.000Z", expected: "Sep 20, 2024" },
    { case: "30 s ahead (clock skew)", iso: "2025-09-20T17:00:30.000Z", expected: "Just now" },
    { case: "5 min ahead", iso: "2025-09-20T17:05:00.000Z", expected: "Sep 20, 2025" },
    { case: "far future", iso: "2026-01-01T00:00:00.000Z", expected: "Dec 31, 2025" },
  ])("$case: $expected", ({ iso, expected }) => {
    expect(formatRelative(iso, reference.toMillis())).toBe(expected);
  });

  it.each([
    {
      case: "New Year's Eve in Chicago is still last year's date although UTC says January",
      iso: "2026-01-01T03:00:00.000Z",
      reference: "2026-01-10T12:00:00.000Z",
      expected: "Dec 31, 2025",
    },
    {
      case: "reference year is taken in Chicago, where it is still 2025",
      iso: "2025-12-20T12:00:00.000Z",
      reference: "2026-01-01T03:00:00.000Z",
      expected: "Dec 20",
    },
    {
      case: "a week measured across the DST change",
      iso: "2025-10-29T17:00:00.000Z",
      reference: "2025-11-05T16:59:59.000Z",
      expected: "6 days ago",
    },
  ])("$case", ({ iso, reference: referenceIso, expected }) => {
    expect(formatRelative(iso, Date.parse(referenceIso))).toBe(expected);
  });
});

describe("localToUtc", () => {
  it.each([
    { date: "2025-09-09", time: "18:30", expected: "2025-09-09T23:30:00.000Z", note: "CDT" },
    { date: "2025-09-09", time: "19:45", expected: "2025-09-10T00:45:00.000Z", note: "CDT, next UTC day" },
    { date: "2025-11-01", time: "18:30", expected: "2025-11-01T23:30:00.000Z", note: "day before" },
    { date: "2025-11-02", time: "00:59", expected: "2025-11-02T05:59:00.000Z", note: "before repeat" },
    { date: "2025-11-02", time: "01:30", expected: "2025-11-02T06:30:00.000Z", note: "repeated, CDT" },
    { date: "2025-11-02", time: "02:00", expected: "2025-11-02T08:00:00.000Z", note: "after repeat" },
    { date: "2025-11-04", time: "18:30", expected: "2025-11-05T00:30:00.000Z", note: "CST" },
    { date: "2025-11-13", time: "19:45", expected: "2025-11-14T01:45:00.000Z", note: "CST, next UTC day" },
    { date: "2025-03-09", time: "01:59", expected: "2025-03-09T07:59:00.000Z", note: "just before the gap" },
    { date: "2025-03-09", time: "03:00", expected: "2025-03-09T08:00:00.000Z", note: "just after the gap" },
    { date: "2024-02-29", time: "00:00", expected: "2024-02-29T06:00:00.000Z", note: "leap day" },
    { date: "2025-12-31", time: "23:59", expected: "2026-01-01T05:59:00.000Z", note: "new year in UTC" },
  ])("$date $time ($note) is $expected", ({ date, time, expected }) => {
    expect(localToUtc(date, time)).toBe(expected);
  });

  it("round-trips through the formatters on both sides of the change", () => {
    expect(formatTime(localToUtc("2025-11-01", "18:30"))).toBe("6:30 PM");
    expect(formatTime(localToUtc("2025-11-04", "18:30"))).toBe("6:30 PM");
    expect(formatDate(localToUtc("2025-11-04", "18:30"))).toBe("Nov 4, 2025");
  });

  it.each([
    { date: "2025-03-09", time: "02:00", error: /does not exist/ },
    { date: "2025-03-09", time: "02:30", error: /does not exist/ },
    { date: "2025-03-09", time: "02:59", error: /does not exist/ },
    { date: "2025-02-30", time: "18:30", error: /Not a calendar date/ },
    { date: "2025-13-01", time: "18:30", error: /Not a calendar date/ },
    { date: "2025-9-9", time: "18:30", error: /Not a calendar date/ },
    { date: "", time: "18:30", error: /Not a calendar date/ },
    { date: "2025-09-09", time: "24:00", error: /Not a wall-clock time/ },
    { date: "2025-09-09", time: "6:30", error: /Not a wall-clock time/ },
    { date: "2025-09-09", time: "18:60", error: /Not a wall-clock time/ },
    { date: "2025-09-09", time: "6:30 PM", error: /Not a wall-clock time/ },
  ])("$date $time throws $error", ({ date, time, error }) => {
    expect(() => localToUtc(date, time)).toThrow(error);
  });
});

describe("allDayRange", () => {
  it.each([
    { date: "2025-10-04", start: "2025-10-04T00:00:00.000Z", end: "2025-10-05T00:00:00.000Z" },
    { date: "2025-11-02", start: "2025-11-02T00:00:00.000Z", end: "2025-11-03T00:00:00.000Z" },
    { date: "2025-12-31", start: "2025-12-31T00:00:00.000Z", end: "2026-01-01T00:00:00.000Z" },
  ])("$date is $start up to $end", ({ date, start, end }) => {
    const range = allDayRange(date);
    expect(range).toEqual({ date: start, endDate: end });
    expect(isAllDay(range)).toBe(true);
    expect(formatEventDate(range)).toBe(formatDate(`${date}T12:00:00.000Z`));
  });

  it("rejects a date that does not exist", () => {
    expect(() => allDayRange("2025-02-29")).toThrow(/Not a calendar date/);
  });
});
