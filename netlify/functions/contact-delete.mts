import type { Config } from "@netlify/functions";
import { ContactDeleteInputSchema } from "../../src/lib/schemas/requests";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { deleteContactMessages } from "../../src/lib/server/repositories/contact-messages";

export default route({
  /** Coach: deletes up to 500 messages at once; says how many it deleted and which were already gone. */
  POST: coachOnly(async (request) => {
    const { ids } = await readJson(request, ContactDeleteInputSchema);
    return json(await deleteContactMessages(ids));
  }),
});

export const config: Config = { path: "/api/contact/delete" };
