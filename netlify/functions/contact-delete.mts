import type { Config } from "@netlify/functions";
import { ContactDeleteInputSchema } from "../../src/lib/schemas/contact";
import { clientAddress, coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { deleteContactMessages } from "../../src/lib/server/repositories/contact-messages";
import { logSecurityEvent } from "../../src/lib/server/security-log";

export default route({
  /**
   * Coach: deletes up to 500 messages at once; says how many it deleted and which were already
   * gone. One line of the security log for the request, whatever the number.
   */
  POST: coachOnly(async (request, context) => {
    const { ids } = await readJson(request, ContactDeleteInputSchema);
    const result = await deleteContactMessages(ids);
    if (result.deleted > 0) {
      logSecurityEvent(
        {
          event: "delete",
          outcome: "success",
          route: "POST /api/contact/delete",
          target: "contact-messages/*",
        },
        clientAddress(request, context),
      );
    }
    return json(result);
  }),
});

export const config: Config = { path: "/api/contact/delete" };
