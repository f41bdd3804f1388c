import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  buildMonthGrid,
  chicagoDate,
  eventDates,
  formatYearMonth,
  monthOfDate,
  shiftMonth,
  startingMonth,
  weekdayHeadings,
  type MonthGrid,
} from "./month-grid";

interface TestEvent {
  id: string;
  date: string;
  endDate: string | null;
}

const at = (iso: string) => DateTime.fromISO(iso, { zone: "utc" });
const timed = (id: string, date: string, endDate: string | null = null): TestEvent => ({ id, date, endDate });
const tba = (id: string, day: string, days = 1): TestEvent => ({
  id,
  date: `${day}T00:00:00.000Z`,
  endDate: at(`${day}T00:00:00.000Z`).plus({ days }).toISO() ?? "",
});

/** The ids on a date of a grid, e.g. `["practice-2025-11-04"]`. */
function idsOn(grid: MonthGrid<TestEvent>, date: string): string[] {
  const day = grid.weeks.flat().find((cell) => cell.date === date);
  if (!day) throw new Error(`${date} is not in the grid of ${grid.label}`);
  return day.events.map((event) => event.id);
}

describe("buildMonthGrid: the days of a month", () => {
  it.each([
    {
      case: "September 2025 starts on a Monday",
      month: { year: 2025, month: 9 },
      label: "September 2025",
      first: "2025-08-31",
      last: "2025-10-11",
      inMonth: 30,
    },
    {
      case: "February 2026 starts on a Sunday and fills four weeks exactly",
      month: { year: 2026, month: 2 },
      label: "February 2026",
      first: "2026-02-01",
      last: "2026-03-14",
      inMonth: 28,
    },
    {
      case: "November 2025 (daylight saving ends) starts on a Saturday",
      month: { year: 2025, month: 11 },
      label: "November 2025",
      first: "2025-10-26",
      last: "2025-12-06",
      inMonth: 30,
    },
    {
      case: "March 2025 starts on a Saturday and needs all six weeks",
      month: { year: 2025, month: 3 },
      label: "March 2025",
      first: "2025-02-23",
      last: "2025-04-05",
      inMonth: 31,
    },
    {
      case: "February 2024 (a leap year) starts on a Thursday",
      month: { year: 2024, month: 2 },
      label: "February 2024",
      first: "2024-01-28",
      last: "2024-03-09",
      inMonth: 29,
    },
  ])("$case", ({ month, label, first, last, inMonth }) => {
    const grid = buildMonthGrid(month, [], "2025-09-15");
    expect(grid.label).toBe(label);
    expect(grid.weeks).toHaveLength(6);
    for (const week of grid.weeks) expect(week).toHaveLength(7);
    const days = grid.weeks.flat();
    expect(days[0]?.date).toBe(first);
    expect(days.at(-1)?.date).toBe(last);
    expect(days.filter((day) => day.inMonth)).toHaveLength(inMonth);
    // Every week starts on a Sunday.
    for (const week of grid.weeks) expect(at(week[0]?.date ?? "").weekday).toBe(7);
    // The month's days are in order, 1 to the last, with nothing missing.
    expect(days.filter((day) => day.inMonth).map((day) => day.day)).toEqual(
      Array.from({ length: inMonth }, (_, index) => index + 1),
    );
  });

  it("marks today, and only today", () => {
    const days = buildMonthGrid({ year: 2025, month: 9 }, [], "2025-09-15").weeks.flat();
    expect(days.filter((day) => day.isToday).map((day) => day.date)).toEqual(["2025-09-15"]);
    expect(
      buildMonthGrid({ year: 2025, month: 10 }, [], "2025-09-15")
        .weeks.flat()
        .some((day) => day.isToday),
    ).toBe(false);
  });
});

