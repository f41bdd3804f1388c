/**
 * What /seasons and /seasons/<id> say about a season, in words: its dates, its facts line, its
 * record, each game's outcome, the roster in jersey order and the season's id from the address.
 * Pure and free of date libraries and zod, so the islands stay small. The words are the page's
 * (`Words<"seasons">`, handed to the island as a prop), so the same script speaks both languages.
 * The rules it shares with other pages come from small leaf modules (lib/domain/ages.ts,
 * lib/domain/day-words.ts), so the pages load none of the modules those rules came from.
 */
import type { Words } from "../../i18n/catalog";
import { fill } from "../../i18n/fill";
import { INTL_LOCALE, type Lang } from "../../i18n/lang";
import { typedText } from "../../i18n/typed-lang";
import { formatAges } from "../../lib/domain/ages";
import { formatScore } from "../../lib/domain/schedule";
import { formatDaySpan } from "../../lib/domain/day-span";
import type { ArchivedGame, PublicSeason, SeasonResults } from "../../lib/schemas/seasons";

type SeasonWords = Words<"seasons">;

/** A count's forms: `{ one: "{count} game", other: "{count} games" }`. */
type CountForms = Readonly<{ one: string; other: string }>;

/** A season id as the API takes it, e.g. `fall-2025`: lower-case words of letters and digits. */
const SEASON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEASON_ID_MAX = 40;

/** `"12 games"`, `"1 game"`, `"0 partidos"`: the form for one only for exactly one. */
export function countOf(count: number, forms: CountForms): string {
  return fill(count === 1 ? forms.one : forms.other, { count });
}

/**
 * The season a page address names, e.g. `"/seasons/fall-2025"` (or with a trailing slash, or
 * under `/es`) → `"fall-2025"`; null for anything that cannot be a season id, such as
 * `"/seasons/Fall 2025"` or `"/seasons/fall-2025/calendar.ics"`.
 */
export function seasonIdFromPath(pathname: string): string | null {
  const match = /^(?:\/es)?\/seasons\/([^/]+)\/?$/.exec(pathname);
  const id = match?.[1];
  if (id === undefined || id.length > SEASON_ID_MAX || !SEASON_ID.test(id)) return null;
  return id;
}

/**
 * Where a past season's calendar file is, in the page's language: `"/seasons/fall-2025/calendar.ics"`,
 * `"/es/seasons/fall-2025/calendar.ics"`.
 */
export const seasonCalendarPath = (id: string, lang: Lang = "en"): string =>
  `${lang === "es" ? "/es" : ""}/seasons/${encodeURIComponent(id)}/calendar.ics`;

/**
 * Where a past season's page is, under the list's address in the page's language (the page's
 * `pathIn("/seasons", lang)`, so the islands load no address rules): `"/seasons/fall-2025"`,
 * `"/es/seasons/fall-2025"`.
 */
export const seasonPath = (id: string, seasons = "/seasons"): string =>
  `${seasons}/${encodeURIComponent(id)}`;

type SeasonFacts = Pick<PublicSeason, "firstDay" | "lastDay" | "division" | "ages">;

/** A season's days: `"Sep 6 - Nov 15, 2025"`, `"6 sept - 15 nov 2025"`. */
export const seasonSpan = (season: Pick<PublicSeason, "firstDay" | "lastDay">, lang: Lang): string =>
  formatDaySpan(season.firstDay, season.lastDay, INTL_LOCALE[lang]);

/** A season's dates, division and ages, e.g. `"Sep 6 - Nov 15, 2025 · U10 · ages 9-10"`. */
export function seasonFactsLine(season: SeasonFacts, words: SeasonWords, lang: Lang): string {
  return `${seasonSpan(season, lang)} · ${divisionAndAges(season, words)}`;
}

/** `"U10 · ages 9-10"`, or `"U9 · age 9"` for a single age; `"U10 · 9-10 años"`. */
export function divisionAndAges(season: Pick<PublicSeason, "division" | "ages">, words: SeasonWords): string {
  const forms = words.ages;
  return fill(season.ages.min === season.ages.max ? forms.one : forms.other, {
    division: season.division,
    ages: formatAges(season.ages),
  });
}

