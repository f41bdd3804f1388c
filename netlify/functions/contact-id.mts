import type { Config } from "@netlify/functions";
import { clientAddress, coachOnly, noContent, pathParam, route } from "../../src/lib/server/http";
import { contactMessagesRepository } from "../../src/lib/server/repositories/contact-messages";
import { logSecurityEvent } from "../../src/lib/server/security-log";

export default route({
  /** Coach: deletes one message; 404 when there is none by that id. */
  DELETE: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    await contactMessagesRepository.remove(id);
    logSecurityEvent(
      {
        event: "delete",
        outcome: "success",
        route: "DELETE /api/contact/:id",
        target: `contact-messages/${id}`,
      },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/contact/:id" };
