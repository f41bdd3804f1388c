import type { Config } from "@netlify/functions";
import { toCoachUser, toPublicUser } from "../../src/lib/domain/projections";
import { readSession, sessionCookieNames } from "../../src/lib/server/auth";
import { cachedJson } from "../../src/lib/server/cache";
import { anyone, json, route } from "../../src/lib/server/http";
import { listVolunteers } from "../../src/lib/server/repositories/events";

/**
 * Public: the parents some game names as its snack volunteer, as `{ id, name, bringing }` with the
 * name as first name and last initial ("María G."); the coach gets the whole name, email and phone.
 */
export default route({
  GET: anyone(async (request) => {
    if (await readSession(request)) return json((await listVolunteers()).map(toCoachUser));
    const users = await listVolunteers("snapshot");
    return cachedJson(users.map(toPublicUser), { tags: ["users"], varyCookies: sessionCookieNames });
  }),
});

export const config: Config = { path: "/api/users" };
