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
import { endLink } from "../../src/lib/server/families";
import { linkSlot } from "../../src/lib/server/family-slot";
import { logSecurityEvent } from "../../src/lib/server/security-log";

/** Coach: ends one of a family's links at once; the family's other link still works. */
export default route({
  DELETE: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    const slot = linkSlot(context);
    await readOptionalJson(request, EmptyBodySchema);
    await endLink(id, slot);
    logSecurityEvent(
      {
        event: "delete",
        outcome: "success",
        route: "DELETE /api/families/:id/links/:slot",
        target: `families/${id}`,
      },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/families/:id/links/:slot" };
