/**
 * End-to-end tests in a real Chromium against the production build served the way Netlify serves
 * it (scripts/preview.mjs: static files with their headers, functions, a local Blobs store).
 * Offline machine: Debian's Chromium, never a downloaded browser.
 *
 * One build, one preview per project (tests/e2e/servers.ts), each from its own copy with its own
 * store; each project runs its files one at a time, as one parent or coach would, and two projects
 * run at once. The pages and the API run against the functions warm in the preview's process
 * (milliseconds a call); the `netlify-runtime` project runs against Netlify's own local runtime,
 * which bundles a function and starts a new worker for every request (about a second each), for
 * what only that runtime shows: the headers it sends, and that workers sharing no memory still lose
 * no write.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";
import { FAKE_GROUPME_TOKEN } from "./tests/support/fake-groupme";
import { E2E_PROJECTS, E2E_SERVERS, E2E_SITE_URL, serverUrl, type E2eProject } from "./tests/e2e/servers";

const isCI = Boolean(process.env.CI);

const launchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

const API_SPECS = /\.api\.spec\.ts$/;
/** The desktop specs that sign the coach in most, in a project (and preview) of their own. */
const COACH_SPECS = /(admin|a11y|backup)\.spec\.ts$/;
/** What only Netlify's per-request runtime shows: its headers, and isolated workers racing. */
const NETLIFY_RUNTIME_SPECS = /(runtime|security-headers)\.api\.spec\.ts$/;

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

/** The preview of `project`: `--fresh` starts it from its own copy with an empty store, seeded from content/. */
function preview(project: E2eProject, index: number) {
  const server = E2E_SERVERS[project];
  return {
    // The first builds the site; the others start after it (Playwright starts them in order).
    command: `${index === 0 ? "npm run build && " : ""}node scripts/preview.mjs --fresh`,
    env: {
      PORT: String(server.port),
      SITE_URL: E2E_SITE_URL,
      PREVIEW_STATE_DIR: `.netlify/e2e-preview-${project}`,
      FUNCTIONS_RUNTIME: server.functions,
      // Monday 15 Sep 2025, noon in Kyle: the next event is Tuesday's practice.
      APP_NOW: "2025-09-15T12:00:00-05:00",
      APP_ENV: "development",
      GROUPME_API_URL: `http://127.0.0.1:${String(server.groupMePort)}/v3`,
      GROUPME_ACCESS_TOKEN: FAKE_GROUPME_TOKEN,
    },
    url: `${serverUrl(project)}/api/health`,
    timeout: index === 0 ? 180_000 : 60_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // Two projects at a time on two cores; within a project one file at a time (each project's
  // `workers: 1`), because a coach logout ends every coach session of its preview. Projects are
  // listed longest first, so the last to start are the short ones.
  workers: 2,
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
  projects: [
    // Desktop in two projects, each with its own preview, so that half of it runs beside the phone.
    {
      name: "chromium-coach",
      testMatch: COACH_SPECS,
      workers: 1,
      use: desktop("chromium-coach"),
    },
    {
      name: "mobile",
      testIgnore: API_SPECS,
      workers: 1,
      use: {
        ...withoutChannel("Pixel 7"),
        browserName: "chromium",
        launchOptions,
        baseURL: serverUrl("mobile"),
      },
    },
    {
      name: "chromium",
      testIgnore: [API_SPECS, COACH_SPECS],
      workers: 1,
      use: desktop("chromium"),
    },
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
  webServer: E2E_PROJECTS.map((project, index) => preview(project, index)),
});
