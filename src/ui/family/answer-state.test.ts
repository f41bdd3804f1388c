import { describe, expect, it } from "vitest";
import { answerReducer, initialAnswer, type AnswerAction, type AnswerState } from "./answer-state";

const run = (start: AnswerState, actions: readonly AnswerAction[]) => actions.reduce(answerReducer, start);

describe("answerReducer", () => {
  it.each<{ name: string; start: AnswerState; actions: AnswerAction[]; expected: Partial<AnswerState> }>([
    {
      name: "a tap is pressed and saving, not saved",
      start: initialAnswer(null),
      actions: [{ type: "tap", answer: "going" }],
      expected: { choice: "going", saved: null, phase: "saving", attempt: 1 },
    },
    {
      name: "the server's answer makes it saved",
      start: initialAnswer(null),
      actions: [
        { type: "tap", answer: "going" },
        { type: "saved", attempt: 1, answer: "going" },
      ],
      expected: { choice: "going", saved: "going", phase: "saved" },
    },
    {
      name: "a failed save keeps the choice and says why",
      start: initialAnswer("maybe"),
      actions: [
        { type: "tap", answer: "not-going" },
        { type: "failed", attempt: 1, problem: "Not saved.", retry: true },
      ],
      expected: { choice: "not-going", saved: "maybe", phase: "failed", problem: "Not saved.", retry: true },
    },
    {
      name: "a slow answer to an earlier tap never overrides the later tap",
      start: initialAnswer(null),
      actions: [
        { type: "tap", answer: "going" },
        { type: "tap", answer: "maybe" },
        { type: "saved", attempt: 1, answer: "going" },
      ],
      expected: { choice: "maybe", saved: "going", phase: "saving", attempt: 2 },
    },
    {
      name: "a failure of an earlier tap is dropped",
      start: initialAnswer(null),
      actions: [
        { type: "tap", answer: "going" },
        { type: "tap", answer: "maybe" },
        { type: "failed", attempt: 1, problem: "Not saved.", retry: true },
        { type: "saved", attempt: 2, answer: "maybe" },
      ],
      expected: { choice: "maybe", saved: "maybe", phase: "saved", problem: null },
    },
    {
      name: "trying again after a failure saves",
      start: initialAnswer(null),
      actions: [
        { type: "tap", answer: "going" },
        { type: "failed", attempt: 1, problem: "Not saved.", retry: true },
        { type: "tap", answer: "going" },
        { type: "saved", attempt: 2, answer: "going" },
      ],
      expected: { choice: "going", saved: "going", phase: "saved", problem: null },
    },
  ])("$name", ({ start, actions, expected }) => {
    expect(run(start, actions)).toMatchObject(expected);
  });
});
