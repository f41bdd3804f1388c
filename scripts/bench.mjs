// `npm run bench`: builds the site, serves it the way Netlify does (scripts/preview.mjs, own store,
// clock fixed at APP_NOW) and measures it on this machine, offline:
//   1. every public page loaded once in Chromium on Lighthouse's phone screen: HTML and JavaScript
//      bytes (gzip), requests until the network is idle, islands, copies of React DOM;
//   2. Lighthouse, default mobile config (simulated slow 4G, 4x CPU), N runs a page, the median;
//   3. autocannon against every public read and a static file at 10 and 50 connections, on the
//      warm function server, with the store calls each request made;
//   4. the latency of single requests to `npm run preview` and to `npm start` (the dev server).
// Prints the tables (docs/performance.md explains every column); `--check` exits 1 on a missed
// budget. Options: `npm run bench -- --help`.
import { spawn, spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { checkBudgets } from "./bench/budgets.ts";
import {
  APP_NOW,
  BUDGETS,
  CHROME_FLAGS,
  LATENCY_REQUESTS,
  LATENCY_TARGETS,
  LOAD_CONNECTIONS,
  LOAD_TARGETS,
  MAX_CASE_SECONDS,
  MIN_ANSWERS_PER_CONNECTION,
  PARALLEL_REQUESTS,
} from "./bench/config.ts";
import { parseOptions, USAGE } from "./bench/options.ts";
import { loadCaseDone, medianRun, percentile } from "./bench/stats.ts";
import { formatKb, latencyTable, loadTable, pagesTable } from "./bench/table.ts";
import { CHROMIUM_PATH } from "./chromium.ts";
import { isolatedRoot } from "./isolated-root.mjs";
import { waitForHealth } from "./wait-for-health.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4631);
const origin = `http://localhost:${String(PORT)}`;
/** The warm server of the load test; its Blobs server takes the next port. */
const LOAD_PORT = PORT + 2;
/** `npm start`, for its latency, run from a copy of the repository with a store of its own. */
const DEV_PORT = PORT + 4;
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
/** The servers' clock: APP_NOW from the environment, else the bench's Monday of the season. */
const appNow = process.env.APP_NOW ?? APP_NOW;
const WARM_UP_SECONDS = 1;
/** How long the load test's warm server keeps a snapshot: longer than the whole load test. */
const SNAPSHOT_KEPT_MS = 600_000;
/** An answer slower than this counts as a failure (autocannon's default, 10 s, cuts off a busy machine's tail). */
const TIMEOUT_SECONDS = 30;

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

const log = (line) => console.error(`[bench] ${line}`);
const readJson = async (path) => JSON.parse(await readFile(new URL(path, import.meta.url), "utf8"));

if (options.build) {
  log("building the site");
  // The build's output goes to stderr with the progress lines: stdout is the report alone.
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: repoRoot, stdio: ["ignore", 2, 2] });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/** Starts a Node script of this repository (or of `cwd`) as a server and waits for its /api/health. */
async function startServer(script, args, port, env, cwd = repoRoot) {
  const server = spawn(process.execPath, [script, ...args], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_NOW: appNow,
      APP_ENV: "development",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    const timeout = setTimeout(() => server.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timeout);
  };
  try {
    await Promise.race([
      waitForHealth(`http://127.0.0.1:${String(port)}/api/health`, 120_000),
      exited.then((code) => {
        throw new Error(`${script} exited (${String(code)}) before it answered`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Lighthouse's phone (Moto G Power: 412×823 at 1.75×, its user agent), for both browsers. */
const phone = {
  viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

/** Each page once, nothing scrolled, until the network has been idle for half a second. */
async function measurePages(pages) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROME_FLAGS],
  });
  const results = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext(phone);
      const tab = await context.newPage();
      const requests = [];
      const scripts = [];
      tab.on("request", (request) => requests.push(request.url()));
      tab.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response);
      });
      const document = await tab.goto(`${origin}${page.path}`, { waitUntil: "networkidle" });
      if (!document) throw new Error(`${page.path}: no response`);
      const html = await document.body();
      let jsGzip = 0;
      let reactDomCopies = 0;
      for (const response of scripts) {
        const body = await response.body();
        jsGzip += gzipSize(body);
        if (body.includes("hydrateRoot")) reactDomCopies += 1;
      }
      const web = requests.filter((url) => /^https?:/.test(url));
      const own = web.filter((url) => url.startsWith(`${origin}/`)).length;
      results.push({
        name: page.name,
        status: document.status(),
        expectedStatus: page.status,
        htmlGzip: gzipSize(html),
        islands: html.toString("utf8").split("<astro-island").length - 1,
        jsGzip,
        jsFiles: scripts.length,
        requests: own,
        otherOrigins: web.length - own,
        reactDomCopies,
      });
      log(`${page.name}: ${String(own)} requests, ${formatKb(jsGzip)} KB JavaScript`);
      await context.close();
    }
    return { results, chromiumVersion: browser.version() };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run: its score and the three metrics the budgets name. */
async function lighthouseRun(port, path) {
  const { lhr } = await lighthouse(`${origin}${path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    run: {
      score: lhr.runtimeError ? null : lhr.categories.performance.score,
      lcpMs: metric("largest-contentful-paint"),
      cls: metric("cumulative-layout-shift"),
      tbtMs: metric("total-blocking-time"),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
    },
    version: lhr.lighthouseVersion,
  };
}

/**
 * `runs` rounds over the pages (page by page within a round, so a busy moment of the machine is
 * spread over every page rather than falling on one), then the median run of each page.
 */
async function measureLighthouse(pages, results, runs) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    port: PORT + 1,
    chromeFlags: ["--headless=new", ...CHROME_FLAGS],
    logLevel: "silent",
  });
  const runsByPage = new Map(pages.map((page) => [page.name, []]));
  let version = "";
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        const { run, version: used } = await lighthouseRun(chrome.port, page.lighthousePath);
        version = used;
        runsByPage.get(page.name).push(run);
        log(`Lighthouse ${String(round)}/${String(runs)} ${page.name}: ${run.error ?? String(run.score)}`);
      }
    }
  } finally {
    chrome.kill();
  }
  for (const result of results) {
    const pageRuns = runsByPage.get(result.name);
    result.lighthouse = { median: medianRun(pageRuns), runs: pageRuns };
  }
  return version;
}

/** The warm server's counts: requests in flight and handled, calls that reached its store. */
async function serverStats() {
  const response = await fetch(`http://127.0.0.1:${String(LOAD_PORT)}/_bench/stats`);
  return response.json();
}

/** Waits until the warm server has finished every request (see its in-flight count). */
async function waitForIdleServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const stats = await serverStats();
    if (stats.inFlight === 0) return stats;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the warm server was still busy after a minute");
}

/**
 * One load case: a warm-up, then `duration` seconds or more (see loadCaseDone); latencies from every
 * answer received.
 */
async function loadCase(target, connections, duration) {
  const url = `http://127.0.0.1:${String(LOAD_PORT)}${target}`;
  await waitForIdleServer();
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, timeout: TIMEOUT_SECONDS });
  const before = await waitForIdleServer();
  const latencies = [];
  const instance = autocannon({ url, connections, duration: MAX_CASE_SECONDS, timeout: TIMEOUT_SECONDS });
  const started = performance.now();
  instance.on("response", (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (loadCaseDone(performance.now() - started, latencies.length, connections, duration)) instance.stop();
  });
  const result = await instance;
  const after = await waitForIdleServer();
  const answered = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    target,
    connections,
    requestsPerSecond: answered / result.duration,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    failures: result.non2xx + result.errors,
    storeCallsPerRequest: (after.storeCalls - before.storeCalls) / (after.handled - before.handled),
  };
}

