import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { chromiumFallbacks, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, searchChromium } from "./chromium.ts";

const PLAYWRIGHTS = "/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
const FALLBACKS = [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM, PLAYWRIGHTS];
const NO_CHROMIUM =
  /^No Chromium for the end-to-end tests: install one with `apt-get install chromium` on Debian/;

describe("searchChromium", () => {
  it.each<{ case: string; env: Record<string, string>; present: string[]; answer: RegExp | string }>([
    {
      case: "CHROMIUM_PATH first",
      env: { CHROMIUM_PATH: "/opt/chrome/chrome" },
      present: ["/opt/chrome/chrome", DEBIAN_CHROMIUM],
      answer: "/opt/chrome/chrome",
    },
    {
      case: "then Debian's headless shell",
      env: {},
      present: FALLBACKS,
      answer: DEBIAN_HEADLESS_SHELL,
    },
    {
      case: "then Debian's package",
      env: {},
      present: [DEBIAN_CHROMIUM, PLAYWRIGHTS],
      answer: DEBIAN_CHROMIUM,
    },
    { case: "then Playwright's download", env: {}, present: [PLAYWRIGHTS], answer: PLAYWRIGHTS },
    {
      case: "a blank CHROMIUM_PATH as unset",
      env: { CHROMIUM_PATH: " " },
      present: [PLAYWRIGHTS],
      answer: PLAYWRIGHTS,
    },
    { case: "none there", env: {}, present: [], answer: NO_CHROMIUM },
    {
      // The person meant that browser: saying so beats quietly testing in another.
      case: "a CHROMIUM_PATH that names no file, whatever else is there",
      env: { CHROMIUM_PATH: "/nowhere/chromium" },
      present: FALLBACKS,
      answer: /^CHROMIUM_PATH is \/nowhere\/chromium, where there is no file/,
    },
  ])("$case", ({ env, present, answer }) => {
    const search = searchChromium(env, FALLBACKS, (path) => present.includes(path));
    if (typeof answer === "string") expect(search).toEqual({ found: answer });
    else expect("problem" in search ? search.problem : search.found).toMatch(answer);
  });
});

describe("chromiumFallbacks", () => {
  it("puts the headless shell first for the tests, and leaves it out for the full browser", () => {
    expect(chromiumFallbacks().slice(0, 2)).toEqual([DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]);
    expect(chromiumFallbacks({ fullBrowser: true })[0]).toBe(DEBIAN_CHROMIUM);
    expect(chromiumFallbacks({ fullBrowser: true })).not.toContain(DEBIAN_HEADLESS_SHELL);
  });
});

describe("npm test without a Chromium", () => {
  it("says how to get one in one sentence and exits 1 before anything runs", () => {
    const run = spawnSync("npm", ["test", "--silent"], {
      env: { ...process.env, CHROMIUM_PATH: "/nowhere/chromium" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "CHROMIUM_PATH is /nowhere/chromium, where there is no file: point it at a Chromium or Chrome " +
        "(`apt-get install chromium` on Debian, `npx playwright install chromium` elsewhere).",
    );
    expect(run.stdout).not.toContain("npm run lint");
  });
});
