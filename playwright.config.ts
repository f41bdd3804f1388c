/**
 * End-to-end tests in a real Chromium against the production build served the way Netlify serves
 * it (scripts/preview.mjs: static files with their headers, functions, a local Blobs store).
 * Offline machine: Debian's Chromium, never a downloaded browser.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";
import { FAKE_GROUPME_TOKEN, fakeGroupMePort } from "./tests/support/fake-groupme";

const PORT = process.env.E2E_PORT ?? "4599";
const baseURL = `http://localhost:${PORT}`;
/** The local GroupMe that tests/e2e/global-setup.ts starts; the preview's functions talk to it. */
const FAKE_GROUPME_PORT = String(fakeGroupMePort());
const isCI = Boolean(process.env.CI);

const launchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

const API_SPECS = /\.api\.spec\.ts$/;

type Device = (typeof devices)[string] & { channel?: string };

/** A device descriptor without a branded channel (Chrome), so the executablePath above is used. */
function withoutChannel(name: string): Device {
  const descriptor = devices[name];
  if (!descriptor) throw new Error(`Unknown Playwright device: ${name}`);
  const device: Device = { ...descriptor };
  delete device.channel;
  return device;
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // One at a time: a coach logout ends every coach session, and the machine has two cores.
  workers: 1,
  // The JSON report feeds the one-line summary CI prints (scripts/test-summary.mjs).
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Playwright empties its outputDir on start; keep it apart from vitest's report.
  outputDir: "test-results/playwright",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: API_SPECS,
      use: { ...withoutChannel("Desktop Chrome"), browserName: "chromium", launchOptions },
    },
    {
      name: "mobile",
      testIgnore: API_SPECS,
      use: { ...withoutChannel("Pixel 7"), browserName: "chromium", launchOptions },
    },
    // HTTP-level checks of the API through the local runtime: once, not once per device.
    { name: "api", testMatch: API_SPECS },
  ],
  webServer: {
    // --fresh: the preview runs from its own copy with an empty Blobs store, seeded from content/.
    command: "npm run build && node scripts/preview.mjs --fresh",
    env: {
      PORT,
      PREVIEW_STATE_DIR: ".netlify/e2e-preview",
      // Monday 15 Sep 2025, noon in Kyle: the next event is Tuesday's practice.
      APP_NOW: "2025-09-15T12:00:00-05:00",
      APP_ENV: "development",
      GROUPME_API_URL: `http://127.0.0.1:${FAKE_GROUPME_PORT}/v3`,
      GROUPME_ACCESS_TOKEN: FAKE_GROUPME_TOKEN,
    },
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
