/**
 * The coach's side in a real Chromium against the production build (APP_NOW Monday 15 Sep 2025,
 * noon in Kyle): sign-in, the six dashboard tabs wired to the API, logout that really ends the
 * session, and a session that ends while the dashboard is open.
 *
 * Logging out ends every coach session (docs/api.md), so each test signs in on its own and the
 * file runs once, in the desktop project. Tests that change data change their own records, or
 * put a seeded one back as it was.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";
import {
  ADMIN_GAME,
  expect,
  expectNoAxeViolations,
  expectIslandsHydrated,
  failWith500,
  holdRoute,
  signInAsCoach,
  test,
} from "./fixtures";

/** A game no other page test signs up for (game-2025-11-01 is the race test's). */
const SNACK_GAME = { id: ADMIN_GAME, title: "Game vs New Braunfels Nighthawks" };

const TAB_NAMES = ["Overview", "Events", "Game Day", "Snacks", "Posts", "Players", "Messages"] as const;

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** A name no other run has used, and still a name: letters only (docs/product-rules.md#names-and-snack-notes). */
const uniqueName = (label: string) =>
  `${label} ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

const notifications = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const region = notifications(page);
  await expect(region).toContainText(title);
  if (description !== undefined) await expect(region).toContainText(description);
}

async function openDashboard(page: Page, tab: (typeof TAB_NAMES)[number] = "Overview"): Promise<void> {
  await page.goto(tab === "Overview" ? "/admin" : `/admin#${tab.toLowerCase()}`);
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

const panel = (page: Page) => page.getByRole("tabpanel");

async function adminFlags(page: Page): Promise<[string | null, string | null]> {
  return page.evaluate(() => [localStorage.getItem("isAdmin"), localStorage.getItem("adminUser")]);
}

/** A browser context with no cookies: a parent's phone. */
async function asParent<T>(browser: Browser, use: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await use(context.request);
  } finally {
    await context.close();
  }
}

/** A parent's phone opening a page: no cookies, its own client address for rate limits. */
async function asParentOnPage<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.9" } });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

async function publishedTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/posts");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { title: string }[]).map((post) => post.title);
}

test.describe("coach login", () => {
  test("a wrong password says Invalid Credentials; the right one welcomes the coach on the dashboard", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/);
    // Its own rate-limit bucket, so the failure here never counts against other tests' sign-ins.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.21" });
    await page.goto("/admin-login");
    await expect(page.getByRole("heading", { level: 1, name: "Coach Admin Login" })).toBeVisible();

    const email = page.getByLabel("Email");
    const password = page.getByLabel(/^Password/);
    const login = page.getByRole("button", { name: "Login" });

    // Both fields are required, and nothing is sent without them.
    await login.click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(email).toBeFocused();

    // The show/hide toggle.
    await password.fill("not-the-password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    // While the request runs the button says so and cannot be pressed again.
    await page.route("**/api/auth/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await email.fill(DEV_COACH_EMAIL);
    await login.click();
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    await expectToast(page, "Invalid Credentials", "Please check your username and password.");
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await adminFlags(page)).toEqual([null, null]);

    await password.fill(DEV_COACH_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expectToast(page, "Welcome Coach");
    await expect(page.getByRole("tablist", { name: "Dashboard sections" })).toBeVisible();
    const [isAdmin, adminUser] = await adminFlags(page);
    expect(isAdmin).toBe("true");
    expect(JSON.parse(adminUser ?? "null")).toMatchObject({ email: DEV_COACH_EMAIL });
  });

  test("asks for the authenticator code when the server wants one, and sends it", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.23" });
    // The preview runs without COACH_TOTP_SECRET: answer as a server with it does until the code
    // 123456 comes, then let the preview sign the coach in (without a secret it ignores the code).
    const sent: unknown[] = [];
    await page.route("**/api/auth/login", async (route) => {
      const body = route.request().postDataJSON() as { code?: string };
      sent.push(body);
      if (body.code === "123456") return route.continue();
      return route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "unauthorized",
            message: "Invalid email, password or code",
            issues: [{ path: ["code"], message: "A 6-digit code from your authenticator app is required" }],
          },
        }),
      });
    });
    await page.goto("/admin-login");
    const code = page.getByLabel(/^6-digit code from your authenticator app/);
    await expect(code).toHaveCount(0);

    await page.getByLabel("Email").fill(DEV_COACH_EMAIL);
    await page.getByLabel(/^Password/).fill(DEV_COACH_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    // The first 401 only brings the field, ready for typing.
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(notifications(page)).not.toContainText("Invalid Credentials");
    await expectNoAxeViolations(page);

    await code.fill("654321");
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Invalid Credentials", "Please check your email, password and code.");

    await code.fill("123456");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const credentials = { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD };
    expect(sent).toEqual([
      { ...credentials, code: "" },
      { ...credentials, code: "654321" },
      { ...credentials, code: "123456" },
    ]);
  });

  test("after too many attempts it says when to try again", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 429/);
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "840" },
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "rate_limited", message: "Too many sign-in attempts" } }),
      }),
    );
    await page.goto("/admin-login");
    await page.getByLabel("Email").fill(DEV_COACH_EMAIL);
    await page.getByLabel(/^Password/).fill(DEV_COACH_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("region", { name: "Coach Admin Login" }).getByRole("alert")).toHaveText(
      "Too many attempts. Try again in 14 minutes.",
    );
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test("a signed-in coach sees Already Logged In, and Logout ends the session and goes home", async ({
    page,
  }) => {
    await signInAsCoach(page);
    await page.goto("/admin-login");
    await expect(page.getByRole("heading", { name: "Already Logged In" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Admin Dashboard" })).toHaveAttribute("href", "/admin");
    await expect(page.getByLabel("Email")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await adminFlags(page)).toEqual([null, null]);
    const session = await page.request.get("/api/auth/session");
    expect(await session.json()).toMatchObject({ authenticated: false });
  });

  test("says so when the session has ended", async ({ page }) => {
    await page.goto("/admin-login?expired=1");
    await expect(page.getByText("Your session has ended. Please log in again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/admin-login?expired=1");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the dashboard without a session", () => {
  test("shows a login prompt and asks for no coach data", async ({ page }) => {
    // Flags left over from an old session must not open the dashboard, and are cleared.
    await page.addInitScript(() => {
      localStorage.setItem("isAdmin", "true");
      localStorage.setItem("adminUser", JSON.stringify({ email: "old@example.com", name: "Old" }));
    });
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      // Every page also asks for the field-status alert, which anyone may read.
      if (pathname.startsWith("/api/") && pathname !== "/api/alert") apiCalls.push(pathname);
    });

    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Coach login required" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Coach Login" })).toHaveAttribute(
      "href",
      "/admin-login",
    );
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(apiCalls).toEqual(["/api/auth/session"]);
    expect(await page.evaluate(() => localStorage.getItem("isAdmin"))).toBeNull();
    await expectNoAxeViolations(page);
  });
});

