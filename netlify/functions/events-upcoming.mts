import type { Config } from "@netlify/functions";
import { cachedJson, publicRead } from "../../src/lib/server/cache";
import { route } from "../../src/lib/server/http";
import { listUpcomingEvents } from "../../src/lib/server/repositories/events";

/** Public: events at or after now, earliest first. Cached briefly, as "now" moves on its own. */
export default route({
  GET: publicRead("/api/events/upcoming", {}, async () =>
    cachedJson(await listUpcomingEvents("snapshot"), { tags: ["events"], cdnSeconds: 60 }),
  ),
});

export const config: Config = { path: "/api/events/upcoming" };
