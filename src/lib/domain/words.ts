/**
 * Days and lists in words, through `Intl` in a locale (English by default): `"Sep 20"`,
 * `"Sep 20, 2025"`, `"Sat, Sep 27"`, `"September 2025"`, the weekdays' names, and lists such as
 * `"Tuesday or Thursday"`. A day is a calendar date (year, month 1-12, day), formatted at midnight
 * UTC in UTC, so no time zone moves it. A leaf that imports nothing: the parents' pages, the server
 * and the calendar feed all use it, and a page in another language passes its locale.
 */

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export const DEFAULT_LOCALE = "en-US";

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and shape, made once: making one costs far more than using it. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    formats.set(key, format);
  }
  return format;
}

const instant = ({ year, month, day }: CalendarDay): number => Date.UTC(year, month - 1, day);

/** `"Sep 20"`; a leap year stands in for the year, so Feb 29 is a day too. */
export const monthDay = (day: Pick<CalendarDay, "month" | "day">, locale = DEFAULT_LOCALE): string =>
  formatter(locale, { month: "short", day: "numeric" }).format(instant({ year: 2000, ...day }));

/** `"Sep 20, 2025"`. */
export const fullDay = (day: CalendarDay, locale = DEFAULT_LOCALE): string =>
  formatter(locale, { month: "short", day: "numeric", year: "numeric" }).format(instant(day));

/** `"Sat, Sep 27"`. */
export const weekdayMonthDay = (day: CalendarDay, locale = DEFAULT_LOCALE): string =>
  formatter(locale, { weekday: "short", month: "short", day: "numeric" }).format(instant(day));

/** `"Sunday, Mar 8, 2026"`. */
export const longWeekdayFullDay = (day: CalendarDay, locale = DEFAULT_LOCALE): string =>
  formatter(locale, { weekday: "long", month: "short", day: "numeric", year: "numeric" }).format(
    instant(day),
  );

/** `"September 2025"`. */
export const monthYear = (month: Pick<CalendarDay, "year" | "month">, locale = DEFAULT_LOCALE): string =>
  formatter(locale, { month: "long", year: "numeric" }).format(instant({ ...month, day: 1 }));

const lists = new Map<string, Intl.ListFormat>();

/**
 * Words as a list in the locale's way, e.g. `["Tuesday", "Thursday"]` → `"Tuesday and Thursday"`,
 * three or more with the locale's commas (`"Monday, Wednesday, and Friday"` in English);
 * `"or"` lists with `type: "disjunction"`.
 */
export function listWords(
  words: readonly string[],
  {
    type = "conjunction",
    locale = DEFAULT_LOCALE,
  }: { type?: "conjunction" | "disjunction"; locale?: string } = {},
): string {
  const key = `${locale} ${type}`;
  let format = lists.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { type });
    lists.set(key, format);
  }
  return format.format(words);
}
