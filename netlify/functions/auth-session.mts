import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { readSession, toSessionBody } from "../../src/lib/server/auth";
import { anyone, coachOnly, json, readOptionalJson, route } from "../../src/lib/server/http";

/**
 * GET (public): whether this browser holds a valid coach session, and whose; asking is no use of
 * it. POST (coach): the heartbeat of a visible coach page, a use of the session like any coach
 * route (`route()` has recorded it), answered with when the session now ends. Like the logout it
 * takes no body, or `{}`: anything else is a 400, as every write refuses a field it does not know.
 */
export default route({
  GET: anyone(async (request) => json(toSessionBody(await readSession(request)))),
  POST: coachOnly(async (request, _context, session) => {
    await readOptionalJson(request, EmptyBodySchema);
    return json(toSessionBody(session));
  }),
});

export const config: Config = { path: "/api/auth/session" };
