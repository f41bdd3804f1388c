import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { SnackVolunteerInputSchema } from "../../src/lib/schemas/snacks";
import {
  anyone,
  clientAddress,
  json,
  noContent,
  pathParam,
  readJson,
  readOptionalJson,
  route,
} from "../../src/lib/server/http";
import { familySignupOf } from "../../src/lib/server/families";
import { familyOf } from "../../src/lib/server/family-request";
import { logSecurityEvent } from "../../src/lib/server/security-log";
import { cancelFamilySignup, changeFamilySignup } from "../../src/lib/server/snack-signups";

/**
 * The family changes (name, email, phone, what they bring) or cancels its snack sign-up for a game:
 * 404 when it holds none there, 409 from kick-off.
 */
export default route({
  PUT: anyone(async (request, context) => {
    const family = await familyOf(request, context);
    const eventId = pathParam(context, "eventId");
    const { event, user } = await changeFamilySignup(family.id, eventId, () =>
      readJson(request, SnackVolunteerInputSchema),
    );
    return json({ event, signup: familySignupOf(user, eventId) });
  }),
  DELETE: anyone(async (request, context) => {
    const family = await familyOf(request, context);
    const eventId = pathParam(context, "eventId");
    await readOptionalJson(request, EmptyBodySchema);
    await cancelFamilySignup(family.id, eventId);
    logSecurityEvent(
      {
        event: "delete",
        outcome: "success",
        route: "DELETE /api/family/snack-signup/:eventId",
        target: `families/${family.id}`,
      },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/family/snack-signup/:eventId" };
