import type { Config } from "@netlify/functions";
import { pastSeasonCalendar } from "../../src/lib/server/calendar-feeds";
import { route } from "../../src/lib/server/http";

/** Public: a past season's events as an iCalendar file in Spanish, e.g. `/es/seasons/fall-2025/calendar.ics`. */
export default route({ GET: pastSeasonCalendar("/es/seasons/:id/calendar.ics", "es") });

export const config: Config = { path: "/es/seasons/:id/calendar.ics" };
