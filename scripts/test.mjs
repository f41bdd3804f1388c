// `npm test`: the whole gate, exactly what CI checks. First that a Chromium is there for the
// end-to-end tests (scripts/chromium.ts says where it looks), before anything runs; then lint and
// the type check side by side (each printed whole once both are done), the unit and integration
// tests (vitest), and the end-to-end tests (Playwright). Every step runs even after one fails, so
// one run shows every problem; the exit code is 1 if any failed. Ends with the tests' one-line sum
// and how long each step took.
import { spawn } from "node:child_process";
import { chromiumFallbacks, searchChromium } from "./chromium.ts";

const search = searchChromium(process.env, chromiumFallbacks());
if ("problem" in search) {
  console.error(search.problem);
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: search.found };

/** Runs an npm script or a command; `capture` keeps its output to print later. */
function run(command, args, { capture = false } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { env, stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const steps = [];

console.log(`== Chromium: ${search.found}`);
console.log("== npm run lint and npm run check");
const [lint, check] = await Promise.all([
  run(npm, ["run", "--silent", "lint"], { capture: true }),
  run(npm, ["run", "--silent", "check"], { capture: true }),
]);
for (const [name, result] of [
  ["lint", lint],
  ["check", check],
]) {
  console.log(`-- npm run ${name} (exit ${String(result.code)})`);
  process.stdout.write(result.output);
  steps.push({ name: `npm run ${name}`, ...result });
}

console.log("== unit and integration tests (vitest)");
steps.push({ name: "vitest", ...(await run(npm, ["run", "--silent", "test:unit"])) });
console.log("== end-to-end tests (Playwright)");
steps.push({ name: "playwright", ...(await run(npm, ["run", "--silent", "test:e2e"])) });

const summary = await run(process.execPath, ["scripts/test-summary.mjs"]);
console.log(
  steps
    .map((step) => `${step.name}: ${step.code === 0 ? "passed" : "FAILED"} in ${step.seconds.toFixed(0)} s`)
    .join("; "),
);
process.exit(steps.every((step) => step.code === 0) && summary.code === 0 ? 0 : 1);
