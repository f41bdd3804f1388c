/**
 * Accessibility across the site, in one place: axe (WCAG 2.1 A and AA) on every page once its
 * islands have loaded (in the same visit, no Content-Security-Policy violation), on the error state
 * of every island that loads data, and on every dialog of the coach's dashboard; a parent signing
 * up for snacks and sending a message with the keyboard alone; and `prefers-reduced-motion: reduce`
 * stopping every animation. The page-specific states (empty lists, open dialogs, search results)
 * are checked beside their features in the other specs.
 */
import type { Locator, Page } from "@playwright/test";
import {
  ADMIN_GAME,
  cspViolations,
  expect,
  expectIslandsHydrated,
  expectNoAxeViolations,
  failWith500,
  RACE_GAME,
  signInAsCoach,
  SITE_PAGES,
  test,
  watchCspViolations,
} from "./fixtures";
import { expectLanguageMarkup, expectNoEnglishInterface, SPANISH_PAGES } from "./language-checks";

test.beforeEach(async ({ page }, testInfo) => {
  // This file's own client addresses, one per project, so rate limits never couple it to another.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.62.${String(testInfo.project.name.length)}.7` });
});

/** Scrolls every island into view (some hydrate only then) and waits until all have hydrated and loaded. */
async function loadIslands(page: Page): Promise<void> {
  await expectIslandsHydrated(page);
  await expect(page.getByText(/^(Loading|Cargando) .*(\.\.\.|…)$/)).toHaveCount(0);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user would
 * move through the page; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 120, backwards = false } = {}): Promise<number> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return presses;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Axe on each of `paths` once its islands have loaded, in the same visit as the check that the page
 * ran under its Content-Security-Policy with no violation (csp.spec.ts has the rest of that), and
 * that it names its language and its twin in the other (language-checks.ts): a Spanish page also
 * shows no sentence of the English catalog.
 */
function axeOn(paths: readonly string[]): void {
  for (const path of paths) {
    test(`${path}, once its islands have loaded, with no CSP violation`, async ({
      page,
      allowConsoleErrors,
    }) => {
      // The current season's address as a past season's: the page says there is no such season.
      if (path.includes("/seasons/")) allowConsoleErrors(/status of 404/);
      await watchCspViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await loadIslands(page);
      await expectNoAxeViolations(page);
      expect(await cspViolations(page)).toEqual([]);
      await expectLanguageMarkup(page, path);
      if (path.startsWith("/es/")) await expectNoEnglishInterface(page);
    });
  }
}

/**
 * The pages whose markup differs on a phone. Every page shares one layout, whose header and bottom
 * navigation are the only phone-only markup of the site besides the schedule's month view (its
 * days as a list); the home page has the layout with the most sections under it, and the coach's
 * dashboard the densest controls. The rest differ only in columns, which axe's rules do not read.
 */
const PHONE_LAYOUT_PAGES = ["/", "/schedule", "/admin"] as const;

test.describe("axe on a phone, on the pages whose markup differs", { tag: "@phone" }, () => {
  axeOn(PHONE_LAYOUT_PAGES);
});

test.describe("axe on every page", () => {
  axeOn(SITE_PAGES);
  axeOn(SPANISH_PAGES);

  for (const [path, api] of [
    ["/", "**/api/events/upcoming"],
    ["/schedule", "**/api/events"],
    ["/roster", "**/api/players"],
    ["/posts", "**/api/posts"],
    [`/snacks/manage#v1.${"Qm9v".repeat(11).slice(0, 43)}`, "**/api/snack-signup"],
    [`/family#fam-1.1.1.${"Qm9v".repeat(11).slice(0, 43)}`, "**/api/family"],
    // In Spanish, the failure and its Try again are the page's words too (one page: every list
    // shows the same failure).
    ["/es/posts", "**/api/posts"],
  ] as const) {
    test(`${path}, when its data cannot load`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 500/);
      await failWith500(page, api);
      await page.goto(path);
      const spanish = path.startsWith("/es/");
      const retry = page.getByRole("button", { name: spanish ? "Intentar de nuevo" : "Try again" }).first();
      await retry.scrollIntoViewIfNeeded();
      await expect(retry).toBeVisible();
      await expectNoAxeViolations(page);
      if (spanish) await expectNoEnglishInterface(page);
    });
  }
});