/**
 * How long single requests to a local server take: each target `LATENCY_REQUESTS` times in a row
 * after one to warm up, then `PARALLEL_REQUESTS` health checks at once.
 */
async function measureLatency(server, base) {
  const timed = async (path) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${server}: GET ${path} answered ${String(response.status)}`);
    return performance.now() - started;
  };
  const results = [];
  for (const target of LATENCY_TARGETS) {
    await timed(target);
    const started = performance.now();
    const times = [];
    for (let request = 0; request < LATENCY_REQUESTS; request += 1) times.push(await timed(target));
    results.push(latencyRow(server, target, false, times, performance.now() - started));
  }
  const started = performance.now();
  const times = await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, () => timed(LATENCY_TARGETS[0])));
  results.push(latencyRow(server, LATENCY_TARGETS[0], true, times, performance.now() - started));
  for (const row of results)
    log(`${server} ${row.parallel ? "parallel " : ""}${row.target}: p50 ${row.p50Ms.toFixed(1)} ms`);
  return results;
}

const latencyRow = (server, target, parallel, times, allMs) => ({
  server,
  target,
  parallel,
  requests: times.length,
  p50Ms: percentile(times, 50),
  p95Ms: percentile(times, 95),
  allMs,
});

/** `npm start` from a copy of the repository (a store of its own), its latency, then stopped. */
async function measureDevServer() {
  const root = await isolatedRoot(repoRoot, ".netlify/bench-dev", DEV_FILES, { fresh: true });
  const dev = await startServer("scripts/dev.mjs", [], DEV_PORT, {}, root);
  try {
    return await measureLatency("npm start", `http://127.0.0.1:${String(DEV_PORT)}`);
  } finally {
    await dev.stop();
  }
}

