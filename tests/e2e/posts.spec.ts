/**
 * Team Announcements (/posts) in a real Chromium against the production build, the store seeded
 * from content/posts.json, the clock at Monday 15 Sep 2025 (playwright.config.ts).
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";
import { expect, expectNoAxeViolations, test, tryAgainAfterLoadError } from "./fixtures";
import { E2E_SITE_URL } from "./servers";

type SeedPost = {
  id: string;
  title: string;
  content: string;
  status: string;
  tags: string[];
  createdAt: string;
};

const seed = JSON.parse(
  readFileSync(new URL("../../content/posts.json", import.meta.url), "utf8"),
) as SeedPost[];
const published = seed
  .filter((post) => post.status === "published")
  .sort((left, right) => right.createdAt.localeCompare(left.createdAt));
const draft = seed.find((post) => post.status === "draft");

function seeded(id: string): SeedPost {
  const post = seed.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`content/posts.json has no post ${id}`);
  return post;
}

/** A written excerpt, a bold line and a plain-URL link once expanded. */
const FIRST_GAME = seeded("post-first-game-day");
/** No excerpt and 378 characters: collapsed, it is cut at the paragraph ending "sports drinks.". */
const SNACKS = seeded("post-snack-schedule");
const JERSEYS = seeded("post-jersey-pickup");
const WELCOME = seeded("post-welcome-fall-2025");

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const toggleOf = (article: Locator) => article.getByRole("button", { name: /^Read (More|Less)$/ });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search posts" });
const tagFilter = (page: Page) => page.getByRole("combobox", { name: "Tag" });

/** The text region a card's Read More button controls. */
async function bodyOf(article: Locator): Promise<Locator> {
  const id = await toggleOf(article).getAttribute("aria-controls");
  expect(id, "Read More names the text it controls").toBeTruthy();
  return article.locator(`[id="${id ?? ""}"]`);
}

async function gotoPosts(page: Page, path = "/posts"): Promise<void> {
  await page.goto(path);
  await expect(card(page, FIRST_GAME.title)).toBeVisible();
}

