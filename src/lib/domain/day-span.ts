/**
 * A season's or a practice plan's days as one phrase. Apart from day-words.ts, which every page
 * that shows a date loads, because only the seasons' pages and the coach's season steps say a span.
 */
import { DEFAULT_LOCALE, formatDay } from "./day-words";
import { parseCalendarDate } from "./instant";

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
