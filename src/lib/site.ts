/** Site-wide facts the pages share, read from the validated season content. */
import { season } from "./content";

export { season };
export const { team } = season;

/** "Hays Lightning", appended to every page title that lacks it. */
export const SITE_NAME = team.name;

export const SITE_DESCRIPTION = `${team.name} ${team.division} soccer, ${team.season}, ${team.town}: schedule, news, roster and game-day snacks.`;

export const SITE_KEYWORDS = [team.name, `${team.division} soccer`, "youth soccer", team.town, team.season];
