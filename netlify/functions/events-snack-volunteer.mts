import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { SnackVolunteerInputSchema } from "../../src/lib/schemas/snacks";
import { coachOnly, json, pathParam, readJson, readOptionalJson, route } from "../../src/lib/server/http";
import { updateEvent } from "../../src/lib/server/repositories/events";
import { assignVolunteer } from "../../src/lib/server/snack-signups";

/**
 * Coach: signs a family up for a game (covered or not, beyond any budget: the one they replace is
 * removed, spending their link), or clears it. Both answer the game.
 */
export default route({
  PUT: coachOnly(async (request, context) => {
    const event = await assignVolunteer(
      pathParam(context, "id"),
      await readJson(request, SnackVolunteerInputSchema),
    );
    return json(event);
  }),
  DELETE: coachOnly(async (request, context) => {
    await readOptionalJson(request, EmptyBodySchema);
    const event = await updateEvent(pathParam(context, "id"), { snackParentId: null });
    return json(event);
  }),
});

export const config: Config = { path: "/api/events/:id/snack-volunteer" };
