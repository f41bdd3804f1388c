/**
 * The coach's headcount in words (English: the dashboard's language), e.g. "7 going · 1 maybe ·
 * 2 out · 1 to confirm · 1 no answer", and a player's answer, e.g. "Going (to confirm)". Pure.
 */
import type { AvailabilityAnswer } from "../../../lib/constants";
import type { HeadcountCounts, HeadcountPlayer } from "../../../lib/schemas/families";

export const ANSWER_NAMES: Readonly<Record<AvailabilityAnswer, string>> = {
  going: "Going",
  "not-going": "Not going",
  maybe: "Maybe",
};

/** Every count, zeros included, so the line always reads the same way. */
export const headcountLine = (counts: HeadcountCounts): string =>
  [
    `${String(counts.going)} going`,
    `${String(counts.maybe)} maybe`,
    `${String(counts.notGoing)} out`,
    `${String(counts.toConfirm)} to confirm`,
    `${String(counts.noAnswer)} no answer`,
  ].join(" · ");

/**
 * A player's answer as the headcount lists it: "No answer", "Going", "Not going (away that
 * weekday)", "Maybe (to confirm)", "Going (set by the coach)".
 */
export function playerAnswerText(
  player: Pick<HeadcountPlayer, "answer" | "toConfirm" | "away" | "by">,
): string {
  if (player.answer === null) return "No answer";
  const notes = [
    player.away ? "away that weekday" : null,
    player.toConfirm ? "to confirm" : null,
    player.by === "coach" ? "set by the coach" : null,
  ].filter((note) => note !== null);
  return notes.length === 0
    ? ANSWER_NAMES[player.answer]
    : `${ANSWER_NAMES[player.answer]} (${notes.join(", ")})`;
}
