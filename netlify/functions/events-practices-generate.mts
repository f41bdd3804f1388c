import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { coachOnly, json, readOptionalJson, route } from "../../src/lib/server/http";
import { replacePractices } from "../../src/lib/server/repositories/events";

/** Coach: replaces every practice with the season plan's 20; games and sign-ups stay as they are. */
export default route({
  POST: coachOnly(async (request) => {
    await readOptionalJson(request, EmptyBodySchema);
    return json(await replacePractices());
  }),
});

export const config: Config = { path: "/api/events/practices/generate" };
