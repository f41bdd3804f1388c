/**
 * Dates for the whole site: instants are stored in UTC and shown in the team's zone,
 * America/Chicago (docs/product-rules.md#time-and-the-clock). Everything here is pure: "now" is
 * always passed in (callers read it from the one clock, `src/lib/clock.ts`), never from the device.
 *
 * Written on the platform's `Intl` rather than luxon, because the islands use it and luxon would
 * cost a parent's phone about 21 KB of the 80 KB budget (docs/decisions/005-dates-in-the-browser.md).
 * The server uses these same functions; the tests check them against luxon. Times of day and
 * events' dates are in `time.ts`, which also offers everything here: a page that shows only dates
 * (the posts) imports this file and loads none of the clock's words.
 */
import type { ClockLang } from "./clock-words";
import { formatDay } from "./day-words";
import { parseInstant as readInstant } from "./instant";

/** The team's time zone, e.g. `"America/Chicago"`. */
export const TEAM_ZONE = "America/Chicago";

/** The zones dates are read in: the team's, or UTC for the calendar date of a Time TBA event. */
export type Zone = typeof TEAM_ZONE | "UTC";

/** A date and wall-clock time, e.g. `{ year: 2025, month: 9, day: 20, hour: 9, minute: 0 }` (months from 1). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A formatter of a zone's wall clock, e.g. `wallClockFormat("America/Chicago")`: numbers only, on a
 * 0-23 hour cycle, so no locale's words or conventions reach the parts. Throws for a zone the
 * platform does not know.
 */
export const wallClockFormat = (zone: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });

const TEAM_CLOCK = wallClockFormat(TEAM_ZONE);

/** The wall clock a zone's formatter (`wallClockFormat`) shows at `ms`. */
export function wallClockOf(ms: number, formatter: Intl.DateTimeFormat): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatter.formatToParts(ms)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
  };
}

/**
 * The wall clock in Kyle at an instant, e.g. `teamWallClock(Date.parse("2025-09-20T14:00:00Z"))` is
 * Sep 20, 9:00. `wallClock` in time.ts also reads a UTC one.
 */
export const teamWallClock = (ms: number): WallClock => wallClockOf(ms, TEAM_CLOCK);

/** An instant in epoch milliseconds; throws instead of letting "Invalid Date" reach a page. */
export function parseInstant(iso: string): number {
  const instant = readInstant(iso);
  if (instant === null) throw new Error(`Not an ISO instant: "${iso}"`);
  return instant;
}

/** The language dates and times are written in: English unless a Spanish page asks. */
export type DateLang = ClockLang;

/** Each language's `Intl` locale. */
export const LOCALE = { en: "en-US", es: "es-US" } as const satisfies Record<DateLang, string>;

/**
 * The `Intl` locale of a language, e.g. `dateLocale("es")` → "es-US", for a date in words
 * (`formatDay`) in the browser without loading the site's language table.
 */
export const dateLocale = (lang: DateLang): string => LOCALE[lang];

/**
 * The date of an instant in Chicago, e.g. `formatDate("2025-09-20T14:00:00.000Z")` is
 * `"Sep 20, 2025"`, and `"20 sept 2025"` with `"es"`.
 */
export function formatDate(iso: string, lang: DateLang = "en"): string {
  return formatDay(teamWallClock(parseInstant(iso)), "date", LOCALE[lang]);
}

/** "5 minutes ago", "hace 5 minutos": Intl's words, which are the site's in English too. */
const ago = (count: number, unit: "minute" | "hour" | "day", lang: DateLang): string =>
  new Intl.RelativeTimeFormat(LOCALE[lang]).format(-count, unit);

const JUST_NOW = { en: "Just now", es: "Justo ahora" } as const satisfies Record<DateLang, string>;

/**
 * How long ago an instant was at `reference` (epoch milliseconds, usually the clock's
 * `nowMillis()`), e.g. `"5 minutes ago"`, `"Sep 20"` or `"Sep 20, 2024"`; an instant more than a
 * minute ahead shows its full date.
 */
export function formatRelative(iso: string, reference: number, lang: DateLang = "en"): string {
  const instant = parseInstant(iso);
  const clock = teamWallClock(instant);
  const elapsed = reference - instant;
  const locale = LOCALE[lang];
  // Dated ahead of the clock (a seeded post seen on an earlier day of the season): its date.
  if (elapsed <= -MINUTE_MS) return formatDay(clock, "date", locale);
  // Less than a minute ahead is clock skew between devices: just posted.
  if (elapsed < MINUTE_MS) return JUST_NOW[lang];
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), "minute", lang);
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), "hour", lang);
  if (elapsed < 7 * DAY_MS) return ago(Math.floor(elapsed / DAY_MS), "day", lang);
  const sameYear = clock.year === teamWallClock(reference).year;
  return formatDay(clock, sameYear ? "monthDay" : "date", locale);
}
