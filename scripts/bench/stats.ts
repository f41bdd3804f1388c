import { MIN_ANSWERS_PER_CONNECTION, type LighthouseRun } from "./config.ts";

/**
 * The run whose performance score is the median, with its own metrics, so the row shows one real
 * run: 0.91 from [0.97, 0.91, 0.88]. With an even number of runs, the lower of the middle two; a
 * run Lighthouse could not score counts as the lowest.
 */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error("medianRun needs at least one run");
  const byScore = runs
    .map((run, index) => ({ run, index }))
    .sort((a, b) => (a.run.score ?? -1) - (b.run.score ?? -1) || a.index - b.index);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!middle) throw new Error("unreachable: a non-empty list has a middle");
  return middle.run;
}

/**
 * The nearest-rank percentile of a list of numbers: percentile([5, 1, 3, 2, 4], 50) is 3. NaN for
 * an empty list.
 */
export function percentile(values: readonly number[], p: number): number {
  if (p <= 0 || p > 100) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[rank - 1] ?? Number.NaN;
}

/**
 * Whether a load-test case has run long enough: its duration is over and it has
 * MIN_ANSWERS_PER_CONNECTION answers per connection (30 at 10 connections).
 */
export function loadCaseDone(
  elapsedMs: number,
  answers: number,
  connections: number,
  durationSeconds: number,
): boolean {
  return elapsedMs >= durationSeconds * 1000 && answers >= connections * MIN_ANSWERS_PER_CONNECTION;
}
