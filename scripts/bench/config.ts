/**
 * What `npm run bench` measures and the budgets `--check` holds it to. Plain data and types only:
 * scripts/bench.mjs and the .mjs modules beside this one do the measuring, the .ts ones the
 * arithmetic and the tables.
 */

import type { ViewCost } from "../../src/lib/domain/credits.ts";
import { CHROMIUM_ARGS } from "../chromium.ts";

/** A public page: its name on the command line and in the table, the path a browser loads. */
export type BenchPage = {
  /** e.g. "/schedule", or "404" for the page a missing path gets */
  name: string;
  /** the path the browser loads for the byte and request counts */
  path: string;
  /**
   * The path Lighthouse loads. Lighthouse refuses to score a document answered with an error
   * status, so the 404 page is scored from the same file served as `/404.html`.
   */
  lighthousePath: string;
  /** the status the page must answer with */
  status: number;
  /**
   * On a Spanish page, the name of its English twin: its JavaScript must stay within
   * `Budgets.twinJsDeltaBytes` of the twin's, and Lighthouse scores only the English page (the two
   * load the same scripts; scoring both would double the bench's longest part).
   */
  twin?: string;
};

/** The English pages; each has a Spanish twin under /es (see `PAGES`). */
const ENGLISH_PAGES: readonly BenchPage[] = [
  { name: "/", path: "/", lighthousePath: "/", status: 200 },
  { name: "/schedule", path: "/schedule", lighthousePath: "/schedule", status: 200 },
  { name: "/team-info", path: "/team-info", lighthousePath: "/team-info", status: 200 },
  { name: "/roster", path: "/roster", lighthousePath: "/roster", status: 200 },
  { name: "/posts", path: "/posts", lighthousePath: "/posts", status: 200 },
  { name: "/contact", path: "/contact", lighthousePath: "/contact", status: 200 },
  { name: "/chat", path: "/chat", lighthousePath: "/chat", status: 200 },
  { name: "/admin-login", path: "/admin-login", lighthousePath: "/admin-login", status: 200 },
  // Without its private link (`#<token>`): the page every visitor gets first, and all a crawler sees.
  { name: "/snacks/manage", path: "/snacks/manage", lighthousePath: "/snacks/manage", status: 200 },
  // The family page without its private link (`#<token>`), as with /snacks/manage.
  { name: "/family", path: "/family", lighthousePath: "/family", status: 200 },
  { name: "/seasons", path: "/seasons", lighthousePath: "/seasons", status: 200 },
  // Every past season's address is served the same page (netlify.toml), which loads the same
  // scripts whichever season it shows; Fall 2025 is the store's current season, so this is the
  // page saying it has no such past season.
  {
    name: "/seasons/fall-2025",
    path: "/seasons/fall-2025",
    lighthousePath: "/seasons/fall-2025",
    status: 200,
  },
  { name: "404", path: "/no-such-page", lighthousePath: "/404.html", status: 404 },
];

/** A Spanish page's address: "/" → "/es/", "/schedule" → "/es/schedule". */
const spanishPath = (path: string) => (path === "/" ? "/es/" : `/es${path}`);

/** Every page a parent can load, English then Spanish: "/es/schedule", "404 (es)" for /es/no-such-page. */
export const PAGES: readonly BenchPage[] = [
  ...ENGLISH_PAGES,
  ...ENGLISH_PAGES.filter((page) => page.name !== "/admin-login").map((page) => ({
    name: page.name === "404" ? "404 (es)" : spanishPath(page.name),
    path: spanishPath(page.path),
    lighthousePath: page.name === "404" ? "/es/404/" : spanishPath(page.lighthousePath),
    status: page.status,
    twin: page.name,
  })),
];

/**
 * HTTP targets of the load test: the static file, the yardstick the others are divided by, and
 * every public read a parent's page or calendar app makes.
 */
export const STATIC_TARGET = "/favicon.svg";
export const LOAD_TARGETS: readonly string[] = [
  STATIC_TARGET,
  "/api/health",
  "/api/events",
  "/api/events/upcoming",
  "/api/posts",
  "/api/players",
  "/api/users",
  "/calendar.ics",
];

/** The requests timed one at a time against `npm start` and `npm run preview`. */
export const LATENCY_TARGETS: readonly string[] = ["/api/health", "/api/events"];
/** Sequential requests per latency row, after one to warm up (none for `npm start`'s first calls). */
export const LATENCY_REQUESTS = 20;
/** Requests sent at once for the parallel latency row. */
export const PARALLEL_REQUESTS = 10;
export const LOAD_CONNECTIONS: readonly number[] = [10, 50];

/**
 * A case runs for its duration and on until it has this many answers per connection, at most
 * MAX_CASE_SECONDS: 50 connections to a slow function answer all at once, several seconds in, and a
 * fixed 5 s would cut them off and count nothing.
 */
export const MIN_ANSWERS_PER_CONNECTION = 3;
export const MAX_CASE_SECONDS = 60;

/** Monday 15 Sep 2025, noon in Kyle, as in the end-to-end tests: every page has data to show. */
export const APP_NOW = "2025-09-15T12:00:00-05:00";

