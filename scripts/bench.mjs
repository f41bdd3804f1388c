// `npm run bench`: builds the site, serves it the way Netlify does (scripts/preview.mjs, own store,
// clock fixed at APP_NOW) and measures it on this machine, offline:
//   1. every public page loaded once in Chromium on Lighthouse's phone screen: HTML and JavaScript
//      bytes (gzip), requests until the network is idle, islands, copies of React DOM (bench/pages.mjs);
//      then again in the same browser: what a parent's visit costs the host, first and repeat, and a
//      season's Netlify credits by the site's cost model (bench/visit-cost.ts);
//   2. Lighthouse, default mobile config (simulated slow 4G, 4x CPU), N runs a page, the median
//      (bench/lighthouse.mjs);
//   3. autocannon against every public read and a static file at 10 and 50 connections, on the
//      warm function server, with the store calls each request made (bench/load.mjs);
//   4. the latency of single requests to `npm run preview` and to `npm start` (the dev server)
//      (bench/latency.mjs);
//   5. the CPU time of the coach's reads of a flood of contact messages (bench/flood.mjs).
// Prints the tables (docs/performance.md explains every column); `--check` exits 1 on a missed
// budget. Options: `npm run bench -- --help`.
import { spawnSync } from "node:child_process";
import os from "node:os";
import { checkBudgets } from "./bench/budgets.ts";
import { BUDGETS } from "./bench/config.ts";
import { measureDevServer, measureLatency } from "./bench/latency.mjs";
import { measureLighthouse } from "./bench/lighthouse.mjs";
import { measureFlood } from "./bench/flood.mjs";
import { measureGameImport } from "./bench/game-import.mjs";
import { measureLoad } from "./bench/load.mjs";
import { parseOptions, USAGE } from "./bench/options.ts";
import { measurePages } from "./bench/pages.mjs";
import { autocannonVersion, describeMachine, reportText, writeJsonReport } from "./bench/report.mjs";
import { appNow, log, repoRoot, startServer } from "./bench/servers.mjs";
import { checkVisitModel } from "./bench/visit-cost.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4631);
const origin = `http://localhost:${String(PORT)}`;
/** Lighthouse's Chromium listens here for its commands. */
const LIGHTHOUSE_PORT = PORT + 1;
/** The warm server of the load test; its Blobs server takes the next port. */
const LOAD_PORT = PORT + 2;
/** `npm start`, for its latency, run from a copy of the repository with a store of its own. */
const DEV_PORT = PORT + 4;
/** The flood's store. */
const FLOOD_PORT = PORT + 5;

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

if (options.build) {
  log("building the site");
  // The build's output goes to stderr with the progress lines: stdout is the report alone.
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: repoRoot, stdio: ["ignore", 2, 2] });
  if (build.status !== 0) throw new Error("npm run build failed");
}

const startedAt = new Date();
const loadAtStart = os.loadavg()[0];
let load = [];
let writes = [];
let latency = [];
let flood = [];
log("timing the game import on its largest files");
const imports = await measureGameImport();
let lighthouseVersion;
log("starting the preview");
const preview = await startServer("scripts/preview.mjs", ["--fresh"], PORT, {
  PREVIEW_STATE_DIR: ".netlify/bench-preview",
});
let pages;
let chromiumVersion;
try {
  ({ results: pages, chromiumVersion } = await measurePages(origin, options.pages));
  if (options.lighthouse) {
    lighthouseVersion = await measureLighthouse(
      origin,
      LIGHTHOUSE_PORT,
      options.pages.filter((page) => page.twin === undefined),
      pages,
      options.runs,
    );
  }
  if (options.load) latency = await measureLatency("npm run preview", origin);
} finally {
  await preview.stop();
}
if (options.load) {
  ({ load, writes } = await measureLoad(LOAD_PORT, options.duration));
  latency = [...(await measureDevServer(DEV_PORT)), ...latency];
  flood = await measureFlood(FLOOD_PORT);
}

const machine = await describeMachine({
  chromium: chromiumVersion,
  lighthouse: lighthouseVersion,
  autocannon: await autocannonVersion(),
  loadAtStart,
});
const misses = [...checkBudgets(pages, load, BUDGETS, imports, latency, flood), ...checkVisitModel(pages)];
const run = { startedAt, appNow, machine, options, pages, load, writes, latency, flood, imports, misses };

console.log(reportText(run));
if (options.json) await writeJsonReport(options.json, run);

if (options.check && misses.length > 0) process.exitCode = 1;
