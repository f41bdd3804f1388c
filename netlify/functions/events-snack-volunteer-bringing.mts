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
import { hideLiveBringing } from "../../src/lib/server/snack-bringing";

/**
 * Coach: hides what the volunteer of a game of this season wrote they bring, from everyone, and
 * purges the copies that showed it. 204, also when there was nothing to hide; 404 for an unknown
 * game or one without a volunteer.
 */
export default route({
  DELETE: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    await readOptionalJson(request, EmptyBodySchema);
    const target = await hideLiveBringing(id);
    logSecurityEvent(
      {
        event: "delete",
        outcome: "success",
        route: "DELETE /api/events/:id/snack-volunteer/bringing",
        target,
      },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/events/:id/snack-volunteer/bringing" };
