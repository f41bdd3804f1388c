import type { Config } from "@netlify/functions";
import { AppError } from "../../src/lib/domain/errors";
import { LoginInputSchema } from "../../src/lib/schemas/requests";
import { checkCredentials, startSession, toSessionBody } from "../../src/lib/server/auth";
import { anyone, clientAddress, json, readJson, route } from "../../src/lib/server/http";
import { consumeRateLimit, RATE_LIMITS, refundRateLimit } from "../../src/lib/server/rate-limit";

/**
 * Public: the coach signs in and gets the session cookie. After 10 failures in 15 minutes from one
 * client every attempt is a 429 with `Retry-After`, the right password included, until the window passes.
 */
export default route({
  POST: anyone(async (request, context) => {
    const { email, password } = await readJson(request, LoginInputSchema);
    const client = clientAddress(request, context);
    // Counted before the check, so simultaneous guesses cannot all slip under the limit.
    const countedAt = await consumeRateLimit(RATE_LIMITS.login, client);
    if (!(await checkCredentials(email, password))) {
      throw new AppError("unauthorized", 401, "Invalid email or password");
    }
    await refundRateLimit(RATE_LIMITS.login, client, countedAt);
    const { session, cookie } = await startSession(request);
    return json(toSessionBody(session), { headers: { "Set-Cookie": cookie } });
  }),
});

export const config: Config = { path: "/api/auth/login" };
