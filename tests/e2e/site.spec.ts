/**
 * The public pages in a real Chromium, desktop and phone, against the production build with the
 * clock fixed at Monday 15 Sep 2025, 12:00 CDT (playwright.config.ts, APP_NOW).
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, tryAgainAfterLoadError } from "./fixtures";
import { E2E_SITE_URL } from "./servers";

/**
 * The event the Next Event card must show at APP_NOW, worked out from content/: the parent meeting
 * (Tue 9 Sep) and Time TBA picture day (Sat 13 Sep, over at midnight UTC) are past, the first game
 * is Sat 20 Sep, and practices.json plans Tuesdays and Thursdays 18:30-19:45 from 9 Sep, so the next
 * is Tuesday 16 Sep 2025 (23:30Z-00:45Z, shown in Chicago time).
 */
const NEXT_EVENT = {
  title: "Practice",
  date: "Sep 16, 2025",
  time: "6:30 PM - 7:45 PM",
  location: "Hays Youth Sports Complex, Field 5 West, 100 Hays Youth Drive",
};

const LOADING_TEXT = "Loading next event...";

const nextEventCard = (page: Page) => page.getByRole("region", { name: "Next Event" });

async function expectNextEventShown(page: Page): Promise<void> {
  const card = nextEventCard(page);
  await expect(card.getByText(NEXT_EVENT.date, { exact: true })).toBeVisible();
  await expect(card.getByRole("heading", { level: 3, name: NEXT_EVENT.title, exact: true })).toBeVisible();
  await expect(card.getByText(NEXT_EVENT.time, { exact: true })).toBeVisible();
  await expect(card.getByText(NEXT_EVENT.location, { exact: true })).toBeVisible();
  await expect(card.getByText(LOADING_TEXT)).toHaveCount(0);
  await expect(card.getByRole("alert")).toHaveCount(0);
}

test.describe("home page", () => {
  test("answers 200 with the page metadata", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(/Hays Lightning/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Hays Lightning/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL("/", E2E_SITE_URL).toString(),
    );
  });

  test("shows the team name and the hero links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Hays Lightning" })).toBeVisible();

    const hero = page.getByRole("region", { name: "Hays Lightning" });
    await expect(hero.getByRole("link", { name: "View Schedule" })).toHaveAttribute("href", "/schedule");
    await expect(hero.getByRole("link", { name: "Subscribe to Calendar" })).toHaveAttribute(
      "href",
      "#calendar",
    );
    await expect(hero.getByRole("link", { name: "Contact Coach" })).toHaveAttribute("href", "/contact");
  });

  test("renders the Next Event island as loading, then hydrates it with the next practice", async ({
    page,
  }) => {
    const response = await page.goto("/");
    // What the server sent, before any script ran: the island's loading state, no event yet.
    const html = (await response?.text()) ?? "";
    const island = /<astro-island\b[^>]*>([\s\S]*?)<\/astro-island>/.exec(html)?.[1];
    expect(island, "the server-rendered <astro-island> of Next Event").toBeDefined();
    expect(island, "the island's server-rendered HTML").toContain(LOADING_TEXT);
    expect(island).not.toContain(NEXT_EVENT.date);

    await expectNextEventShown(page);
  });

  test("shows an error with Try again when the events API fails, and recovers", async ({
    page,
    failOnce,
  }) => {
    await failOnce("**/api/events/upcoming");

    await page.goto("/");
    const card = nextEventCard(page);
    await expect(card.getByRole("alert")).toBeVisible();
    await tryAgainAfterLoadError(card);
    await expectNextEventShown(page);
  });
});

test.describe("navigation", () => {
  test("desktop: the Main navigation has 6 links with Home current", async ({ page }) => {
    await page.goto("/");

    const main = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(main).toBeVisible();
    await expect(main.getByRole("link")).toHaveCount(6);
    await expect(main.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(main.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeHidden();
  });

  test("mobile: the bottom bar shows Home, Schedule, Posts and Info", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");

    const bar = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link")).toHaveText(["Home", "Schedule", "Posts", "Info"]);
    for (const name of ["Home", "Schedule", "Posts", "Info"]) {
      await expect(bar.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(bar.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
  });

  test("the footer links to the coach login", async ({ page }) => {
    await page.goto("/");
    const login = page.getByRole("contentinfo").getByRole("link", { name: "Coach login" });
    await expect(login).toHaveAttribute("href", "/admin-login");
  });

  test("the first Tab reaches the skip link, which moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(page.locator("#main")).toBeFocused();
  });
});

test("an unknown path answers 404 with the not-found page", async ({ page, allowConsoleErrors }) => {
  // Chromium logs a document answered with 404 as a failed resource load.
  allowConsoleErrors(/^Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
});

test("GET /api/health reports the store reachable", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, store: { reachable: true } });
});

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  test("home page, once the Next Event island has loaded", async ({ page }) => {
    await page.goto("/");
    await expectNextEventShown(page);
    await expectNoAxeViolations(page);
  });

  test("404 page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/^Failed to load resource: the server responded with a status of 404/);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
