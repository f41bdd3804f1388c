/**
 * What every page shows of the team and its current season (`GET /api/season`), and the calendar
 * feed's names: read from the store, so the pages built from it follow the coach's changes.
 */
import type { Lang } from "../../i18n/lang";
import { summarizeSeasonFacts } from "../domain/season";
import { toPublicSeason } from "../domain/seasons";
import type { CalendarTeam } from "../domain/calendar";
import { wallClock, formatDateKey } from "../domain/time";
import type { Season, SiteFacts, Team } from "../schemas/seasons";
import type { ReadMode } from "./repository";
import { eventsRepository } from "./repositories/events";
import { playersRepository } from "./repositories/players";
import { readCurrentSeason, readTeam } from "./repositories/seasons";

/** The team, the current season and its overview (practices, games, roster size). */
export async function readSiteFacts(mode: ReadMode = "snapshot"): Promise<SiteFacts> {
  const [team, season, events, players] = await Promise.all([
    readTeam(),
    readCurrentSeason(),
    eventsRepository.list(mode),
    playersRepository.list(mode),
  ]);
  const gameDates = events
    .filter((event) => event.type === "game")
    .map((event) => formatDateKey(wallClock(Date.parse(event.date))));
  return {
    team,
    season: toPublicSeason(season),
    summary: summarizeSeasonFacts(season.practicePlan, gameDates, players.length),
  };
}

/**
 * The names a calendar feed carries, e.g. "Hays Lightning Spring 2026"; the Spanish feed names the
 * season as the coach wrote it in Spanish ("Primavera 2026"), or as in English without one.
 */
export const calendarTeam = (
  team: Team,
  season: Pick<Season, "label" | "labelEs" | "division">,
  lang: Lang = "en",
): CalendarTeam => ({
  name: team.name,
  shortName: team.shortName,
  season: lang === "es" && season.labelEs ? season.labelEs : season.label,
  division: season.division,
  town: team.town,
});
