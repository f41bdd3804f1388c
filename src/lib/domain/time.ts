/**
 * Times of day and events' dates and times, in the team's zone, America/Chicago; with
 * everything of `dates.ts` (the zone, wall clocks, dates in words, "5 minutes ago"), so a caller
 * imports one file. Pure, like `dates.ts`: "now" is always passed in.
 */
import { clockWords } from "./clock-words";
import { formatDay } from "./day-words";
import { parseInstant as readInstant } from "./instant";
import {
  DAY_MS,
  LOCALE,
  parseInstant,
  TEAM_ZONE,
  teamWallClock,
  type DateLang,
  type WallClock,
  type Zone,
} from "./dates";

export * from "./dates";

/**
 * The wall clock at an instant, in Kyle or in UTC (a Time TBA event's date), e.g.
 * `wallClock(Date.parse("2025-09-20T14:00:00Z"))` is Sep 20, 9:00.
 */
export function wallClock(ms: number, zone: Zone = TEAM_ZONE): WallClock {
  if (zone === "UTC") {
    const date = new Date(ms);
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  }
  return teamWallClock(ms);
}

const pad = (value: number, length = 2): string => String(value).padStart(length, "0");

/** `yyyy-MM`, e.g. `"2025-09"`: sorts as text. */
export const formatMonthKey = (clock: Pick<WallClock, "year" | "month">): string =>
  `${pad(clock.year, 4)}-${pad(clock.month)}`;

/** `yyyy-MM-dd`, e.g. `"2025-09-20"`: sorts as text. */
export const formatDateKey = (clock: Pick<WallClock, "year" | "month" | "day">): string =>
  `${formatMonthKey(clock)}-${pad(clock.day)}`;

/**
 * The Chicago clock time of an instant, e.g. `formatTime("2025-09-09T23:30:00.000Z")` is
 * `"6:30 PM"`, and `"6:30 p.m."` with `"es"`.
 */
export function formatTime(iso: string, lang: DateLang = "en"): string {
  const { hour, minute } = wallClock(parseInstant(iso));
  return clockWords(hour, minute, lang);
}

/** Start and end times in Chicago, e.g. `"6:30 PM - 7:45 PM"`, or `"6:30 PM"` when there is no end. */
export function formatTimeRange(startIso: string, endIso: string | null, lang: DateLang = "en"): string {
  const start = formatTime(startIso, lang);
  return endIso === null ? start : `${start} - ${formatTime(endIso, lang)}`;
}

const isMidnightUtc = (ms: number): boolean => ms % DAY_MS === 0;

/** Whether an event is Time TBA, e.g. `true` for 2025-10-04T00:00Z..2025-10-05T00:00Z. */
export function isAllDay(event: { date: string; endDate: string | null }): boolean {
  if (event.endDate === null) return false;
  const start = readInstant(event.date);
  const end = readInstant(event.endDate);
  if (start === null || end === null) return false;
  // Two midnights fall on the same day only when they are the same instant.
  return isMidnightUtc(start) && isMidnightUtc(end) && start !== end;
}

/**
 * The wall clock an event is dated by: a Time TBA event by its UTC date (it is stored as midnight
 * UTC), any other in Chicago, where 00:00 UTC is still the evening before.
 */
export function eventWallClock(event: { date: string; endDate: string | null }): WallClock {
  return wallClock(parseInstant(event.date), isAllDay(event) ? "UTC" : TEAM_ZONE);
}

/** An event's date, e.g. `"Oct 4, 2025"`; all-day ones in UTC, else Chicago shows the day before. */
export function formatEventDate(
  event: { date: string; endDate: string | null },
  lang: DateLang = "en",
): string {
  return formatDay(eventWallClock(event), "date", LOCALE[lang]);
}

/** What an event without a time shows instead, in each language. */
export const TIME_TBA = { en: "Time TBA", es: "Hora por confirmar" } as const satisfies Record<
  DateLang,
  string
>;

/** The time to show for an event, e.g. `"6:30 PM - 7:45 PM"`, or `"Time TBA"` for an all-day event. */
export function formatEventTime(
  event: { date: string; endDate: string | null },
  lang: DateLang = "en",
): string {
  return isAllDay(event) ? TIME_TBA[lang] : formatTimeRange(event.date, event.endDate, lang);
}
