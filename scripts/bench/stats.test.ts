import { describe, expect, it } from "vitest";
import type { LighthouseRun } from "./config.ts";
import { loadCaseDone, medianRun, percentile } from "./stats.ts";

const run = (score: number | null, lcpMs = 1000): LighthouseRun => ({ score, lcpMs, cls: 0, tbtMs: 0 });

describe("medianRun", () => {
  it.each([
    { label: "one run", runs: [run(0.9)], expected: 0 },
    { label: "three runs, middle score", runs: [run(0.97), run(0.91), run(0.88)], expected: 1 },
    { label: "three runs in any order", runs: [run(0.88), run(0.97), run(0.91)], expected: 2 },
    { label: "two runs: the lower", runs: [run(0.99), run(0.95)], expected: 1 },
    { label: "four runs: the lower middle", runs: [run(1), run(0.8), run(0.9), run(0.95)], expected: 2 },
    { label: "a failed run counts as lowest", runs: [run(null), run(0.9), run(0.95)], expected: 1 },
    { label: "equal scores: the earlier run", runs: [run(0.9, 1), run(0.9, 2), run(0.9, 3)], expected: 1 },
  ])("$label", ({ runs, expected }) => {
    expect(medianRun(runs)).toBe(runs[expected]);
  });

  it("refuses an empty list", () => {
    expect(() => medianRun([])).toThrow(/at least one run/);
  });
});

describe("percentile", () => {
  it.each([
    { values: [5, 1, 3, 2, 4], p: 50, expected: 3 },
    { values: [5, 1, 3, 2, 4], p: 100, expected: 5 },
    { values: [5, 1, 3, 2, 4], p: 1, expected: 1 },
    { values: [1, 2, 3, 4], p: 50, expected: 2 },
    { values: Array.from({ length: 100 }, (_, i) => i + 1), p: 95, expected: 95 },
    { values: Array.from({ length: 100 }, (_, i) => i + 1), p: 99, expected: 99 },
    { values: Array.from({ length: 1000 }, (_, i) => 1000 - i), p: 99, expected: 990 },
    { values: [7], p: 99, expected: 7 },
  ])("p$p of $values.length values is $expected", ({ values, p, expected }) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it("is NaN for no values", () => {
    expect(percentile([], 50)).toBeNaN();
  });

  it.each([0, -1, 101])("refuses p = %d", (p) => {
    expect(() => percentile([1], p)).toThrow(RangeError);
  });
});

describe("loadCaseDone", () => {
  it.each([
    { label: "before the duration", elapsedMs: 4999, answers: 20_000, connections: 10, expected: false },
    { label: "duration over, answers enough", elapsedMs: 5000, answers: 30, connections: 10, expected: true },
    {
      label: "duration over, too few answers",
      elapsedMs: 9000,
      answers: 149,
      connections: 50,
      expected: false,
    },
    { label: "later, enough answers", elapsedMs: 12_000, answers: 150, connections: 50, expected: true },
  ])("$label", ({ elapsedMs, answers, connections, expected }) => {
    expect(loadCaseDone(elapsedMs, answers, connections, 5)).toBe(expected);
  });
});
