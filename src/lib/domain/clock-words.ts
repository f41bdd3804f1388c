/**
 * Times on the clock in words, e.g. "6:30 PM" and "6:30-7:45 PM". English is written out rather
 * than through Intl, whose English puts a narrow no-break space before "PM", which a page, a
 * calendar title and a test would each have to undo. Spanish goes through Intl's "es-US", as
 * Node and the browsers write it: "6:30 p.m.", "6:30–7:45 p.m.".
 */
import { dateFormat } from "./day-words";

/** The language of a time in words; English unless a Spanish page asks. */
export type ClockLang = "en" | "es";

const SPANISH_CLOCK = { hour: "numeric", minute: "2-digit" } as const;
const spanishClock = (hour: number, minute: number) => Date.UTC(2000, 0, 1, hour, minute);

/**
 * An hour (0-23) and minute on the clock in words, e.g. `clockWords(18, 30)` → "6:30 PM",
 * `clockWords(18, 30, "es")` → "6:30 p.m.".
 */
export const clockWords = (hour: number, minute: number, lang: ClockLang = "en"): string =>
  lang === "es"
    ? dateFormat("es-US", SPANISH_CLOCK).format(spanishClock(hour, minute))
    : `${String(hour % 12 || 12)}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;

const clockParts = (time: string): [number, number] | null => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? [Number(match[1]), Number(match[2])] : null;
};

/**
 * A wall-clock time "HH:mm" in words, e.g. "18:30" → "6:30 PM"; a text that is not one comes back
 * as it is.
 */
export function formatClock(time: string, lang: ClockLang = "en"): string {
  const parts = clockParts(time);
  return parts ? clockWords(...parts, lang) : time;
}

/**
 * "6:30-7:45 PM", or "11:00 AM-12:30 PM" when the half of the day changes; in Spanish Intl's range,
 * "6:30–7:45 p.m.", "11:00 a.m.–12:30 p.m.".
 */
export function formatClockRange(start: string, end: string, lang: ClockLang = "en"): string {
  const [first, last] = [clockParts(start), clockParts(end)];
  if (lang === "es" && first && last) {
    return dateFormat("es-US", SPANISH_CLOCK).formatRange(spanishClock(...first), spanishClock(...last));
  }
  const [from, to] = [formatClock(start), formatClock(end)];
  return from.slice(-2) === to.slice(-2) ? `${from.slice(0, -3)}-${to}` : `${from}-${to}`;
}
