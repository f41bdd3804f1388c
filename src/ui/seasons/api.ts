/**
 * The two reads of /seasons and /seasons/<id>: `GET /api/seasons` and `GET /api/seasons/:id`.
 * Answers are read in outline, as every parents' page reads them (src/ui/kit/api.ts):
 * their types come from the shared schemas, while zod itself would cost these pages 11-14 KB of
 * the 80 KB budget. A wrong answer (a proxy's page, an error body) still becomes the error state.
 */
import { getJson, isRecord, type AnswerReader } from "../kit/api";
import type { PastSeason, SeasonList } from "../../lib/schemas/seasons";

/** A season with the fields the pages print: an id, a label, its days, division and ages. */
function isSeason(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.label === "string" &&
    typeof value.firstDay === "string" &&
    typeof value.lastDay === "string" &&
    typeof value.division === "string" &&
    isRecord(value.ages)
  );
}

const isListItem = (value: unknown): boolean => isRecord(value) && isSeason(value.season);

const listOf = (value: unknown, each: (item: unknown) => boolean): boolean =>
  Array.isArray(value) && value.every(each);

const hasId = (value: unknown): boolean => isRecord(value) && typeof value.id === "string";

const seasonList: AnswerReader<SeasonList> = {
  parse(value) {
    if (!isRecord(value) || !isListItem(value.current) || !listOf(value.past, isListItem)) {
      throw new Error("Expected the list of seasons");
    }
    return value as unknown as SeasonList;
  },
};

const pastSeason: AnswerReader<PastSeason> = {
  parse(value) {
    if (
      !isRecord(value) ||
      !isSeason(value.season) ||
      !isRecord(value.results) ||
      typeof value.practiceCount !== "number" ||
      !listOf(value.games, hasId) ||
      !listOf(value.posts, hasId) ||
      !listOf(value.roster, isRecord)
    ) {
      throw new Error("Expected a past season");
    }
    return value as unknown as PastSeason;
  },
};

/** The season on now and the past ones, newest first. */
export const fetchSeasons = (signal?: AbortSignal) => getJson("/api/seasons", seasonList, signal);

/** One past season; a 404 (`not_found`) for an id that is unknown or the current season's. */
export const fetchPastSeason = (id: string, signal?: AbortSignal) =>
  getJson(`/api/seasons/${encodeURIComponent(id)}`, pastSeason, signal);
