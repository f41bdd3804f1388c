import type { Config } from "@netlify/functions";
import { CoachAnswerInputSchema } from "../../src/lib/schemas/families";
import { coachOnly, json, pathParam, readJson, route } from "../../src/lib/server/http";
import { setCoachAnswer } from "../../src/lib/server/families";

/** Coach: sets a player's answer after a phone call (no lock); answers the event's headcount. */
export default route({
  PUT: coachOnly(async (request, context) => {
    const eventId = pathParam(context, "eventId");
    const playerId = pathParam(context, "playerId");
    const { answer } = await readJson(request, CoachAnswerInputSchema);
    return json(await setCoachAnswer(eventId, playerId, answer));
  }),
});

export const config: Config = { path: "/api/availability/:eventId/:playerId" };
