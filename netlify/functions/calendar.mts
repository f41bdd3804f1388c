import type { Config } from "@netlify/functions";
import { now } from "../../src/lib/clock";
import { season } from "../../src/lib/content";
import { buildCalendarFeed } from "../../src/lib/domain/calendar";
import { calendarFileName } from "../../src/lib/domain/calendar-links";
import { toPublicUser } from "../../src/lib/domain/projections";
import { cachedText, publicRead } from "../../src/lib/server/cache";
import { getEnv } from "../../src/lib/server/env";
import { route } from "../../src/lib/server/http";
import { listEvents } from "../../src/lib/server/repositories/events";
import { listUsers } from "../../src/lib/server/repositories/users";

/** `?download=1` (or `true`) saves the feed as a file instead of showing it; `0` and `false` show it. */
const QUERY = { download: ["1", "true", "0", "false"] };
const wantsDownload = (query: URLSearchParams) => ["1", "true"].includes(query.get("download") ?? "");

/**
 * Public: every event as an iCalendar feed for calendar apps to subscribe to (docs/api.md#calendar-feed).
 * Cached at the CDN under `events`, which every event, score, sign-up and practice write purges; an
 * hour at most otherwise, as whether a game still needs a snack volunteer changes with the time.
 */
export default route({
  GET: publicRead(QUERY, async (_request, query) => {
    const [events, users] = await Promise.all([listEvents("snapshot"), listUsers("snapshot")]);
    const feed = buildCalendarFeed({
      events,
      volunteers: users.map(toPublicUser),
      siteUrl: getEnv().siteUrl,
      team: season.team,
      now: now(),
    });
    const download: Record<string, string> = wantsDownload(query)
      ? { "Content-Disposition": `attachment; filename="${calendarFileName(season.team)}"` }
      : {};
    return cachedText(feed, "text/calendar; charset=utf-8", {
      tags: ["events"],
      cdnSeconds: 60 * 60,
      headers: download,
    });
  }),
});

// A literal, not CALENDAR_PATH: Netlify reads this config without running the module.
export const config: Config = { path: "/calendar.ics" };
