/**
 * What one player's answer at one event shows while it travels (docs/product-rules.md#family-answers):
 * the choice the family tapped stays pressed, and it says "Saved" only once the server answered
 * with it; a failed save says so and keeps the choice, to try again. A slow answer to an earlier
 * tap never overrides a later one. Pure: a reducer over taps and answers.
 */

import type { AvailabilityAnswer as Answer } from "../../lib/constants";

export interface AnswerState {
  /** What the buttons show pressed: the last tap, or what the server holds. */
  choice: Answer | null;
  /** What the server last said it holds. */
  saved: Answer | null;
  /** "saving" while a tap travels; "saved" after the server took the last tap; "failed" after it did not. */
  phase: "idle" | "saving" | "saved" | "failed";
  /** The tap being saved, numbered, so an answer to an older tap is dropped. */
  attempt: number;
  /** Why the last save failed, in the page's or the server's words. */
  problem: string | null;
  /** Whether trying the same choice again can help (offline, busy), or not (closed: 409). */
  retry: boolean;
}

/** What the page first shows, from the server's answer, e.g. `initialAnswer("going")`. */
export const initialAnswer = (saved: Answer | null): AnswerState => ({
  choice: saved,
  saved,
  phase: "idle",
  attempt: 0,
  problem: null,
  retry: false,
});

export type AnswerAction =
  | { type: "tap"; answer: Answer }
  | { type: "saved"; attempt: number; answer: Answer | null }
  | { type: "failed"; attempt: number; problem: string; retry: boolean };

/**
 * The next state, e.g. a tap on Going → `{ choice: "going", phase: "saving", attempt: 1 }`, then
 * `{ type: "saved", attempt: 1, answer: "going" }` → `{ saved: "going", phase: "saved" }`.
 */
export function answerReducer(state: AnswerState, action: AnswerAction): AnswerState {
  switch (action.type) {
    case "tap":
      return { ...state, choice: action.answer, phase: "saving", attempt: state.attempt + 1, problem: null };
    case "saved":
      if (action.attempt !== state.attempt) return { ...state, saved: action.answer };
      return { ...state, saved: action.answer, choice: action.answer, phase: "saved", problem: null };
    case "failed":
      if (action.attempt !== state.attempt) return state;
      return { ...state, phase: "failed", problem: action.problem, retry: action.retry };
  }
}
