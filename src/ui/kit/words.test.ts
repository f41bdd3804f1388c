import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../lib/constants";
import { formatDay, formatList, weekdayName, type DayStyle } from "./words";

describe("formatList", () => {
  it.each<{ items: string[]; locale?: string; expected: string }>([
    { items: [], expected: "" },
    { items: ["scores"], expected: "scores" },
    { items: ["1 game", "1 post"], expected: "1 game and 1 post" },
    // No comma before the last item, where en-US's Intl would write one.
    { items: ["8 games", "5 posts", "scores"], expected: "8 games, 5 posts and scores" },
    {
      items: ["Mondays", "Wednesdays", "Fridays", "Sundays"],
      expected: "Mondays, Wednesdays, Fridays and Sundays",
    },
    { items: ["A", "B", "C"], locale: "fr", expected: "A, B et C" },
    { items: ["A", "B", "C"], locale: "es", expected: "A, B y C" },
    { items: ["A", "B"], locale: "de", expected: "A und B" },
  ])("$items ($locale) → $expected", ({ items, locale, expected }) => {
    expect(formatList(items, locale)).toBe(expected);
  });
});

describe("formatDay", () => {
  it.each<{ date: string; style?: DayStyle; locale?: string; expected: string }>([
    { date: "2026-03-07", expected: "Sat, Mar 7, 2026" },
    { date: "2025-12-28", style: "weekday", expected: "Sun, Dec 28, 2025" },
    { date: "2026-02-28", style: "year", expected: "Feb 28, 2026" },
    { date: "2026-05-31", style: "monthDay", expected: "May 31" },
    { date: "2026-03-07", style: "year", locale: "en-GB", expected: "7 Mar 2026" },
    { date: "2026-02-30", expected: "2026-02-30" },
    { date: "soon", style: "monthDay", expected: "soon" },
  ])("$date ($style, $locale) → $expected", ({ date, style, locale, expected }) => {
    expect(formatDay(date, style, locale)).toBe(expected);
  });
});

describe("weekdayName", () => {
  it("names every day of the week, Monday first", () => {
    const capitalised = WEEKDAYS.map((day) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`);
    expect(WEEKDAYS.map((day) => weekdayName(day))).toEqual(capitalised);
    expect(capitalised[0]).toBe("Monday");
  });

  it("in the locale given", () => {
    expect(weekdayName("tuesday", "de")).toBe("Dienstag");
  });
});
