import { describe, expect, it } from "vitest";
import { headcountLine, playerAnswerText } from "./headcount-words";

describe("headcountLine", () => {
  it.each([
    {
      counts: { going: 7, maybe: 1, notGoing: 2, toConfirm: 1, noAnswer: 1 },
      expected: "7 going · 1 maybe · 2 out · 1 to confirm · 1 no answer",
    },
    {
      counts: { going: 0, maybe: 0, notGoing: 0, toConfirm: 0, noAnswer: 11 },
      expected: "0 going · 0 maybe · 0 out · 0 to confirm · 11 no answer",
    },
  ])("$expected", ({ counts, expected }) => {
    expect(headcountLine(counts)).toBe(expected);
  });
});

describe("playerAnswerText", () => {
  it.each([
    { player: { answer: null, toConfirm: false, away: false, by: null }, expected: "No answer" },
    {
      player: { answer: "going" as const, toConfirm: false, away: false, by: "family" as const },
      expected: "Going",
    },
    {
      player: { answer: "not-going" as const, toConfirm: false, away: true, by: null },
      expected: "Not going (away that weekday)",
    },
    {
      player: { answer: "maybe" as const, toConfirm: true, away: false, by: "family" as const },
      expected: "Maybe (to confirm)",
    },
    {
      player: { answer: "going" as const, toConfirm: false, away: false, by: "coach" as const },
      expected: "Going (set by the coach)",
    },
  ])("$expected", ({ player, expected }) => {
    expect(playerAnswerText(player)).toBe(expected);
  });
});
