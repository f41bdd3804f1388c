import type { Config } from "@netlify/functions";
import { currentSeasonCalendar } from "../../src/lib/server/calendar-feeds";
import { route } from "../../src/lib/server/http";

/**
 * Public: the team calendar in Spanish (docs/api.md#calendar-feed): the English feed's events with
 * Spanish names and descriptions, the coach's Spanish notes and UIDs of its own.
 */
export default route({ GET: currentSeasonCalendar("/es/calendar.ics", "es") });

// A literal: Netlify reads this config without running the module.
export const config: Config = { path: "/es/calendar.ics" };
