import type { Config } from "@netlify/functions";
import type { Session } from "../../src/lib/schemas";
import { readSession } from "../../src/lib/server/auth";
import { anyone, json, route } from "../../src/lib/server/http";

/** Public: whether this browser holds a valid coach session, and whose. */
export default route({
  GET: anyone(async (request) => {
    const session = await readSession(request);
    const body: Session = session
      ? {
          authenticated: true,
          user: { email: session.email, name: session.name },
          expiresAt: session.expiresAt,
        }
      : { authenticated: false, user: null, expiresAt: null };
    return json(body);
  }),
});

export const config: Config = { path: "/api/auth/session" };