test.describe("the page", () => {
  test("answers 200 with its title, metadata and the loading state in the prerendered island", async ({
    page,
  }) => {
    const response = await page.goto("/posts");
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? "";
    const island = /<astro-island\b[^>]*>([\s\S]*?)<\/astro-island>/.exec(html)?.[1] ?? "";
    expect(island).toContain("Loading posts...");
    expect(island).not.toContain(FIRST_GAME.title);
    expect(html).not.toMatch(/\sstyle="/);

    await expect(page).toHaveTitle("Team Announcements | Hays Lightning");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Hays Lightning/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /team announcements/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Team Announcements | Hays Lightning",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL("/posts", E2E_SITE_URL).toString(),
    );
    await expect(page.getByRole("heading", { level: 1, name: "Team Announcements" })).toBeVisible();
    await expect(page.getByText("News and updates from the coach, Fall 2025 season")).toBeVisible();
    const welcome = page.getByRole("region", { name: "Welcome Parents!" });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole("link", { name: /Send the coach a message/ })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("shows every published seeded post, newest first, and never the draft", async ({ page }) => {
    await gotoPosts(page);
    for (const post of published) {
      const article = card(page, post.title);
      await expect(article).toBeVisible();
      await expect(article.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(post.tags);
    }
    if (draft) await expect(card(page, draft.title)).toHaveCount(0);

    const titles = await page
      .getByRole("article")
      .evaluateAll((articles) => articles.map((article) => article.querySelector("h3")?.textContent ?? ""));
    const seededTitles = published.map((post) => post.title);
    expect(titles.filter((title) => seededTitles.includes(title))).toEqual(seededTitles);

    // Older than a week at the fixed clock: a short date, without the year.
    await expect(card(page, JERSEYS.title).locator("time")).toHaveText("Sep 4");
    await expect(card(page, JERSEYS.title).locator("time")).toHaveAttribute("datetime", JERSEYS.createdAt);
    await expect(page.getByRole("status")).toHaveText(/^\d+ posts$/);

    // Each card's icon (and Read More's chevron) draws a symbol of the page's sprite
    // (PostKindSprite.astro), which has a drawing.
    const drawn = await page
      .getByRole("article")
      .locator("svg use")
      .evaluateAll((uses) =>
        uses.map(
          (use) => document.querySelector(use.getAttribute("href") ?? "#none")?.querySelector("path") != null,
        ),
      );
    expect(drawn.length).toBeGreaterThanOrEqual(titles.length);
    expect(drawn.every(Boolean)).toBe(true);
  });

  test("shows Try again when the posts cannot load, and recovers", async ({ page, failOnce }) => {
    await failOnce("**/api/posts");
    await page.goto("/posts");
    await tryAgainAfterLoadError(page);
    await expect(card(page, FIRST_GAME.title)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("says No announcements yet when there are no posts at all, with no axe violations", async ({
    page,
  }) => {
    await page.route("**/api/posts", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    await page.goto("/posts");
    await expect(page.getByRole("heading", { level: 3, name: "No announcements yet" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(tagFilter(page).getByRole("option")).toHaveText(["All tags"]);
    await expectNoAxeViolations(page);
  });
});

test.describe("search and tags", () => {
  test("search narrows by title or content, says No posts found for nonsense, and clears", async ({
    page,
  }) => {
    await gotoPosts(page);

    // A title, in other letter case.
    await search(page).fill("JERSEY PICKUP");
    await expect(card(page, JERSEYS.title)).toBeVisible();
    await expect(card(page, WELCOME.title)).toHaveCount(0);
    await expect(card(page, SNACKS.title)).toHaveCount(0);
    await expect(page).toHaveURL(/\/posts\?q=JERSEY\+PICKUP$/);
    await expect(page.getByRole("status")).toHaveText(/^\d+ of \d+ posts$/);

    // Only in a post's content, not in any title.
    await search(page).fill("pretzels");
    await expect(card(page, SNACKS.title)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);

    await search(page).fill("zzqx nothing like this");
    await expect(page.getByRole("heading", { level: 3, name: "No posts found" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(page).toHaveURL(/\/posts$/);
    for (const post of published) await expect(card(page, post.title)).toBeVisible();
  });

  test("the tag filter lists the published posts' tags, sorted, and shows only posts with that tag", async ({
    page,
  }) => {
    await gotoPosts(page);
    const options = await tagFilter(page).getByRole("option").allTextContents();
    expect(options[0]).toBe("All tags");
    const tags = options.slice(1);
    expect(tags).toEqual([...tags].sort((left, right) => left.localeCompare(right, "en-US")));
    for (const tag of new Set(published.flatMap((post) => post.tags))) expect(tags).toContain(tag);
    // Only the draft carries it.
    expect(tags).not.toContain("Weather");

    await tagFilter(page).selectOption("Uniform");
    await expect(card(page, JERSEYS.title)).toBeVisible();
    await expect(card(page, SNACKS.title)).toHaveCount(0);
    await expect(card(page, FIRST_GAME.title)).toHaveCount(0);
    for (const article of await page.getByRole("article").all()) {
      await expect(article.getByRole("list", { name: "Tags" })).toContainText("Uniform");
    }
    await expect(page).toHaveURL(/\/posts\?tag=Uniform$/);

    await tagFilter(page).selectOption({ label: "All tags" });
    await expect(card(page, SNACKS.title)).toBeVisible();
  });

  test("a shared link opens with its search and tag applied", async ({ page }) => {
    await page.goto("/posts?q=field&tag=Game+Update");
    await expect(card(page, FIRST_GAME.title)).toBeVisible();
    await expect(search(page)).toHaveValue("field");
    await expect(tagFilter(page)).toHaveValue("Game Update");
    await expect(card(page, JERSEYS.title)).toHaveCount(0);
  });
});

test.describe("cards", () => {
  test("Read More shows the whole post and Read Less the excerpt again, with no axe violations", async ({
    page,
  }) => {
    await gotoPosts(page);
    const article = card(page, FIRST_GAME.title);
    const toggle = toggleOf(article);
    const body = await bodyOf(article);

    await expect(toggle).toHaveText("Read More");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(body).toHaveText("Kickoff 9:00 AM on Field 5 West; please arrive by 8:30 AM to warm up.");
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(toggle).toHaveText("Read Less");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(body).toContainText("Go Lightning!");
    await expect(body.locator("strong")).toHaveText("Please arrive by 8:30 AM");
    const link = body.getByRole("link", { name: /field-status/ });
    await expect(link).toHaveAttribute("href", "https://www.example.org/league/field-status");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleName(
      "https://www.example.org/league/field-status (opens in a new tab)",
    );
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(body).not.toContainText("Go Lightning!");
  });

  test("a long post without an excerpt shows its first 300 characters cut at a paragraph", async ({
    page,
  }) => {
    await gotoPosts(page);
    const article = card(page, SNACKS.title);
    const body = await bodyOf(article);
    await expect(body).toContainText("Plan for about 15 people");
    await expect(body).toHaveText(/sports drinks\. …$/);
    await expect(body).not.toContainText("nut-free");

    await toggleOf(article).click();
    await expect(body).toContainText("Please keep everything nut-free");
    await expect(body).not.toContainText("…");
    await toggleOf(article).click();
    await expect(body).not.toContainText("nut-free");

    // A click on the text itself (its first words, no link there) toggles the card too.
    await body.click({ position: { x: 4, y: 4 } });
    await expect(toggleOf(article)).toHaveAttribute("aria-expanded", "true");
    await body.click({ position: { x: 4, y: 4 } });
    await expect(toggleOf(article)).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard: Tab reaches Read More and Enter expands the post", async ({ page }) => {
    await gotoPosts(page);
    const toggle = toggleOf(card(page, FIRST_GAME.title));
    await search(page).focus();
    for (let presses = 0; presses < 25; presses += 1) {
      if (await toggle.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("a post the coach writes with links", () => {
  const FIELD_STATUS = "https://www.example.org/league/field-status";
  const filler =
    "Warm-ups start on the far goal line, so park near the west entrance and walk straight across. " +
    "Bring a folding chair for the sideline; the bleachers fill up fast on Saturday mornings.";

  let title = "";
  let postId = "";

  async function signIn(request: APIRequestContext, origin: string): Promise<void> {
    const login = await request.post("/api/auth/login", {
      data: { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD },
      headers: { Origin: origin },
    });
    expect(login.status()).toBe(200);
  }

  test.beforeAll(async ({ playwright }, testInfo) => {
    const origin = testInfo.project.use.baseURL ?? "";
    const request = await playwright.request.newContext({ baseURL: origin });
    await signIn(request, origin);
    title = `Rain plan (${testInfo.project.name} ${String(Date.now())})`;
    const content = [
      `**Rain plan:** check ${FIELD_STATUS} before you leave home.`,
      "Directions are on [the league page](www.example.org/league-info).",
      filler,
      filler,
      '<a href="https://www.example.org/league-contacts" onclick="alert(1)">League contacts</a> and ' +
        '[not a link](javascript:alert(1)) and <script>alert("x")</script> stay safe.',
      "Go Lightning!",
    ].join("\n");
    const created = await request.post("/api/posts", {
      data: { title, content, excerpt: "", status: "published", authorId: "coach", tags: ["Field Info"] },
      headers: { Origin: origin },
    });
    expect(created.status()).toBe(201);
    postId = ((await created.json()) as { id: string }).id;
    await request.dispose();
  });

  test.afterAll(async ({ playwright }, testInfo) => {
    if (postId === "") return;
    const origin = testInfo.project.use.baseURL ?? "";
    const request = await playwright.request.newContext({ baseURL: origin });
    // Signs in again: a logout elsewhere in the run ends every earlier session.
    await signIn(request, origin);
    const deleted = await request.delete(`/api/posts/${postId}`, { headers: { Origin: origin } });
    expect(deleted.status()).toBe(204);
    await request.dispose();
  });

  test("clicking the card toggles it, clicking a link inside opens a new tab and does not", async ({
    page,
    context,
  }) => {
    await context.route("https://www.example.org/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>League</title>" }),
    );
    await gotoPosts(page);
    const article = card(page, title);
    const toggle = toggleOf(article);
    const body = await bodyOf(article);

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(body).toHaveText(/…$/);
    await expect(body).not.toContainText("Go Lightning!");
    const link = body.getByRole("link", { name: /field-status/ });
    await expect(link).toHaveAttribute("href", FIELD_STATUS);

    const popup = page.waitForEvent("popup");
    await link.click();
    expect((await popup).url()).toBe(FIELD_STATUS);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await article.getByRole("heading", { level: 3 }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(body).toContainText("Go Lightning!");

    const otherPopup = page.waitForEvent("popup");
    await body.getByRole("link", { name: /League contacts/ }).click();
    await otherPopup;
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await article.getByRole("heading", { level: 3 }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("every link opens in a new tab without an opener, and nothing typed becomes markup", async ({
    page,
  }) => {
    await gotoPosts(page);
    const article = card(page, title);
    await toggleOf(article).click();
    const body = await bodyOf(article);

    const links = body.getByRole("link");
    await expect(links).toHaveCount(3);
    await expect(links).toHaveText([/field-status/, /the league page/, /League contacts/]);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.example\.org\//);
      await expect(link).not.toHaveAttribute("onclick");
    }
    await expect(links.nth(1)).toHaveAttribute("href", "https://www.example.org/league-info");
    await expect(body).toContainText('[not a link](javascript:alert(1)) and <script>alert("x")</script>');
    await expect(body.locator("script")).toHaveCount(0);

    // Every link on every card, not just this one.
    for (const anyLink of await page.getByRole("article").getByRole("link").all()) {
      await expect(anyLink).toHaveAttribute("rel", "noopener noreferrer");
      await expect(anyLink).toHaveAttribute("target", "_blank");
    }
    await expectNoAxeViolations(page);
  });
});
