import type { Config } from "@netlify/functions";
import { now } from "../../src/lib/clock";
import { buildCalendarFeed } from "../../src/lib/domain/calendar";
import { calendarFileName } from "../../src/lib/domain/calendar-links";
import { toPublicUser } from "../../src/lib/domain/projections";
import { recentArchivedEvents } from "../../src/lib/domain/seasons";
import { cachedText, publicRead } from "../../src/lib/server/cache";
import { getEnv } from "../../src/lib/server/env";
import { route } from "../../src/lib/server/http";
import { readCalendarData } from "../../src/lib/server/calendar-data";
import { listUsers } from "../../src/lib/server/repositories/users";
import { calendarTeam } from "../../src/lib/server/season-facts";

/** `?download=1` (or `true`) saves the feed as a file instead of showing it; `0` and `false` show it. */
const QUERY = { download: ["1", "true", "0", "false"] };
const wantsDownload = (query: URLSearchParams) => ["1", "true"].includes(query.get("download") ?? "");

/**
 * Public: the current season's events, and a past season's from the last 30 days, as an iCalendar
 * feed for calendar apps to subscribe to (docs/api.md#calendar-feed), so a new season neither
 * empties a parent's calendar of last week's games nor keeps old seasons in it for ever. Cached at
 * the CDN under `events` (every event, score, sign-up and practice write purges it) and `season`;
 * an hour at most otherwise, as whether a game still needs a snack volunteer changes with the time.
 */
export default route({
  GET: publicRead("/calendar.ics", QUERY, async (_request, query) => {
    const [{ events, archives, team, season }, users] = await Promise.all([
      readCalendarData(),
      listUsers("snapshot"),
    ]);
    const recent = recentArchivedEvents(archives, now().toMillis());
    const names = calendarTeam(team, season);
    const feed = buildCalendarFeed({
      events: [...recent.events, ...events],
      volunteers: [...recent.volunteers, ...users.map(toPublicUser)],
      siteUrl: getEnv().siteUrl,
      team: names,
      now: now(),
    });
    const download: Record<string, string> = wantsDownload(query)
      ? { "Content-Disposition": `attachment; filename="${calendarFileName(names)}"` }
      : {};
    return cachedText(feed, "text/calendar; charset=utf-8", {
      tags: ["events", "season"],
      cdnSeconds: 60 * 60,
      headers: download,
    });
  }),
});

// A literal, not CALENDAR_PATH: Netlify reads this config without running the module.
export const config: Config = { path: "/calendar.ics" };
