/**
 * The Chromium every browser of this project runs in (Playwright's tests, the bench's page loads and
 * Lighthouse runs), and the flags each starts with: no sandbox (containers), no GPU, and nothing
 * fetched in the background (updates, sync, QUIC probes).
 *
 * Where it is found, first match wins: `CHROMIUM_PATH` (any Chromium or Chrome), Debian's
 * `/usr/bin/chromium`, then the one `npx playwright install chromium` downloads. A `CHROMIUM_PATH`
 * that names no file is an error rather than a reason to look elsewhere: it says which browser the
 * person meant.
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
      : { problem: `CHROMIUM_PATH is ${named}, where there is no file: point it at a Chromium or Chrome.` };
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

/** Where this machine looks after `CHROMIUM_PATH`: Debian's package, then Playwright's download. */
export function chromiumFallbacks(): string[] {
  return [DEBIAN_CHROMIUM, chromium.executablePath()];
}

/** This machine's Chromium; throws the sentence of `searchChromium` when there is none. */
export function findChromium(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const search = searchChromium(env, chromiumFallbacks());
  if ("problem" in search) throw new Error(search.problem);
  return search.found;
}
