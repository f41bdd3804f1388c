/**
 * Calendar days in words, through `Intl` in a locale (English, "en-US", unless another is given):
 * `formatDay("2026-03-07")` is "Sat, Mar 7, 2026". A day is a calendar date (year, month 1-12,
 * day), written at midnight UTC in UTC, so no time zone moves it. Times, weekdays' names and lists
 * are in their own small modules (clock-words.ts, weekday-words.ts, list-words.ts), so a page that
 * only dates things loads none of them; a page in another language passes its locale.
 */
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
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    dateFormats.set(key, format);
  }
  return format;
}

/** Midnight UTC of a day; a leap year stands in for a missing year, so Feb 29 is a day too. */
export const midnight = ({
  year = 2000,
  month,
  day = 1,
}: Partial<CalendarDay> & Pick<CalendarDay, "month">) => {
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
