import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { clearSessionCookie, endAllSessions, toSessionBody } from "../../src/lib/server/auth";
import { clientAddress, coachOnly, json, readOptionalJson, route } from "../../src/lib/server/http";
import { logSecurityEvent } from "../../src/lib/server/security-log";

/** Coach: ends the session on the server too, so every earlier cookie (a copied one included) stops working. */
export default route({
  POST: coachOnly(async (request, context) => {
    await readOptionalJson(request, EmptyBodySchema);
    await endAllSessions();
    logSecurityEvent(
      { event: "logout", outcome: "success", route: "POST /api/auth/logout" },
      clientAddress(request, context),
    );
    return json(toSessionBody(null), { headers: { "Set-Cookie": clearSessionCookie(request) } });
  }),
});

export const config: Config = { path: "/api/auth/logout" };
