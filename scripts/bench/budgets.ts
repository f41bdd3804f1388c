import type {
  Budgets,
  FloodResult,
  GameImportResult,
  LatencyResult,
  LoadResult,
  PageResult,
} from "./config.ts";
import { formatCalls, formatKb, formatScore } from "./table.ts";

/**
 * Every budget a run misses, one line each, e.g. "/schedule: JavaScript 108.3 KB gzip, budget
 * 80.0 KB". Only what was measured is checked: a run without Lighthouse checks bytes only, and
 * `npm start`'s first calls are checked only against a preview measured in the same run.
 */
export function checkBudgets(
  pages: readonly PageResult[],
  load: readonly LoadResult[],
  budgets: Budgets,
  imports: readonly GameImportResult[] = [],
  latency: readonly LatencyResult[] = [],
  flood: readonly FloodResult[] = [],
): string[] {
  const misses: string[] = [];
  for (const page of pages) {
    const miss = (text: string) => misses.push(`${page.name}: ${text}`);
    if (page.status !== page.expectedStatus) {
      miss(`answered ${page.status}, expected ${page.expectedStatus}`);
    }
    if (page.htmlGzip > budgets.htmlGzipBytes) {
      miss(`HTML ${formatKb(page.htmlGzip)} KB gzip, budget ${formatKb(budgets.htmlGzipBytes)} KB`);
    }
    if (page.islands === 0 && page.jsGzip > budgets.jsWithoutIslandBytes) {
      miss(
        `JavaScript ${formatKb(page.jsGzip)} KB gzip without an island, budget ${formatKb(budgets.jsWithoutIslandBytes)} KB`,
      );
    }
    if (page.jsGzip > budgets.jsGzipBytes) {
      miss(`JavaScript ${formatKb(page.jsGzip)} KB gzip, budget ${formatKb(budgets.jsGzipBytes)} KB`);
    }
    const twin = page.twin === undefined ? undefined : pages.find((other) => other.name === page.twin);
    if (twin && Math.abs(page.jsGzip - twin.jsGzip) > budgets.twinJsDeltaBytes) {
      miss(
        `JavaScript ${formatKb(page.jsGzip)} KB gzip, ${twin.name} ${formatKb(twin.jsGzip)} KB: ` +
          `budget ${formatKb(budgets.twinJsDeltaBytes)} KB apart`,
      );
    }
    if (page.reactDomCopies > budgets.reactDomCopies) {
      miss(`React DOM loaded ${page.reactDomCopies} times, budget ${budgets.reactDomCopies}`);
    }
    const median = page.lighthouse?.median;
    if (!median) continue;
    if (median.score === null) {
      miss(`Lighthouse could not score the page (${median.error ?? "no score"})`);
      continue;
    }
    if (median.score < budgets.performance) {
      miss(`Lighthouse performance ${formatScore(median.score)}, budget ${formatScore(budgets.performance)}`);
    }
    if (median.cls > budgets.cls) {
      miss(`CLS ${median.cls.toFixed(3)}, budget ${budgets.cls.toFixed(3)}`);
    }
    if (median.tbtMs > budgets.tbtMs) {
      miss(`TBT ${Math.round(median.tbtMs)} ms, budget ${budgets.tbtMs} ms`);
    }
  }
  for (const result of load) {
    const miss = (text: string) =>
      misses.push(`GET ${result.target} at ${result.connections} connections: ${text}`);
    if (result.failures > 0) miss(`${result.failures} failed requests`);
    if (result.requestsPerSecond === 0) miss("no answer in the time measured");
    if (result.storeCallsPerRequest > budgets.storeCallsPerRead) {
      miss(
        `${formatCalls(result.storeCallsPerRequest)} store calls a request, budget ${budgets.storeCallsPerRead}`,
      );
    }
  }
  for (const parsed of imports) {
    if (parsed.medianMs > budgets.gameImportMs) {
      misses.push(
        `game import, ${parsed.name}: ${parsed.medianMs.toFixed(0)} ms to parse, budget ${String(budgets.gameImportMs)} ms`,
      );
    }
  }
  for (const step of flood) {
    const limitMs = budgets.functionCpuMs[step.limit];
    if (step.cpuMs > limitMs) {
      misses.push(
        `${String(step.messages)} contact messages, ${step.request}: CPU ${(step.cpuMs / 1000).toFixed(1)} s, ` +
          `budget ${String(limitMs / 1000)} s (Netlify's ${step.limit} limit)`,
      );
    }
  }
  const health = (server: string, afterReady: boolean) =>
    latency.find(
      (row) =>
        row.server === server &&
        row.target === "/api/health" &&
        !row.parallel &&
        row.afterReady === afterReady,
    );
  const firstCalls = health("npm start", true);
  const preview = health("npm run preview", false);
  if (firstCalls && preview && firstCalls.p50Ms > budgets.devFirstCallsRatio * preview.p50Ms) {
    misses.push(
      `npm start: the first ${String(firstCalls.requests)} GET /api/health after ready p50 ` +
        `${firstCalls.p50Ms.toFixed(1)} ms, budget ${String(budgets.devFirstCallsRatio)} × the preview's ` +
        `${preview.p50Ms.toFixed(1)} ms`,
    );
  }
  return misses;
}
