import type { Config } from "@netlify/functions";
import { readSession, toSessionBody } from "../../src/lib/server/auth";
import { anyone, coachOnly, json, route } from "../../src/lib/server/http";

/**
 * GET (public): whether this browser holds a valid coach session, and whose; asking is no use of
 * it. POST (coach): the heartbeat of a visible coach page, a use of the session like any coach
 * route (`route()` has recorded it), answered with when the session now ends.
 */
export default route({
  GET: anyone(async (request) => json(toSessionBody(await readSession(request)))),
  POST: coachOnly((_request, _context, session) => json(toSessionBody(session))),
});

export const config: Config = { path: "/api/auth/session" };
