/**
 * The coach's field-status alert at the top of every page (src/ui/game-day/FieldAlert.astro), with
 * `GET /api/alert` answered by the test: shown with its label, message and end in Kyle's time,
 * hidden for the session once a parent hides it, absent for every answer that is not a current
 * alert, gone when it ends, asked again when a tab comes back, and nowhere without JavaScript.
 * That it moves nothing when it arrives late is in layout-shift.spec.ts.
 */
import type { Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Noon in Kyle on Monday 15 Sep 2025, the previews' clock (APP_NOW). */
const APP_NOW = "2025-09-15T17:00:00.000Z";

type Alert = { message: string; level: string; endsAt: string; updatedAt: string };

/** Fields closed until 11:59 PM tonight in Kyle. */
const CLOSED: Alert = {
  message: "All fields closed today: rain. No practice tonight.",
  level: "closed",
  endsAt: "2025-09-16T04:59:59.999Z",
  updatedAt: "2025-09-15T13:05:00.000Z",
};

type Answer = { status?: number; body: unknown } | "network error";

/**
 * Answers every `GET /api/alert` with what `answer()` returns at that moment, stamped with the
 * server's clock as the functions stamp theirs.
 */
async function fakeAlert(page: Page, answer: () => Answer): Promise<void> {
  await page.route("**/api/alert", (route) => {
    const current = answer();
    if (current === "network error") return route.abort("failed");
    const { status = 200, body } = current;
    return route.fulfill({
      status,
      headers: { "X-App-Now": APP_NOW },
      contentType: "application/json",
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  });
}

const fieldStatus = (page: Page) => page.getByRole("region", { name: "Field status" });

/** Opens `path` and waits until the page has read the alert's answer. */
async function openAndRead(page: Page, path: string): Promise<void> {
  const answered = new Promise<void>((resolve) => {
    const done = (request: Request) => {
      if (!request.url().endsWith("/api/alert")) return;
      page.off("requestfinished", done);
      page.off("requestfailed", done);
      resolve();
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
  });
  await page.goto(path);
  await answered;
  // The answer's body is read and checked in the frames after it arrives.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test("a closed alert shows on every page, stays hidden once hidden, and shows again when it changes", async ({
  page,
}) => {
  // Three pages, Share, Hide and three levels under axe: the time of several tests.
  test.slow();
  let alert = CLOSED;
  await fakeAlert(page, () => ({ body: { alert } }));
  // A phone's share sheet, which keeps what it was handed.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: unknown) => {
        (window as { shared?: unknown }).shared = data;
        return Promise.resolve();
      },
    });
  });

  for (const path of ["/", "/schedule", "/team-info"]) {
    await page.goto(path);
    const bar = fieldStatus(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("Fields closed:");
    await expect(bar).toContainText(CLOSED.message);
    await expect(bar).toContainText("Until 11:59 PM");
  }
  // The bar is the same on every page: axe over the whole of the lightest one.
  await expectNoAxeViolations(page);

  const shareLink = fieldStatus(page).getByRole("link", { name: "Share", exact: true });
  const hide = fieldStatus(page).getByRole("button", { name: "Hide" });
  const target = await hide.boundingBox();
  expect(target?.width).toBeGreaterThanOrEqual(44);
  expect(target?.height).toBeGreaterThanOrEqual(44);
  // Keyboard users meet it right after the skip link, Share then Hide; once hidden, the focus goes
  // on to the page.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(shareLink).toBeFocused();
  // Share opens the phone's share sheet with the alert and the page's address (stubbed here: the
  // WhatsApp fallback is checked on /es/posts, news-es.spec.ts).
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.evaluate(() => (window as { shared?: unknown }).shared))
    .toEqual({
      text: `Field status (Fields closed): ${CLOSED.message}`,
      url: new URL("/team-info", page.url()).href,
    });
  await page.keyboard.press("Tab");
  await expect(hide).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(fieldStatus(page)).toHaveCount(0);
  await expect(page.getByRole("main")).toBeFocused();

  // The same alert stays hidden on the next page.
  await openAndRead(page, "/schedule");
  await expect(fieldStatus(page)).toHaveCount(0);

  // A changed alert shows again, with its own level's word; each level's colours pass axe.
  for (const [level, label, until] of [
    ["warning", "Heads up:", "Until Tue, Sep 16, 9:00 AM"],
    ["info", "Team update:", "Until 11:59 PM"],
  ] as const) {
    alert = {
      message: `Update for ${level}`,
      level,
      endsAt: level === "warning" ? "2025-09-16T14:00:00.000Z" : CLOSED.endsAt,
      updatedAt: level === "warning" ? "2025-09-15T14:00:00.000Z" : "2025-09-15T15:00:00.000Z",
    };
    await page.goto("/team-info");
    await expect(fieldStatus(page)).toContainText(`${label} Update for ${level}`);
    await expect(fieldStatus(page)).toContainText(until);
    await expectNoAxeViolations(page, "#field-alert");
  }
});

