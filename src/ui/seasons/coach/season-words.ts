/**
 * What the season flow says: the sentence that confirms a start, the started state's, and a game's
 * time, with lists, days and times through the site's words (src/lib/domain/*-words.ts) in one
 * locale. Pure.
 */
import type { ImportedGame, SeasonStartPreview } from "../../../lib/schemas/seasons";
import { DEFAULT_LOCALE } from "../../../lib/domain/day-words";
import { formatClock } from "../../../lib/domain/clock-words";
import { formatList } from "../../../lib/domain/list-words";
import { stepLabel, stepNumber, type StepId } from "./season-flow";

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/**
 * What starting the season does, in one sentence for the confirmation, e.g. "Fall 2025 moves to
 * Past seasons with its 8 games, 5 posts and scores; 9 players return, 2 leave the roster, 1
 * joins; 20 practices and 8 games are added."
 */
export function startSentence(
  preview: Pick<SeasonStartPreview, "archive" | "roster" | "practices" | "games">,
  locale = DEFAULT_LOCALE,
): string {
  const { archive, roster } = preview;
  const kept = [
    ...(archive.games > 0 ? [count(archive.games, "game", "games")] : []),
    ...(archive.posts > 0 ? [count(archive.posts, "post", "posts")] : []),
    ...(archive.finalScores > 0 ? ["scores"] : []),
  ];
  const archived = `${archive.label} moves to Past seasons${kept.length > 0 ? ` with its ${formatList(kept, locale)}` : ""}`;
  const returning = roster.returning.length;
  const players = [
    returning === 0
      ? "no player returns"
      : `${count(returning, "player", "players")} ${returning === 1 ? "returns" : "return"}`,
    ...(roster.leaving.length > 0
      ? [`${String(roster.leaving.length)} ${roster.leaving.length === 1 ? "leaves" : "leave"} the roster`]
      : []),
    ...(roster.added.length > 0
      ? [`${String(roster.added.length)} ${roster.added.length === 1 ? "joins" : "join"}`]
      : []),
  ].join(", ");
  const added = [
    ...(preview.practices.count > 0 ? [count(preview.practices.count, "practice", "practices")] : []),
    ...(preview.games.length > 0 ? [count(preview.games.length, "game", "games")] : []),
  ];
  const adding =
    added.length === 0
      ? "no practice or game is added yet"
      : `${formatList(added, locale)} ${added.length === 1 && (added[0] ?? "").startsWith("1 ") ? "is" : "are"} added`;
  return `${archived}; ${players}; ${adding}.`;
}

/** Steps named for a sentence, e.g. "step 1 (Season) and step 4 (Games)". */
export const stepsInWords = (steps: readonly StepId[], locale?: string): string =>
  formatList(
    steps.map((step) => `step ${String(stepNumber(step))} (${stepLabel(step)})`),
    locale,
  );

/** What the success state says, e.g. "Spring 2026 is now the current season. Parents' pages update within about 15 minutes: Site updates says when." */
export const startedSentence = (label: string): string =>
  `${label} is now the current season. Parents' pages update within about 15 minutes: Site updates says when.`;

/** A game's time for the preview: `"9:00 AM - 10:00 AM"`, `"9:00 AM"`, or `"Time TBA"`. */
export function gameTimeText(game: Pick<ImportedGame, "start" | "end">): string {
  if (game.start === null) return "Time TBA";
  const start = formatClock(game.start);
  return game.end === null ? start : `${start} - ${formatClock(game.end)}`;
}
