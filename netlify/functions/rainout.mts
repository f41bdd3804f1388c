import type { Config } from "@netlify/functions";
import { RainoutInputSchema } from "../../src/lib/schemas/game-day";
import { clientAddress, coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { runRainout } from "../../src/lib/server/rainout";
import { logSecurityEvent } from "../../src/lib/server/security-log";

const ROUTE = "POST /api/rainout";

/**
 * Coach: the day's events cancelled with one note, the field alert posted and the GroupMe group
 * told, in one step. 200 with each part's outcome, whatever failed; 400 for a body that is not valid.
 * Logs the rainout (a failure when any part asked for was not done) and, when the group was told,
 * the GroupMe message.
 */
export default route({
  POST: coachOnly(async (request, context) => {
    const result = await runRainout(await readJson(request, RainoutInputSchema));
    const client = clientAddress(request, context);
    const done = [...result.events, result.alert, result.groupMe].every((part) => part?.ok !== false);
    logSecurityEvent({ event: "rainout", outcome: done ? "success" : "failure", route: ROUTE }, client);
    if (result.groupMe?.ok) logSecurityEvent({ event: "groupme", outcome: "success", route: ROUTE }, client);
    return json(result);
  }),
});

export const config: Config = { path: "/api/rainout" };
