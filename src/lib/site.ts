/**
 * The site's strings made from the team and its current season (`siteFacts()` in site-facts.ts):
 * the one place that words them, so the pages, the metadata and the footer agree. Pure.
 */
import { DateTime } from "luxon";
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

/** What `gamesInWords` reads of the summary; `firstGameDay` (`"2025-09-20"`) where the summary has it. */
type GameSummary = Pick<SiteFacts["summary"], "gameCount" | "gameDays"> & { firstGameDay?: string | null };

/**
 * The season's games in a phrase: "8 games starting Saturday, Sep 20, 2025: 7 on Saturday and 1 on
 * Sunday" with the first game's day, "8 games, 7 on Saturday and 1 on Sunday" without it, "1 game,
 * Sunday, Mar 1, 2026" or "1 game, on Sunday", and "to be announced" before the league's schedule is in.
 */
export function gamesInWords(summary: GameSummary): string {
  if (summary.gameCount === 0) return "to be announced";
  const count = summary.gameCount === 1 ? "1 game" : `${String(summary.gameCount)} games`;
  const days = summary.gameCount === 1 ? summary.gameDays.replace(/^1 /, "") : summary.gameDays;
  if (!summary.firstGameDay) return `${count}, ${days}`;
  const first = DateTime.fromISO(summary.firstGameDay, { locale: "en-US" }).toFormat("cccc, LLL d, yyyy");
  return summary.gameCount === 1 ? `1 game, ${first}` : `${count} starting ${first}: ${days}`;
}
