import type { Config } from "@netlify/functions";
import { FamilySnackSignupInputSchema } from "../../src/lib/schemas/families";
import { anyone, clientAddress, json, readJson, route } from "../../src/lib/server/http";
import { familySnackSignup } from "../../src/lib/server/families";
import { familyOf } from "../../src/lib/server/family-request";
import { consumeRateLimit, RATE_LIMITS } from "../../src/lib/server/rate-limit";
import { decoySignup } from "../../src/lib/server/snack-signups";

/**
 * A snack sign-up from the family page: the public sign-up's rules, limits and refusals, the sign-up
 * belonging to the family, which changes or cancels it there (it gets no manage link).
 */
export default route({
  POST: anyone(async (request, context) => {
    const family = await familyOf(request, context);
    const input = await readJson(request, FamilySnackSignupInputSchema);
    const client = clientAddress(request, context);
    await consumeRateLimit(RATE_LIMITS.snackSignup, client);
    await consumeRateLimit(RATE_LIMITS.snackSignupNetwork, client);
    if (input.website) {
      // A person's answer, field for field; the decoy's manage token is not part of it.
      const decoy: Partial<Awaited<ReturnType<typeof decoySignup>>> = await decoySignup(input.eventId);
      delete decoy.manageToken;
      return json({
        event: decoy,
        signup: {
          eventId: input.eventId,
          name: input.parentName,
          email: input.parentEmail,
          phone: input.parentPhone,
          bringing: input.bringing,
        },
      });
    }
    return json(await familySnackSignup(family, input, client));
  }),
});

export const config: Config = { path: "/api/family/snack-signup" };
