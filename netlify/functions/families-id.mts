import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { FamilyInputSchema } from "../../src/lib/schemas/families";
import {
  clientAddress,
  coachOnly,
  json,
  noContent,
  pathParam,
  readJson,
  readOptionalJson,
  route,
} from "../../src/lib/server/http";
import { deleteFamily, updateFamily } from "../../src/lib/server/families";
import { logSecurityEvent } from "../../src/lib/server/security-log";

/** Coach: changes a family's name, players or language; removes a family, which ends its links. */
export default route({
  PUT: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    return json(await updateFamily(id, await readJson(request, FamilyInputSchema)));
  }),
  DELETE: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    await readOptionalJson(request, EmptyBodySchema);
    await deleteFamily(id);
    logSecurityEvent(
      { event: "delete", outcome: "success", route: "DELETE /api/families/:id", target: `families/${id}` },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/families/:id" };
