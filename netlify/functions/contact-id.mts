import type { Config } from "@netlify/functions";
import { coachOnly, noContent, pathParam, route } from "../../src/lib/server/http";
import { contactMessagesRepository } from "../../src/lib/server/repositories/contact-messages";

export default route({
  /** Coach: deletes one message; 404 when there is none by that id. */
  DELETE: coachOnly(async (_request, context) => {
    await contactMessagesRepository.remove(pathParam(context, "id"));
    return noContent();
  }),
});

export const config: Config = { path: "/api/contact/:id" };
