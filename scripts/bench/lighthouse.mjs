// Lighthouse on each public page, default mobile config (simulated slow 4G, 4× CPU), in a Chromium
// of its own: `runs` runs a page and the median run, its score with that run's LCP, CLS and TBT,
// e.g. `{ median: { score: 0.99, lcpMs: 2250, cls: 0, tbtMs: 0 }, runs: [...] }`.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../chromium.ts";
import { CHROME_FLAGS } from "./config.ts";
import { log } from "./servers.mjs";
import { medianRun } from "./stats.ts";

/** One Lighthouse run: its score and the three metrics the budgets name. */
async function lighthouseRun(port, url) {
  const { lhr } = await lighthouse(url, {
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
 * `runs` rounds over the pages of `origin` (page by page within a round, so a busy moment of the
 * machine is spread over every page rather than falling on one), then the median run of each page,
 * added to its row of `results`. Chromium listens on `debuggingPort`. Returns Lighthouse's version.
 */
export async function measureLighthouse(origin, debuggingPort, pages, results, runs) {
  const chrome = await launch({
    chromePath: findChromium(process.env, { fullBrowser: true }),
    port: debuggingPort,
    chromeFlags: ["--headless=new", ...CHROME_FLAGS],
    logLevel: "silent",
  });
  const runsByPage = new Map(pages.map((page) => [page.name, []]));
  let version = "";
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        const { run, version: used } = await lighthouseRun(chrome.port, `${origin}${page.lighthousePath}`);
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
    if (!pageRuns) continue;
    result.lighthouse = { median: medianRun(pageRuns), runs: pageRuns };
  }
  return version;
}