async function measureLoad(duration) {
  const results = [];
  for (const connections of LOAD_CONNECTIONS) {
    for (const target of LOAD_TARGETS) {
      const result = await loadCase(target, connections, duration);
      log(`GET ${target} × ${String(connections)}: ${result.requestsPerSecond.toFixed(0)} req/s`);
      results.push(result);
    }
  }
  return results;
}

async function osName() {
  const release = await readFile("/etc/os-release", "utf8").catch(() => "");
  return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release)?.[1] ?? `${os.type()} ${os.release()}`;
}

const startedAt = new Date();
const loadAtStart = os.loadavg()[0];
let load = [];
let latency = [];
let lighthouseVersion;
log("starting the preview");
const preview = await startServer("scripts/preview.mjs", ["--fresh"], PORT, {
  PREVIEW_STATE_DIR: ".netlify/bench-preview",
});
let pages;
let chromiumVersion;
try {
  ({ results: pages, chromiumVersion } = await measurePages(options.pages));
  if (options.lighthouse) lighthouseVersion = await measureLighthouse(options.pages, pages, options.runs);
  if (options.load) latency = await measureLatency("npm run preview", origin);
} finally {
  await preview.stop();
}
if (options.load) {
  log("starting the warm function server");
  // Snapshots kept for the whole run: each row is then the cost of a read when nothing changed, not
  // of the refresh every instance makes once a minute (one list and a read per record).
  const warm = await startServer("scripts/bench/warm-server.mjs", [], LOAD_PORT, {
    SNAPSHOT_MAX_AGE_MS: String(SNAPSHOT_KEPT_MS),
  });
  try {
    load = await measureLoad(options.duration);
  } finally {
    await warm.stop();
  }
  log("starting npm start");
  latency = [...(await measureDevServer()), ...latency];
}

const autocannonVersion = (await readJson("../node_modules/autocannon/package.json")).version;
const cpus = os.cpus();
const machine = {
  cpus: cpus.length,
  cpuModel: cpus[0]?.model.trim() ?? "unknown",
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  os: await osName(),
  node: process.version,
  chromium: chromiumVersion,
  lighthouse: lighthouseVersion,
  autocannon: autocannonVersion,
  loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
};
const misses = checkBudgets(pages, load, BUDGETS);

const lines = [
  `Bench of the production build, ${startedAt.toISOString()} (APP_NOW ${appNow})`,
  `Machine: ${String(machine.cpus)} × ${machine.cpuModel}, ${String(machine.memoryGb)} GB, ${machine.os}; ` +
    `load average ${machine.loadAverage.start.toFixed(1)} at start, ${machine.loadAverage.end.toFixed(1)} at end`,
  `Node ${machine.node}, Chromium ${machine.chromium}` +
    (lighthouseVersion ? `, Lighthouse ${lighthouseVersion}` : "") +
    (options.load ? `, autocannon ${autocannonVersion}` : ""),
  "",
  `Pages: first load on Lighthouse's phone screen (412×823), nothing scrolled; KB = 1024 bytes gzip -9.`,
  options.lighthouse
    ? `Lighthouse: default mobile config (simulated slow 4G, 4× CPU); the run with the median ` +
      `performance score of ${String(options.runs)} run${options.runs === 1 ? "" : "s"} a page, with that run's LCP, CLS and TBT.`
    : "Lighthouse: skipped.",
  "",
  pagesTable(pages),
];
if (options.load) {
  lines.push(
    "",
    `HTTP on loopback, functions warm (scripts/bench/warm-server.mjs): ${String(options.duration)} s per case ` +
      `(longer until ${String(MIN_ANSWERS_PER_CONNECTION)} answers a connection) after a ${String(WARM_UP_SECONDS)} s ` +
      `warm-up; ratios against the static file at the same connections; store calls counted by the store, ` +
      `with snapshots kept for the run (SNAPSHOT_MAX_AGE_MS ${String(SNAPSHOT_KEPT_MS)}; by default each ` +
      `instance also refreshes them once a minute).`,
    "",
    loadTable(load),
    "",
    `Local servers, one request at a time (${String(LATENCY_REQUESTS)} after one to warm up) and ` +
      `${String(PARALLEL_REQUESTS)} at once: \`npm start\` (astro dev) and \`npm run preview\`, functions in their own process.`,
    "",
    latencyTable(latency),
  );
}
lines.push(
  "",
  misses.length === 0
    ? "Budgets: every budget met."
    : `Budgets missed (${String(misses.length)}):\n${misses.map((miss) => `- ${miss}`).join("\n")}`,
);
console.log(`\n${lines.join("\n")}`);

if (options.json) {
  const report = {
    date: startedAt.toISOString(),
    appNow,
    machine,
    options: { ...options, pages: options.pages.map((page) => page.name) },
    budgets: BUDGETS,
    pages,
    load,
    latency,
    misses,
  };
  await writeFile(options.json, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${options.json}`);
}

if (options.check && misses.length > 0) process.exitCode = 1;
