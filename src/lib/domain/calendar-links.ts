/** Where the team calendar lives, for the subscribe and download links (webcal and https). Pure. */
import type { Lang } from "../../i18n/lang";

/** The feed's path, served by `netlify/functions/calendar.mts`. */
export const CALENDAR_PATH = "/calendar.ics";

/** The Spanish feed's path, served by `netlify/functions/calendar-es.mts`. */
export const SPANISH_CALENDAR_PATH = "/es/calendar.ics";

/** The feed's path in a page's language, e.g. `calendarPath("es")` → `"/es/calendar.ics"`. */
export const calendarPath = (lang: Lang): string => (lang === "es" ? SPANISH_CALENDAR_PATH : CALENDAR_PATH);

export interface CalendarLinks {
  /** The feed over the site's own scheme, e.g. `"https://hayslightning.org/calendar.ics"` (Google needs this one). */
  feed: string;
  /** The same feed for calendar apps, e.g. `"webcal://hayslightning.org/calendar.ics"` (Apple Calendar, Outlook). */
  webcal: string;
  /** The feed as a file to save, e.g. `"/calendar.ics?download=1"`. */
  download: string;
}

/**
 * The calendar's links for a site, e.g. `calendarLinks("https://hayslightning.org").webcal`; a
 * Spanish page's go to the Spanish feed, e.g. `"webcal://hayslightning.org/es/calendar.ics"`.
 */
export function calendarLinks(siteUrl: string | URL, lang: Lang = "en"): CalendarLinks {
  const path = calendarPath(lang);
  const feed = new URL(path, siteUrl);
  return {
    feed: feed.href,
    webcal: `webcal://${feed.host}${feed.pathname}`,
    download: `${path}?download=1`,
  };
}

/** The file name a download is saved under, e.g. `"hays-lightning-fall-2025.ics"`. */
export function calendarFileName(team: { name: string; season: string }): string {
  const slug = `${team.name} ${team.season}`
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "team-calendar"}.ics`;
}
