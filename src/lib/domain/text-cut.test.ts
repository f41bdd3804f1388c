import { describe, expect, it } from "vitest";
import { characterBoundaries, characterCut } from "./text-cut";

describe("characterBoundaries", () => {
  it.each([
    { text: "", expected: [0] },
    { text: "abc", expected: [0, 1, 2, 3] },
    { text: "a🥅", expected: [0, 1, 3] },
    { text: "🇺🇸!", expected: [0, 4, 5] },
    { text: "e\u0301x", expected: [0, 2, 3] },
  ])("$text", ({ text, expected }) => {
    expect(characterBoundaries(text)).toEqual(expected);
  });
});

describe("characterCut", () => {
  it.each([
    { case: "a goal net across the cut goes whole", text: "a🥅", max: 2, expected: 1 },
    { case: "a goal net ending at the cut stays", text: "a🥅b", max: 3, expected: 3 },
    { case: "a flag is never split", text: "ab🇺🇸", max: 5, expected: 2 },
    { case: "a family emoji is never split", text: "x👨‍👩‍👧‍👦y", max: 6, expected: 1 },
    { case: "shorter text keeps its length", text: "Hello", max: 10, expected: 5 },
    { case: "plain text is cut at max", text: "Hello team", max: 5, expected: 5 },
  ])("$case", ({ text, max, expected }) => {
    expect(characterCut(text, max)).toBe(expected);
  });
});