test.describe("dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
  });

  test("tabs follow the keyboard and the URL hash, and a reload keeps the tab", async ({ page }) => {
    await openDashboard(page);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText([...TAB_NAMES]);

    await page.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    const events = page.getByRole("tab", { name: "Events" });
    await expect(events).toBeFocused();
    await expect(events).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/admin#events$/);
    await expect(panel(page)).toHaveAttribute("aria-labelledby", "tab-events");

    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Messages" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/#messages$/);

    await page.reload();
    await expect(page.getByRole("tab", { name: "Messages" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "false");
  });

  test("Overview shows the tiles, the next event, recent posts and messages", async ({ page }) => {
    await openDashboard(page);
    const tiles = page.getByRole("definition").filter({ hasText: /^\d+$/ });
    await expect(tiles).toHaveCount(4);
    for (const label of ["Upcoming Events", "Total Players", "Published Posts", "Contact Messages"]) {
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    const nextEvent = page.getByRole("region", { name: "Next Event" });
    await expect(nextEvent).toContainText("Sep 16, 2025");
    await expect(nextEvent).toContainText("6:30 PM - 7:45 PM");
    await expect(page.getByRole("region", { name: "Upcoming Events" }).getByRole("listitem")).toHaveCount(5);
    const recentPosts = page.getByRole("region", { name: "Recent Posts" });
    // Drafts count among the coach's recent posts; the season starts with one.
    await expect(recentPosts.getByRole("listitem").first()).toBeVisible();
    await expect(recentPosts.getByText("Draft", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Recent Messages" })).toBeVisible();
  });

  test("Players: add (a taken jersey shows who wears it), edit and delete a player", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/);
    await openDashboard(page, "Players");
    await expect(page.getByRole("term").filter({ hasText: "Spots Available" })).toBeVisible();

    await page.getByRole("button", { name: "Add Player" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Player" });
    const add = dialog.getByRole("button", { name: "Add Player" });
    await expect(add).toBeDisabled();
    // The browser offers none of the coach's own details for a player's fields.
    await expect(dialog.locator("form")).toHaveAttribute("autocomplete", "off");
    await dialog.getByLabel("First name").fill("Zed");
    await expect(add).toBeEnabled();
    await dialog.getByLabel("Jersey number").fill("100");
    await expect(dialog.getByText("Jersey number must be between 1 and 99")).toBeVisible();
    await expect(add).toBeDisabled();

    await dialog.getByLabel("Jersey number").fill("7");
    await add.click();
    await expectToast(page, "Error", "Jersey 7 is already worn by Mateo");
    await expect(dialog.locator("form").getByText("Jersey 7 is already worn by Mateo")).toBeVisible();

    const lastName = unique("Tester");
    await dialog.getByLabel("Jersey number").fill("42");
    await dialog.getByLabel("Last name").fill(lastName);
    await dialog.getByLabel("Position").selectOption("Goalkeeper");
    await dialog.getByLabel("Parent contact").fill("Pat Tester, (512) 555-0199");
    await add.click();
    await expectToast(page, "Player Added");
    await expect(dialog).toBeHidden();
    const card = page.getByRole("article", { name: `Zed ${lastName}` });
    await expect(card).toContainText("#42 · Goalkeeper");
    await expect(card).toContainText("Pat Tester, (512) 555-0199");

    await card.getByRole("button", { name: `Edit Zed ${lastName}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Player" });
    await expect(edit.getByLabel("First name")).toHaveValue("Zed");
    await edit.getByLabel("First name").fill("Zoe");
    await edit.getByLabel("Position").selectOption("");
    await edit.getByRole("button", { name: "Update Player" }).click();
    await expectToast(page, "Player Updated");
    const renamed = page.getByRole("article", { name: `Zoe ${lastName}` });
    await expect(renamed).toContainText("#42 · No position");

    await renamed.getByRole("button", { name: `Delete Zoe ${lastName}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Player" });
    await expect(confirm).toContainText(`Remove Zoe ${lastName} from the roster? This cannot be undone.`);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Player Deleted");
    await expect(renamed).toHaveCount(0);
  });

  test("Posts: a draft stays hidden from parents until published, then is deleted", async ({
    page,
    browser,
  }) => {
    await openDashboard(page, "Posts");
    await expect(page.getByRole("term").filter({ hasText: "Drafts" })).toBeVisible();
    await page.getByRole("button", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });

    await dialog.getByRole("button", { name: "Save Draft" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Content must be at least 10 characters")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
    await expect(dialog.getByRole("group", { name: "Spanish (optional)" })).toContainText(
      "No Spanish version yet",
    );

    await dialog.getByRole("button", { name: "Game Day" }).click();
    await expectToast(page, "Template Applied");
    await expect(dialog.getByLabel("Content")).toHaveValue(/arrive 30 minutes early/);
    await expect(dialog.getByRole("button", { name: "Game Update", pressed: true })).toBeVisible();

    const title = unique("Saturday game plan");
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await dialog.getByLabel("New tag").fill("  Carpool ");
    await dialog.getByLabel("New tag").press("Enter");
    await expect(dialog.getByRole("button", { name: "Remove tag Carpool" })).toBeVisible();
    await dialog.getByRole("button", { name: "Weather", exact: true, pressed: false }).click();
    await expect(dialog.getByRole("button", { name: "Remove tag Weather" })).toBeVisible();
    await dialog.getByRole("button", { name: "Save Draft" }).click();
    await expectToast(page, "Post Created");
    await expect(dialog).toBeHidden();

    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("Draft");
    await expect(card).toContainText("Carpool");
    await expect(card).toContainText("No Spanish version");
    expect(await asParent(browser, publishedTitles)).not.toContain(title);

    // The Spanish version, written beside the English: both or neither.
    await card.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Post" });
    await expect(edit.getByRole("button", { name: "Update Post" })).toBeVisible();
    const titleEs = unique("Plan del partido del sábado");
    const contentEs = "Lleguen 30 minutos antes del partido con agua y espinilleras.";
    await edit.getByLabel("Spanish title").fill(titleEs);
    await edit.getByRole("button", { name: "Publish Now" }).click();
    await expect(edit.getByText("Write the Spanish text too, or clear the Spanish title")).toBeVisible();
    await expect(edit.getByLabel("Spanish text")).toBeFocused();
    await edit.getByLabel("Spanish text").fill(contentEs);
    await edit.getByRole("button", { name: "Publish Now" }).click();
    await expectToast(page, "Post Updated");
    await expect(card).toContainText("Published");
    await expect(card).not.toContainText("No Spanish version");
    await expect.poll(() => asParent(browser, publishedTitles)).toContain(title);
    // A parent on the Spanish page sees the Spanish version, unmarked.
    await asParentOnPage(browser, async (parentPage) => {
      await parentPage.goto("/es/posts");
      const spanish = parentPage.getByRole("article", { name: titleEs, exact: true });
      await expect(spanish).toContainText(contentEs);
      await expect(spanish).not.toContainText("(en inglés)");
      await expect(spanish.getByText(titleEs, { exact: true })).not.toHaveAttribute("lang", "en");
    });

    await card.getByRole("button", { name: `View ${title}` }).click();
    const view = page.getByRole("dialog", { name: title });
    await expect(view).toContainText("arrive 30 minutes early");
    await expect(view.getByRole("region", { name: "Spanish version" })).toContainText(contentEs);
    await expectNoAxeViolations(page);
    await view.getByRole("button", { name: "Close" }).first().click();

    await card.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Post" });
    await expect(confirm).toContainText(
      "Are you sure you want to delete the post? This action cannot be undone.",
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Post Deleted");
    await expect(card).toHaveCount(0);
    expect(await asParent(browser, publishedTitles)).not.toContain(title);
  });

  test("Posts: an edit of a post changed elsewhere meanwhile is refused and the latest is loaded", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/);
    const title = unique("Picture day");
    const created = await page.request.post("/api/posts", {
      data: { title, content: "Wear the team jersey for pictures.", authorId: "coach" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await openDashboard(page, "Posts");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Post" });
    await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);

    const elsewhere = `${title} (moved)`;
    expect((await page.request.put(`/api/posts/${id}`, { data: { title: elsewhere } })).status()).toBe(200);

    await edit.getByLabel("Content").fill("Wear the team jersey and bring a smile.");
    await edit.getByRole("button", { name: "Update Post" }).click();
    await expect(edit.locator("form").getByRole("alert")).toContainText("changed somewhere else");
    await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(elsewhere);
    await expect(edit.getByLabel("Content")).toHaveValue("Wear the team jersey for pictures.");

    await edit.getByLabel("Content").fill("Wear the team jersey and bring a smile.");
    await edit.getByRole("button", { name: "Update Post" }).click();
    await expectToast(page, "Post Updated");
    expect((await page.request.delete(`/api/posts/${id}`)).status()).toBe(204);
  });

  test("Events: create a game with Spanish notes, add and edit its score, see Final on /schedule and the notes on /es/schedule, edit and delete it", async ({
    page,
    browser,
  }) => {
    // A parent's two schedule pages besides the coach's dialogs and the score editor.
    test.setTimeout(60_000);
    await openDashboard(page, "Events");
    const september = page.getByRole("region", { name: "September 2025" });
    await expect(september.getByRole("article", { name: "Team Picture Day" })).toContainText("Time TBA");
    // Seeded notes have no Spanish version: the list says so.
    await expect(september.getByRole("article", { name: "Game vs Buda Blaze" })).toContainText(
      "No Spanish notes",
    );

    await page.getByRole("button", { name: "Add Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    await expect(dialog.getByLabel("Type")).toHaveValue("practice");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Date is required")).toBeVisible();

    const title = unique("Scrimmage");
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Type").selectOption("game");
    await dialog.getByLabel("Date").fill("2025-10-18");
    await dialog.getByLabel("Start time").fill("10:00");
    await dialog.getByLabel("End time").fill("11:00");
    await dialog.getByLabel("Opponent").fill("Kyle Kickers");
    await dialog.getByRole("textbox", { name: "Notes", exact: true }).fill("Wear the white jersey.");
    const notesEs = dialog.getByLabel("Notes in Spanish");
    await expect(notesEs).toHaveAccessibleDescription(/^No Spanish version: Spanish pages show the English/);
    await notesEs.fill("Use la camiseta blanca.");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Event Created");

    const card = page.getByRole("region", { name: "October 2025" }).getByRole("article", { name: title });
    await expect(card).toContainText("Oct 18, 2025");
    await expect(card).toContainText("10:00 AM - 11:00 AM");
    await expect(card).toContainText("Kyle Kickers");
    await expect(card).toContainText("Field 5 West");
    await expect(card).toContainText("No score yet");
    await expect(card).not.toContainText("No Spanish notes");

    const eventId = async () => {
      const events = (await (await page.request.get("/api/events")).json()) as {
        id: string;
        title: string;
      }[];
      const found = events.find((event) => event.title === title);
      expect(found).toBeDefined();
      return found?.id ?? "";
    };
    const id = await eventId();
    const scoreOf = async () => {
      const events = (await (await page.request.get("/api/events")).json()) as {
        id: string;
        gameScore?: { homeScore: number; awayScore: number; isFinal: boolean };
      }[];
      return events.find((event) => event.id === id)?.gameScore ?? null;
    };

    await card.getByRole("button", { name: `Add Score: ${title}` }).click();
    await card.getByLabel("Home").fill("3");
    await card.getByLabel(/^Away/).fill("");
    await card.getByLabel("Final").check();
    await card.getByRole("button", { name: "Save Score" }).click();
    await expectToast(page, "Score Updated");
    await expect(card).toContainText("3 - 0");
    await expect(card).toContainText("Final");
    // The form that had focus is gone: focus is back on the button that opens it.
    await expect(card.getByRole("button", { name: `Edit score: ${title}` })).toBeFocused();
    await expect
      .poll(scoreOf)
      .toEqual({ eventId: id, homeScore: 3, awayScore: 0, isFinal: true, notes: null });

    await card.getByRole("button", { name: `Edit score: ${title}` }).click();
    await expect(card.getByLabel("Home")).toHaveValue("3");
    await card.getByLabel(/^Away/).fill("2");
    await card.getByLabel("Score notes").fill("Great passing in the second half.");
    await card.getByRole("button", { name: "Save Score" }).click();
    await expectToast(page, "Score Updated");
    await expect(card).toContainText("3 - 2");
    await expect.poll(scoreOf).toMatchObject({ homeScore: 3, awayScore: 2, isFinal: true });
    await asParentOnPage(browser, async (parentPage) => {
      await parentPage.goto("/schedule");
      const game = parentPage
        .getByRole("region", { name: "Practices, Games and Events" })
        .getByRole("listitem")
        .filter({ hasText: title });
      await expect(game).toContainText("Score: 3 - 2");
      await expect(game.getByText("Final", { exact: true })).toBeVisible();
      await expect(game).toContainText("Wear the white jersey.");
      // In Spanish: the coach's Spanish notes; a game without them shows the English, marked.
      await parentPage.goto("/es/schedule");
      const list = parentPage.getByRole("region", { name: "Prácticas, partidos y eventos" });
      const juego = list.getByRole("listitem").filter({ hasText: title });
      await expect(juego).toContainText("Use la camiseta blanca.");
      await expect(juego).not.toContainText("Wear the white jersey.");
      await expect(juego).not.toContainText("(en inglés)");
      const seeded = list.getByRole("listitem").filter({ hasText: "First game of the season!" });
      await expect(seeded.locator('[lang="en"]')).toHaveText(/^First game of the season!/);
      await expect(seeded).toContainText("Arrive 30 minutes early to warm up. (en inglés)");
    });

    await card.getByRole("button", { name: `Edit ${title}, Oct 18, 2025` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Event" });
    await expect(edit.getByLabel("Start time")).toHaveValue("10:00");
    await edit.getByLabel("Time TBA (all day)").check();
    await edit.getByRole("button", { name: "Update Event" }).click();
    await expectToast(page, "Event Updated");
    await expect(card).toContainText("Time TBA");
    await expect(card).toContainText("3 - 2");

    await card.getByRole("button", { name: `Delete ${title}, Oct 18, 2025` }).click();
    await page.getByRole("dialog", { name: "Delete Event" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Event Deleted");
    await expect(card).toHaveCount(0);
  });

  test("Events: the practice generator says what it replaces, then replaces it", async ({ page }) => {
    await openDashboard(page, "Events");
    await page.getByRole("button", { name: "Generate Practices" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate Practices" });
    await expect(dialog).toContainText(
      /^.*This replaces all \d+ practices with the 20 Tuesday\/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025\. Games and snack sign-ups are not touched\./,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Replace Practices" }).click();
    await expectToast(page, "Practice Schedule Updated", "20 practices are on the schedule");
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole("region", { name: "November 2025" })
        .getByRole("article", { name: "Practice", exact: true }),
    ).toHaveCount(4);
  });

  test("Snacks: the coach sees who volunteered and clears it, and parents see Need Volunteer", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const parent = {
      parentName: uniqueName("Sam Rivera"),
      parentEmail: "sam.rivera@example.com",
      parentPhone: "512-555-0123",
    };
    const signup = await request.put(`/api/events/${SNACK_GAME.id}/snack-signup`, {
      headers: { Origin: baseURL ?? "", "X-Forwarded-For": "198.51.100.42" },
      data: parent,
    });
    expect(signup.status()).toBe(200);

    await openDashboard(page, "Snacks");
    for (const label of ["Games Covered", "Need Volunteers", "Total Games"]) {
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    const card = page.getByRole("article", { name: SNACK_GAME.title });
    await expect(card).toContainText(parent.parentName);
    await expect(card.getByRole("link", { name: parent.parentEmail })).toHaveAttribute(
      "href",
      `mailto:${parent.parentEmail}`,
    );
    await expect(card).toContainText(parent.parentPhone);

    await card.getByRole("button", { name: /^Clear volunteer/ }).click();
    const confirm = page.getByRole("dialog", { name: "Clear Snack Volunteer" });
    await expect(confirm).toContainText(parent.parentName);
    await confirm.getByRole("button", { name: "Clear Volunteer" }).click();
    await expectToast(page, "Snack Signup Cleared");
    await expect(card).toContainText("Need Volunteer");
    await expect(card.getByRole("button", { name: /^Clear volunteer/ })).toHaveCount(0);
    await asParentOnPage(browser, async (parentPage) => {
      await parentPage.goto("/schedule");
      const game = parentPage.locator(`#snack-${SNACK_GAME.id}`);
      await expect(game).toContainText("Need Volunteer");
      await expect(game.getByRole("button", { name: /^Sign Up/ })).toBeVisible();
    });

    await card.getByRole("button", { name: /^Edit game/ }).click();
    const edit = page.getByRole("dialog", { name: "Edit Event" });
    await expect(edit.getByLabel("Title")).toHaveValue(SNACK_GAME.title);
    await expect(edit.getByLabel("Opponent")).toHaveValue("New Braunfels Nighthawks");
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toBeHidden();
  });

  test("Messages: a message a parent sent from /contact shows with a reply link", async ({
    page,
    browser,
  }) => {
    const subject = unique("Carpool to the Lockhart game");
    await asParentOnPage(browser, async (parentPage) => {
      await parentPage.goto("/contact");
      const form = parentPage.getByRole("region", { name: "Send a Message" });
      await form.getByLabel("Name").fill("Jordan Lee");
      await form.getByLabel("Email").fill("jordan.lee@example.com");
      await form.getByLabel("Subject (optional)").fill(subject);
      await form.getByLabel("Message").fill("Can anyone give Ava a ride on Sunday? Thank you!");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText("Message Sent Successfully")).toBeVisible();
    });

    await openDashboard(page, "Messages");
    const message = page.getByRole("article", { name: `Message from Jordan Lee: ${subject}` });
    await expect(message).toContainText("Can anyone give Ava a ride on Sunday? Thank you!");
    await expect(message).toContainText("Just now");
    await expect(message.getByRole("link", { name: "jordan.lee@example.com" })).toHaveAttribute(
      "href",
      /^mailto:jordan\.lee@example\.com/,
    );
    await expect(page.getByRole("region", { name: "Team Chat" })).toContainText(/\d+ chat messages? in all/);
    await expect(page.getByRole("region", { name: "GroupMe Messenger" })).toBeVisible();

    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByRole("region", { name: "Recent Messages" })).toContainText(subject);
  });

  test("Messages: delete a message, then several at once, each after asking, with focus kept in place", async ({
    page,
    browser,
  }) => {
    const [rides, cleats, photos] = [
      unique("Rides question"),
      unique("Cleats question"),
      unique("Photos question"),
    ];
    // Three parents on phones of their own. The clock stands still here, so the inbox orders
    // messages of one instant by id: where each one lands is read from the page.
    for (const [index, subject] of [rides, cleats, photos].entries()) {
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${String(120 + index)}` },
      });
      const sent = await context.request.post("/api/contact", {
        data: {
          name: "Jordan Lee",
          email: "jordan.lee@example.com",
          subject,
          message: `About ${subject}, thanks!`,
        },
      });
      expect(sent.status()).toBe(201);
      await context.close();
    }
    const messageAbout = (subject: string) =>
      page.getByRole("article", { name: `Message from Jordan Lee: ${subject}` });
    await openDashboard(page, "Messages");
    const inbox = page.getByRole("region", { name: "Contact Messages" });
    await expect(inbox.getByRole("status")).toContainText(/\d+ messages?/);
    await expect(messageAbout(cleats)).toBeVisible();

    // One message: asked first; "Deleting..." while the call runs; focus on the message after it.
    const names = await inbox
      .getByRole("article")
      .evaluateAll((articles) => articles.map((article) => article.getAttribute("aria-label") ?? ""));
    const index = names.indexOf(`Message from Jordan Lee: ${cleats}`);
    const next = names[index + 1] ?? names[index - 1] ?? "";
    const release = await holdRoute(page, "**/api/contact/*");
    await inbox.getByRole("button", { name: `Delete message from Jordan Lee: ${cleats}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Message" });
    await expect(confirm).toContainText(
      `Delete the message from Jordan Lee (${cleats})? This cannot be undone.`,
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    release();
    await expect(confirm).toBeHidden();
    await expectToast(page, "Message Deleted", "The message from Jordan Lee was deleted.");
    await expect(messageAbout(cleats)).toHaveCount(0);
    await expect(inbox.getByRole("article", { name: next, exact: true })).toBeFocused();

    // Several: tick two, Delete selected asks, and focus goes to the line that counts the rest.
    await inbox.getByRole("checkbox", { name: `Select message from Jordan Lee: ${photos}` }).check();
    await inbox.getByRole("checkbox", { name: `Select message from Jordan Lee: ${rides}` }).check();
    await inbox.getByRole("button", { name: "Delete selected (2)" }).click();
    const confirmMany = page.getByRole("dialog", { name: "Delete Messages" });
    await expect(confirmMany).toContainText("Delete 2 messages? This cannot be undone.");
    await confirmMany.getByRole("button", { name: "Delete" }).click();
    await expect(confirmMany).toBeHidden();
    await expectToast(page, "Messages Deleted", "2 messages deleted.");
    await expect(messageAbout(photos)).toHaveCount(0);
    await expect(messageAbout(rides)).toHaveCount(0);
    await expect(inbox.getByRole("status")).toBeFocused();
    await expect(inbox.getByRole("button", { name: /^Delete selected/ })).toHaveCount(0);

    // Select all shown offers every message shown; Cancel deletes nothing and gives focus back.
    const shown = await inbox.getByRole("article").count();
    await inbox.getByRole("checkbox", { name: "Select all shown" }).check();
    const deleteAll = inbox.getByRole("button", { name: `Delete selected (${String(shown)})` });
    await deleteAll.click();
    await page
      .getByRole("dialog", { name: "Delete Messages" })
      .getByRole("button", { name: "Cancel" })
      .click();
    await expect(deleteAll).toBeFocused();
    await inbox.getByRole("checkbox", { name: "Select all shown" }).uncheck();
    await expect(inbox.getByRole("article")).toHaveCount(shown);

    const stored = (await (await page.request.get("/api/contact?limit=200")).json()) as {
      messages: { subject: string | null }[];
    };
    const subjects = stored.messages.map((message) => message.subject);
    for (const subject of [rides, cleats, photos]) expect(subjects).not.toContain(subject);
  });

  test("Messages: a failed delete says so and keeps the message", async ({
    page,
    browser,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    const subject = unique("Snack question");
    await asParent(browser, async (request) => {
      const sent = await request.post(`${test.info().project.use.baseURL ?? ""}/api/contact`, {
        headers: { "X-Forwarded-For": "203.0.113.130" },
        data: {
          name: "Jordan Lee",
          email: "jordan.lee@example.com",
          subject,
          message: "Is Saturday nut-free?",
        },
      });
      expect(sent.status()).toBe(201);
    });
    await openDashboard(page, "Messages");
    const message = page.getByRole("article", { name: `Message from Jordan Lee: ${subject}` });
    await expect(message).toBeVisible();
    await failWith500(page, "**/api/contact/*");
    await page.getByRole("button", { name: `Delete message from Jordan Lee: ${subject}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Message" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Error", "Failed to delete the message. Please try again.");
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(message).toBeVisible();
  });

  test("every tab, and a dialog, has no axe violations", async ({ page }) => {
    // Seven axe runs: about 15 s alone, and more while other projects share the cores.
    test.slow();
    await openDashboard(page);
    for (const name of TAB_NAMES) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expect(panel(page).getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(panel(page).getByText(/^Loading /)).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await page.getByRole("tab", { name: "Posts" }).click();
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByRole("dialog", { name: "Create Post" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("works on a 360 px phone: nothing scrolls sideways, tabs are big enough to tap", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openDashboard(page);
    for (const name of TAB_NAMES) {
      const tab = page.getByRole("tab", { name });
      await tab.click();
      await expect(panel(page).getByText(/^Loading /)).toHaveCount(0);
      const box = await tab.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
});

test.describe("the end of a session", () => {
  test("Logout ends the session on the server: the old cookie stops working", async ({ page, browser }) => {
    await signInAsCoach(page);
    await openDashboard(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === "team_session");
    expect(cookie?.value).toBeTruthy();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await adminFlags(page)).toEqual([null, null]);

    const stolen = await browser.newContext();
    try {
      if (cookie) await stolen.addCookies([cookie]);
      const session = await stolen.request.get("/api/auth/session");
      expect(await session.json()).toMatchObject({ authenticated: false, user: null });
      expect((await stolen.request.get("/api/contact")).status()).toBe(401);
    } finally {
      await stolen.close();
    }
  });

  test("a session ended elsewhere sends the coach to log in again on the next action", async ({
    page,
    browser,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/);
    await signInAsCoach(page);
    await openDashboard(page, "Players");
    await expect(page.getByRole("term").filter({ hasText: "Total Players" })).toBeVisible();

    // The coach logs out on another device: every session ends.
    await asParent(browser, async (request) => {
      expect(
        (
          await request.post("/api/auth/login", {
            data: { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD },
          })
        ).status(),
      ).toBe(200);
      expect((await request.post("/api/auth/logout")).status()).toBe(200);
    });

    // Nothing typed on the page, so nothing to keep: the next coach call goes to the login page.
    // (A page with typed text stays and keeps it: session-end.spec.ts.)
    await page.getByRole("tab", { name: "Messages" }).click();
    await expect(page).toHaveURL(/\/admin-login\?expired=1$/);
    await expect(page.getByText("Your session has ended. Please log in again.")).toBeVisible();
    expect(await adminFlags(page)).toEqual([null, null]);
  });
});

test.describe("coach mode on the public pages", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
    // The flags come from the login page in real use; set them the way it does.
    await page.goto("/admin-login");
    await expect(page.getByRole("heading", { name: "Already Logged In" })).toBeVisible();
  });

  test("/roster: Add Player, Edit on each card with the full name, and Logout", async ({ page, browser }) => {
    await page.goto("/roster");
    await page.getByRole("button", { name: "Add Player" }).click();
    const add = page.getByRole("dialog", { name: "Add Player" });
    const firstName = unique("Rowan").replace(" ", "");
    await add.getByLabel("First name").fill(firstName);
    await add.getByLabel("Last name").fill("Castillo");
    await add.getByRole("button", { name: "Add Player" }).click();
    await expectToast(page, "Player Added");
    const card = page.getByRole("listitem").filter({ hasText: firstName });
    await expect(card.getByRole("heading", { name: `${firstName} Castillo` })).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: `Edit ${firstName}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Player" });
    await expect(edit.getByLabel("Last name")).toHaveValue("Castillo");
    await edit.getByLabel("Position").selectOption("Goalkeeper");
    await edit.getByRole("button", { name: "Update Player" }).click();
    await expectToast(page, "Player Updated");
    await expect(card).toContainText("Goalkeeper");

    // A parent sees the new player with a last initial, and no coach controls.
    await asParentOnPage(browser, async (parentPage) => {
      await parentPage.goto("/roster");
      await expect(parentPage.getByRole("heading", { name: `${firstName} C.` })).toBeVisible();
      await expect(parentPage.getByRole("button", { name: "Add Player" })).toHaveCount(0);
    });

    const players = (await (await page.request.get("/api/players")).json()) as {
      id: string;
      firstName: string;
    }[];
    const id = players.find((player) => player.firstName === firstName)?.id ?? "";
    expect((await page.request.delete(`/api/players/${id}`)).status()).toBe(204);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await adminFlags(page)).toEqual([null, null]);
  });

  test("/roster: what was typed in the search box stays when the coach's controls appear", async ({
    page,
  }) => {
    // Hold the session check back, so the parents' view is up while the coach types.
    const release = await holdRoute(page, "**/api/auth/session");
    // While the coach's mode loads, the box it will replace takes no typing (a letter typed into it
    // could be lost with it).
    const releaseCoachMode = await holdRoute(page, "**/_astro/CoachRoster.*.js");
    await page.goto("/roster");
    await expectIslandsHydrated(page);
    const search = page.getByRole("searchbox", { name: "Search players" });
    await expect(search).toBeDisabled();
    releaseCoachMode();
    await search.fill("Mateo");
    await expect(page.getByRole("button", { name: "Add Player" })).toHaveCount(0);
    release();
    await expect(page.getByRole("button", { name: "Add Player" })).toBeVisible();
    await expect(search).toHaveValue("Mateo");
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
  });

  test("/posts: Published Posts and All Posts tabs, drafts, Create Post and Delete", async ({ page }) => {
    const draftTitle = unique("Draft: tournament idea");
    const created = await page.request.post("/api/posts", {
      data: { title: draftTitle, content: "Thinking about a spring tournament.", authorId: "coach" },
    });
    expect(created.status()).toBe(201);

    await page.goto("/posts");
    const published = page.getByRole("tab", { name: "Published Posts" });
    await expect(published).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 3, name: draftTitle })).toHaveCount(0);
    await page.getByRole("tab", { name: "All Posts" }).click();
    const draft = page.getByRole("listitem").filter({ hasText: draftTitle });
    await expect(draft).toContainText("Draft");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    const title = unique("Field change");
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await dialog.getByLabel("Content").fill("Saturday's game moves to Field 3 East.");
    await dialog.getByRole("button", { name: "Publish Now" }).click();
    await expectToast(page, "Post Created");
    await page.getByRole("tab", { name: "Published Posts" }).click();
    const post = page.getByRole("listitem").filter({ hasText: title });
    await expect(post).toBeVisible();

    for (const name of [title, draftTitle]) {
      await page.getByRole("tab", { name: "All Posts" }).click();
      await page.getByRole("button", { name: `Delete ${name}` }).click();
      const confirm = page.getByRole("dialog", { name: "Delete Post" });
      await expect(confirm).toContainText(
        "Are you sure you want to delete the post? This action cannot be undone.",
      );
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Post Deleted");
      await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    }
  });
});

test("parents never download the coach's code on /roster and /posts", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  for (const path of ["/roster", "/posts"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  // Routes only the coach's code calls: none of it may reach a parent's phone.
  for (const marker of ["/api/posts/all", "/api/auth/logout", "/api/game-scores", "Template Applied"]) {
    expect(
      scripts.filter((body) => body.includes(marker)),
      marker,
    ).toEqual([]);
  }
});

test("a stale coach flag on /roster and /posts shows the parents' view, calls no coach route and is cleared", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("isAdmin", "true");
    localStorage.setItem("adminUser", JSON.stringify({ email: "coach@example.com", name: "Coach" }));
  });
  const coachCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (
      /^\/api\/(posts\/all|contact|messages)|^\/api\/(players|users)$/.test(pathname) &&
      request.method() !== "GET"
    ) {
      coachCalls.push(pathname);
    }
    if (pathname === "/api/posts/all") coachCalls.push(pathname);
  });
  for (const path of ["/roster", "/posts"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => adminFlags(page)).toEqual([null, null]);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("button", { name: /Add Player|Create Post/ })).toHaveCount(0);
  }
  expect(coachCalls).toEqual([]);
});
