import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import {
  clientAddress,
  coachOnly,
  noContent,
  pathParam,
  readOptionalJson,
  route,
} from "../../src/lib/server/http";
import { logSecurityEvent } from "../../src/lib/server/security-log";
import { hideArchivedBringing } from "../../src/lib/server/snack-bringing";

/**
 * Coach: hides what the volunteer of a past season's game brought, in that season's archive (the
 * one change an archive takes), and purges the copies that showed it. 204, also when there was
 * nothing to hide; 404 for the current season, an unknown one, or a game without a volunteer.
 */
export default route({
  DELETE: coachOnly(async (request, context) => {
    const seasonId = pathParam(context, "id");
    const eventId = pathParam(context, "eventId");
    await readOptionalJson(request, EmptyBodySchema);
    const target = await hideArchivedBringing(seasonId, eventId);
    logSecurityEvent(
      {
        event: "delete",
        outcome: "success",
        route: "DELETE /api/seasons/:id/games/:eventId/bringing",
        target,
      },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/seasons/:id/games/:eventId/bringing" };