describe("buildMonthGrid: events on the day they are in Kyle", () => {
  const events = [
    timed("practice-2025-11-04", "2025-11-05T00:30:00.000Z", "2025-11-05T01:45:00.000Z"),
    timed("practice-2025-10-30", "2025-10-30T23:30:00.000Z", "2025-10-31T00:45:00.000Z"),
    timed("late-sep-20", "2025-09-21T04:30:00.000Z"),
    timed("night-sep-30", "2025-10-01T03:00:00.000Z"),
    timed("first-1-30-am", "2025-11-02T06:30:00.000Z"),
    timed("second-1-30-am", "2025-11-02T07:30:00.000Z"),
    timed("oct-31-evening", "2025-11-01T02:00:00.000Z"),
    tba("picture-day", "2025-09-13"),
    tba("tba-nov-1", "2025-11-01"),
    tba("two-days", "2025-09-30", 2),
  ];

  it.each([
    {
      case: "6:30 PM CST on 4 Nov (00:30Z on the 5th)",
      month: 11,
      date: "2025-11-04",
      ids: ["practice-2025-11-04"],
    },
    { case: "nothing on 5 Nov, the UTC date of that practice", month: 11, date: "2025-11-05", ids: [] },
    { case: "6:30 PM CDT on 30 Oct (23:30Z)", month: 10, date: "2025-10-30", ids: ["practice-2025-10-30"] },
    { case: "11:30 PM on 20 Sep (04:30Z on the 21st)", month: 9, date: "2025-09-20", ids: ["late-sep-20"] },
    {
      case: "10 PM on 30 Sep, in September (1 Oct in UTC)",
      month: 9,
      date: "2025-09-30",
      ids: ["two-days", "night-sep-30"],
    },
    { case: "nothing of it on 1 Oct in October's grid", month: 10, date: "2025-10-01", ids: ["two-days"] },
    {
      case: "both 1:30 AMs of 2 Nov",
      month: 11,
      date: "2025-11-02",
      ids: ["first-1-30-am", "second-1-30-am"],
    },
    { case: "9 PM on 31 Oct (02:00Z on 1 Nov)", month: 10, date: "2025-10-31", ids: ["oct-31-evening"] },
    {
      case: "Time TBA picture day on its UTC date (7 PM on the 12th in Kyle)",
      month: 9,
      date: "2025-09-13",
      ids: ["picture-day"],
    },
    { case: "nothing on 12 Sep", month: 9, date: "2025-09-12", ids: [] },
    { case: "Time TBA 1 Nov on 1 Nov", month: 11, date: "2025-11-01", ids: ["tba-nov-1"] },
  ])("$case", ({ month, date, ids }) => {
    expect(idsOn(buildMonthGrid({ year: 2025, month }, events, "2025-09-15"), date)).toEqual(ids);
  });

  it("leaves the days of other months empty", () => {
    const grid = buildMonthGrid({ year: 2025, month: 11 }, events, "2025-09-15");
    const outside = grid.weeks.flat().filter((day) => !day.inMonth);
    expect(outside.map((day) => day.date)).toContain("2025-10-30");
    expect(outside.every((day) => day.events.length === 0)).toBe(true);
  });

  it("lists the month's events once each, earliest first", () => {
    expect(
      buildMonthGrid({ year: 2025, month: 9 }, events, "2025-09-15").events.map((event) => event.id),
    ).toEqual(["picture-day", "late-sep-20", "two-days", "night-sep-30"]);
    expect(
      buildMonthGrid({ year: 2025, month: 11 }, events, "2025-09-15").events.map((event) => event.id),
    ).toEqual(["tba-nov-1", "first-1-30-am", "second-1-30-am", "practice-2025-11-04"]);
  });
});

describe("eventDates", () => {
  it.each([
    {
      case: "a timed event: its Kyle date",
      event: timed("a", "2025-11-05T00:30:00.000Z"),
      dates: ["2025-11-04"],
    },
    { case: "a Time TBA day: its UTC date", event: tba("b", "2025-09-13"), dates: ["2025-09-13"] },
    {
      case: "a three-day Time TBA event",
      event: tba("c", "2025-10-17", 3),
      dates: ["2025-10-17", "2025-10-18", "2025-10-19"],
    },
    {
      case: "midnight UTC without an end is a time",
      event: timed("d", "2025-09-13T00:00:00.000Z"),
      dates: ["2025-09-12"],
    },
  ])("$case", ({ event, dates }) => {
    expect(eventDates(event)).toEqual(dates);
  });
});

