import { describe, expect, it } from "vitest";
import { fullDay, listWords, longWeekdayFullDay, monthDay, monthYear, weekdayMonthDay } from "./words";

describe.each([
  {
    locale: undefined,
    monthDay: "Sep 6",
    fullDay: "Sep 20, 2025",
    weekday: "Sat, Sep 27",
    longWeekday: "Sunday, Mar 8, 2026",
    and: "Tuesday, Thursday, and Saturday",
    or: "Tuesday or Thursday",
    monthYear: "September 2025",
  },
  {
    locale: "es",
    monthDay: "6 sept",
    fullDay: "20 sept 2025",
    weekday: "sáb, 27 sept",
    longWeekday: "domingo, 8 de mar de 2026",
    and: "Tuesday, Thursday y Saturday",
    or: "Tuesday o Thursday",
    monthYear: "septiembre de 2025",
  },
])("in $locale", ({ locale, ...expected }) => {
  it("names a day", () => {
    expect(monthDay({ month: 9, day: 6 }, locale)).toBe(expected.monthDay);
    expect(fullDay({ year: 2025, month: 9, day: 20 }, locale)).toBe(expected.fullDay);
    expect(weekdayMonthDay({ year: 2025, month: 9, day: 27 }, locale)).toBe(expected.weekday);
    expect(monthYear({ year: 2025, month: 9 }, locale)).toBe(expected.monthYear);
    expect(longWeekdayFullDay({ year: 2026, month: 3, day: 8 }, locale)).toBe(expected.longWeekday);
  });

  it("lists words", () => {
    expect(listWords(["Tuesday", "Thursday", "Saturday"], { locale })).toBe(expected.and);
    expect(listWords(["Tuesday", "Thursday"], { type: "disjunction", locale })).toBe(expected.or);
    expect(listWords(["Tuesday"], { locale })).toBe("Tuesday");
  });
});

describe("every month, in English", () => {
  it.each([
    [1, "Jan 31, 2026"],
    [2, "Feb 29, 2028"],
    [12, "Dec 1, 2025"],
  ])("month %i", (month, text) => {
    const [, day = "", year = ""] = /^\w+ (\d+), (\d+)$/.exec(text) ?? [];
    expect(fullDay({ year: Number(year), month, day: Number(day) })).toBe(text);
  });

  it("Feb 29 is a day without a year", () => {
    expect(monthDay({ month: 2, day: 29 })).toBe("Feb 29");
  });
});
