import type { Config } from "@netlify/functions";
import { EventUpdateSchema } from "../../src/lib/schemas/events";
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
    const id = pathParam(context, "id");
    const update = await readJson(request, EventUpdateSchema);
    return json(await updateEvent(id, update));
  }),
  DELETE: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    await deleteEvent(id);
    logSecurityEvent(
      { event: "delete", outcome: "success", route: "DELETE /api/events/:id", target: `events/${id}` },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = {
  path: "/api/events/:id",
  excludedPath: ["/api/events/upcoming"],
};
