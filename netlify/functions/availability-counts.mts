import type { Config } from "@netlify/functions";
import { cachedJson, publicRead } from "../../src/lib/server/cache";
import { route } from "../../src/lib/server/http";
import { publicCountsAnswer } from "../../src/lib/server/families";

/**
 * Public: going, maybe and not going per event not yet over, or `{ counts: null }` when the coach
 * chose to show none; never a name or a note. Cached at the CDN under `availability`, which every
 * answer purges, for a minute at most, as events drop out when they end.
 */
export default route({
  GET: publicRead("/api/availability/counts", {}, async () =>
    cachedJson(await publicCountsAnswer(), { tags: ["availability"], cdnSeconds: 60 }),
  ),
});

export const config: Config = { path: "/api/availability/counts" };
