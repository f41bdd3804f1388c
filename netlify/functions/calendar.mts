import type { Config } from "@netlify/functions";
import { currentSeasonCalendar } from "../../src/lib/server/calendar-feeds";
import { route } from "../../src/lib/server/http";

/**
 * Public: the team calendar in English (docs/api.md#calendar-feed), the current season and a past
 * season's last 30 days; `/es/calendar.ics` (calendar-es.mts) is the same feed in Spanish.
 */
export default route({ GET: currentSeasonCalendar("/calendar.ics", "en") });

// A literal, not CALENDAR_PATH: Netlify reads this config without running the module.
export const config: Config = { path: "/calendar.ics" };
