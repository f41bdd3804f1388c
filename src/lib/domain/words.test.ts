import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "../constants";
import {
  formatClock,
  formatClockRange,
  formatDay,
  formatDaySpan,
  formatList,
  weekdayName,
  type DayStyle,
} from "./words";

describe("formatDay", () => {
  it.each<{ day: Parameters<typeof formatDay>[0]; style?: DayStyle; locale?: string; text: string }>([
    { day: "2026-03-07", text: "Sat, Mar 7, 2026" },
    { day: "2025-12-28", style: "weekdayDate", text: "Sun, Dec 28, 2025" },
    { day: { year: 2025, month: 9, day: 20 }, style: "date", text: "Sep 20, 2025" },
    { day: "2026-02-28", style: "date", text: "Feb 28, 2026" },
    { day: { year: 2028, month: 2, day: 29 }, style: "date", text: "Feb 29, 2028" },
    { day: { month: 9, day: 6 }, style: "monthDay", text: "Sep 6" },
    // A day without its year is a day of a leap year.
    { day: { month: 2, day: 29 }, style: "monthDay", text: "Feb 29" },
    { day: "2026-05-31", style: "monthDay", text: "May 31" },
    { day: { year: 2025, month: 9, day: 27 }, style: "weekdayMonthDay", text: "Sat, Sep 27" },
    { day: "2026-03-08", style: "longWeekdayDate", text: "Sunday, Mar 8, 2026" },
    { day: { year: 2025, month: 9 }, style: "month", text: "September 2025" },
    { day: "2026-03-07", style: "date", locale: "en-GB", text: "7 Mar 2026" },
    { day: "2026-03-07", locale: "de", text: "Sa., 7. März 2026" },
    { day: { month: 9, day: 6 }, style: "monthDay", locale: "es", text: "6 sept" },
    { day: { year: 2025, month: 9, day: 27 }, style: "weekdayMonthDay", locale: "es", text: "sáb, 27 sept" },
    { day: "2026-03-08", style: "longWeekdayDate", locale: "es", text: "domingo, 8 de mar de 2026" },
    { day: { year: 2025, month: 9 }, style: "month", locale: "es", text: "septiembre de 2025" },
    { day: "2026-02-30", text: "2026-02-30" },
    { day: "soon", style: "monthDay", text: "soon" },
  ])("$day ($style, $locale) → $text", ({ day, style, locale, text }) => {
    expect(formatDay(day, style, locale)).toBe(text);
  });
});

describe("formatDaySpan", () => {
  it.each<{ first: string; last: string; locale?: string; text: string }>([
    { first: "2025-09-06", last: "2025-11-15", text: "Sep 6 - Nov 15, 2025" },
    { first: "2025-12-06", last: "2026-02-14", text: "Dec 6, 2025 - Feb 14, 2026" },
    { first: "2026-03-01", last: "2026-03-01", text: "Mar 1, 2026" },
    { first: "2026-01-31", last: "2026-05-02", text: "Jan 31 - May 2, 2026" },
    // A side that is not a date (yet) is shown as typed.
    { first: "2026-02-30", last: "2026-05-31", text: "2026-02-30 - May 31, 2026" },
    { first: "2026-03-01", last: "soon", text: "Mar 1, 2026 - soon" },
    { first: "soon", last: "2025-11-15", text: "soon - Nov 15, 2025" },
    { first: "2026-03-01", last: "2026-05-31", locale: "en-GB", text: "1 Mar - 31 May 2026" },
    { first: "2025-12-01", last: "2026-02-28", locale: "fr", text: "1 déc. 2025 - 28 févr. 2026" },
  ])("$first to $last ($locale) → $text", ({ first, last, locale, text }) => {
    expect(formatDaySpan(first, last, locale)).toBe(text);
  });
});

describe("weekdayName", () => {
  it("names every day of the week, Monday first", () => {
    const capitalised = WEEKDAYS.map((day) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`);
    expect(WEEKDAYS.map((day) => weekdayName(day))).toEqual(capitalised);
    expect(capitalised[0]).toBe("Monday");
  });

  it.each([
    { locale: "de", name: "Dienstag" },
    { locale: "es", name: "martes" },
  ])("in $locale", ({ locale, name }) => {
    expect(weekdayName("tuesday", locale)).toBe(name);
  });
});

describe("formatClock and formatClockRange", () => {
  it.each([
    ["00:05", "12:05 AM"],
    ["09:00", "9:00 AM"],
    ["12:30", "12:30 PM"],
    ["18:30", "6:30 PM"],
    ["6:30 PM", "6:30 PM"],
  ])("%s → %s", (time, text) => {
    expect(formatClock(time)).toBe(text);
  });

  it.each([
    { start: "18:30", end: "19:45", text: "6:30-7:45 PM" },
    { start: "09:00", end: "10:00", text: "9:00-10:00 AM" },
    { start: "11:00", end: "12:30", text: "11:00 AM-12:30 PM" },
  ])("$start-$end → $text", ({ start, end, text }) => {
    expect(formatClockRange(start, end)).toBe(text);
  });
});

describe("formatList", () => {
  it.each<{ items: string[]; locale?: string; type?: "disjunction"; text: string }>([
    { items: [], text: "" },
    { items: ["Tuesdays"], text: "Tuesdays" },
    { items: ["Tuesdays", "Thursdays"], text: "Tuesdays and Thursdays" },
    // No comma before the last item, where en-US's Intl would write one.
    { items: ["8 games", "5 posts", "scores"], text: "8 games, 5 posts and scores" },
    {
      items: ["Mondays", "Wednesdays", "Fridays", "Sundays"],
      text: "Mondays, Wednesdays, Fridays and Sundays",
    },
    { items: ["Tuesday", "Thursday"], type: "disjunction", text: "Tuesday or Thursday" },
    { items: ["Monday", "Wednesday", "Friday"], type: "disjunction", text: "Monday, Wednesday or Friday" },
    { items: ["A", "B", "C"], locale: "es", text: "A, B y C" },
    { items: ["A", "B"], locale: "es", type: "disjunction", text: "A o B" },
    { items: ["A", "B", "C"], locale: "fr", text: "A, B et C" },
    { items: ["A", "B"], locale: "de", text: "A und B" },
  ])("$items ($locale, $type) → $text", ({ items, locale, type, text }) => {
    expect(formatList(items, locale, type)).toBe(text);
  });
});
