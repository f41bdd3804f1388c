import type { Config } from "@netlify/functions";
import { StartSeasonRequestSchema } from "../../src/lib/schemas/seasons";
import { cachedJson, publicRead } from "../../src/lib/server/cache";
import { clientAddress, coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { requestRebuild } from "../../src/lib/server/rebuild";
import { readSeasonList } from "../../src/lib/server/season-views";
import { previewSeasonStart, startSeason } from "../../src/lib/server/season-start";
import { logSecurityEvent } from "../../src/lib/server/security-log";

/**
 * The seasons (docs/api.md#seasons). Public `GET`: the current season and the past ones with their
 * results, cached until a season starts. Coach `POST`: start the next season, all or nothing;
 * `dryRun: true` answers what it would do and writes nothing.
 */
export default route({
  GET: publicRead("/api/seasons", {}, async () => cachedJson(await readSeasonList(), { tags: ["season"] })),
  POST: coachOnly(async (request, context) => {
    const body = await readJson(request, StartSeasonRequestSchema, { maxBytes: 600 * 1024 });
    if (body.dryRun) return json(await previewSeasonStart(body));
    const done = await startSeason(body);
    logSecurityEvent(
      {
        event: "season",
        outcome: "success",
        route: "POST /api/seasons",
        target: `seasons/${done.season.id}`,
      },
      clientAddress(request, context),
    );
    await requestRebuild(`The coach started ${done.season.label}`);
    return json(done, { status: 201 });
  }),
});

export const config: Config = { path: "/api/seasons" };