describe("startingMonth", () => {
  const season = [
    tba("picture-day", "2025-09-13"),
    timed("practice-2025-09-16", "2025-09-16T23:30:00.000Z"),
    timed("practice-2025-09-30", "2025-09-30T23:30:00.000Z"),
    timed("practice-2025-10-02", "2025-10-02T23:30:00.000Z"),
    timed("party", "2025-11-15T17:00:00.000Z"),
  ];

  it.each([
    {
      case: "15 Sep: the next practice is in September",
      now: "2025-09-15T17:00:00.000Z",
      events: season,
      month: "2025-09",
    },
    {
      case: "1 Oct, 00:30Z (30 Sep in Kyle): the next practice is 2 Oct",
      now: "2025-10-01T00:30:00.000Z",
      events: season,
      month: "2025-10",
    },
    {
      case: "1 Sep: the first event is in September",
      now: "2025-09-01T12:00:00.000Z",
      events: season,
      month: "2025-09",
    },
    {
      case: "3 Oct: the party is next, in November",
      now: "2025-10-03T12:00:00.000Z",
      events: season,
      month: "2025-11",
    },
    {
      case: "after the season: this month",
      now: "2025-12-20T18:00:00.000Z",
      events: season,
      month: "2025-12",
    },
    {
      case: "no events: this month in Kyle (still 30 Sep)",
      now: "2025-10-01T03:00:00.000Z",
      events: [],
      month: "2025-09",
    },
    {
      case: "Time TBA 1 Nov at 8 PM on 31 Oct in Kyle (already 1 Nov in UTC)",
      now: "2025-11-01T01:00:00.000Z",
      events: [tba("tba", "2025-11-01")],
      month: "2025-11",
    },
  ])("$case", ({ now, events, month }) => {
    const start = startingMonth(events, at(now).toMillis());
    expect(`${String(start.year)}-${String(start.month).padStart(2, "0")}`).toBe(month);
  });
});

describe("month arithmetic", () => {
  it.each([
    { from: { year: 2025, month: 9 }, delta: 1, to: { year: 2025, month: 10 } },
    { from: { year: 2025, month: 12 }, delta: 1, to: { year: 2026, month: 1 } },
    { from: { year: 2025, month: 1 }, delta: -1, to: { year: 2024, month: 12 } },
    { from: { year: 2025, month: 9 }, delta: -13, to: { year: 2024, month: 8 } },
  ])("$from.year-$from.month + $delta", ({ from, delta, to }) => {
    expect(shiftMonth(from, delta)).toEqual(to);
  });

  it.each([
    { date: "2025-11-04", month: { year: 2025, month: 11 } },
    { date: "2024-02-29", month: { year: 2024, month: 2 } },
  ])("monthOfDate($date)", ({ date, month }) => {
    expect(monthOfDate(date)).toEqual(month);
  });

  it("names months in English unless a locale is given", () => {
    expect(formatYearMonth({ year: 2025, month: 9 })).toBe("September 2025");
    expect(formatYearMonth({ year: 2026, month: 1 })).toBe("January 2026");
    expect(formatYearMonth({ year: 2025, month: 9 }, "es-US")).toBe("septiembre de 2025");
  });

  it("labels a month's grid in its locale", () => {
    const month = { year: 2025, month: 10 };
    expect(buildMonthGrid(month, [], "2025-10-01").label).toBe("October 2025");
    expect(buildMonthGrid(month, [], "2025-10-01", "es-US").label).toBe("octubre de 2025");
  });

  it("reads today in Kyle", () => {
    expect(chicagoDate(Date.parse("2025-11-05T00:30:00.000Z"))).toBe("2025-11-04");
    expect(chicagoDate(Date.parse("2025-09-15T17:00:00.000Z"))).toBe("2025-09-15");
  });

  it("heads the columns Sunday to Saturday", () => {
    expect(weekdayHeadings().map((day) => day.short)).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
  });

  it("refuses a date that is not one", () => {
    expect(() => monthOfDate("2025-02-30")).toThrow();
  });
});

describe("weekdayHeadings", () => {
  it.each([
    { locale: undefined, sunday: { short: "Sun", narrow: "S", long: "Sunday" } },
    { locale: "es", sunday: { short: "dom", narrow: "D", long: "domingo" } },
  ])("in $locale, Sunday first", ({ locale, sunday }) => {
    const headings = weekdayHeadings(locale);
    expect(headings).toHaveLength(7);
    expect(headings[0]).toEqual(sunday);
    expect(headings[6]?.long).toBe(locale ? "sábado" : "Saturday");
  });
});
