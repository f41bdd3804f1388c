/**
 * The e2e `test`: fails a test when any page logged a console error or threw (as epic-stack does
 * for unit tests). The site runs under a strict, hashed Content-Security-Policy and Chromium
 * reports a blocked script or style as a console error, so a green test also means the page
 * worked under that policy. Plus `expectNoAxeViolations` (starlight `docs/__a11y__`).
 */
import axe from "axe-core";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";

export { expect };

/** Every page the site builds, public and coach. */
export const SITE_PAGES = [
  "/",
  "/schedule",
  "/team-info",
  "/roster",
  "/posts",
  "/contact",
  "/chat",
  "/admin-login",
  "/admin",
  "/admin/season",
  "/snacks/manage",
  "/family",
  "/seasons",
];

/** The game the runtime race test (runtime.api.spec.ts) signs up for; page tests leave it open. */
export const RACE_GAME = "game-2025-11-01";

/** The game the coach's page tests sign up for (admin.spec.ts); no other page test does. */
export const ADMIN_GAME = "game-2025-10-25";

/**
 * Signs the page's browser context in as the coach through the API (the cookie lands in the
 * context), e.g. with `{ "X-Forwarded-For": … }` for a client address of the test's own.
 */
export async function signInAsCoach(page: Page, headers: Record<string, string> = {}): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD },
    headers,
  });
  expect(response.status()).toBe(200);
}

declare global {
  interface Window {
    layoutShift: number;
    /** axe-core, once `expectNoAxeViolations` has put it in the page. */
    axe?: typeof axe;
    /** The document's CSP violations, once `watchCspViolations` watches them. */
    cspViolations?: CspViolation[];
  }
}

/** Sums the page's layout shifts not caused by input, from its first frame (Chrome's CLS entries). */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** What `recordLayoutShift` summed, once the browser has reported the frames after the last update. */
export async function layoutShiftOf(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  return page.evaluate(() => window.layoutShift);
}

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records every Content-Security-Policy violation of every document the page opens, from before
 * its first script (`cspViolations` reads them).
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

/** The violations `watchCspViolations` has recorded in the page's current document. */
export const cspViolations = (page: Page): Promise<CspViolation[]> =>
  page.evaluate(() => window.cspViolations ?? []);

/**
 * Holds every request matching `url` (e.g. `"**\/api/**"`) until the returned function is called,
 * then lets it through to a handler routed before this one (a faked answer) or else to the server.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.fallback();
  });
  return release;
}

/**
 * Answers requests matching `url` (e.g. `"**\/api/posts"`) with the API's 500, as a function that
 * failed would: the first `times` of them, or every one.
 */
export async function failWith500(page: Page, url: string, options: { times?: number } = {}): Promise<void> {
  await page.route(
    url,
    (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: "internal", message: "Something went wrong on our side." } },
      }),
    options,
  );
}

/** Checks the error a section (`scope`) shows when its data failed to load, then clicks its Try again. */
export async function tryAgainAfterLoadError(scope: Page | Locator): Promise<void> {
  const alert = scope.getByRole("alert");
  await expect(alert).toContainText("Something went wrong loading this. Please try again.");
  await alert.getByRole("button", { name: "Try again" }).click();
}

/** Brings every island into view (some hydrate only when visible), then waits until none is left unhydrated. */
export async function expectIslandsHydrated(page: Page): Promise<void> {
  const islands = page.locator("astro-island");
  const count = await islands.count();
  for (let index = 0; index < count; index += 1) await islands.nth(index).scrollIntoViewIfNeeded();
  // Astro removes `ssr` from an island once its component has hydrated. The notification area
  // waits for the page's first toast (`client:toast`), so it is left out until one is shown.
  await expect(page.locator('astro-island[ssr]:not([client="toast"])')).toHaveCount(0);
}

type ConsoleProblem = { kind: "console.error" | "pageerror"; url: string; text: string };

export type E2eFixtures = {
  /**
   * Console errors a test expects, e.g. `allowConsoleErrors(/status of 500/)` when it makes the
   * API fail on purpose (Chromium logs every failed request). Page errors are never allowed.
   */
  allowConsoleErrors: (pattern: RegExp) => void;
  /**
   * Answers the first request matching `url` with the API's 500 (`failWith500`), and allows the
   * console error Chromium logs for it: a load that fails once, for a test of Try again.
   */
  failOnce: (url: string) => Promise<void>;
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: undefined;
};

export const test = base.extend<E2eFixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },

  allowConsoleErrors: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => {
      allowedConsoleErrors.push(pattern);
    });
  },

  failOnce: async ({ page, allowConsoleErrors }, use) => {
    await use(async (url) => {
      allowConsoleErrors(/^Failed to load resource: the server responded with a status of 500/);
      await failWith500(page, url, { times: 1 });
    });
  },

  failOnConsoleErrors: [
    async ({ context, allowedConsoleErrors }, use, testInfo) => {
      const problems: ConsoleProblem[] = [];
      // Context-wide events cover every page the test opens, popups included.
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url, lineNumber } = message.location();
        problems.push({
          kind: "console.error",
          url: url ? `${url}:${String(lineNumber)}` : "",
          text: message.text(),
        });
      });
      context.on("weberror", (webError) => {
        const error = webError.error();
        problems.push({
          kind: "pageerror",
          url: webError.page()?.url() ?? "",
          text: error.stack ?? error.message,
        });
      });

      await use(undefined);

      const unexpected = problems.filter(
        (problem) =>
          problem.kind === "pageerror" || !allowedConsoleErrors.some((pattern) => pattern.test(problem.text)),
      );
      if (unexpected.length > 0) {
        const summary = unexpected
          .map((p) => `- [${p.kind}] ${p.text}${p.url ? ` (${p.url})` : ""}`)
          .join("\n");
        await testInfo.attach("console-errors", { body: summary, contentType: "text/plain" });
        throw new Error(`The page logged ${String(unexpected.length)} unexpected error(s):\n${summary}`);
      }
    },
    { auto: true },
  ],
});

/** The rules every axe run checks: WCAG 2.0 and 2.1, levels A and AA. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is now, or on the part `scope` selects (e.g.
 * `"#field-alert"`), and fails with a readable list.
 *
 * axe-core itself, in the page: its source is evaluated once per document (through the DevTools
 * protocol, which the page's Content-Security-Policy does not govern) and `axe.run` reports the
 * violations alone. @axe-core/playwright's `analyze()` found the same violations in five to ten
 * times the time (1.6 to 3.5 s a page against 0.1 to 0.5 s here): it evaluates the 1.5 MB source
 * again on every call, serialises every passing node, and opens a second page to put the results
 * together. The site's one frame is the field's third-party map: axe checks the frame element (its
 * title), not the map inside it.
 */
export async function expectNoAxeViolations(page: Page, scope?: string): Promise<void> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, scope }): Promise<AxeViolation[]> => {
      if (!window.axe) throw new Error("axe-core did not load in the page");
      const results = await window.axe.run(scope ?? document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
        iframes: false,
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    },
    { tags: AXE_TAGS, scope },
  );
  expect(
    violations,
    `axe found violations on ${page.url()}:\n${violations
      .map((v) => `- ${v.id} (${v.impact ?? "n/a"}): ${v.help}\n    ${v.targets.join("\n    ")}`)
      .join("\n")}`,
  ).toEqual([]);
}
