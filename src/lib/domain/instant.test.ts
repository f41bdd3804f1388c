import { describe, expect, it } from "vitest";
import { parseInstant, utcMillis } from "./instant";

describe("parseInstant", () => {
  it.each([
    { iso: "2025-09-20T14:00:00.000Z", expected: "2025-09-20T14:00:00.000Z", note: "what the API sends" },
    { iso: "2025-09-15T12:00:00-05:00", expected: "2025-09-15T17:00:00.000Z", note: "APP_NOW with CDT" },
    { iso: "2025-11-02T01:30:00-06:00", expected: "2025-11-02T07:30:00.000Z", note: "second 1:30 AM (CST)" },
    { iso: "2025-09-20T19:30:00+05:30", expected: "2025-09-20T14:00:00.000Z", note: "half-hour offset" },
    { iso: "2025-09-20T14:00Z", expected: "2025-09-20T14:00:00.000Z", note: "no seconds" },
    { iso: "2025-09-20T14:00:05.5Z", expected: "2025-09-20T14:00:05.500Z", note: "short fraction" },
    { iso: "2025-09-20T14:00:05.123456789Z", expected: "2025-09-20T14:00:05.123Z", note: "truncated to ms" },
    { iso: "2024-02-29T00:00:00.000Z", expected: "2024-02-29T00:00:00.000Z", note: "leap day" },
    { iso: "2025-12-31T23:00:00-06:00", expected: "2026-01-01T05:00:00.000Z", note: "new year in UTC" },
  ])("$iso ($note) is $expected", ({ iso, expected }) => {
    expect(parseInstant(iso)).toBe(Date.parse(expected));
  });

  it.each([
    "",
    "next tuesday",
    "2025-09-20",
    "2025-09-20T14:00:00",
    "2025-09-20 14:00:00Z",
    "2025-13-01T00:00:00.000Z",
    "2025-02-29T00:00:00.000Z",
    "2025-09-31T00:00:00.000Z",
    "2025-09-20T24:00:00.000Z",
    "2025-09-20T14:60:00.000Z",
    "2025-09-20T14:00:60.000Z",
    "2025-09-20T14:00:00+24:00",
    "2025-09-20T14:00:00.000z",
  ])("%j is not an instant", (iso) => {
    expect(parseInstant(iso)).toBeNull();
  });
});

describe("utcMillis", () => {
  it.each([
    { year: 2025, month: 9, day: 20, hour: 14, expected: "2025-09-20T14:00:00.000Z" },
    { year: 2025, month: 1, day: 1, hour: 0, expected: "2025-01-01T00:00:00.000Z" },
    { year: 2024, month: 2, day: 29, hour: 23, expected: "2024-02-29T23:00:00.000Z" },
    { year: 50, month: 6, day: 1, hour: 0, expected: "0050-06-01T00:00:00.000Z" },
  ])("$year-$month-$day $hour:00 is $expected", ({ year, month, day, hour, expected }) => {
    expect(utcMillis(year, month, day, hour)).toBe(Date.parse(expected));
  });

  it.each([
    { year: 2025, month: 2, day: 29, hour: 0 },
    { year: 2025, month: 13, day: 1, hour: 0 },
    { year: 2025, month: 0, day: 1, hour: 0 },
    { year: 2025, month: 4, day: 31, hour: 0 },
    { year: 2025, month: 4, day: 30, hour: 24 },
  ])("$year-$month-$day $hour:00 is not a date", ({ year, month, day, hour }) => {
    expect(utcMillis(year, month, day, hour)).toBeNull();
  });
});
