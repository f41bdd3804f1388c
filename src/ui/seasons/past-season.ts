/**
 * What /seasons and /seasons/<id> say about a season, in words: its dates, its facts line, its
 * record, each game's outcome, the roster in jersey order and the season's id from the address.
 * Pure and free of date libraries and zod, so the islands stay small.
 * The rules it shares with other pages come from small leaf modules (lib/domain/ages.ts,
 * lib/domain/day-words.ts), so the pages load none of the modules those rules came from.
 */
import { formatAges } from "../../lib/domain/ages";
import { formatScore } from "../../lib/domain/schedule";
import { formatDaySpan } from "../../lib/domain/day-span";
import type { ArchivedGame, PublicSeason, SeasonResults } from "../../lib/schemas/seasons";

/** A season id as the API takes it, e.g. `fall-2025`: lower-case words of letters and digits. */
const SEASON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEASON_ID_MAX = 40;

/** `"12 games"`, `"1 game"`; `plural` only when the word does not just take an "s". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${String(count)} ${count === 1 ? singular : plural}`;
}

/**
 * The season a page address names, e.g. `"/seasons/fall-2025"` (or with a trailing slash) →
 * `"fall-2025"`; null for anything that cannot be a season id, such as `"/seasons/Fall 2025"` or
 * `"/seasons/fall-2025/calendar.ics"`.
 */
export function seasonIdFromPath(pathname: string): string | null {
  const match = /^\/seasons\/([^/]+)\/?$/.exec(pathname);
  const id = match?.[1];
  if (id === undefined || id.length > SEASON_ID_MAX || !SEASON_ID.test(id)) return null;
  return id;
}

/** Where a past season's calendar file is, e.g. `"/seasons/fall-2025/calendar.ics"`. */
export const seasonCalendarPath = (id: string): string => `/seasons/${encodeURIComponent(id)}/calendar.ics`;

/** Where a past season's page is, e.g. `"/seasons/fall-2025"`. */
export const seasonPath = (id: string): string => `/seasons/${encodeURIComponent(id)}`;

type SeasonFacts = Pick<PublicSeason, "firstDay" | "lastDay" | "division" | "ages">;

/** A season's dates, division and ages, e.g. `"Sep 6 - Nov 15, 2025 · U10 · ages 9-10"`. */
export function seasonFactsLine(season: SeasonFacts): string {
  return `${formatDaySpan(season.firstDay, season.lastDay)} · ${divisionAndAges(season)}`;
}

/** `"U10 · ages 9-10"`, or `"U9 · age 9"` for a single age. */
export function divisionAndAges(season: Pick<PublicSeason, "division" | "ages">): string {
  const ages = formatAges(season.ages);
  return `${season.division} · ${season.ages.min === season.ages.max ? "age" : "ages"} ${ages}`;
}

/** The card of the season on now, e.g. `"Current season: Spring 2026 · U10 · ages 9-10"`. */
export function currentSeasonLine(season: Pick<PublicSeason, "label" | "division" | "ages">): string {
  return `Current season: ${season.label} · ${divisionAndAges(season)}`;
}

/** A season's heading, e.g. `"Fall 2025 season"`. */
export const seasonHeading = (label: string): string => `${label} season`;

/** A record at a glance, for a card: `"6 W · 1 L · 1 D"`. Screen readers get `recordWords`. */
export function recordShort(results: Pick<SeasonResults, "wins" | "losses" | "draws">): string {
  return `${String(results.wins)} W · ${String(results.losses)} L · ${String(results.draws)} D`;
}

/** `"5 wins, 2 losses, 1 draw"`. */
export function recordWords(results: Pick<SeasonResults, "wins" | "losses" | "draws">): string {
  return [
    countOf(results.wins, "win"),
    countOf(results.losses, "loss", "losses"),
    countOf(results.draws, "draw"),
  ].join(", ");
}

/**
 * A season's record in one line, e.g. `"5 wins, 2 losses, 1 draw · 18 goals for, 9 against"`, or
 * `"No games with a final score"` when none was played to the end.
 */
export function recordLine(results: SeasonResults): string {
  if (results.played === 0) return "No games with a final score";
  const goals = `${countOf(results.goalsFor, "goal")} for, ${String(results.goalsAgainst)} against`;
  return `${recordWords(results)} · ${goals}`;
}

/** The record's stat grid, in reading order, e.g. `{ label: "Wins", value: "5" }` first. */
export function recordStats(results: SeasonResults): { label: string; value: string }[] {
  return [
    { label: "Wins", value: results.wins },
    { label: "Losses", value: results.losses },
    { label: "Draws", value: results.draws },
    { label: "Goals for", value: results.goalsFor },
    { label: "Goals against", value: results.goalsAgainst },
    { label: "Games played", value: results.played },
  ].map((stat) => ({ label: stat.label, value: String(stat.value) }));
}

const RESULT_WORDS = { win: "Win", loss: "Loss", draw: "Draw" } as const;
const RESULT_LETTERS = { win: "W", loss: "L", draw: "D" } as const;

/**
 * How a past game ended, as the games list shows it:
 * - `final`: its score `"3 - 1"`, the word `"Win"` and the short label `"W 3-1"`;
 * - `cancelled`: `"Cancelled"` (a score entered before it was called off does not count);
 * - `none`: `"No final score"` (never played to the end, or its score was never confirmed).
 */
export type GameOutcome =
  | { kind: "final"; result: "win" | "loss" | "draw"; score: string; word: string; short: string }
  | { kind: "cancelled"; text: string }
  | { kind: "none"; text: string };

export function gameOutcome(game: Pick<ArchivedGame, "status" | "score" | "result">): GameOutcome {
  if (game.status === "cancelled") return { kind: "cancelled", text: "Cancelled" };
  const { score, result } = game;
  if (score === null || !score.isFinal || result === null) return { kind: "none", text: "No final score" };
  return {
    kind: "final",
    result,
    score: formatScore(score),
    word: RESULT_WORDS[result],
    short: `${RESULT_LETTERS[result]} ${String(score.homeScore)}-${String(score.awayScore)}`,
  };
}

/** Who brought snacks, e.g. `"Snacks: María G."` or `"Snacks: María G. (orange slices)"`; null for nobody. */
export function snackLine(volunteer: ArchivedGame["volunteer"]): string | null {
  if (volunteer === null) return null;
  return volunteer.bringing
    ? `Snacks: ${volunteer.name} (${volunteer.bringing})`
    : `Snacks: ${volunteer.name}`;
}
