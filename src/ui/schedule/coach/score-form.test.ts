import { describe, expect, it } from "vitest";
import { GameScoreInputSchema } from "../../../lib/schemas/events";
import { buildScoreInput, NEW_SCORE_FORM, parseGoals, scoreToFormValues } from "./score-form";

describe("parseGoals: numbers from 0, anything else counts as 0", () => {
  it.each([
    { text: "3", expected: 3 },
    { text: " 12 ", expected: 12 },
    { text: "", expected: 0 },
    { text: "abc", expected: 0 },
    { text: "-2", expected: 0 },
    { text: "2.7", expected: 2 },
    { text: "150", expected: 99 },
  ])("$text → $expected", ({ text, expected }) => {
    expect(parseGoals(text)).toBe(expected);
  });
});

describe("buildScoreInput", () => {
  it.each([
    {
      name: "a final score with notes",
      values: { homeScore: "3", awayScore: "1", isFinal: true, notes: " Great passing! " },
      expected: { eventId: "g1", homeScore: 3, awayScore: 1, isFinal: true, notes: "Great passing!" },
    },
    {
      name: "blank inputs",
      values: { homeScore: "", awayScore: "x", isFinal: false, notes: "  " },
      expected: { eventId: "g1", homeScore: 0, awayScore: 0, isFinal: false, notes: null },
    },
  ])("$name", ({ values, expected }) => {
    const input = buildScoreInput("g1", values);
    expect(input).toEqual(expected);
    expect(GameScoreInputSchema.safeParse(input).success).toBe(true);
  });
});

describe("scoreToFormValues", () => {
  it.each([
    { name: "no score yet", score: undefined, expected: NEW_SCORE_FORM },
    {
      name: "a stored score",
      score: { eventId: "g1", homeScore: 2, awayScore: 2, isFinal: true, notes: null },
      expected: { homeScore: "2", awayScore: "2", isFinal: true, notes: "" },
    },
  ])("$name", ({ score, expected }) => {
    expect(scoreToFormValues(score)).toEqual(expected);
  });
});
