/**
 * The end of a coach session on a page with typed text (docs/product-rules.md#coach-sign-in-and-sessions):
 * the warning 5 minutes before 2 hours without use, and a save after the session ended that keeps
 * what was typed until the coach has signed in again in another tab.
 *
 * The preview's clock stands still (APP_NOW), so the server never sees 2 hours pass: the page's clock
 * moves (`page.clock`) for the warning, and a logout elsewhere ends the session for the save, which
 * answers the same 401 as a session idle for 2 hours (tests/integration/api/idle-sessions.test.ts
 * moves the server's clock). The page's visibility is played by the test: a hidden page sends no
 * heartbeat.
 */
import type { Page, Request } from "@playwright/test";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";
import { expect, expectNoAxeViolations, signInAsCoach, test } from "./fixtures";

/** Noon in Kyle on Monday 15 Sep 2025, the previews' clock (APP_NOW). */
const APP_NOW = "2025-09-15T17:00:00.000Z";

const MINUTE = 60_000;

declare global {
  interface Window {
    /** Plays the page's visibility (the Page Visibility API), once `playVisibility` is set up. */
    setPageHidden?: (hidden: boolean) => void;
  }
}

/** Lets the test hide and show the page, as a switch to another tab would. */
async function playVisibility(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, "visibilityState", { get: () => (hidden ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { get: () => hidden });
    window.setPageHidden = (value) => {
      hidden = value;
      document.dispatchEvent(new Event("visibilitychange"));
    };
  });
}

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    window.setPageHidden?.(value);
  }, hidden);

const notifications = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

test("a post being written: the warning before the session ends, and a save after it ended keeps the text", async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  // The save refused once the session has ended, and Chromium's line about it.
  allowConsoleErrors(/status of 401/);
  await playVisibility(page);
  await page.clock.install({ time: new Date(APP_NOW) });
  const heartbeats: string[] = [];
  const apiInFlight = new Set<Request>();
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) apiInFlight.add(request);
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/auth/session") {
      heartbeats.push(request.url());
    }
  });
  const settle = (request: Request) => {
    apiInFlight.delete(request);
  };
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);

  await signInAsCoach(page);
  await page.goto("/admin#posts");
  await expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
  // A visible dashboard sends the heartbeat as it opens.
  await expect.poll(() => heartbeats.length).toBe(1);

  await page.getByRole("button", { name: "Create Post" }).click();
  const editor = page.getByRole("dialog", { name: "Create Post" });
  const title = `Tournament ideas ${Math.random().toString(36).slice(2, 8)}`;
  const content = "A spring tournament with the Nighthawks, if the field is free.";
  await editor.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await editor.getByLabel("Content").fill(content);
  // Every answer sets the page's clock to the server's, which stands still at APP_NOW: one that
  // lands after the clock moves below would pull it back two hours. Nothing may be in flight.
  await expect.poll(() => apiInFlight.size).toBe(0);

  // The coach leaves the tab for almost 2 hours: no heartbeat, and no warning until 5 minutes before.
  await setHidden(page, true);
  await page.clock.runFor(114 * MINUTE);
  const warning = page.getByRole("dialog", { name: "Your sign-in is about to end" });
  await expect(warning).toHaveCount(0);
  await page.clock.runFor(2 * MINUTE);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/Without any use your sign-in ends in [345] minutes\./);
  await expect(warning).toContainText("What you typed is not saved yet.");
  expect(heartbeats).toHaveLength(1);
  const stay = warning.getByRole("button", { name: "Stay signed in" });
  await expect(stay).toBeFocused();
  await expectNoAxeViolations(page);

  // Stay signed in, by keyboard: the heartbeat, and the text where it was.
  await page.keyboard.press("Enter");
  await expect(warning).toBeHidden();
  await expect(notifications(page)).toContainText("Still signed in");
  expect(heartbeats).toHaveLength(2);
  await expect(editor.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await setHidden(page, false);

  // The session ends elsewhere (the same 401 as 2 hours without use); the coach saves.
  const other = await browser.newContext();
  try {
    const login = await other.request.post("/api/auth/login", {
      data: { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD },
    });
    expect(login.status()).toBe(200);
    expect((await other.request.post("/api/auth/logout")).status()).toBe(200);
  } finally {
    await other.close();
  }
  await editor.getByRole("button", { name: "Save Draft" }).click();

  const ended = page.getByRole("dialog", { name: "Your sign-in has ended" });
  await expect(ended).toBeVisible();
  await expect(ended).toContainText("What you typed is still on this page");
  await expect(page).toHaveURL(/\/admin#posts$/);
  await expect(editor.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await expect(editor.getByLabel("Content")).toHaveValue(content);
  const signInLink = ended.getByRole("link", { name: "Sign in again in a new tab" });
  await expect(signInLink).toBeFocused();
  await expect(signInLink).toHaveAttribute("target", "_blank");
  await expectNoAxeViolations(page);

  // Not signed in yet: the dialog says so and stays.
  const signedInAgain = ended.getByRole("button", { name: "I have signed in again" });
  await signedInAgain.click();
  await expect(ended.getByRole("alert").filter({ hasText: "You are not signed in yet." })).toBeVisible();

  // Signs in in the new tab, comes back, and saves what was typed.
  const [loginTab] = await Promise.all([page.context().waitForEvent("page"), signInLink.click()]);
  await loginTab.getByLabel("Email").fill(DEV_COACH_EMAIL);
  await loginTab.getByLabel(/^Password/).fill(DEV_COACH_PASSWORD);
  await loginTab.getByRole("button", { name: "Login" }).click();
  await expect(loginTab).toHaveURL(/\/admin$/);
  await loginTab.close();

  await signedInAgain.click();
  await expect(ended).toBeHidden();
  await expect(notifications(page)).toContainText("Signed in again");
  await editor.getByRole("button", { name: "Save Draft" }).click();
  await expect(notifications(page)).toContainText("Post Created");
  await expect(editor).toBeHidden();
  await expect(page.getByRole("article", { name: title })).toContainText("Draft");

  // Tidy up: the draft goes.
  const posts = (await (await page.request.get("/api/posts/all")).json()) as { id: string; title: string }[];
  const saved = posts.find((post) => post.title === title);
  expect(saved).toBeDefined();
  expect((await page.request.delete(`/api/posts/${saved?.id ?? ""}`)).status()).toBe(204);
});
