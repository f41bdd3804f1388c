/**
 * The Chromium every browser of this project runs in (Playwright's tests, the bench's page loads and
 * Lighthouse runs), and the flags each starts with: no sandbox (containers), no GPU, and nothing
 * fetched in the background (updates, sync, QUIC probes).
 *
 * Where it is found, first match wins: `CHROMIUM_PATH` (any Chromium or Chrome), Debian's
 * headless shell `/usr/bin/chromium-headless-shell` (for the tests), Debian's `/usr/bin/chromium`,
 * then the one `npx playwright install chromium` downloads. A `CHROMIUM_PATH` that names no file is
 * an error rather than a reason to look elsewhere: it says which browser the person meant.
 *
 * The headless shell is Chromium's old headless mode as a browser of its own, the one Playwright
 * itself runs headless tests in: no browser window behind the page. On this machine's two cores
 * the end-to-end run took 450 s in it against 569 s in the full browser (busy time 1,069 s
 * against 1,410 s), with the same 233 tests passing. The bench's page loads and Lighthouse runs
 * keep the full browser, the one parents have.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's package (`apt-get install chromium`). */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** Debian's headless shell (`apt-get install chromium-headless-shell`). */
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export type ChromiumSearch = { found: string } | { problem: string };

/**
 * Where Chromium is: `CHROMIUM_PATH` from `env`, else the first of `fallbacks` that `exists`, e.g.
 * `{ found: "/usr/bin/chromium" }`, or the one sentence that says how to get one.
 */
export function searchChromium(
  env: Readonly<Record<string, string | undefined>>,
  fallbacks: readonly string[],
  exists: (path: string) => boolean = existsSync,
): ChromiumSearch {
  const named = env.CHROMIUM_PATH?.trim();
  if (named) {
    return exists(named)
      ? { found: named }
      : {
          problem:
            `CHROMIUM_PATH is ${named}, where there is no file: point it at a Chromium or Chrome ` +
            "(`apt-get install chromium` on Debian, `npx playwright install chromium` elsewhere).",
        };
  }
  const found = fallbacks.find((path) => exists(path));
  return found
    ? { found }
    : {
        problem:
          "No Chromium for the end-to-end tests: install one with `apt-get install chromium` on Debian or " +
          "`npx playwright install chromium` elsewhere, or set CHROMIUM_PATH to one you have.",
      };
}

/**
 * Where this machine looks after `CHROMIUM_PATH`: Debian's headless shell (unless `fullBrowser`),
 * Debian's package, then Playwright's download.
 */
export function chromiumFallbacks({ fullBrowser = false } = {}): string[] {
  return [...(fullBrowser ? [] : [DEBIAN_HEADLESS_SHELL]), DEBIAN_CHROMIUM, chromium.executablePath()];
}

/**
 * This machine's Chromium (`fullBrowser`: never the headless shell); throws the sentence of
 * `searchChromium` when there is none.
 */
export function findChromium(
  env: Readonly<Record<string, string | undefined>> = process.env,
  { fullBrowser = false } = {},
): string {
  const search = searchChromium(env, chromiumFallbacks({ fullBrowser }));
  if ("problem" in search) throw new Error(search.problem);
  return search.found;
}
