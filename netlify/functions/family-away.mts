import type { Config } from "@netlify/functions";
import { FamilyAwayInputSchema } from "../../src/lib/schemas/families";
import { anyone, json, readJson, route } from "../../src/lib/server/http";
import { setAway } from "../../src/lib/server/families";
import { familyOf } from "../../src/lib/server/family-request";

/** A family sets or clears "not available on <weekday>s for the rest of the season" for a player. */
export default route({
  PUT: anyone(async (request, context) => {
    const family = await familyOf(request, context);
    const input = await readJson(request, FamilyAwayInputSchema);
    return json({ awayWeekdays: await setAway(family, input) });
  }),
});

export const config: Config = { path: "/api/family/away" };
