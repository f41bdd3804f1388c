/**
 * The month view's calendar math (pure): which days a month shows, which events fall on each day in
 * Kyle, and which month to open on. Weeks start on Sunday, as US wall calendars do. Every grid has
 * six weeks, so the view keeps one height from month to month.
 */
import { DateTime } from "luxon";
import type { Event } from "../schemas";
import { selectUpcoming, sortByDate } from "./schedule";
import { isAllDay, TEAM_ZONE } from "./time";

type Timed = Pick<Event, "date" | "endDate">;

/** A calendar month, e.g. `{ year: 2025, month: 9 }` for September 2025 (months count from 1). */
export interface YearMonth {
  year: number;
  month: number;
}

export interface MonthDay<T> {
  /** The calendar date, e.g. `"2025-09-20"`. */
  date: string;
  /** Day of the month, e.g. `20`. */
  day: number;
  /** False for the days of the months before and after that fill the first and last weeks. */
  inMonth: boolean;
  isToday: boolean;
  /** The events on this day (none on days outside the month), earliest first. */
  events: T[];
}

export interface MonthGrid<T> {
  month: YearMonth;
  /** e.g. `"September 2025"` */
  label: string;
  /** Six weeks of seven days, Sunday first. */
  weeks: MonthDay<T>[][];
  /** Every event on a day of this month, earliest first. */
  events: T[];
}

/** Column headings, Sunday first: `{ short: "Sun", narrow: "S", long: "Sunday" }`, … */
export const WEEKDAYS = [
  { short: "Sun", narrow: "S", long: "Sunday" },
  { short: "Mon", narrow: "M", long: "Monday" },
  { short: "Tue", narrow: "T", long: "Tuesday" },
  { short: "Wed", narrow: "W", long: "Wednesday" },
  { short: "Thu", narrow: "T", long: "Thursday" },
  { short: "Fri", narrow: "F", long: "Friday" },
  { short: "Sat", narrow: "S", long: "Saturday" },
] as const;

const WEEKS_SHOWN = 6;
/** A Time TBA event longer than this is bad data; it is shown on its first days only. */
const MAX_SPAN_DAYS = 62;
const LOCALE = "en-US";

/** A plain calendar date as a DateTime at midnight UTC, for date arithmetic free of time zones. */
function calendarDate(date: string): DateTime {
  const parsed = DateTime.fromISO(date, { zone: "utc" });
  if (!parsed.isValid) throw new Error(`Not a calendar date: "${date}"`);
  return parsed;
}

const toDate = (value: DateTime): string => value.toFormat("yyyy-MM-dd");

/** The date in Kyle at an instant, e.g. `chicagoDate(2025-11-05T00:30Z)` is `"2025-11-04"`. */
export function chicagoDate(instant: DateTime): string {
  return toDate(instant.setZone(TEAM_ZONE));
}

/**
 * The days an event is on: the Kyle date of its start, or for a Time TBA event its UTC dates up to
 * the exclusive end, e.g. `["2025-09-13"]` for 2025-09-13T00:00Z..2025-09-14T00:00Z.
 */
export function eventDates(event: Timed): string[] {
  if (isAllDay(event) && event.endDate !== null) {
    const start = DateTime.fromISO(event.date, { zone: "utc" }).startOf("day");
    const end = DateTime.fromISO(event.endDate, { zone: "utc" }).startOf("day");
    const span = Math.min(Math.max(Math.round(end.diff(start, "days").days), 1), MAX_SPAN_DAYS);
    return Array.from({ length: span }, (_, offset) => toDate(start.plus({ days: offset })));
  }
  return [chicagoDate(DateTime.fromISO(event.date, { zone: "utc" }))];
}

/** The month of a calendar date, e.g. `"2025-11-04"` → `{ year: 2025, month: 11 }`. */
export function monthOfDate(date: string): YearMonth {
  const parsed = calendarDate(date);
  return { year: parsed.year, month: parsed.month };
}

/** A month `delta` months away, e.g. `shiftMonth({ year: 2025, month: 12 }, 1)` → January 2026. */
export function shiftMonth(month: YearMonth, delta: number): YearMonth {
  const shifted = DateTime.fromObject({ ...month, day: 1 }, { zone: "utc" }).plus({ months: delta });
  return { year: shifted.year, month: shifted.month };
}

/** e.g. `"September 2025"` */
export function formatYearMonth(month: YearMonth): string {
  return DateTime.fromObject({ ...month, day: 1 }, { zone: "utc" })
    .setLocale(LOCALE)
    .toFormat("MMMM yyyy");
}

/**
 * The month to open on: that of the next upcoming event, or of today in Kyle when nothing is ahead,
 * e.g. September 2025 on 15 Sep 2025, and November 2025 (the party) on 14 Nov 2025.
 */
export function startingMonth(events: readonly Timed[], now: DateTime): YearMonth {
  const [next] = selectUpcoming(events, now);
  const dates = next ? eventDates(next) : [];
  return monthOfDate(dates.find((date) => date >= chicagoDate(now)) ?? dates[0] ?? chicagoDate(now));
}

/**
 * The month view of `month`: six Sunday-first weeks, each in-month day with its events, `today`
 * (a date such as `"2025-09-15"`) marked.
 */
export function buildMonthGrid<T extends Timed>(
  month: YearMonth,
  events: readonly T[],
  today: string,
): MonthGrid<T> {
  const first = DateTime.fromObject({ ...month, day: 1 }, { zone: "utc" });
  if (!first.isValid) throw new Error(`Not a month: ${JSON.stringify(month)}`);
  const byDate = new Map<string, T[]>();
  const inMonth: T[] = [];
  for (const event of sortByDate(events)) {
    const dates = eventDates(event).filter((date) => date.startsWith(first.toFormat("yyyy-MM-")));
    if (dates.length > 0) inMonth.push(event);
    for (const date of dates) byDate.set(date, [...(byDate.get(date) ?? []), event]);
  }
  // luxon counts weekdays from Monday (1) to Sunday (7); a Sunday-first week starts `weekday % 7` days back.
  const gridStart = first.minus({ days: first.weekday % 7 });
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday): MonthDay<T> => {
      const day = gridStart.plus({ days: week * 7 + weekday });
      const date = toDate(day);
      const isInMonth = day.month === month.month;
      return {
        date,
        day: day.day,
        inMonth: isInMonth,
        isToday: date === today,
        events: isInMonth ? (byDate.get(date) ?? []) : [],
      };
    }),
  );
  return { month, label: formatYearMonth(month), weeks, events: inMonth };
}