/**
 * Chromium's flags for both browsers the bench starts: the project's own (scripts/chromium.ts)
 * and a host resolver that answers "not found" for every name but the local server's, so nothing
 * leaves the machine whatever network it is on; the OpenStreetMap frame on the home page fails at
 * once, as it does offline. Lighthouse's browser also gets `--headless=new`; Playwright adds its own.
 */
export const CHROME_FLAGS: readonly string[] = [
  ...CHROMIUM_ARGS,
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

export const KB = 1024;

export type Budgets = {
  /** gzip bytes of a page's HTML: what fits in the first round trips of a new connection */
  htmlGzipBytes: number;
  /** gzip bytes of all the JavaScript a page loads before the network is idle */
  jsGzipBytes: number;
  /** gzip bytes of JavaScript on a page whose HTML has no island: the field-status alert's script */
  jsWithoutIslandBytes: number;
  /** how far a Spanish page's JavaScript may stray from its English twin's, in gzip bytes either way */
  twinJsDeltaBytes: number;
  /** copies of React DOM one page may load */
  reactDomCopies: number;
  /** Lighthouse performance score, 0 to 1 (at least) */
  performance: number;
  /** cumulative layout shift (at most) */
  cls: number;
  /** total blocking time in ms (at most) */
  tbtMs: number;
  /** calls to the store per request of a public read, once the functions are warm (at most) */
  storeCallsPerRead: number;
  /** median ms to parse one of the game import's largest files (at most) */
  gameImportMs: number;
  /**
   * p50 of the first `/api/health` calls after `npm start` says it is ready, as a multiple of the
   * preview's warm p50 (at most)
   */
  devFirstCallsRatio: number;
  /**
   * CPU ms a function may spend on one request (at most): Netlify's default limit for a
   * synchronous function, and its longest, which a backup and a restore are held to
   */
  functionCpuMs: Record<FloodResult["limit"], number>;
};

export const BUDGETS: Budgets = {
  htmlGzipBytes: 14 * KB,
  jsGzipBytes: 80 * KB,
  // The field-status bar's script, its Share and the coach's Spanish message included (2.16 KB on
  // 29 Nov 2026): still no React on a page without an island.
  jsWithoutIslandBytes: 2.25 * KB,
  twinJsDeltaBytes: KB / 2,
  reactDomCopies: 1,
  performance: 0.95,
  cls: 0.02,
  tbtMs: 100,
  storeCallsPerRead: 2,
  gameImportMs: 1000,
  devFirstCallsRatio: 2,
  functionCpuMs: { default: 10_000, longest: 26_000 },
};

/** One Lighthouse run of one page, with its default mobile settings. */
export type LighthouseRun = {
  /** performance score, 0 to 1; null when Lighthouse could not score the page */
  score: number | null;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's runtime error code, when it failed */
  error?: string;
};

/** Everything measured for one page; the Lighthouse part is absent when it was skipped. */
export type PageResult = {
  name: string;
  /** a Spanish page's English twin (`BenchPage.twin`) */
  twin?: string;
  status: number;
  expectedStatus: number;
  htmlGzip: number;
  islands: number;
  jsGzip: number;
  jsFiles: number;
  /** requests to the site itself until the network is idle, the document included */
  requests: number;
  /** requests to any other origin (refused by the host resolver, see CHROME_FLAGS) */
  otherOrigins: number;
  reactDomCopies: number;
  /** what a view costs the host: loaded first, then again in the same browser (pages.mjs) */
  visit: { first: ViewCost; repeat: ViewCost };
  lighthouse?: { median: LighthouseRun; runs: LighthouseRun[] };
};

/** One load-test case: a target at a number of concurrent connections. */
export type LoadResult = {
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** answers outside 2xx, connection errors and timeouts */
  failures: number;
  /** calls that reached the store, divided by the requests handled in the measured part */
  storeCallsPerRequest: number;
};

/** One of the game import's largest files, parsed several times in one process. */
export type GameImportResult = {
  name: string;
  /** its size in KB of 1024 characters */
  kb: number;
  medianMs: number;
  maxMs: number;
};

/** One write, sent once to the warm server, and the store calls it made, e.g. a snack sign-up. */
export type WriteResult = {
  request: string;
  status: number;
  storeCalls: number;
};

/**
 * One step of the coach's reads of a flood of contact messages (bench/flood.mjs): the CPU time of
 * the thread that ran its function and the wall-clock time, held to Netlify's default or longest
 * limit for a synchronous function.
 */
export type FloodResult = {
  /** e.g. "GET /api/backup" */
  request: string;
  messages: number;
  cpuMs: number;
  wallMs: number;
  limit: "default" | "longest";
};

/**
 * Latency of one local server: a request timed `LATENCY_REQUESTS` times one after another, or
 * `PARALLEL_REQUESTS` sent at once (`parallel`), with the time until all had answered.
 */
export type LatencyResult = {
  /** e.g. "npm start" */
  server: string;
  target: string;
  parallel: boolean;
  /** the first requests after the server said it was ready, with none sent to warm it up */
  afterReady: boolean;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  /** from the first request sent to the last answer received */
  allMs: number;
};
