import type { Config } from "@netlify/functions";
import { now } from "../../src/lib/clock";
import { season } from "../../src/lib/content";
import { buildCalendarFeed } from "../../src/lib/domain/calendar";
import { calendarFileName } from "../../src/lib/domain/calendar-links";
import { toPublicUser } from "../../src/lib/domain/projections";
import { cachedText } from "../../src/lib/server/cache";
import { getEnv } from "../../src/lib/server/env";
import { anyone, route } from "../../src/lib/server/http";
import { listEvents } from "../../src/lib/server/repositories/events";
import { listUsers } from "../../src/lib/server/repositories/users";

/** `?download=1` (or `true`) saves the feed as a file instead of showing it. */
const wantsDownload = (request: Request) =>
  ["1", "true"].includes(new URL(request.url).searchParams.get("download") ?? "");

/**
 * Public: every event as an iCalendar feed for calendar apps to subscribe to (docs/api.md#calendar-feed).
 * Cached at the CDN under `events`, which every event, score, sign-up and practice write purges; an
 * hour at most otherwise, as whether a game still needs a snack volunteer changes with the time.
 */
export default route({
  GET: anyone(async (request) => {
    const [events, users] = await Promise.all([listEvents("snapshot"), listUsers("snapshot")]);
    const feed = buildCalendarFeed({
      events,
      volunteers: users.map(toPublicUser),
      siteUrl: getEnv().siteUrl,
      team: season.team,
      now: now(),
    });
    const download: Record<string, string> = wantsDownload(request)
      ? { "Content-Disposition": `attachment; filename="${calendarFileName(season.team)}"` }
      : {};
    return cachedText(feed, "text/calendar; charset=utf-8", {
      tags: ["events"],
      cdnSeconds: 60 * 60,
      varyQuery: ["download"],
      headers: download,
    });
  }),
});

// A literal, not CALENDAR_PATH: Netlify reads this config without running the module.
export const config: Config = { path: "/calendar.ics" };