test("the axe check fails on a violation, naming the rule and the element, in the page or a part of it", async ({
  page,
}) => {
  await page.goto("/roster");
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.id = "unlabelled-photo";
    document.querySelector("main")?.append(image);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt[\s\S]*#unlabelled-photo/);
  await expect(expectNoAxeViolations(page, "main")).rejects.toThrow(/image-alt/);
  // A part without the image passes, and so does the page once it is gone: the same axe, run again.
  await expectNoAxeViolations(page, "header");
  await page.evaluate(() => document.getElementById("unlabelled-photo")?.remove());
  await expectNoAxeViolations(page);
});

test.describe("with the keyboard alone", () => {
  test("a parent signs up for snacks on /schedule, from landing on the page to the thank-you", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await loadIslands(page);
    const signup = page.getByRole("region", { name: "Game Day Snack Signup" });
    // The season's first open game that no other test signs up for.
    const row = signup
      .locator(`li[id^="snack-"]:not(#snack-${RACE_GAME}):not(#snack-${ADMIN_GAME})`)
      .filter({ hasText: "Need Volunteer" })
      .first();
    const rowId = (await row.getAttribute("id")) ?? "";
    const title = await row.getByRole("heading", { level: 3 }).innerText();
    const button = row.getByRole("button", { name: /^Sign Up/ });

    // From the top of the page, Tab reaches the game's Sign Up button; Enter opens the dialog.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Sign Up for Snacks" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);

    // Escape closes it and gives the focus back to the button; Space opens it again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();

    await tabTo(page, dialog.getByLabel("Parent name"), { max: 10 });
    await page.keyboard.type("Kim Keyboard");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await page.keyboard.type("kim.keyboard@example.com");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Phone (optional)")).toBeFocused();
    await page.keyboard.type("512-555-0177");
    await tabTo(page, dialog.getByRole("button", { name: "Confirm Sign Up" }), { max: 6 });
    await page.keyboard.press("Enter");

    const toast = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("status");
    await expect(toast).toContainText("Snack Signup Successful! 🍎");
    // The private link takes the focus; Tab reaches Copy link and Done, and Enter closes it.
    const signedUp = page.getByRole("dialog", { name: "You're Signed Up" });
    await expect(signedUp.getByRole("link", { name: "Manage your sign-up" })).toBeFocused();
    await expectNoAxeViolations(page);
    await tabTo(page, signedUp.getByRole("button", { name: "Done" }), { max: 3 });
    await page.keyboard.press("Enter");
    await expect(signedUp).toBeHidden();
    // The Sign Up button is gone, so the focus lands on the game's row, which says it is this family's.
    const covered = page.locator(`#${rowId}`);
    await expect(covered).toBeFocused();
    await expect(covered).toContainText("You're bringing snacks");
    // Tab reaches Change and Cancel on the row.
    await page.keyboard.press("Tab");
    await expect(covered.getByRole("link", { name: /^Change your snack sign-up/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(covered.getByRole("button", { name: /^Cancel your snack sign-up/ })).toBeFocused();
    // F8 reaches the notification, and the page around it still passes axe.
    await page.keyboard.press("F8");
    await expect(
      page.getByRole("region", { name: "Notifications (F8)" }).locator('[tabindex="-1"]'),
    ).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("a parent sends a message from /contact and starts another", async ({ page }) => {
    await page.goto("/contact");
    await loadIslands(page);
    const form = page.getByRole("region", { name: "Send a Message" });

    await tabTo(page, form.getByLabel("Name"));
    await page.keyboard.type("Jordan Keys");
    // Each field follows the one before it, with no hidden stop in between.
    const fields: [string, string][] = [
      ["Email", "jordan.keys@example.com"],
      ["Subject (optional)", "Carpool"],
      ["Message", "Could we set up a carpool for the away games?"],
    ];
    for (const [label, text] of fields) {
      await page.keyboard.press("Tab");
      await expect(form.getByLabel(label)).toBeFocused();
      await page.keyboard.type(text);
    }
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(form.getByText("Message Sent Successfully")).toBeFocused();
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("status")).toContainText(
      "The coach will get back to you within 24 hours.",
    );
    await expectNoAxeViolations(page);

    await tabTo(page, form.getByRole("button", { name: "Send Another Message" }), { max: 5 });
    await page.keyboard.press("Space");
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
  });
});

/** Every element (and its ::before, ::after, ::backdrop) that animates or transitions for more than 10 ms. */
async function movingParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(
        ...list.split(",").map((value) => {
          const text = value.trim();
          return text.endsWith("ms") ? Number.parseFloat(text) / 1000 : Number.parseFloat(text);
        }),
      );
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after", "::backdrop"]) {
        const style = getComputedStyle(element, pseudo);
        const classes = element.getAttribute("class")?.trim().split(/\s+/).join(".") ?? "";
        const name = `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}${pseudo ?? ""}`;
        if (
          style.animationName !== "none" &&
          (seconds(style.animationDuration) > 0.01 || style.animationIterationCount === "infinite")
        ) {
          found.push(
            `${name}: animation ${style.animationName} ${style.animationDuration} × ${style.animationIterationCount}`,
          );
        }
        if (style.transitionProperty !== "none" && seconds(style.transitionDuration) > 0.01) {
          found.push(`${name}: transition ${style.transitionProperty} ${style.transitionDuration}`);
        }
      }
    }
    return found;
  });
}

