import type { Config } from "@netlify/functions";
import { toCoachUser, toPublicUser } from "../../src/lib/domain/projections";
import { readSession, requireSession } from "../../src/lib/server/auth";
import { cachedJson, COACH_VIEW, privateJson, publicRead } from "../../src/lib/server/cache";
import { route } from "../../src/lib/server/http";
import { listVolunteers } from "../../src/lib/server/repositories/events";

/**
 * Public: the parents some game names as its snack volunteer, as `{ id, name, bringing }` with the
 * name as first name and last initial ("María G."). The coach gets the whole name, email and phone,
 * never cached: on `?view=coach` (401 without the session), which the dashboard reads, and on the
 * plain address, where the CDN may answer the coach from its public copy.
 */
export default route({
  GET: publicRead("/api/users", COACH_VIEW, async (request, query) => {
    const coach = query.has("view") ? await requireSession(request) : await readSession(request);
    if (coach) return privateJson((await listVolunteers()).map(toCoachUser));
    const users = await listVolunteers("snapshot");
    return cachedJson(users.map(toPublicUser), { tags: ["users"] });
  }),
});

export const config: Config = { path: "/api/users" };
