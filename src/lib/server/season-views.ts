/** The seasons as parents read them: the list with each past season's results, and a past season. */
import { notFound } from "../domain/errors";
import { pastSeasonView, seasonResults, toPublicSeason } from "../domain/seasons";
import type { PastSeason, SeasonList } from "../schemas/seasons";
import {
  listArchives,
  listSeasons,
  readArchive,
  readCurrentSeasonId,
  readSeason,
} from "./repositories/seasons";
import { openTeamStore } from "./seed";

/** The current season and the past ones, newest first, each with its record. */
export async function readSeasonList(): Promise<SeasonList> {
  const store = await openTeamStore();
  const [currentId, seasons, archives] = await Promise.all([
    readCurrentSeasonId(store),
    listSeasons(store),
    listArchives(store),
  ]);
  const archived = new Map(archives.map((archive) => [archive.id, archive]));
  const current = seasons.find((season) => season.id === currentId) ?? (await readSeason(currentId, store));
  if (!current) throw new Error(`The current season ${currentId} has no record`);
  const past = seasons
    .filter((season) => season.id !== currentId && archived.has(season.id))
    .sort((a, b) => b.firstDay.localeCompare(a.firstDay))
    .map((season) => ({
      season: toPublicSeason(season),
      results: seasonResults(archived.get(season.id)?.events ?? []),
      archivedAt: archived.get(season.id)?.archivedAt ?? null,
    }));
  return { current: { season: toPublicSeason(current), results: null, archivedAt: null }, past };
}

/** A past season's page; 404 for the current season, one never archived, or an unknown id. */
export async function readPastSeason(id: string): Promise<PastSeason> {
  const store = await openTeamStore();
  const [currentId, season, archive] = await Promise.all([
    readCurrentSeasonId(store),
    readSeason(id, store),
    readArchive(id, store),
  ]);
  if (id === currentId || !season || !archive) throw notFound("Season");
  return pastSeasonView(season, archive);
}
