/**
 * Dates and lists in words, through Intl and in one locale ("en-US" unless another is given), so
 * the site can speak another language by passing its locale: e.g. `formatList(["Tuesdays",
 * "Thursdays"])` is "Tuesdays and Thursdays", `formatDay("2026-03-07")` "Sat, Mar 7, 2026".
 */
import { WEEKDAYS, type Weekday } from "../../lib/constants";
import { parseCalendarDate, utcMillis } from "../../lib/domain/instant";

/** The locale the site writes in today. */
export const DEFAULT_LOCALE = "en-US";

const DAY_STYLES = {
  weekday: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  year: { month: "short", day: "numeric", year: "numeric" },
  monthDay: { month: "short", day: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** How much of a day to say: "Sat, Mar 7, 2026" (`weekday`), "Mar 7, 2026" (`year`), "Mar 7" (`monthDay`). */
export type DayStyle = keyof typeof DAY_STYLES;

// Building a formatter costs far more than using one, and a list of games formats dozens of days.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    // A calendar day is the same day everywhere: read and written in UTC, whatever the reader's zone.
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A calendar date in words, e.g. `formatDay("2026-03-07")` → "Sat, Mar 7, 2026",
 * `formatDay("2026-03-07", "monthDay")` → "Mar 7"; the text itself when it is not a date.
 */
export function formatDay(date: string, style: DayStyle = "weekday", locale = DEFAULT_LOCALE): string {
  const parts = parseCalendarDate(date);
  const ms = parts ? utcMillis(parts.year, parts.month, parts.day) : null;
  return ms === null ? date : dateFormat(locale, DAY_STYLES[style]).format(ms);
}

/** A week in which WEEKDAYS fall in order: Monday 2026-01-05 to Sunday 2026-01-11. */
const MONDAY = utcMillis(2026, 1, 5) ?? 0;
const DAY_MS = 86_400_000;

/** A day of the week's name, e.g. `weekdayName("tuesday")` → "Tuesday". */
export const weekdayName = (day: Weekday, locale = DEFAULT_LOCALE): string =>
  dateFormat(locale, { weekday: "long" }).format(MONDAY + WEEKDAYS.indexOf(day) * DAY_MS);

const listFormats = new Map<string, Intl.ListFormat>();

function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
    listFormats.set(locale, format);
  }
  return format;
}

/**
 * Words joined as a list, without a comma before the last one (the site's style, where en-US's
 * Intl writes one): `formatList(["a", "b", "c"])` → "a, b and c", `["a", "b"]` → "a and b".
 */
export function formatList(items: readonly string[], locale = DEFAULT_LOCALE): string {
  const format = listFormat(locale);
  if (items.length < 3) return format.format(items);
  // The locale's separator between the first items, then its pair pattern ("{0} and {1}") for the last.
  const separator = format.formatToParts(items).find((part) => part.type === "literal")?.value ?? ", ";
  return format.format([items.slice(0, -1).join(separator), items.at(-1) ?? ""]);
}
