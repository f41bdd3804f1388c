/**
 * Every public page and its states in a real Chromium, desktop and phone, against the production
 * build with the clock fixed at Monday 15 Sep 2025, 12:00 CDT (playwright.config.ts, APP_NOW).
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, failWith500, holdRoute, RACE_GAME, test } from "./fixtures";
import { E2E_SITE_URL } from "./servers";

/** A parent on their own phone: a fresh context with its own client address for rate limits. */
async function newParent(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address } });
  return context.newPage();
}

/** A distinct client address per test and project, so rate limits never couple two tests. */
function addressFor(title: string, project: string): string {
  let hash = 0;
  for (const char of `${project}:${title}`) hash = (hash * 31 + char.charCodeAt(0)) % 250;
  return `10.${String(project.length)}.${String(hash)}.${String((hash * 7) % 250)}`;
}

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": addressFor(testInfo.title, testInfo.project.name) });
});

async function headingTexts(page: Page, level: 2): Promise<string[]> {
  return page.getByRole("main").getByRole("heading", { level }).allInnerTexts();
}

test.describe("home", () => {
  test("has every section in order, and its islands load", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Next Event" }).getByText("Sep 16, 2025")).toBeVisible();
    // A phone that never opened a family link is offered none (layout-shift.spec.ts has one that did).
    await expect(page.getByRole("link", { name: "Your family page" })).toHaveCount(0);
    // The calendar section follows the values banner.
    expect((await headingTexts(page, 2)).slice(0, 9)).toEqual([
      "Next Event",
      "Season Overview",
      "Latest News",
      "Quick Actions",
      "Equipment Checklist",
      "Meet the Coach",
      "Home Field",
      "Upcoming Games",
      "What We Play For",
    ]);

    const overview = page.getByRole("region", { name: "Season Overview" });
    await expect(overview).toContainText(
      "Practice: Tuesdays and Thursdays, 6:30-7:45 PM, Sep 9 - Nov 13, 2025",
    );
    // The season's span and ages, never a count of its games or players: those change without a build.
    await expect(overview).toContainText(
      "Games: through the season, Sep 9 - Nov 15, 2025: days and times on the schedule",
    );
    await expect(overview.getByRole("link", { name: "schedule" })).toHaveAttribute("href", "/schedule");
    await expect(overview).toContainText("Team: U10, ages 9-10: meet the players");
    await expect(overview.getByRole("link", { name: "meet the players" })).toHaveAttribute("href", "/roster");

    const news = page.getByRole("region", { name: "Latest News" });
    await news.scrollIntoViewIfNeeded();
    await expect(news.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(news.getByRole("link", { name: /View All/ })).toHaveAttribute("href", "/posts");

    const actions = page.getByRole("region", { name: "Quick Actions" });
    await expect(actions.getByRole("link", { name: /Add to Calendar/ })).toHaveAttribute(
      "href",
      "/calendar.ics",
    );
    await expect(actions.getByRole("link", { name: /View Posts/ })).toHaveAttribute("href", "/posts");
    await expect(actions.getByRole("link", { name: /League Info/ })).toHaveAttribute("target", "_blank");
    await expect(actions.getByRole("link", { name: /League Contacts/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );

    const equipment = page.getByRole("region", { name: "Equipment Checklist" });
    for (const item of [
      "Soccer ball",
      "Size 4",
      "Shin guards",
      "Soccer cleats",
      "Water bottle",
      "Team jersey",
    ]) {
      await expect(equipment).toContainText(item);
    }

    const coach = page.getByRole("region", { name: "Meet the Coach" });
    await expect(coach.getByRole("link", { name: "(512) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+15125550142",
    );
    await expect(coach.getByRole("link", { name: "Send Message" })).toHaveAttribute("href", "/contact");

    const field = page.getByRole("region", { name: "Home Field" });
    await expect(field).toContainText("100 Hays Youth Drive");
    await expect(field).toContainText("Field 5 West");
    const directions = field.getByRole("link", { name: /Get Directions/ });
    expect(new URL((await directions.getAttribute("href")) ?? "").searchParams.get("destination")).toContain(
      "100 Hays Youth Drive",
    );
    await expect(field.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed/,
    );

    const games = page.getByRole("region", { name: "Upcoming Games" });
    await games.scrollIntoViewIfNeeded();
    await expect(games.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(games.getByRole("heading", { level: 3 }).first()).toHaveText("Game vs Buda Blaze");
    await expect(games.getByText("Sep 20, 2025 · 9:00 AM - 10:00 AM")).toBeVisible();

    const values = page.getByRole("region", { name: "What We Play For" });
    for (const value of ["Teamwork", "Growth", "Fun"]) await expect(values).toContainText(value);
  });

  test("Upcoming Games says who covers snacks, or links to the sign-up", async ({ page }) => {
    await page.route("**/api/events/upcoming", async (route) => {
      const response = await route.fetch();
      const events = (await response.json()) as {
        id: string;
        type: string;
        snackParentId: string | null;
        location: string | null;
      }[];
      const games = events.filter((event) => event.type === "game");
      const [first, second] = games;
      if (first) first.snackParentId = "user-ana";
      if (second) {
        second.snackParentId = null;
        second.location = null;
      }
      await route.fulfill({ response, json: events });
    });
    // The public's view of a volunteer: first name, last initial and what they bring.
    await page.route("**/api/users", (route) =>
      route.fulfill({ json: [{ id: "user-ana", name: "Ana G.", bringing: "Orange slices" }] }),
    );
    await page.goto("/");
    const games = page.getByRole("region", { name: "Upcoming Games" });
    await games.scrollIntoViewIfNeeded();
    const cards = games.getByRole("listitem");
    await expect(cards.nth(0)).toContainText("Covered by Ana G.");
    await expect(cards.nth(0)).toContainText("Bringing: Orange slices");
    await expect(cards.nth(1)).toContainText("Field TBA");
    await expect(cards.nth(1).getByRole("link", { name: /Sign Up for Snacks/ })).toHaveAttribute(
      "href",
      /^\/schedule#snack-game-/,
    );
  });

  test("Latest News shows a post's preview as text, bold and links, never raw markup", async ({ page }) => {
    await page.route("**/api/posts", async (route) => {
      const response = await route.fetch();
      const [first, ...rest] = (await response.json()) as { content: string; excerpt: string }[];
      const marked = "Bring **water** and see [the league page](https://example.org/league) for times.";
      await route.fulfill({
        response,
        json: first ? [{ ...first, content: marked, excerpt: marked }, ...rest] : [],
      });
    });
    await page.goto("/");
    const news = page.getByRole("region", { name: "Latest News" });
    await news.scrollIntoViewIfNeeded();
    await expect(news.locator("strong").filter({ hasText: "water" })).toBeVisible();
    await expect(news.getByRole("link", { name: /the league page/ })).toHaveAttribute(
      "href",
      "https://example.org/league",
    );
    await expect(news).not.toContainText("**");
    await expect(news).not.toContainText("](");
  });

  // On a phone the sign-up sits below the whole list: it loads as the reader nears it, or at once
  // when the address points into it, as Sign Up for Snacks' link does (client:near).
  test(
    "on a phone the snack sign-up loads as the reader nears it, and Sign Up for Snacks lands on that game's row, its button focused",
    { tag: "@phone" },
    async ({ page }) => {
      const loaded: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/_astro/SnackSignup.")) loaded.push(request.url());
      });
      await page.goto("/schedule");
      const signup = page.getByRole("region", { name: "Game Day Snack Signup" });
      await expect(
        page.getByRole("region", { name: "Practices, Games and Events" }).getByRole("listitem").first(),
      ).toBeVisible();
      expect(loaded).toEqual([]);
      await signup.scrollIntoViewIfNeeded();
      await expect(signup.getByRole("button", { name: /^Sign Up/ }).first()).toBeVisible();
      expect(loaded).toHaveLength(1);

      await page.goto("/schedule#snack-game-2025-09-27");
      const row = page.locator("#snack-game-2025-09-27");
      await expect.poll(() => row.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await expect(row).toBeInViewport();
    },
  );

  test("Next Event says Location TBA when the event has no location", async ({ page }) => {
    await page.route("**/api/events/upcoming", async (route) => {
      const response = await route.fetch();
      const [next, ...rest] = (await response.json()) as { location: string | null }[];
      await route.fulfill({ response, json: next ? [{ ...next, location: null }, ...rest] : [] });
    });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Next Event" }).getByText("Location TBA")).toBeVisible();
  });
});

test.describe("schedule", () => {
  test("shows Loading schedule... first, then every event by month", async ({ page }) => {
    const response = await page.goto("/schedule");
    expect(await response?.text()).toContain("Loading schedule...");
    await expect(page.getByRole("heading", { level: 1, name: "Team Schedule" })).toBeVisible();
    await expect(page.getByText("Fall 2025 Season")).toBeVisible();

    const list = page.getByRole("region", { name: "Practices, Games and Events" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([
      "September 2025",
      "October 2025",
      "November 2025",
    ]);
    const pictureDay = list.getByRole("listitem").filter({ hasText: "Team Picture Day" });
    await expect(pictureDay).toContainText("Sep 13, 2025 · Time TBA");
    await expect(pictureDay).toContainText("Past");
    const firstGame = list.getByRole("listitem").filter({ hasText: "Game vs Buda Blaze" });
    await expect(firstGame).toContainText("Sep 20, 2025 · 9:00 AM - 10:00 AM");
    await expect(firstGame).toContainText("Opponent: Buda Blaze");
    // After the daylight-saving change: still 6:30 PM in Kyle.
    const practiceAfterDst = list.getByRole("listitem").filter({ hasText: "Nov 4, 2025" });
    await expect(practiceAfterDst).toContainText("6:30 PM - 7:45 PM");

    await expect(page.getByRole("link", { name: "Download Calendar" })).toHaveAttribute(
      "href",
      "/calendar.ics?download=1",
    );
    await expectNoAxeViolations(page);
  });

  test("shows a score with Final", async ({ page }) => {
    await page.route("**/api/events", async (route) => {
      const response = await route.fetch();
      const events = (await response.json()) as { id: string; gameScore?: unknown }[];
      const game = events.find((event) => event.id === "game-2025-09-20");
      if (game) {
        game.gameScore = { eventId: game.id, homeScore: 3, awayScore: 1, isFinal: true, notes: null };
      }
      await route.fulfill({ response, json: events });
    });
    await page.goto("/schedule");
    const game = page
      .getByRole("region", { name: "Practices, Games and Events" })
      .getByRole("listitem")
      .filter({ hasText: "Game vs Buda Blaze" });
    await expect(game).toContainText("Score: 3 - 1");
    await expect(game.getByText("Final", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Game Day Snack Signup" }).getByText("Score: 3 - 1 (Final)"),
    ).toBeVisible();
  });

  test("says when no games are scheduled", async ({ page }) => {
    await page.route("**/api/events", (route) => route.fulfill({ json: [] }));
    await page.goto("/schedule");
    await expect(
      page
        .getByRole("region", { name: "Game Day Snack Signup" })
        .getByText("No games scheduled yet. Check back soon!"),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** The snack list's entry for a game still needing a volunteer, from the end of the season. */
async function openGame(page: Page, skip = 0): Promise<{ item: Locator; title: string }> {
  const signup = page.getByRole("region", { name: "Game Day Snack Signup" });
  await expect(signup.getByRole("listitem").first()).toBeVisible();
  const open = signup
    .locator(`li[id^="snack-"]:not(#snack-${RACE_GAME})`)
    .filter({ hasText: "Need Volunteer" });
  const count = await open.count();
  expect(count, "games still needing a volunteer").toBeGreaterThan(skip);
  const item = open.nth(count - 1 - skip);
  const title = await item.getByRole("heading", { level: 3 }).innerText();
  return { item, title };
}

/** Opens the first open game's sign-up on /schedule and sends it as Kim Lee; returns the dialog. */
async function signUpAsKimLee(page: Page): Promise<Locator> {
  await page.goto("/schedule");
  const { item } = await openGame(page);
  await item.getByRole("button", { name: /^Sign Up/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sign Up for Snacks" });
  await dialog.getByLabel("Parent name").fill("Kim Lee");
  await dialog.getByLabel("Email").fill("kim@example.com");
  await dialog.getByRole("button", { name: "Confirm Sign Up" }).click();
  return dialog;
}

test.describe("snack sign-up", () => {
  test("Sign Up says it is opening while the form is still on its way (one bar of signal)", async ({
    page,
  }) => {
    const release = await holdRoute(page, "**/_astro/SnackSignupDialog.*.js");
    await page.goto("/schedule");
    const { item } = await openGame(page);
    const button = item.getByRole("button", { name: /to bring snacks/ });
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toContainText("Opening…");
    release();
    await expect(page.getByRole("dialog", { name: "Sign Up for Snacks" })).toBeVisible();
  });

  test("a parent signs up, with the dialog's checks, and the list refreshes", async ({ page }) => {
    await page.goto("/schedule");
    const { item, title } = await openGame(page);
    await item.getByRole("button", { name: /^Sign Up/ }).click();

    const dialog = page.getByRole("dialog", { name: "Sign Up for Snacks" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    const confirm = dialog.getByRole("button", { name: "Confirm Sign Up" });
    await expect(confirm).toBeDisabled();

    // A name that is blank once trimmed: the Missing Information toast. (An email input
    // drops surrounding spaces itself, so its blank case is the disabled button above.)
    await dialog.getByLabel("Parent name").fill("   ");
    await dialog.getByLabel("Email").fill("someone@example.com");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    const toast = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(toast.getByRole("alert")).toContainText("Missing Information");
    await expect(toast.getByRole("alert")).toContainText("Please fill in your name and email address.");

    await dialog.getByLabel("Parent name").fill("  Priya Patel ");
    await dialog.getByLabel("Email").fill("priya@example");
    await confirm.click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

    await dialog.getByLabel("Email").fill(" priya.patel@example.com ");
    await dialog.getByLabel("Phone (optional)").fill("512-555-0199");
    await confirm.click();
    await expect(toast.getByRole("status")).toContainText("Snack Signup Successful! 🍎");
    await expect(toast.getByRole("status")).toContainText(
      "Thank you for volunteering to bring snacks for the team!",
    );
    // The private link shows before the dialog closes; Done closes it.
    const signedUp = page.getByRole("dialog", { name: "You're Signed Up" });
    await expect(signedUp.getByRole("link", { name: "Manage your sign-up" })).toBeFocused();
    await signedUp.getByRole("button", { name: "Done" }).click();
    await expect(signedUp).toBeHidden();

    const signup = page.getByRole("region", { name: "Game Day Snack Signup" });
    const covered = signup.getByRole("listitem").filter({ hasText: title });
    await expect(covered).toContainText("You're bringing snacks");
    // Its Sign Up button is gone, so focus lands on the game's row, not the top of the page.
    await expect(covered).toBeFocused();
    await expect(covered).not.toContainText("priya.patel@example.com");

    // The form starts empty next time.
    const next = await openGame(page);
    await next.item.getByRole("button", { name: /^Sign Up/ }).click();
    await expect(dialog.getByLabel("Parent name")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the dialog traps focus, closes on Escape, and returns focus to its button", async ({ page }) => {
    await page.goto("/schedule");
    const { item } = await openGame(page);
    const button = item.getByRole("button", { name: /^Sign Up/ });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Sign Up for Snacks" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("when another parent signs up first, the dialog says who, and the list shows them", async ({
    page,
    browser,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(/status of 409/);
    await page.goto("/schedule");
    const { item, title } = await openGame(page, 1);
    await item.getByRole("button", { name: /^Sign Up/ }).click();
    const dialog = page.getByRole("dialog", { name: "Sign Up for Snacks" });
    await dialog.getByLabel("Parent name").fill("Late Parent");
    await dialog.getByLabel("Email").fill("late@example.com");

    // Meanwhile, on another phone, someone else takes the same game.
    const other = await newParent(browser, addressFor(`${testInfo.title} other`, testInfo.project.name));
    await other.goto("/schedule");
    const otherItem = other
      .getByRole("region", { name: "Game Day Snack Signup" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await otherItem.getByRole("button", { name: /^Sign Up/ }).click();
    const otherDialog = other.getByRole("dialog", { name: "Sign Up for Snacks" });
    await otherDialog.getByLabel("Parent name").fill("Quick Parent");
    await otherDialog.getByLabel("Email").fill("quick@example.com");
    await otherDialog.getByRole("button", { name: "Confirm Sign Up" }).click();
    await expect(other.getByRole("status").filter({ hasText: "Snack Signup Successful!" })).toBeVisible();
    await other.context().close();

    await dialog.getByRole("button", { name: "Confirm Sign Up" }).click();
    const alert = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("alert");
    await expect(alert).toContainText("Signup Failed");
    // Named as the public sees them: first name and last initial.
    await expect(alert).toContainText("Quick P. just signed up");
    await expect(dialog).toBeHidden();
    const covered = page
      .getByRole("region", { name: "Game Day Snack Signup" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(covered).toContainText("Covered!");
    await expect(covered).toContainText("Quick P.");
  });
});

test.describe("toasts", () => {
  test("show one at a time, above an open dialog, and F8 moves focus to them", async ({ page }) => {
    await page.goto("/schedule");
    const { item } = await openGame(page);
    await item.getByRole("button", { name: /^Sign Up/ }).click();
    const dialog = page.getByRole("dialog", { name: "Sign Up for Snacks" });
    await dialog.getByLabel("Parent name").fill(" ");
    await dialog.getByLabel("Email").fill("someone@example.com");
    const confirm = dialog.getByRole("button", { name: "Confirm Sign Up" });
    await confirm.click();
    await confirm.click();
    // The page behind a modal dialog is inert, so the notification shows inside the dialog.
    const region = dialog.getByRole("region", { name: "Notifications (F8)" });
    await expect(region.getByText("Missing Information")).toHaveCount(1);
    await expect(region.getByText("Missing Information")).toBeVisible();
    await page.keyboard.press("F8");
    await expect(region.locator('[tabindex="-1"]')).toBeFocused();
    await region.getByRole("button", { name: "Close notification" }).click();
    await expect(region).not.toContainText("Missing Information");
    await expect(dialog.getByLabel("Parent name")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toHaveCount(1);
  });
});

test.describe("a snack sign-up the server fails", () => {
  let dialog: Locator;

  test.beforeEach(async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    await failWith500(page, "**/snack-signup");
    dialog = await signUpAsKimLee(page);
  });

  test("shows Signup Failed and keeps what the parent typed", async ({ page }) => {
    const alert = page.getByRole("alert").filter({ hasText: "Signup Failed" });
    await expect(alert).toContainText("There was an error with your snack signup. Please try again.");
    await expect(dialog.getByLabel("Parent name")).toHaveValue("Kim Lee");
  });

  test("reaches the parent while the dialog is open", async () => {
    const alert = dialog.getByRole("region", { name: "Notifications (F8)" }).getByRole("alert");
    await expect(alert.getByText("Signup Failed")).toBeVisible();
    // Clickable, so not covered by the dialog or inert.
    await alert.getByRole("button", { name: "Close notification" }).click();
    await expect(alert).toBeEmpty();
  });
});

test.describe("team information", () => {
  test("has every section, says 7:45 PM, and ships only the field alert's script and its language helpers", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto("/team-info");
    expect((await response?.text())?.match(/<script/g)).toHaveLength(1);
    expect(await headingTexts(page, 2)).toEqual([
      "Season Overview",
      "Communication Plan",
      "Sideline Code of Conduct",
      "Equipment Checklist",
      "Field Information",
      "Weather and Safety",
      "Frequently Asked Questions",
      "Coach Contact Information",
    ]);
    const main = page.getByRole("main");
    await expect(main).toContainText("Tuesdays and Thursdays, 6:30-7:45 PM, Sep 9 - Nov 13, 2025");
    await expect(main).not.toContainText("7:30");
    // The season's span from its record; a game's day would need a build whenever a game moved.
    await expect(main).toContainText(
      "GamesThrough the season, Sep 9 - Nov 15, 2025: each game's day, time and field are on the schedule",
    );
    await expect(main).not.toContainText("Saturday, Sep 20, 2025");
    await expect(main).toContainText("Weekly email every Sunday");
    await expect(main).toContainText("email within 24 hours");
    await expect(main.getByRole("link", { name: "coach@example.com" })).toHaveAttribute(
      "href",
      "mailto:coach@example.com",
    );
    await expect(main.getByRole("link", { name: /Get Directions/ })).toBeVisible();

    const question = main.getByText("What if it rains or there is lightning?");
    await question.click();
    await expect(main.getByText(/posts an alert at the top of every page/)).toBeVisible();
    // The address and slot helpers (src/i18n) are a file of their own: the islands share them.
    expect(scripts).toEqual([
      expect.stringMatching(/^\/_astro\/FieldAlert\.astro_astro_type_script_[\w.-]+\.js$/),
      expect.stringMatching(/^\/_astro\/i18n\.[\w-]+\.js$/),
    ]);
    await expectNoAxeViolations(page);
  });
});

test.describe("team information with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("states the weather and safety rules, and the rain answer leads to the alert and the lightning rule", async ({
    page,
  }) => {
    await page.goto("/team-info");
    const safety = page.getByRole("region", { name: "Weather and Safety" });
    await expect(safety.getByRole("heading", { level: 3 })).toHaveText([
      "Thunder and lightning",
      "Heat",
      "Head injuries and concussion",
      "No heading at U10",
    ]);
    await expect(safety).toContainText("only 30 minutes after the last thunder or lightning");
    await expect(safety).toContainText("Each new rumble or flash starts the 30 minutes again.");
    await expect(safety).toContainText("a water break every 15-20 minutes");
    await expect(safety).toContainText("Recognize to Recover");
    await expect(safety).toContainText("only with written clearance from a doctor");
    await expect(safety).toContainText("players 10 and under do not head the ball, in games or in practices");
    await expect(safety).toContainText("indirect free kick for the other team");

    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await faq.getByText("What if it rains or there is lightning?").click();
    const answer = faq.getByText(/alert at the top of every page/);
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("by 7 AM on game days and by 4 PM on practice days");
    await expect(answer).toContainText("Cancelled");
    await answer.getByRole("link", { name: /lightning rule/ }).click();
    await expect(page).toHaveURL(/#weather-safety$/);
    await expect(safety.getByRole("heading", { level: 2 })).toBeInViewport();
  });
});

test.describe("roster", () => {
  test("lists players in jersey order, with the tiles and search", async ({ page }) => {
    await page.goto("/roster");
    await expect(page.getByRole("heading", { level: 1, name: "Team Roster" })).toBeVisible();
    await expect(page.getByText("Fall 2025 Season · 11 players")).toBeVisible();
    const tiles = page.getByRole("main").locator("dl").first();
    await expect(tiles).toContainText("Total Players11");
    await expect(tiles).toContainText("Age Range9-10");
    await expect(tiles).toContainText("DivisionU10");

    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(11);
    const jerseys = await cards.evaluateAll((items) =>
      items.map((item) => Number(/#(\d+)/.exec(item.textContent)?.[1] ?? "1000")),
    );
    expect(jerseys).toEqual([...jerseys].sort((a, b) => a - b));
    // Parents see a last initial only.
    await expect(page.getByRole("heading", { level: 2, name: "Mateo G." })).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Search players" });
    await search.fill("mateo");
    await expect(cards).toHaveCount(1);
    await search.fill("7");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("#7");
    await search.fill("G.");
    await expect(cards.first()).toContainText("G.");
    await search.fill("zzz");
    await expect(page.getByText("No players found")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(cards).toHaveCount(11);
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
  });

  test("says No players yet when the roster is empty", async ({ page }) => {
    await page.route("**/api/players", (route) => route.fulfill({ json: [] }));
    await page.goto("/roster");
    await expect(page.getByText("No players yet")).toBeVisible();
    await expect(page.getByText("Fall 2025 Season · 0 players")).toBeVisible();
  });
});

test.describe("contact", () => {
  test("checks as typed, sends, and offers Send Another Message", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "(512) 555-0142" })).toBeVisible();
    await expect(main).toContainText("within 2-4 hours in the daytime");
    await expect(main).toContainText("within 24 hours");
    await expect(main).toContainText("Field 5 West");

    const form = page.getByRole("region", { name: "Send a Message" });
    const send = form.getByRole("button", { name: "Send Message" });
    await expect(send).toBeDisabled();

    await form.getByLabel("Name").fill("x");
    await form.getByLabel("Name").fill("");
    await expect(form.getByText("Name is required")).toBeVisible();
    await form.getByLabel("Email").fill("not-an-email");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByLabel("Message").fill("Too short");
    await expect(form.getByText("Message must be at least 10 characters long")).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel("Name").fill("Jordan Smith");
    await form.getByLabel("Email").fill("jordan@example.com");
    await form.getByLabel("Subject (optional)").fill("Carpool");
    await form.getByLabel("Message").fill("Could we set up a carpool for away games?");
    await expect(form.getByText(/is required|valid email|at least 10/)).toHaveCount(0);
    await send.click();
    await expect(form.getByText("Message Sent Successfully")).toBeFocused();
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("status")).toContainText(
      "The coach will get back to you within 24 hours.",
    );
    await form.getByRole("button", { name: "Send Another Message" }).click();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeDisabled();
  });

  test("a failed send shows the contact form's error toast and keeps the message", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await failWith500(page, "**/api/contact");
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send a Message" });
    await form.getByLabel("Name").fill("Jordan Smith");
    await form.getByLabel("Email").fill("jordan@example.com");
    await form.getByLabel("Message").fill("A question about Saturday's game.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText(
      "Failed to send message. Please try again or call directly.",
    );
    await expect(form.getByLabel("Message")).toHaveValue("A question about Saturday's game.");
  });
});

test.describe("chat", () => {
  test("always shows Parent Login Required with Contact Coach for Access, with only the alert's script", async ({
    page,
  }) => {
    const response = await page.goto("/chat");
    expect((await response?.text())?.match(/<script[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" src="\/_astro\/FieldAlert\.astro_astro_type_script_/),
    ]);
    await expect(page.getByRole("heading", { name: "Parent Login Required" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Coach for Access" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expectNoAxeViolations(page);
  });
});

for (const [path, title] of [
  ["/schedule", "Team Schedule"],
  ["/team-info", "Team Information"],
  ["/roster", "Team Roster"],
  ["/contact", "Contact the Coach"],
  ["/chat", "Team Chat"],
] as const) {
  test(`${path} answers 200 with its own title, canonical link and CSP`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} | Hays Lightning`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL(path, E2E_SITE_URL).toString(),
    );
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
  });
}
