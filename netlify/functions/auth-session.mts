import type { Config } from "@netlify/functions";
import { readSession, toSessionBody } from "../../src/lib/server/auth";
import { anyone, json, route } from "../../src/lib/server/http";

/** Public: whether this browser holds a valid coach session, and whose. */
export default route({
  GET: anyone(async (request) => json(toSessionBody(await readSession(request)))),
});

export const config: Config = { path: "/api/auth/session" };
