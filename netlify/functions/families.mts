import type { Config } from "@netlify/functions";
import { FamilyInputSchema } from "../../src/lib/schemas/families";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { createFamily, listFamilies } from "../../src/lib/server/families";

/** Coach: the season's families (players and links, no tokens), and a new one. */
export default route({
  GET: coachOnly(async () => json({ families: await listFamilies() })),
  POST: coachOnly(async (request) => {
    const input = await readJson(request, FamilyInputSchema);
    return json(await createFamily(input), { status: 201 });
  }),
});

export const config: Config = { path: "/api/families" };
