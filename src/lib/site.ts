/**
 * The site's strings made from the team and its current season (`siteFacts()` in site-facts.ts):
 * the one place that words them, so the pages, the metadata and the footer agree. Pure.
 */
import { formatAges } from "./domain/ages";
import type { SiteFacts } from "./schemas/seasons";

type Facts = Pick<SiteFacts, "team" | "season">;

/** "Hays Lightning", appended to every page title that lacks it. */
export const siteName = ({ team }: Facts): string => team.name;

/** "9-10": the current season's youngest and oldest. */
export const seasonAges = ({ season }: Facts): string => formatAges(season.ages);

/** "Hays Lightning U10 soccer, Fall 2025, Kyle, Texas: schedule, news, roster and game-day snacks." */
export const siteDescription = ({ team, season }: Facts): string =>
  `${team.name} ${season.division} soccer, ${season.label}, ${team.town}: schedule, news, roster and game-day snacks.`;

/** Every page's keywords, after its own: the team, the division, the town and the season. */
export const siteKeywords = ({ team, season }: Facts): string[] => [
  team.name,
  `${season.division} soccer`,
  "youth soccer",
  team.town,
  season.label,
];

/** The footer's year: the one the current season starts in, e.g. "2025" for Fall 2025. */
export const seasonYear = ({ season }: Facts): string => season.firstDay.slice(0, 4);
