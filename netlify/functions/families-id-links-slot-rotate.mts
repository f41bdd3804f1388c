import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { coachOnly, json, pathParam, readOptionalJson, route } from "../../src/lib/server/http";
import { rotateLink } from "../../src/lib/server/families";
import { linkSlot } from "../../src/lib/server/family-slot";

/** Coach: a new token for the slot (made if the family has none there); the old one ends at once. */
export default route({
  POST: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    const slot = linkSlot(context);
    await readOptionalJson(request, EmptyBodySchema);
    return json(await rotateLink(id, slot));
  }),
});

export const config: Config = { path: "/api/families/:id/links/:slot/rotate" };
