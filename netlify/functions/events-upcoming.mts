import type { Config } from "@netlify/functions";
import { json, route } from "../../src/lib/server/http";
import { listUpcomingEvents } from "../../src/lib/server/repositories/events";

/** Public: events at or after now, earliest first. */
export default route(["GET"], async () => json(await listUpcomingEvents()));

export const config: Config = { path: "/api/events/upcoming" };