test("no alert shows for an ended alert, none, an error, a network failure or a malformed answer", async ({
  page,
  allowConsoleErrors,
}) => {
  // Chromium logs the failed requests; the page itself stays quiet.
  allowConsoleErrors(/status of 500|net::ERR_FAILED/);
  const cases: { name: string; answer: Answer }[] = [
    { name: "ended", answer: { body: { alert: { ...CLOSED, endsAt: "2025-09-15T16:59:59.999Z" } } } },
    { name: "none", answer: { body: { alert: null } } },
    {
      name: "server error",
      answer: {
        status: 500,
        body: { error: { code: "internal", message: "Something went wrong on our side." } },
      },
    },
    { name: "network failure", answer: "network error" },
    { name: "cut-off JSON", answer: { body: '{"alert":{"message":"Fields closed' } },
    { name: "unknown level", answer: { body: { alert: { ...CLOSED, level: "urgent" } } } },
  ];
  let answer: Answer = { body: { alert: null } };
  await fakeAlert(page, () => answer);
  for (const { name, answer: next } of cases) {
    answer = next;
    await openAndRead(page, "/team-info");
    await expect(fieldStatus(page), name).toHaveCount(0);
  }
  // The same page and route do show a current alert.
  answer = { body: { alert: CLOSED } };
  await page.goto("/team-info");
  await expect(fieldStatus(page)).toBeVisible();
});

test("an alert goes when it ends, and a tab back after a minute or more asks again", async ({ page }) => {
  await page.clock.install({ time: new Date(APP_NOW) });
  let alert: Alert = { ...CLOSED, endsAt: "2025-09-15T17:30:00.000Z" };
  let asked = 0;
  await fakeAlert(page, () => {
    asked += 1;
    return { body: { alert } };
  });
  /** What the browser does when the tab goes to the background or comes back. */
  const setVisibility = (state: "hidden" | "visible") =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, "visibilityState", { value: visibility, configurable: true });
      Object.defineProperty(document, "hidden", { value: visibility === "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);

  await page.goto("/team-info");
  await expect(fieldStatus(page)).toContainText("Until 12:30 PM");
  await page.clock.runFor(31 * 60_000);
  await expect(fieldStatus(page)).toHaveCount(0);
  // No polling while the page stays open.
  expect(asked).toBe(1);

  // Back after half a minute: nothing asked.
  await setVisibility("hidden");
  await page.clock.runFor(30_000);
  await setVisibility("visible");
  // Back after two minutes: asked again, and the coach's new alert shows.
  alert = { ...CLOSED, endsAt: "2025-09-16T04:59:59.999Z", updatedAt: "2025-09-15T17:20:00.000Z" };
  await setVisibility("hidden");
  await page.clock.runFor(2 * 60_000);
  await setVisibility("visible");
  await expect(fieldStatus(page)).toContainText("Until 11:59 PM");
  expect(asked).toBe(2);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/team-info, /chat and the 404 page work and show no alert", async ({ page, allowConsoleErrors }) => {
    // Chromium logs the 404 page's own status.
    allowConsoleErrors(/status of 404/);
    for (const [path, heading] of [
      ["/team-info", "Team Information"],
      ["/chat", "Team Chat"],
      ["/no-such-page", "404 Page Not Found"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("#field-alert")).toBeHidden();
      await expect(fieldStatus(page)).toHaveCount(0);
    }
  });
});
