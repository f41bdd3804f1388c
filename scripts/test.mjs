// `npm test`: the whole gate, exactly what CI checks. First that a Chromium is there for the
// end-to-end tests (scripts/chromium.ts says where it looks), before anything runs; then two lanes
// side by side: lint and then the type check (one process each) in one, and in the other the build
// the end-to-end tests serve and the unit and integration tests (vitest); then the end-to-end tests
// (Playwright, on that build). Every step runs even after one fails, so one run shows every
// problem; the exit code is 1 if any failed. Ends with the tests' one-line sum and how long each step took.
import { spawn } from "node:child_process";
import { E2E_SITE_URL } from "../tests/e2e/servers.ts";
import { chromiumFallbacks, searchChromium } from "./chromium.ts";

const search = searchChromium(process.env, chromiumFallbacks());
if ("problem" in search) {
  console.error(search.problem);
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: search.found };

/** Runs an npm script or a command; `capture` keeps its output to print later. */
function run(command, args, { capture = false, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, {
      env: { ...env, ...extraEnv },
      stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
    });
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

/** Prints a captured step's output under its name and records it. */
function report(name, result) {
  console.log(`-- ${name} (exit ${String(result.code)})`);
  process.stdout.write(result.output);
  steps.push({ name, ...result });
}

console.log(`== Chromium: ${search.found}`);
console.log("== npm run lint, then npm run check, beside the build for the end-to-end tests, then vitest");
// Lint and the type check are one process each; vitest keeps both cores only part of the time
// (many of its tests wait on the store), so the two checks run one after the other beside it.
const checks = (async () => {
  const lint = await run(npm, ["run", "--silent", "lint"], { capture: true });
  const check = await run(npm, ["run", "--silent", "check"], { capture: true });
  return { lint, check };
})();
// The address the pages are built for is the end-to-end previews' (tests/e2e/servers.ts).
const build = await run(npm, ["run", "--silent", "build"], {
  capture: true,
  extraEnv: { SITE_URL: E2E_SITE_URL },
});
report("build", build);
console.log("== unit and integration tests (vitest), beside lint and the type check");
steps.push({ name: "vitest", ...(await run(npm, ["run", "--silent", "test:unit"])) });
const { lint, check } = await checks;
report("npm run lint", lint);
report("npm run check", check);

console.log("== end-to-end tests (Playwright)");
if (build.code === 0) {
  steps.push({
    name: "playwright",
    ...(await run(npm, ["run", "--silent", "test:e2e"], { extraEnv: { E2E_BUILT: "1" } })),
  });
} else {
  console.log("The build failed, so there is nothing to test end to end.");
  steps.push({ name: "playwright", code: 1, output: "", seconds: 0 });
}

const summary = await run(process.execPath, ["scripts/test-summary.mjs"]);
console.log(
  steps
    .map((step) => `${step.name}: ${step.code === 0 ? "passed" : "FAILED"} in ${step.seconds.toFixed(0)} s`)
    .join("; "),
);
process.exit(steps.every((step) => step.code === 0) && summary.code === 0 ? 0 : 1);