/**
 * A season's name as a page's sentences say it: its Spanish one on a Spanish page where the coach
 * wrote one, e.g. `"Primavera 2026"`, else `"Spring 2026"`.
 */
export const seasonName = (season: Pick<PublicSeason, "label" | "labelEs">, lang: Lang): string =>
  typedText(lang, season.label, season.labelEs).text;

/** The card of the season on now, e.g. `"Current season: Spring 2026 · U10 · ages 9-10"`. */
export function currentSeasonLine(
  season: Pick<PublicSeason, "label" | "labelEs" | "division" | "ages">,
  words: SeasonWords,
  lang: Lang,
): string {
  return fill(words.currentSeason, {
    label: seasonName(season, lang),
    facts: divisionAndAges(season, words),
  });
}

/** A season's heading, e.g. `"Fall 2025 season"`, `"Temporada Fall 2025"`. */
export const seasonHeading = (label: string, words: SeasonWords): string =>
  fill(words.seasonHeading, { label });

type Record3 = Pick<SeasonResults, "wins" | "losses" | "draws">;

/** A record at a glance, for a card: `"6 W · 1 L · 1 D"`, `"6 G · 1 P · 1 E"`. Screen readers get `recordWords`. */
export const recordShort = (results: Record3, words: SeasonWords): string =>
  fill(words.recordShort, { ...results });

/** `"5 wins, 2 losses, 1 draw"`. */
export function recordWords(results: Record3, words: SeasonWords): string {
  return [
    countOf(results.wins, words.wins),
    countOf(results.losses, words.losses),
    countOf(results.draws, words.draws),
  ].join(", ");
}

/**
 * A season's record in one line, e.g. `"5 wins, 2 losses, 1 draw · 18 goals for, 9 against"`, or
 * `"No games with a final score"` when none was played to the end.
 */
export function recordLine(results: SeasonResults, words: SeasonWords): string {
  if (results.played === 0) return words.noFinalScores;
  const goals = fill(results.goalsFor === 1 ? words.goals.one : words.goals.other, {
    count: results.goalsFor,
    against: results.goalsAgainst,
  });
  return `${recordWords(results, words)} · ${goals}`;
}

/** The record's stat grid, in reading order, e.g. `{ label: "Wins", value: "5" }` first. */
export function recordStats(results: SeasonResults, words: SeasonWords): { label: string; value: string }[] {
  const { stats } = words;
  return [
    { label: stats.wins, value: results.wins },
    { label: stats.losses, value: results.losses },
    { label: stats.draws, value: results.draws },
    { label: stats.goalsFor, value: results.goalsFor },
    { label: stats.goalsAgainst, value: results.goalsAgainst },
    { label: stats.played, value: results.played },
  ].map((stat) => ({ label: stat.label, value: String(stat.value) }));
}

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

export function gameOutcome(
  game: Pick<ArchivedGame, "status" | "score" | "result">,
  words: SeasonWords,
): GameOutcome {
  if (game.status === "cancelled") return { kind: "cancelled", text: words.cancelled };
  const { score, result } = game;
  if (score === null || !score.isFinal || result === null) return { kind: "none", text: words.noFinalScore };
  return {
    kind: "final",
    result,
    score: formatScore(score),
    word: words.results[result],
    short: `${words.resultLetters[result]} ${String(score.homeScore)}-${String(score.awayScore)}`,
  };
}

/** Who brought snacks, e.g. `"Snacks: María G."` or `"Snacks: María G. (orange slices)"`; null for nobody. */
export function snackLine(volunteer: ArchivedGame["volunteer"], words: SeasonWords): string | null {
  if (volunteer === null) return null;
  const { name, bringing } = volunteer;
  return bringing ? fill(words.snacksBringing, { name, bringing }) : fill(words.snacks, { name });
}
