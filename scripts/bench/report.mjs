// What the bench prints and writes: the machine it ran on, the Markdown tables with a sentence on
// how each was measured (docs/performance.md explains every column), the budgets missed, and with
// `--json` every figure, e.g. "Budgets missed (1):\n- /schedule: JavaScript 80.3 KB gzip, budget 80.0 KB".
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import { BUDGETS, LATENCY_REQUESTS, MIN_ANSWERS_PER_CONNECTION, PARALLEL_REQUESTS } from "./config.ts";
import { GAME_IMPORT_RUNS } from "./game-import.mjs";
import { SNAPSHOT_KEPT_MS, WARM_UP_SECONDS } from "./load.mjs";
import { log } from "./servers.mjs";
import { floodTable, gameImportTable, latencyTable, loadTable, pagesTable, writesTable } from "./table.ts";
import { averageVisit, seasonCreditsLine, seasonTable, visitTable } from "./visit-cost.ts";
import { FREE_PLAN_CREDITS, SEASON_TRAFFIC } from "../../src/lib/domain/credits.ts";

async function osName() {
  const release = await readFile("/etc/os-release", "utf8").catch(() => "");
  return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release)?.[1] ?? `${os.type()} ${os.release()}`;
}

/** The autocannon the load test used, from its package.json. */
export async function autocannonVersion() {
  const url = new URL("../../node_modules/autocannon/package.json", import.meta.url);
  return JSON.parse(await readFile(url, "utf8")).version;
}

/**
 * The machine and the tools, with the load average at the start (`loadAtStart`) and now, e.g.
 * `{ cpus: 2, cpuModel: "AMD EPYC", memoryGb: 24, os: "Debian GNU/Linux 12 (bookworm)", … }`.
 */
export async function describeMachine({ chromium, lighthouse, autocannon, loadAtStart }) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: await osName(),
    node: process.version,
    chromium,
    lighthouse,
    autocannon,
    loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
  };
}

/** The report on stdout: the run, the machine, the tables of what was measured, the budgets. */
export function reportText({
  startedAt,
  appNow,
  machine,
  options,
  pages,
  load,
  writes,
  latency,
  flood,
  imports,
  misses,
}) {
  const lines = [
    `Bench of the production build, ${startedAt.toISOString()} (APP_NOW ${appNow})`,
    `Machine: ${String(machine.cpus)} × ${machine.cpuModel}, ${String(machine.memoryGb)} GB, ${machine.os}; ` +
      `load average ${machine.loadAverage.start.toFixed(1)} at start, ${machine.loadAverage.end.toFixed(1)} at end`,
    `Node ${machine.node}, Chromium ${machine.chromium}` +
      (machine.lighthouse ? `, Lighthouse ${machine.lighthouse}` : "") +
      (options.load ? `, autocannon ${machine.autocannon}` : ""),
    "",
    `Pages: first load on Lighthouse's phone screen (412×823), nothing scrolled; KB = 1024 bytes gzip -9.`,
    options.lighthouse
      ? `Lighthouse: default mobile config (simulated slow 4G, 4× CPU); the run with the median ` +
        `performance score of ${String(options.runs)} run${options.runs === 1 ? "" : "s"} a page, with that run's LCP, CLS and TBT.`
      : "Lighthouse: skipped.",
    "",
    pagesTable(pages),
    "",
    "Cost of a visit: each page loaded again in the same browser, as a parent opening it a second time; requests " +
      "that reached the server (a revalidation answered 304 included) and the bytes they sent, KB gzip -9; API = " +
      "requests to /api/…. The mean of the parents' pages is what the cost model (src/lib/domain/credits.ts) reads.",
    "",
    visitTable(pages),
    "",
    `A typical season in Netlify credits (Free plan: ${String(FREE_PLAN_CREDITS)} a month), from the model's figures ` +
      `for a view and its assumed traffic of ${String(SEASON_TRAFFIC.families)} families; with this run's ` +
      `mean view: ${seasonCreditsLine(averageVisit(pages))}.`,
    "",
    seasonTable(),
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
      "One write, sent once to the same server after the reads, with the store calls it made:",
      "",
      writesTable(writes),
      "",
      `Local servers, one request at a time (${String(LATENCY_REQUESTS)} after one to warm up, or the first ` +
        `${String(LATENCY_REQUESTS)} after \`npm start\` said it was ready) and ` +
        `${String(PARALLEL_REQUESTS)} at once: \`npm start\` (astro dev) and \`npm run preview\`, functions in their own process.`,
      "",
      latencyTable(latency),
      "",
      "A flood of contact messages written straight into a store, then the coach's reads of it, one function " +
        "call each: the CPU time of the thread that ran it (the store answers from another thread), held to " +
        "Netlify's limit for the step, and the wall clock (locally mostly the store's file locks).",
      "",
      floodTable(flood, BUDGETS.functionCpuMs),
    );
  }
  lines.push(
    "",
    `Game import: each of its largest files parsed ${String(GAME_IMPORT_RUNS)} times in one process after one run to warm up.`,
    "",
    gameImportTable(imports),
  );
  lines.push(
    "",
    misses.length === 0
      ? "Budgets: every budget met."
      : `Budgets missed (${String(misses.length)}):\n${misses.map((miss) => `- ${miss}`).join("\n")}`,
  );
  return `\n${lines.join("\n")}`;
}

/** Every figure as JSON in `path`, every Lighthouse run included. */
export async function writeJsonReport(path, { startedAt, appNow, machine, options, ...figures }) {
  const report = {
    date: startedAt.toISOString(),
    appNow,
    machine,
    options: { ...options, pages: options.pages.map((page) => page.name) },
    budgets: BUDGETS,
    // What was measured, as the run holds it, so that a figure the bench adds is written too.
    ...figures,
  };
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${path}`);
}
