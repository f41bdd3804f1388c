// Prints one line that sums up the unit/integration (vitest) and end-to-end (Playwright) runs
// from their JSON reports: `tests: N passed, N failed, N skipped`, and the seconds each end-to-end
// project's tests took (what tests/e2e/servers.ts orders the projects by).
import { readFile } from "node:fs/promises";

/** A JSON report, or null when its run wrote none (it failed to start). */
const read = async (path) => {
  try {
    return JSON.parse(await readFile(new URL(`../${path}`, import.meta.url), "utf8"));
  } catch {
    console.log(`No report at ${path}: that run did not finish.`);
    return null;
  }
};

const unit = await read("test-results/unit.json");
const e2e = await read("test-results/e2e.json");
if (!unit || !e2e) process.exit(1);
const passed = unit.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
const failed = unit.numFailedTests + e2e.stats.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.stats.skipped;
console.log(`unit and integration: ${unit.numPassedTests} passed; end-to-end: ${e2e.stats.expected} passed`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);

/** Seconds of test time per project, summed over every spec in every suite. */
const seconds = new Map();
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        seconds.set(test.projectName, (seconds.get(test.projectName) ?? 0) + result.duration / 1000);
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of e2e.suites) walk(suite);
const byProject = [...seconds].sort(([, a], [, b]) => b - a);
console.log(
  `end-to-end seconds by project: ${byProject.map(([name, s]) => `${name} ${Math.round(s)}`).join(", ")}`,
);
if (passed === 0 || failed > 0) process.exit(1);
