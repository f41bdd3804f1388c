/**
 * Days, times and lists in words, through `Intl` in a locale (English, "en-US", unless another is
 * given): `formatDay("2026-03-07")` is "Sat, Mar 7, 2026", `formatList(["Tuesdays", "Thursdays"])`
 * "Tuesdays and Thursdays". A day is a calendar date (year, month 1-12, day), written at midnight
 * UTC in UTC, so no time zone moves it. A leaf that imports only the calendar-date parser: the
 * parents' pages, the coach's, the server and the calendar feed all use it, and a page in another
 * language passes its locale.
 */
import { WEEKDAYS, type Weekday } from "../constants";
import { parseCalendarDate } from "./instant";

export const DEFAULT_LOCALE = "en-US";

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const DAY_STYLES = {
  /** "Sep 20" */
  monthDay: { month: "short", day: "numeric" },
  /** "Sep 20, 2025" */
  date: { month: "short", day: "numeric", year: "numeric" },
  /** "Sat, Sep 27" */
  weekdayMonthDay: { weekday: "short", month: "short", day: "numeric" },
  /** "Sat, Sep 27, 2025" */
  weekdayDate: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "Sunday, Mar 8, 2026" */
  longWeekdayDate: { weekday: "long", month: "short", day: "numeric", year: "numeric" },
  /** "September 2025" (the day is not said) */
  month: { month: "long", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** How much of a day to say, e.g. `"monthDay"` for "Sep 20" (see the examples above). */
export type DayStyle = keyof typeof DAY_STYLES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and shape, made once: making one costs far more than using it. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    dateFormats.set(key, format);
  }
  return format;
}

/** Midnight UTC of a day; a leap year stands in for a missing year, so Feb 29 is a day too. */
const midnight = ({ year = 2000, month, day = 1 }: Partial<CalendarDay> & Pick<CalendarDay, "month">) => {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.getTime();
};

/**
 * A calendar day in words, e.g. `formatDay({ year: 2025, month: 9, day: 20 }, "date")` → "Sep 20,
 * 2025", `formatDay("2026-03-07")` → "Sat, Mar 7, 2026"; a text that is not a date comes back as it is.
 */
export function formatDay(
  day: (Partial<CalendarDay> & Pick<CalendarDay, "month">) | string,
  style: DayStyle = "weekdayDate",
  locale = DEFAULT_LOCALE,
): string {
  const parts = typeof day === "string" ? parseCalendarDate(day) : day;
  return parts === null ? (day as string) : dateFormat(locale, DAY_STYLES[style]).format(midnight(parts));
}

/**
 * From one day to another, the year said once when both are in it: "Sep 6 - Nov 15, 2025",
 * "Dec 6, 2025 - Feb 14, 2026", or "Sep 6, 2025" for a single day; a side that is not a date (a
 * date being typed) as it is.
 */
export function formatDaySpan(first: string, last: string, locale = DEFAULT_LOCALE): string {
  const [from, to] = [parseCalendarDate(first), parseCalendarDate(last)];
  if (from !== null && first === last) return formatDay(from, "date", locale);
  const sameYear = from !== null && to !== null && from.year === to.year;
  return `${formatDay(first, sameYear ? "monthDay" : "date", locale)} - ${formatDay(last, "date", locale)}`;
}

/** 5 Jan 2026 was a Monday, the first of WEEKDAYS. */
const A_MONDAY = { year: 2026, month: 1, day: 5 };

/** A day of the week's name, e.g. `weekdayName("tuesday")` → "Tuesday". */
export const weekdayName = (day: Weekday, locale = DEFAULT_LOCALE): string =>
  dateFormat(locale, { weekday: "long" }).format(midnight(A_MONDAY) + WEEKDAYS.indexOf(day) * 86_400_000);

/**
 * A wall-clock time "HH:mm" in words, e.g. "18:30" → "6:30 PM"; a text that is not one comes back
 * as it is. Written out rather than through Intl, which puts a narrow no-break space before "PM".
 */
export function formatClock(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${String(hour % 12 || 12)}:${match[2] ?? "00"} ${hour < 12 ? "AM" : "PM"}`;
}

/** "6:30-7:45 PM", or "11:00 AM-12:30 PM" when the half of the day changes. */
export function formatClockRange(start: string, end: string): string {
  const [from, to] = [formatClock(start), formatClock(end)];
  return from.slice(-2) === to.slice(-2) ? `${from.slice(0, -3)}-${to}` : `${from}-${to}`;
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Words joined as a list in the locale's way, e.g. `formatList(["a", "b", "c"])` → "a, b and c"
 * (English without a comma before the last, the site's style, where en-US's Intl writes one), or with
 * "or" for `type: "disjunction"`; in Spanish "a, b y c".
 */
export function formatList(
  items: readonly string[],
  locale = DEFAULT_LOCALE,
  type: "conjunction" | "disjunction" = "conjunction",
): string {
  const key = `${locale} ${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type });
    listFormats.set(key, format);
  }
  if (items.length < 3) return format.format(items);
  // The locale's separator between the first items, then its pair pattern ("{0} and {1}") for the last.
  const separator = format.formatToParts(items).find((part) => part.type === "literal")?.value ?? ", ";
  return format.format([items.slice(0, -1).join(separator), items.at(-1) ?? ""]);
}
