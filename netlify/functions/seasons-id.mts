import type { Config } from "@netlify/functions";
import { cachedJson, publicRead } from "../../src/lib/server/cache";
import { pathParam, route } from "../../src/lib/server/http";
import { readPastSeason } from "../../src/lib/server/season-views";

/**
 * Public: a past season's page (games with scores, record, practices, posts, roster of first names
 * and numbers). 404 for the current season or an unknown id. A past season no longer changes, so
 * it is cached until the next season starts.
 */
export default route({
  GET: publicRead("/api/seasons/:id", {}, async (_request, _query, context) =>
    cachedJson(await readPastSeason(pathParam(context, "id")), { tags: ["season"] }),
  ),
});

export const config: Config = { path: "/api/seasons/:id" };
