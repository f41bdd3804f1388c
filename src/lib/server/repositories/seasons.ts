/**
 * The team record, the seasons and which one is current (docs/product-rules.md#seasons).
 *
 * A store from before seasons holds none of these keys: its team is content/team.json's and its
 * one season is content/'s first (Fall 2025), which every record without a season belongs to. So
 * each read falls back to content/ until the coach saves the team or starts the next season.
 */
import type { Store } from "@netlify/blobs";
import { now } from "../../clock";
import { season as content } from "../../content";
import { conflict, english } from "../../domain/errors";
import { seasonFromContent, teamFromContent } from "../../domain/seasons";
import {
  CurrentSeasonSchema,
  SeasonArchiveSchema,
  SeasonSchema,
  TeamSchema,
  type Season,
  type SeasonArchive,
  type Team,
  type TeamInput,
} from "../../schemas/seasons";
import { CURRENT_SEASON_KEY, recordKey, TEAM_KEY } from "../keys";
import { readOncePerRequest } from "../request-scope";
import { openTeamStore } from "../seed";
import { listRecords, readRecord, upsertRecord } from "../store";

/** The first season as content/ describes it, stamped with the start of its first day. */
export const contentSeason = (): Season =>
  seasonFromContent(content, `${content.practicePlan.firstDate}T00:00:00.000Z`);

/** The team as content/team.json describes it. */
const contentTeam = (): Team => teamFromContent(content, `${content.practicePlan.firstDate}T00:00:00.000Z`);

/** The team record: the coach's, or content/'s before the coach ever saved one. */
export async function readTeam(store?: Store): Promise<Team> {
  return (await readRecord(store ?? (await openTeamStore()), TEAM_KEY, TeamSchema)) ?? contentTeam();
}

/** Saves the team record. */
export async function saveTeam(input: TeamInput): Promise<Team> {
  const team: Team = { ...input, updatedAt: now().toISO() ?? "" };
  return upsertRecord(await openTeamStore(), TEAM_KEY, TeamSchema, () => team, "Team");
}

/**
 * The current season's id, e.g. `"spring-2026"`; content/'s first season until another starts.
 * Read once per request: every repository call scopes its records by it, and a request works
 * within one season throughout (request-scope.ts; a switch by the request itself is read anew).
 */
export async function readCurrentSeasonId(store?: Store): Promise<string> {
  return readOncePerRequest(CURRENT_SEASON_KEY, async () => {
    const pointer = await readRecord(
      store ?? (await openTeamStore()),
      CURRENT_SEASON_KEY,
      CurrentSeasonSchema,
    );
    return pointer?.seasonId ?? contentSeason().id;
  });
}

/** A season's record; the first season's comes from content/ until the store holds one. */
export async function readSeason(id: string, store?: Store): Promise<Season | null> {
  const stored = await readRecord(store ?? (await openTeamStore()), recordKey("seasons", id), SeasonSchema);
  if (stored) return stored;
  const first = contentSeason();
  return id === first.id ? first : null;
}

/** The current season's record. */
export async function readCurrentSeason(store?: Store): Promise<Season> {
  const opened = store ?? (await openTeamStore());
  const id = await readCurrentSeasonId(opened);
  const season = await readSeason(id, opened);
  if (!season) throw new Error(`The current season ${id} has no record`);
  return season;
}

/** Every season the store knows, with content/'s first when the store holds none of it. */
export async function listSeasons(store?: Store): Promise<Season[]> {
  const stored = await listRecords(store ?? (await openTeamStore()), "seasons/", SeasonSchema);
  const first = contentSeason();
  return stored.some((season) => season.id === first.id) ? stored : [first, ...stored];
}

/** A past season's archive, or null. */
export async function readArchive(id: string, store?: Store): Promise<SeasonArchive | null> {
  return readRecord(store ?? (await openTeamStore()), recordKey("season-archives", id), SeasonArchiveSchema);
}

/** Every archive, for the calendar feed's last 30 days. */
export async function listArchives(store?: Store): Promise<SeasonArchive[]> {
  return listRecords(store ?? (await openTeamStore()), "season-archives/", SeasonArchiveSchema);
}

/**
 * Points the store at a new current season, only if it still points where `expectedId` says (one
 * guarded write: the moment a new season starts). A 409 when another start got there first.
 */
export async function switchCurrentSeason(store: Store, expectedId: string, nextId: string): Promise<void> {
  await upsertRecord(
    store,
    CURRENT_SEASON_KEY,
    CurrentSeasonSchema,
    (current) => {
      const currentId = current?.seasonId ?? contentSeason().id;
      if (currentId !== expectedId) {
        throw conflict(english(`Another season (${currentId}) was started meanwhile. Reload to see it.`));
      }
      return { seasonId: nextId, changedAt: now().toISO() ?? "" };
    },
    "Current season",
  );
}
