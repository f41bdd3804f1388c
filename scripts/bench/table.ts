import {
  KB,
  STATIC_TARGET,
  type Budgets,
  type FloodResult,
  type GameImportResult,
  type LatencyResult,
  type LoadResult,
  type PageResult,
  type WriteResult,
} from "./config.ts";

const NONE = "–";

/** Bytes as kilobytes with one decimal: formatKb(14336) is "14.0". */
export function formatKb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

/** A Lighthouse score with two decimals, or a dash when there is none: "0.97". */
export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? NONE : score.toFixed(2);
}

/**
 * A Markdown table, so a run can be pasted into docs/performance.md as it is: the first column
 * left-aligned, the others (numbers) right-aligned, every column padded to its widest cell.
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows];
  const widths = header.map((_, column) => Math.max(3, ...lines.map((line) => (line[column] ?? "").length)));
  const pad = (cell: string, column: number): string =>
    column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0);
  const format = (line: readonly string[]): string =>
    `| ${header.map((_, column) => pad(line[column] ?? "", column)).join(" | ")} |`;
  const rule = `|${widths
    .map((width, column) => (column === 0 ? `:${"-".repeat(width + 1)}` : `${"-".repeat(width + 1)}:`))
    .join("|")}|`;
  return [format(header), rule, ...rows.map(format)].join("\n");
}

export const PAGE_COLUMNS = [
  "page",
  "HTML KB",
  "JS KB",
  "JS files",
  "islands",
  "requests",
  "other origins",
  "perf",
  "perf range",
  "LCP ms",
  "CLS",
  "TBT ms",
] as const;

/** One row per page; the Lighthouse columns are dashes when Lighthouse was skipped. */
export function pagesTable(pages: readonly PageResult[]): string {
  const rows = pages.map((page) => {
    const lighthouse = page.lighthouse;
    const scores = (lighthouse?.runs ?? []).map((run) => run.score ?? 0);
    const median = lighthouse?.median;
    const scored = median !== undefined && median.score !== null;
    return [
      page.name,
      formatKb(page.htmlGzip),
      formatKb(page.jsGzip),
      String(page.jsFiles),
      String(page.islands),
      String(page.requests),
      String(page.otherOrigins),
      median ? (median.error ?? formatScore(median.score)) : NONE,
      scores.length > 1 ? `${formatScore(Math.min(...scores))}–${formatScore(Math.max(...scores))}` : NONE,
      scored ? String(Math.round(median.lcpMs)) : NONE,
      scored ? median.cls.toFixed(3) : NONE,
      scored ? String(Math.round(median.tbtMs)) : NONE,
    ];
  });
  return formatTable(PAGE_COLUMNS, rows);
}

export const LOAD_COLUMNS = [
  "target",
  "connections",
  "req/s",
  "p50 ms",
  "p95 ms",
  "p99 ms",
  "req/s ÷ static",
  "p50 ÷ static",
  "store calls/req",
  "failures",
] as const;

/**
 * A ratio with two significant digits below 10 and whole above: 0.0096, 0.48, 3.5, 156. A dash when
 * there is nothing to divide by.
 */
export function formatRatio(value: number, base: number | undefined): string {
  if (base === undefined || base === 0 || !Number.isFinite(value)) return NONE;
  const ratio = value / base;
  if (ratio >= 10) return ratio.toFixed(0);
  return ratio === 0 ? "0" : String(Number(ratio.toPrecision(2)));
}

/** One row per target and connection count, with its ratios to the static file at the same count. */
export function loadTable(results: readonly LoadResult[]): string {
  const rows = results.map((result) => {
    const base = results.find(
      (other) => other.target === STATIC_TARGET && other.connections === result.connections,
    );
    return [
      `GET ${result.target}`,
      String(result.connections),
      String(Math.round(result.requestsPerSecond)),
      result.p50Ms.toFixed(1),
      result.p95Ms.toFixed(1),
      result.p99Ms.toFixed(1),
      formatRatio(result.requestsPerSecond, base?.requestsPerSecond),
      formatRatio(result.p50Ms, base?.p50Ms),
      formatCalls(result.storeCallsPerRequest),
      String(result.failures),
    ];
  });
  return formatTable(LOAD_COLUMNS, rows);
}

/** Store calls per request with up to two decimals: 1, 2, 0.5, 33; a dash when none was measured. */
export function formatCalls(calls: number): string {
  return Number.isFinite(calls) ? String(Number(calls.toFixed(2))) : NONE;
}

export const LATENCY_COLUMNS = ["server", "request", "requests", "p50 ms", "p95 ms", "all ms"] as const;

/**
 * One row per server and request: sequential requests (the first ones after the server said it
 * was ready, or after one to warm up), or several sent at once.
 */
export function latencyTable(results: readonly LatencyResult[]): string {
  const rows = results.map((result) => [
    result.server,
    `${result.parallel ? `${String(result.requests)} at once: ` : result.afterReady ? "first after ready: " : ""}GET ${result.target}`,
    String(result.requests),
    result.p50Ms.toFixed(1),
    result.p95Ms.toFixed(1),
    result.allMs.toFixed(0),
  ]);
  return formatTable(LATENCY_COLUMNS, rows);
}

export const FLOOD_COLUMNS = ["request", "messages", "CPU s", "wall s", "limit s"] as const;

/** One row per step of the coach's reads of the flood, with the limit its CPU time is held to. */
export function floodTable(results: readonly FloodResult[], limits: Budgets["functionCpuMs"]): string {
  const rows = results.map((result) => [
    result.request,
    String(result.messages),
    (result.cpuMs / 1000).toFixed(1),
    (result.wallMs / 1000).toFixed(1),
    String(limits[result.limit] / 1000),
  ]);
  return formatTable(FLOOD_COLUMNS, rows);
}

export const GAME_IMPORT_COLUMNS = ["file", "KB", "median ms", "max ms"] as const;

/** One row per file the game import was timed on. */
export function gameImportTable(results: readonly GameImportResult[]): string {
  const rows = results.map((result) => [
    result.name,
    result.kb.toFixed(0),
    result.medianMs.toFixed(1),
    result.maxMs.toFixed(1),
  ]);
  return formatTable(GAME_IMPORT_COLUMNS, rows);
}

export const WRITE_COLUMNS = ["request", "status", "store calls"] as const;

/** One row per write sent once to the warm server. */
export function writesTable(results: readonly WriteResult[]): string {
  return formatTable(
    WRITE_COLUMNS,
    results.map((result) => [result.request, String(result.status), String(result.storeCalls)]),
  );
}
