/**
 * End-to-end tests in a real Chromium against the production build served the way Netlify serves
 * it (scripts/preview.mjs: static files with their headers, functions, a local Blobs store).
 * Chromium from CHROMIUM_PATH, Debian's package or Playwright's download (scripts/chromium.ts).
 *
 * One build, one preview per project (tests/e2e/servers.ts), each from its own copy with its own
 * store; each project runs its files one at a time, as one parent or coach would, and three projects
 * run at once. The pages and the API run against the functions warm in the preview's process
 * (milliseconds a call); the `netlify-runtime` project runs against Netlify's own local runtime,
 * which bundles a function and starts a new worker for every request (about a second each), for
 * what only that runtime shows: the headers it sends, and that workers sharing no memory still lose
 * no write.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.ts";
import { FAKE_GROUPME_TOKEN } from "./tests/support/fake-groupme";
import {
  E2E_PROJECTS,
  E2E_SERVERS,
  E2E_SITE_URL,
  projectsAsked,
  serverUrl,
  type E2eProject,
} from "./tests/e2e/servers";

const isCI = Boolean(process.env.CI);

const launchOptions = { executablePath: findChromium(), args: [...CHROMIUM_ARGS] };

const API_SPECS = /\.api\.spec\.ts$/;
/**
 * What only Netlify's per-request runtime shows: workers that share no memory racing, and the
 * headers of function answers as that runtime passes them on.
 */
const NETLIFY_RUNTIME_SPECS = /runtime\.api\.spec\.ts$/;
/**
 * The specs, by project: each in projects of no more than about two minutes, each with its own
 * preview, so that three run side by side from start to end (tests/e2e/servers.ts lists them
 * longest first). Every spec runs on a desktop, once; what depends on the viewport (the bottom
 * navigation, layout shift, axe on the phone's layout, the season flow's narrow steps) is tagged
 * `@phone` and runs on the phone instead.
 */
const SPECS = {
  admin: /(admin|season-flow)\.spec\.ts$/,
  a11y: /a11y\.spec\.ts$/,
  publicPages: /public-pages\.spec\.ts$/,
  coach: /(backup|groupme|csp|volunteers)\.spec\.ts$/,
  /** The next season, once: its own preview, in 2026, with the build hook on. */
  seasons: /\/seasons\.spec\.ts$/,
};
const PHONE = /@phone/;

type Device = (typeof devices)[string] & { channel?: string };

/** A device descriptor without a branded channel (Chrome), so the executablePath above is used. */
function withoutChannel(name: string): Device {
  const descriptor = devices[name];
  if (!descriptor) throw new Error(`Unknown Playwright device: ${name}`);
  const device: Device = { ...descriptor };
  delete device.channel;
  return device;
}

/** Desktop Chrome against the preview of `project`. */
const desktop = (project: E2eProject) => ({
  ...withoutChannel("Desktop Chrome"),
  browserName: "chromium" as const,
  launchOptions,
  baseURL: serverUrl(project),
});

/** A phone (Pixel 7) against the preview of `project`. */
const phone = (project: E2eProject) => ({
  ...withoutChannel("Pixel 7"),
  browserName: "chromium" as const,
  launchOptions,
  baseURL: serverUrl(project),
});

/** What the preview of `project` is started with (the clock, its store, its local GroupMe). */
function previewOf(project: E2eProject) {
  const server = E2E_SERVERS[project];
  return {
    port: server.port,
    env: {
      SITE_URL: E2E_SITE_URL,
      PREVIEW_STATE_DIR: `.netlify/e2e-preview-${project}`,
      FUNCTIONS_RUNTIME: server.functions,
      // Monday 15 Sep 2025, noon in Kyle: the next event is Tuesday's practice.
      APP_NOW: "2025-09-15T12:00:00-05:00",
      APP_ENV: "development",
      GROUPME_API_URL: `http://127.0.0.1:${String(server.groupMePort)}/v3`,
      GROUPME_ACCESS_TOKEN: FAKE_GROUPME_TOKEN,
      // The next season's spec: Tuesday 20 Jan 2026, Fall 2025 over; its pages are built again
      // from the store when the season starts.
      ...(project === "seasons" ? { APP_NOW: "2026-01-20T12:00:00-06:00", PREVIEW_BUILD_HOOK: "on" } : {}),
    },
  };
}

/** Where tests/e2e/start-previews.mjs answers once every preview is up. */
const READY_PORT = E2E_SERVERS[E2E_PROJECTS[0]].port - 1000;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // Three projects at a time (on two cores three kept both busy; four ran slower); within a
  // project one file at a time (each project's `workers: 1`), because a coach logout ends every
  // coach session of its preview.
  workers: 3,
  // The JSON report feeds the one-line summary CI prints (scripts/test-summary.mjs).
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Playwright empties its outputDir on start; keep it apart from vitest's report.
  outputDir: "test-results/playwright",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions,
    // A trace records screenshots all through every test, which took half the browser's CPU time
    // here; CI keeps only the log, so it records none. Locally a failed test keeps its trace.
    trace: isCI ? "off" : "retain-on-failure",
  },
  // In the order of tests/e2e/servers.ts, which says why: the next free worker takes the next.
  projects: [
    { name: "seasons", testMatch: SPECS.seasons, workers: 1, use: desktop("seasons") },
    {
      name: "desktop-admin",
      testMatch: SPECS.admin,
      grepInvert: PHONE,
      workers: 1,
      use: desktop("desktop-admin"),
    },
    {
      name: "desktop-a11y",
      testMatch: SPECS.a11y,
      grepInvert: PHONE,
      workers: 1,
      use: desktop("desktop-a11y"),
    },
    {
      name: "desktop",
      testIgnore: [API_SPECS, SPECS.admin, SPECS.a11y, SPECS.publicPages, SPECS.coach, SPECS.seasons],
      grepInvert: PHONE,
      workers: 1,
      use: desktop("desktop"),
    },
    {
      name: "desktop-coach",
      testMatch: SPECS.coach,
      grepInvert: PHONE,
      workers: 1,
      use: desktop("desktop-coach"),
    },
    {
      name: "desktop-pages",
      testMatch: SPECS.publicPages,
      grepInvert: PHONE,
      workers: 1,
      use: desktop("desktop-pages"),
    },
    // What depends on the viewport, from any spec: on a phone, once.
    { name: "phone", testIgnore: [API_SPECS, SPECS.seasons], grep: PHONE, workers: 1, use: phone("phone") },
    {
      name: "netlify-runtime",
      testMatch: NETLIFY_RUNTIME_SPECS,
      workers: 1,
      use: { baseURL: serverUrl("netlify-runtime") },
    },
    // HTTP-level checks of the API: once, not once per device.
    {
      name: "api",
      testMatch: API_SPECS,
      testIgnore: NETLIFY_RUNTIME_SPECS,
      workers: 1,
      use: { baseURL: serverUrl("api") },
    },
  ],
  webServer: {
    // Builds once (unless `npm test` has just built it for this run: E2E_BUILT), then starts every
    // project's preview (or those of the projects the run names) side by side, each from its own
    // copy with an empty store seeded from content/ (--fresh).
    command: `${process.env.E2E_BUILT ? "" : "npm run build && "}node tests/e2e/start-previews.mjs`,
    env: {
      // The address the build bakes into the pages.
      SITE_URL: E2E_SITE_URL,
      E2E_PREVIEWS: JSON.stringify(projectsAsked(process.argv).map(previewOf)),
      E2E_READY_PORT: String(READY_PORT),
    },
    url: `http://127.0.0.1:${String(READY_PORT)}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
