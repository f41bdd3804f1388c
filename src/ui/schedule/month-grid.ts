/**
 * The month view's calendar math (pure): which days a month shows, which events fall on each day in
 * Kyle, and which month to open on. Weeks start on Sunday, as US wall calendars do. Every grid has
 * six weeks, so the view keeps one height from month to month.
 */
import type { Event } from "../../lib/schemas/events";
import { parseCalendarDate, utcMillis } from "../../lib/domain/instant";
import { selectUpcoming, sortByDate } from "../../lib/domain/schedule";
import { DEFAULT_LOCALE, formatDay } from "../../lib/domain/day-words";
import { formatDateKey, formatMonthKey, isAllDay, wallClock } from "../../lib/domain/time";

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

/** The grid's column headings in `locale`, Sunday first: `{ short: "Sun", narrow: "S", long: "Sunday" }`, … */
export function weekdayHeadings(locale = DEFAULT_LOCALE): { short: string; narrow: string; long: string }[] {
  const named = (weekday: "short" | "narrow" | "long") =>
    new Intl.DateTimeFormat(locale, { weekday, timeZone: "UTC" });
  const [short, narrow, long] = [named("short"), named("narrow"), named("long")];
  // 1 Jan 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = Date.UTC(2023, 0, 1 + index);
    return { short: short.format(day), narrow: narrow.format(day), long: long.format(day) };
  });
}

const WEEKS_SHOWN = 6;
/** A Time TBA event longer than this is bad data; it is shown on its first days only. */
const MAX_SPAN_DAYS = 62;
const DAY_MS = 86_400_000;

/**
 * Plain calendar dates are handled as midnight UTC in epoch milliseconds, for date arithmetic
 * free of time zones.
 */
function calendarDate(date: string): number {
  const parts = parseCalendarDate(date);
  const parsed = parts && utcMillis(parts.year, parts.month, parts.day);
  if (parsed === null) throw new Error(`Not a calendar date: "${date}"`);
  return parsed;
}

const toDate = (midnightUtc: number): string => new Date(midnightUtc).toISOString().slice(0, 10);

/** The date in Kyle at an instant (epoch milliseconds), e.g. `chicagoDate(2025-11-05T00:30Z)` is `"2025-11-04"`. */
export const chicagoDate = (instant: number): string => formatDateKey(wallClock(instant));

/**
 * The days an event is on: the Kyle date of its start, or for a Time TBA event its UTC dates up to
 * the exclusive end, e.g. `["2025-09-13"]` for 2025-09-13T00:00Z..2025-09-14T00:00Z.
 */
export function eventDates(event: Timed): string[] {
  if (isAllDay(event) && event.endDate !== null) {
    const startOfDay = (iso: string) => Math.floor(Date.parse(iso) / DAY_MS) * DAY_MS;
    const start = startOfDay(event.date);
    const end = startOfDay(event.endDate);
    const span = Math.min(Math.max(Math.round((end - start) / DAY_MS), 1), MAX_SPAN_DAYS);
    return Array.from({ length: span }, (_, offset) => toDate(start + offset * DAY_MS));
  }
  return [chicagoDate(Date.parse(event.date))];
}

/** The month of a calendar date, e.g. `"2025-11-04"` → `{ year: 2025, month: 11 }`. */
export function monthOfDate(date: string): YearMonth {
  const { year, month } = wallClock(calendarDate(date), "UTC");
  return { year, month };
}

/** A month `delta` months away, e.g. `shiftMonth({ year: 2025, month: 12 }, 1)` → January 2026. */
export function shiftMonth(month: YearMonth, delta: number): YearMonth {
  const index = month.year * 12 + (month.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** e.g. `"September 2025"`, or in `locale` "septiembre de 2025" ("es-US"). */
export function formatYearMonth(month: YearMonth, locale = DEFAULT_LOCALE): string {
  return formatDay(month, "month", locale);
}

/**
 * The month to open on: that of the next upcoming event, or of today in Kyle when nothing is ahead,
 * e.g. September 2025 on 15 Sep 2025, and November 2025 (the party) on 14 Nov 2025.
 */
export function startingMonth(events: readonly Timed[], now: number): YearMonth {
  const [next] = selectUpcoming(events, now);
  const dates = next ? eventDates(next) : [];
  const today = chicagoDate(now);
  return monthOfDate(dates.find((date) => date >= today) ?? dates[0] ?? today);
}

/**
 * The month view of `month`: six Sunday-first weeks, each in-month day with its events, `today`
 * (a date such as `"2025-09-15"`) marked, its label in `locale`.
 */
export function buildMonthGrid<T extends Timed>(
  month: YearMonth,
  events: readonly T[],
  today: string,
  locale = DEFAULT_LOCALE,
): MonthGrid<T> {
  const first = utcMillis(month.year, month.month, 1);
  if (first === null) throw new Error(`Not a month: ${JSON.stringify(month)}`);
  const monthPrefix = `${formatMonthKey(month)}-`;
  const byDate = new Map<string, T[]>();
  const inMonth: T[] = [];
  for (const event of sortByDate(events)) {
    const dates = eventDates(event).filter((date) => date.startsWith(monthPrefix));
    if (dates.length > 0) inMonth.push(event);
    for (const date of dates) byDate.set(date, [...(byDate.get(date) ?? []), event]);
  }
  // getUTCDay counts from Sunday (0), so a Sunday-first week starts that many days back.
  const gridStart = first - new Date(first).getUTCDay() * DAY_MS;
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday): MonthDay<T> => {
      const day = wallClock(gridStart + (week * 7 + weekday) * DAY_MS, "UTC");
      const date = formatDateKey(day);
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
  return { month, label: formatYearMonth(month, locale), weeks, events: inMonth };
}
