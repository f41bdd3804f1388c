import type { Config } from "@netlify/functions";
import { SnackSignupInputSchema } from "../../src/lib/schemas/snacks";
import { anyone, clientAddress, json, pathParam, readJson, route } from "../../src/lib/server/http";
import { consumeRateLimit, RATE_LIMITS } from "../../src/lib/server/rate-limit";
import { decoySignup, signUpForSnacks } from "../../src/lib/server/snack-signups";

/**
 * Public: a parent signs up to bring snacks to a game. Answers the game and, this once, the
 * sign-up's manage token. 404 unknown event, 400 not a game or a name that is not one, 409 when
 * someone was first (the message names them as the public sees them), the game is over, or the
 * email or client already holds two upcoming games (an IPv6 /48 six); 429 past the rate limit (and an
 * IPv6 /48's looser one), which a filled honeypot counts against like any other sign-up.
 */
export default route({
  PUT: anyone(async (request, context) => {
    const id = pathParam(context, "id");
    const { website, ...input } = await readJson(request, SnackSignupInputSchema);
    const client = clientAddress(request, context);
    // Counted before the honeypot is looked at: a bot's sign-ups cost a store read each, and its
    // 429 is the one anyone gets, so nothing tells it it was caught.
    await consumeRateLimit(RATE_LIMITS.snackSignup, client);
    await consumeRateLimit(RATE_LIMITS.snackSignupNetwork, client);
    // Only a bot fills the hidden field: it gets a person's answer, and nothing is stored.
    if (website) return json(await decoySignup(id));
    const { event, token } = await signUpForSnacks(id, input, client);
    return json({ ...event, manageToken: token });
  }),
});

export const config: Config = { path: "/api/events/:id/snack-signup" };
