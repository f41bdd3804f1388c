/** The game score editor: numbers from 0, anything else counts as 0. Pure. */
import type { GameScore } from "../../../lib/schemas/events";
import type { GameScoreInput } from "../../../lib/schemas/events";

/** The most goals the API keeps for one side. */
export const MAX_GOALS = 99;

export interface ScoreFormValues {
  /** As typed, e.g. `"3"`. */
  homeScore: string;
  awayScore: string;
  isFinal: boolean;
  notes: string;
}

export const NEW_SCORE_FORM: ScoreFormValues = { homeScore: "0", awayScore: "0", isFinal: false, notes: "" };

export function scoreToFormValues(score: GameScore | undefined): ScoreFormValues {
  if (!score) return NEW_SCORE_FORM;
  return {
    homeScore: String(score.homeScore),
    awayScore: String(score.awayScore),
    isFinal: score.isFinal,
    notes: score.notes ?? "",
  };
}

/** Goals as typed, e.g. `"3"` → 3; empty, not a number or below 0 → 0; `"2.7"` → 2; above 99 → 99. */
export function parseGoals(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  if (Number.isNaN(value) || value < 0) return 0;
  return Math.min(value, MAX_GOALS);
}

/** The body of `POST /api/game-scores` (and of `PUT /api/game-scores/:eventId`). */
export function buildScoreInput(eventId: string, values: ScoreFormValues): GameScoreInput {
  const notes = values.notes.trim();
  return {
    eventId,
    homeScore: parseGoals(values.homeScore),
    awayScore: parseGoals(values.awayScore),
    isFinal: values.isFinal,
    notes: notes === "" ? null : notes,
  };
}
