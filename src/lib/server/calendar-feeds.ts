/**
 * The calendar feeds' GETs (docs/api.md#calendar-feed), one per language: `/calendar.ics` and
 * `/seasons/:id/calendar.ics` in English, `/es/calendar.ics` and `/es/seasons/:id/calendar.ics`
 * in Spanish. Each language's feed is its own address, so the CDN keeps one copy of each, under
 * the same cache tags: a write purges both. Each function file names its path and language, e.g.
 * `GET: currentSeasonCalendar("/es/calendar.ics", "es")`.
 */
import type { Lang } from "../../i18n/lang";
import { now } from "../clock";
import { buildCalendarFeed, type CalendarTeam } from "../domain/calendar";
import { calendarFileName } from "../domain/calendar-links";
import { notFound } from "../domain/errors";
import { toPublicUser } from "../domain/projections";
import { archivedVolunteers, recentArchivedEvents } from "../domain/seasons";
import { cachedText, publicRead } from "./cache";
import { readCalendarData } from "./calendar-data";
import { getEnv } from "./env";
import { pathParam, type Endpoint } from "./http";
import { listUsers } from "./repositories/users";
import { readArchive, readCurrentSeasonId, readSeason, readTeam } from "./repositories/seasons";
import { calendarTeam } from "./season-facts";

/** `?download=1` (or `true`) saves the feed as a file instead of showing it; `0` and `false` show it. */
const QUERY = { download: ["1", "true", "0", "false"] };
const wantsDownload = (query: URLSearchParams) => ["1", "true"].includes(query.get("download") ?? "");

const CONTENT_TYPE = "text/calendar; charset=utf-8";

/** The `Content-Disposition` of a download, e.g. `attachment; filename="hays-lightning-fall-2025.ics"`. */
function downloadHeaders(query: URLSearchParams, names: CalendarTeam): Record<string, string> {
  return wantsDownload(query)
    ? { "Content-Disposition": `attachment; filename="${calendarFileName(names)}"` }
    : {};
}

/**
 * Public: the current season's events, and a past season's from the last 30 days, as an iCalendar
 * feed for calendar apps to subscribe to, so a new season neither empties a parent's calendar of
 * last week's games nor keeps old seasons in it for ever. Cached at the CDN under `events` (every
 * event, score, sign-up and practice write purges it) and `season`; an hour at most otherwise, as
 * whether a game still needs a snack volunteer changes with the time.
 */
export function currentSeasonCalendar(path: string, lang: Lang): Endpoint {
  return publicRead(path, QUERY, async (_request, query) => {
    const [{ events, archives, team, season }, users] = await Promise.all([
      readCalendarData(),
      listUsers("snapshot"),
    ]);
    const recent = recentArchivedEvents(archives, now().toMillis());
    const names = calendarTeam(team, season, lang);
    const feed = buildCalendarFeed({
      events: [...recent.events, ...events],
      volunteers: [...recent.volunteers, ...users.map(toPublicUser)],
      siteUrl: getEnv().siteUrl,
      team: names,
      now: now(),
      lang,
    });
    return cachedText(feed, CONTENT_TYPE, {
      tags: ["events", "season"],
      cdnSeconds: 60 * 60,
      headers: downloadHeaders(query, names),
    });
  });
}

/**
 * Public: a past season's events as an iCalendar file, e.g. `/seasons/fall-2025/calendar.ics`, for
 * a parent who wants last season's games kept in their calendar. 404 for the current season (its
 * feed is `/calendar.ics`) or an unknown one. Cached until the next season starts.
 */
export function pastSeasonCalendar(path: string, lang: Lang): Endpoint {
  return publicRead(path, QUERY, async (_request, query, context) => {
    const id = pathParam(context, "id");
    const [currentId, season, archive, team] = await Promise.all([
      readCurrentSeasonId(),
      readSeason(id),
      readArchive(id),
      readTeam(),
    ]);
    if (id === currentId || !season || !archive) throw notFound("Season");
    const names = calendarTeam(team, season, lang);
    const feed = buildCalendarFeed({
      events: archive.events,
      volunteers: archivedVolunteers(archive),
      siteUrl: getEnv().siteUrl,
      team: names,
      now: now(),
      lang,
    });
    return cachedText(feed, CONTENT_TYPE, { tags: ["season"], headers: downloadHeaders(query, names) });
  });
}
