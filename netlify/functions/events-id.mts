import type { Config } from "@netlify/functions";
import { EventUpdateSchema } from "../../src/lib/schemas/requests";
import { purgeTags } from "../../src/lib/server/cache";
import {
  clientAddress,
  coachOnly,
  json,
  noContent,
  pathParam,
  readJson,
  route,
} from "../../src/lib/server/http";
import { deleteEvent, updateEvent } from "../../src/lib/server/repositories/events";
import { logSecurityEvent } from "../../src/lib/server/security-log";

export default route({
  /** Coach: changes the fields the body names; `snackParentId: null` clears the volunteer. */
  PUT: coachOnly(async (request, context) => {
    const event = await updateEvent(pathParam(context, "id"), await readJson(request, EventUpdateSchema));
    // The parents listed are the volunteers events name, so an event's change may change them too.
    await purgeTags("events", "users");
    return json(event);
  }),
  DELETE: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    await deleteEvent(id);
    logSecurityEvent(
      { event: "delete", outcome: "success", route: "DELETE /api/events/:id", target: `events/${id}` },
      clientAddress(request, context),
    );
    await purgeTags("events", "users");
    return noContent();
  }),
});

export const config: Config = {
  path: "/api/events/:id",
  excludedPath: ["/api/events/upcoming"],
};
