import type { Config } from "@netlify/functions";
import { cachedJson, publicRead } from "../../src/lib/server/cache";
import { route } from "../../src/lib/server/http";
import { readSiteFacts } from "../../src/lib/server/season-facts";

/**
 * Public: the team record, the current season and its overview, what every page shows
 * (docs/api.md#seasons). The site's build reads it, so the pages follow the store. Cached at the CDN
 * until the team, the season, an event or a player changes.
 */
export default route({
  GET: publicRead("/api/season", {}, async () =>
    cachedJson(await readSiteFacts(), { tags: ["season", "events", "players"] }),
  ),
});

export const config: Config = { path: "/api/season" };
