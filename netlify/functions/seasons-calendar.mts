import type { Config } from "@netlify/functions";
import { now } from "../../src/lib/clock";
import { buildCalendarFeed } from "../../src/lib/domain/calendar";
import { calendarFileName } from "../../src/lib/domain/calendar-links";
import { archivedVolunteers } from "../../src/lib/domain/seasons";
import { notFound } from "../../src/lib/domain/errors";
import { cachedText, publicRead } from "../../src/lib/server/cache";
import { getEnv } from "../../src/lib/server/env";
import { pathParam, route } from "../../src/lib/server/http";
import {
  readArchive,
  readCurrentSeasonId,
  readSeason,
  readTeam,
} from "../../src/lib/server/repositories/seasons";
import { calendarTeam } from "../../src/lib/server/season-facts";

const QUERY = { download: ["1", "true", "0", "false"] };
const wantsDownload = (query: URLSearchParams) => ["1", "true"].includes(query.get("download") ?? "");

/**
 * Public: a past season's events as an iCalendar file, e.g. `/seasons/fall-2025/calendar.ics`, for
 * a parent who wants last season's games kept in their calendar. 404 for the current season (its
 * feed is `/calendar.ics`) or an unknown one. Cached until the next season starts.
 */
export default route({
  GET: publicRead("/seasons/:id/calendar.ics", QUERY, async (_request, query, context) => {
    const id = pathParam(context, "id");
    const [currentId, season, archive, team] = await Promise.all([
      readCurrentSeasonId(),
      readSeason(id),
      readArchive(id),
      readTeam(),
    ]);
    if (id === currentId || !season || !archive) throw notFound("Season");
    const names = calendarTeam(team, season);
    const feed = buildCalendarFeed({
      events: archive.events,
      volunteers: archivedVolunteers(archive),
      siteUrl: getEnv().siteUrl,
      team: names,
      now: now(),
    });
    const download: Record<string, string> = wantsDownload(query)
      ? { "Content-Disposition": `attachment; filename="${calendarFileName(names)}"` }
      : {};
    return cachedText(feed, "text/calendar; charset=utf-8", { tags: ["season"], headers: download });
  }),
});

export const config: Config = { path: "/seasons/:id/calendar.ics" };
