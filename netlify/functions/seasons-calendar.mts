import type { Config } from "@netlify/functions";
import { pastSeasonCalendar } from "../../src/lib/server/calendar-feeds";
import { route } from "../../src/lib/server/http";

/**
 * Public: a past season's events as an iCalendar file in English, e.g.
 * `/seasons/fall-2025/calendar.ics`; seasons-calendar-es.mts answers it in Spanish.
 */
export default route({ GET: pastSeasonCalendar("/seasons/:id/calendar.ics", "en") });

export const config: Config = { path: "/seasons/:id/calendar.ics" };
