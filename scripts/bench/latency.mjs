// How long single requests to a local server take: `npm run preview` and `npm start` (the dev
// server, run from a copy of the repository with a store of its own), e.g. `{ server: "npm start",
// target: "/api/health", parallel: false, afterReady: false, requests: 20, p50Ms: 5.2, p95Ms: 16.2, allMs: 158 }`.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isolatedRoot } from "../isolated-root.mjs";
import { LATENCY_REQUESTS, LATENCY_TARGETS, PARALLEL_REQUESTS } from "./config.ts";
import { log, repoRoot, startServer } from "./servers.mjs";
import { percentile } from "./stats.ts";

/** What `npm start` needs of the repository, copied for it. */
const DEV_FILES = [
  "astro.config.mjs",
  "package.json",
  "tsconfig.json",
  "netlify.toml",
  "src",
  "public",
  "content",
  "netlify",
  "scripts",
];

/** The line `npm start` prints once it is ready (scripts/dev.mjs). */
const DEV_READY = /Team site ready at/;

const latencyRow = (server, target, parallel, times, allMs, afterReady = false) => ({
  server,
  target,
  parallel,
  afterReady,
  requests: times.length,
  p50Ms: percentile(times, 50),
  p95Ms: percentile(times, 95),
  allMs,
});

/** `timed(path)`: the ms one GET to `base` takes, failing on an error status. */
const timer = (server, base) => async (path) => {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${server}: GET ${path} answered ${String(response.status)}`);
  return performance.now() - started;
};

/** `LATENCY_REQUESTS` of `target`, one after another, as a row. */
async function inARow(server, timed, target, afterReady) {
  const started = performance.now();
  const times = [];
  for (let request = 0; request < LATENCY_REQUESTS; request += 1) times.push(await timed(target));
  return latencyRow(server, target, false, times, performance.now() - started, afterReady);
}

/**
 * The first `LATENCY_REQUESTS` health checks after the server said it was ready, none to warm up:
 * what a developer's first calls after `npm start` meet.
 */
async function measureFirstCalls(server, base) {
  const row = await inARow(server, timer(server, base), LATENCY_TARGETS[0], true);
  log(`${server} first ${row.target} after ready: p50 ${row.p50Ms.toFixed(1)} ms`);
  return row;
}

/**
 * How long single requests to a local server take: each target `LATENCY_REQUESTS` times in a row
 * after one to warm up, then `PARALLEL_REQUESTS` health checks at once.
 */
export async function measureLatency(server, base) {
  const timed = timer(server, base);
  const results = [];
  for (const target of LATENCY_TARGETS) {
    await timed(target);
    results.push(await inARow(server, timed, target, false));
  }
  const started = performance.now();
  const times = await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, () => timed(LATENCY_TARGETS[0])));
  results.push(latencyRow(server, LATENCY_TARGETS[0], true, times, performance.now() - started));
  for (const row of results)
    log(`${server} ${row.parallel ? "parallel " : ""}${row.target}: p50 ${row.p50Ms.toFixed(1)} ms`);
  return results;
}

/**
 * `npm start` on `port` from a fresh copy of the repository (a store of its own): its first calls
 * from the moment it prints that it is ready, then its warm latency; then stopped.
 */
export async function measureDevServer(port) {
  log("starting npm start");
  // In the temporary folder: from a copy under the repository's `.netlify/` (where the Netlify
  // adapter keeps its own files), astro dev never answered a page.
  const root = await isolatedRoot(repoRoot, join(tmpdir(), "team-site-bench-dev"), DEV_FILES, {
    fresh: true,
  });
  const dev = await startServer("scripts/dev.mjs", [], port, {}, root, DEV_READY);
  try {
    const base = `http://127.0.0.1:${String(port)}`;
    const first = await measureFirstCalls("npm start", base);
    return [first, ...(await measureLatency("npm start", base))];
  } finally {
    await dev.stop();
  }
}
