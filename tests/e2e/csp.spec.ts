/**
 * Every page works under its strict Content-Security-Policy in a real Chromium, and the browser
 * reports no violation at all (the `securitypolicyviolation` events of the document, on top of the
 * console errors the fixture already refuses). Every page once its islands have hydrated is
 * checked in a11y.spec.ts, in the same visit as axe; here are the rest: the notification area that
 * hydrates with the first toast, the 404 page, the OpenStreetMap frame `frame-src` allows, that the
 * watch does see a violation, and the coach's views.
 */
import type { Page } from "@playwright/test";
import {
  cspViolations as violations,
  expect,
  expectIslandsHydrated,
  signInAsCoach,
  test,
  watchCspViolations,
} from "./fixtures";

/** This file's own client address for signing in, so the login rate limit never couples it to another. */
const signIn = (page: Page) => signInAsCoach(page, { "X-Forwarded-For": "198.51.100.81" });

test.beforeEach(async ({ page }) => {
  await watchCspViolations(page);
  // The map is the only third-party content; the machine is offline, so OpenStreetMap is stood in for.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Map</title><p>Map of the field</p>",
    }),
  );
});

test("the notification area hydrates with the page's first toast with no CSP violation", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"code":"internal","message":"Oops"}}',
    }),
  );
  await page.goto("/contact");
  const waiting = page.locator('astro-island[client="toast"]');
  await expect(waiting).toHaveAttribute("ssr", "");
  await page.getByRole("textbox", { name: "Name" }).fill("Jordan Lopez");
  await page.getByRole("textbox", { name: "Email" }).fill("jordan@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("Is practice on Thursday?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("alert")).not.toBeEmpty();
  await expect(waiting).not.toHaveAttribute("ssr");
  expect(await violations(page)).toEqual([]);
});

test("the 404 page shows with no CSP violation", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expectIslandsHydrated(page);
  expect(await violations(page)).toEqual([]);
});

test("the home page's map of the field loads in its frame: frame-src allows OpenStreetMap", async ({
  page,
}) => {
  await page.goto("/");
  const map = page.locator('iframe[src^="https://www.openstreetmap.org/"]');
  await map.scrollIntoViewIfNeeded();
  await expect(
    page.frameLocator('iframe[src^="https://www.openstreetmap.org/"]').getByText("Map of the field"),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the watch does see a violation: an injected inline script is blocked and reported", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/inline script violates the following Content Security Policy directive/);
  await page.goto("/chat");
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.injectedRan = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return "injectedRan" in window;
  });
  expect(ran).toBe(false);
  expect(await violations(page)).toEqual([
    expect.objectContaining({
      directive: expect.stringMatching(/^script-src/),
      blocked: "inline",
    }),
  ]);
});

test.describe("the coach's views", () => {
  test("/admin: every tab and its lazily loaded code run with no CSP violation", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin");
    await expectIslandsHydrated(page);
    for (const name of ["Overview", "Events", "Snacks", "Posts", "Players", "Messages"]) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(page.getByRole("tabpanel").getByText(/^Loading /)).toHaveCount(0);
    }
    expect(await violations(page)).toEqual([]);
  });

  for (const path of ["/roster", "/posts"]) {
    test(`${path}: the coach's controls load with no CSP violation`, async ({ page }) => {
      await signIn(page);
      // The login page sets the coach's flags for the public pages, as in real use.
      await page.goto("/admin-login");
      await expect(page.getByRole("heading", { name: "Already Logged In" })).toBeVisible();
      await page.goto(path);
      await expectIslandsHydrated(page);
      await expect(page.getByRole("button", { name: /Add Player|Create Post/ })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
