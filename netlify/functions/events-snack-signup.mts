import type { Config } from "@netlify/functions";
import { notFound, validationFailed } from "../../src/lib/domain/errors";
import { SnackSignupInputSchema } from "../../src/lib/schemas/requests";
import { purgeTags } from "../../src/lib/server/cache";
import { anyone, clientAddress, json, pathParam, readJson, route } from "../../src/lib/server/http";
import { consumeRateLimit, RATE_LIMITS } from "../../src/lib/server/rate-limit";
import { eventsRepository, signUpForSnacks } from "../../src/lib/server/repositories/events";

/**
 * Public: a parent signs up to bring snacks to a game. 404 unknown event, 400 not a game, 409 when
 * someone was first (the message names them) or the game is over, 429 past the rate limit.
 */
export default route({
  PUT: anyone(async (request, context) => {
    const id = pathParam(context, "id");
    const input = await readJson(request, SnackSignupInputSchema);
    if (input.website) {
      // Only a bot fills the hidden field: it sees the game as it is, and nothing is stored.
      const event = await eventsRepository.get(id);
      if (!event) throw notFound("Event");
      if (event.type !== "game") throw validationFailed("Snack sign-up is for games only");
      return json(event);
    }
    await consumeRateLimit(RATE_LIMITS.snackSignup, clientAddress(request, context));
    const event = await signUpForSnacks(id, input);
    await purgeTags("events", "users");
    return json(event);
  }),
});

export const config: Config = { path: "/api/events/:id/snack-signup" };
