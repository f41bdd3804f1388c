import type { Config } from "@netlify/functions";
import { coachOnly, json, pathParam, route } from "../../src/lib/server/http";
import { familyLinks } from "../../src/lib/server/families";

/** Coach: the family's links with their tokens, to copy, share or print again (never cached). */
export default route({
  GET: coachOnly(async (_request, context) => json({ links: await familyLinks(pathParam(context, "id")) })),
});

export const config: Config = { path: "/api/families/:id/links" };
