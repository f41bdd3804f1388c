import { describe, expect, it } from "vitest";
import { formatDay, type DayStyle } from "./day-words";

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
