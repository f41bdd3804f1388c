/**
 * Debian's Chromium (`npx playwright install` cannot run offline) and the flags every Chromium of
 * this project starts with: Playwright's tests and the bench's page loads and Lighthouse runs. No
 * sandbox (containers), no GPU, and nothing fetched in the background (updates, sync, QUIC probes).
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