test.describe("prefers-reduced-motion: reduce", () => {
  test("the loading placeholders pulse when motion is welcome (so the check below can see motion)", async ({
    page,
  }) => {
    await page.route("**/api/events/upcoming", () => undefined);
    await page.goto("/");
    await expect(page.locator(".animate-pulse").first()).toBeVisible();
    expect(await movingParts(page)).toEqual(
      expect.arrayContaining([expect.stringContaining("animation pulse")]),
    );
  });

  test("stops the loading placeholders, smooth scrolling and every transition", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Hold the data back so the pulsing placeholders stay on screen.
    await page.route("**/api/events/upcoming", () => undefined);
    await page.route("**/api/posts", () => undefined);
    await page.goto("/");
    await expect(page.locator(".animate-pulse").first()).toBeVisible();
    expect(await movingParts(page)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });

  test("stops motion in the sign-up dialog and its notification too", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/schedule");
    await loadIslands(page);
    await page
      .getByRole("region", { name: "Game Day Snack Signup" })
      .getByRole("button", { name: /^Sign Up/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Sign Up for Snacks" });
    await dialog.getByLabel("Parent name").fill(" ");
    await dialog.getByLabel("Email").fill("someone@example.com");
    await dialog.getByRole("button", { name: "Confirm Sign Up" }).click();
    await expect(dialog.getByText("Missing Information")).toBeVisible();
    expect(await movingParts(page)).toEqual([]);
    await page.keyboard.press("Escape");
  });
});

test.describe("the coach's dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
  });

  /** Each dialog a tab opens, by the button that opens it (the first of its kind on the tab). */
  const DIALOGS: { tab: string; opener: RegExp }[] = [
    { tab: "Events", opener: /^Add Event$/ },
    { tab: "Events", opener: /^Edit .+, \w{3} \d{1,2}, \d{4}$/ },
    { tab: "Events", opener: /^Delete .+, \w{3} \d{1,2}, \d{4}$/ },
    { tab: "Snacks", opener: /^Edit game: / },
    { tab: "Snacks", opener: /^Assign a family: / },
    { tab: "Players", opener: /^Add Player$/ },
    { tab: "Players", opener: /^Edit / },
    { tab: "Players", opener: /^Delete / },
    { tab: "Posts", opener: /^View / },
    { tab: "Posts", opener: /^Edit / },
    { tab: "Posts", opener: /^Delete / },
  ];

  test("every dialog passes axe, closes on Escape and gives the focus back to its button", async ({
    page,
  }) => {
    // An axe run per dialog: about 13 s alone, and more while other projects share the cores.
    test.slow();
    await page.goto("/admin");
    for (const { tab, opener } of DIALOGS) {
      await page.getByRole("tab", { name: tab }).click();
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByText(/^Loading /)).toHaveCount(0);
      const button = panel.getByRole("button", { name: opener }).first();
      await button.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog, `${tab}: ${String(opener)}`).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test("the new-event form passes axe while it shows what is missing, and the score form too", async ({
    page,
  }) => {
    await page.goto("/admin#events");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText(/^Loading /)).toHaveCount(0);
    await panel.getByRole("button", { name: "Add Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await panel
      .getByRole("button", { name: /^Add Score: / })
      .first()
      .click();
    await expect(panel.getByRole("button", { name: "Save Score" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
