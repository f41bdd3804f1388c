import { describe, expect, it } from "vitest";
import { formatDay, formatDaySpan, type DayStyle } from "./day-words";

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
