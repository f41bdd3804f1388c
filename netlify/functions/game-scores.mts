import type { Config } from "@netlify/functions";
import { GameScoreInputSchema } from "../../src/lib/schemas/events";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { saveGameScore } from "../../src/lib/server/repositories/events";

/** Coach: the first score of a game (409 when it has one; 404 unknown game; 400 not a game). */
export default route({
  POST: coachOnly(async (request) => {
    const { eventId, ...score } = await readJson(request, GameScoreInputSchema);
    const event = await saveGameScore(eventId, score, "create");
    return json(event, { status: 201 });
  }),
});

export const config: Config = { path: "/api/game-scores" };
