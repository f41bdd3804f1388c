import type { Config } from "@netlify/functions";
import { RainoutInputSchema } from "../../src/lib/schemas/game-day";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { runRainout } from "../../src/lib/server/rainout";

/**
 * Coach: the day's events cancelled with one note, the field alert posted and the GroupMe group
 * told, in one step. 200 with each part's outcome, whatever failed; 400 for a body that is not valid.
 */
export default route({
  POST: coachOnly(async (request) => json(await runRainout(await readJson(request, RainoutInputSchema)))),
});

export const config: Config = { path: "/api/rainout" };
