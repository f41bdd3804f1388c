import type { Config } from "@netlify/functions";
import { EventInputSchema } from "../../src/lib/schemas/events";
import { cachedJson, publicRead } from "../../src/lib/server/cache";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { createEvent, listEvents } from "../../src/lib/server/repositories/events";

export default route({
  /** Public: every event, earliest first. */
  GET: publicRead("/api/events", {}, async () =>
    cachedJson(await listEvents("snapshot"), { tags: ["events"] }),
  ),
  /** Coach: a new event (type `practice` and the practice field unless given). */
  POST: coachOnly(async (request) => {
    return json(await createEvent(await readJson(request, EventInputSchema)), { status: 201 });
  }),
});

export const config: Config = { path: "/api/events" };
