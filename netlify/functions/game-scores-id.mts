import type { Config } from "@netlify/functions";
import { english, validationFailed } from "../../src/lib/domain/errors";
import { GameScoreUpdateSchema } from "../../src/lib/schemas/events";
import { coachOnly, json, pathParam, readJson, route } from "../../src/lib/server/http";
import { saveGameScore } from "../../src/lib/server/repositories/events";

/** Coach: changes a game's score (404 when it has none yet). */
export default route({
  PUT: coachOnly(async (request, context) => {
    const eventId = pathParam(context, "eventId");
    const { eventId: named, ...score } = await readJson(request, GameScoreUpdateSchema);
    if (named !== undefined && named !== eventId) {
      throw validationFailed(english("The body names another game"), [
        { path: ["eventId"], message: "Must match the game in the address" },
      ]);
    }
    const event = await saveGameScore(eventId, score, "update");
    return json(event);
  }),
});

export const config: Config = { path: "/api/game-scores/:eventId" };
