import type { Config } from "@netlify/functions";
import { coachOnly, json, route } from "../../src/lib/server/http";
import { buildsAnswer } from "../../src/lib/server/rebuild";

export default route({
  /**
   * Coach: whether the pages update on their own, the build changes are waiting for and when it
   * starts, this month's builds and the month's credits by the cost model (docs/decisions/021).
   */
  GET: coachOnly(async () => json(await buildsAnswer())),
});

export const config: Config = { path: "/api/builds" };
