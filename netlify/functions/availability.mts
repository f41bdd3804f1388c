import type { Config } from "@netlify/functions";
import { coachOnly, json, route } from "../../src/lib/server/http";
import { headcount } from "../../src/lib/server/families";

/** Coach: the headcount of every event not yet over, with names, notes and the nudge. */
export default route({
  GET: coachOnly(async () => json(await headcount())),
});

export const config: Config = { path: "/api/availability" };
