/** The coach's calls on the team record and the next season (docs/api.md). */
import type * as z from "zod/mini";
import {
  SeasonStartPreviewSchema,
  SiteFactsSchema,
  TeamSchema,
  type StartSeasonInput,
  type TeamInputSchema,
} from "../../../lib/schemas/seasons";
import { BuildsAnswerSchema } from "../../../lib/schemas/builds";
import { coachGet, coachSend } from "../../kit/coach/coach-call";

/** The team record, the current season and its summary, as every page shows them (a public read). */
export const fetchSiteFacts = (signal?: AbortSignal) => coachGet("/api/season", SiteFactsSchema, signal);

/** When the pages update, this month's builds and the month's credits (docs/decisions/021). */
export const fetchBuilds = (signal?: AbortSignal) => coachGet("/api/builds", BuildsAnswerSchema, signal);

/** Replaces the team's lasting facts; answers the record as saved. A 400's `issues` name the inputs. */
export const saveTeam = (input: z.input<typeof TeamInputSchema>) =>
  coachSend("PUT", "/api/team", input, TeamSchema);

/**
 * What starting the next season would do, written nowhere: the season, the parsed games, the
 * roster's changes, the practices, the archive's counts, and every problem that stops the start.
 */
export const previewSeasonStart = (input: Omit<StartSeasonInput, "dryRun">) =>
  coachSend("POST", "/api/seasons", { ...input, dryRun: true }, SeasonStartPreviewSchema);

/**
 * Starts the next season, all or nothing; answers what was done. 409 when another season started
 * since `currentSeasonId` was read or the id is taken; after any failure nothing changed.
 */
export const startSeason = (input: Omit<StartSeasonInput, "dryRun">) =>
  coachSend("POST", "/api/seasons", { ...input, dryRun: false }, SeasonStartPreviewSchema);
