/**
 * Snack volunteers end to end, on a phone (docs/product-rules.md#snack-sign-ups): a parent signs
 * up, keeps the private link, still sees "You're bringing snacks" after a reload and cancels from
 * the same phone, while another phone sees the game covered, then open again; the private link
 * opened on a phone that never signed up changes what they bring (the schedule follows) and
 * cancels, and the spent link says so; the coach sets the team's snack note, which the sign-up
 * dialog then shows, assigns a family to a game and clears it; the coach hides what a volunteer
 * brings, this season and in a past season's archive. Each family is a browser context
 * with a client address of its own, as two phones are, so the budget of two games per connection
 * never couples the tests. The Spanish pages say the same in Spanish: the schedule with its dates,
 * the sign-up, its private link to the Spanish manage page, the cancel and the spent link. Every game
 * used here ends as content/ seeded it: open.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  holdRoute,
  layoutShiftOf,
  recordLayoutShift,
  signInAsCoach,
  test,
} from "./fixtures";

/** Saturday 11 Oct, Game vs Dripping Springs Thunder: signed up for and cancelled on /schedule. */
const SCHEDULE_GAME = "game-2025-10-11";
/** Sunday 19 Oct, Game vs Lockhart Lions: signed up for through the API, changed and cancelled with its link. */
const LINK_GAME = { id: "game-2025-10-19", title: "Game vs Lockhart Lions" };
/** Saturday 25 Oct, Game vs New Braunfels Nighthawks: signed up for and cancelled in Spanish. */
const SPANISH_GAME = "game-2025-10-25";
/** Saturday 8 Nov, Game vs Kyle Comets: the coach's assignment. */
const COACH_GAME = { id: "game-2025-11-08", title: "Game vs Kyle Comets" };

const NOTE = "Nut-free team: one player has a peanut allergy";

/** A past season the Snacks tab lists (stood in: the preview has none before the next season starts). */
const SPRING_2025 = {
  id: "spring-2025",
  label: "Spring 2025",
  firstDay: "2025-02-22",
  lastDay: "2025-05-10",
  division: "U10",
  ages: { min: 9, max: 10 },
  rosterCapacity: 14,
  practicePlan: {
    title: "Team Practice",
    firstDate: "2025-02-25",
    lastDate: "2025-05-08",
    weekdays: ["tuesday", "thursday"],
    start: "18:30",
    end: "19:45",
    location: "Hays Youth Sports Complex, Field 5 West",
    topics: [],
  },
};
/** What a volunteer of that season typed before the rule refused phone numbers and payment handles. */
const LEAKED = "Venmo Coach-Alex-25 or call 512 555 0199";
const PAST_GAME = "game-2025-04-05";

/** A family's phone: a fresh context with its own client address. */
async function phone(
  browser: Browser,
  baseURL: string | undefined,
  address: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    isMobile: true,
    hasTouch: true,
    viewport: { width: 412, height: 839 },
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  return context;
}

const snackList = (page: Page) => page.getByRole("region", { name: "Game Day Snack Signup" });

/**
 * Opens the schedule on a family's phone and scrolls to the sign-up, as a parent does: it sits
 * under the season's whole list and loads as the reader nears it.
 */
async function openSignup(page: Page, path = "/schedule"): Promise<void> {
  await page.goto(path);
  // The list above may still be growing as its events arrive and push the sign-up away: scroll
  // again until the sign-up's games are there.
  await expect(async () => {
    await page.locator("#snack-signup").scrollIntoViewIfNeeded();
    await expect(page.locator('[aria-labelledby="snack-signup"] li[id^="snack-"]').first()).toBeAttached({
      timeout: 1_000,
    });
  }).toPass();
}
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).first();
/** The same area on a Spanish page. */
const spanishToasts = (page: Page) => page.getByRole("region", { name: "Avisos (F8)" }).first();

test.describe.configure({ mode: "serial" });

test("a parent signs up, sees it after a reload, and cancels from the same phone; another phone follows", async ({
  browser,
  baseURL,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 429/);
  const mine = await phone(browser, baseURL, "203.0.113.31");
  const page = await mine.newPage();
  await openSignup(page);
  const row = snackList(page).locator(`#snack-${SCHEDULE_GAME}`);
  await row.getByRole("button", { name: /^Sign Up/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sign Up for Snacks" });
  await dialog.getByLabel("Parent name").fill("Lucía Fernández");
  await dialog.getByLabel("Email").fill("lucia.fernandez@example.com");
  await dialog.getByLabel("What you'll bring (optional)").fill("Orange slices, 2 cases of water");
  // The list's reload after the sign-up is slow (one bar of signal).
  const releaseList = await holdRoute(page, "**/api/events");
  await dialog.getByRole("button", { name: "Confirm Sign Up" }).click();

  // The private link, before the dialog closes: open it, copy it, or keep it on this phone.
  const done = page.getByRole("dialog", { name: "You're Signed Up" });
  const link = done.getByRole("link", { name: "Manage your sign-up" });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute("href", /^\/snacks\/manage#[\w-]+\.[\w-]{43}$/);
  await expect(done).toContainText("Keep it to yourself");
  await done.getByRole("button", { name: "Copy link" }).click();
  await expect(done.getByRole("button", { name: "Link copied" })).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href, page.url()).href);
  // Done waits for the list, so the focus lands on the row that now says it is this family's.
  await done.getByRole("button", { name: "Done" }).click();
  await expect(done).toBeVisible();
  releaseList();
  await expect(done).toBeHidden();
  await expect(row).toBeFocused();
  await expect(row).toContainText("You're bringing snacks");
  await expect(row).toContainText("Bringing: Orange slices, 2 cases of water");
  await expect(row.getByRole("link", { name: /^Change your snack sign-up/ })).toHaveAttribute("href", href);

  // Another family's phone sees the public name only.
  const other = await phone(browser, baseURL, "203.0.113.32");
  const otherPage = await other.newPage();
  await openSignup(otherPage);
  const otherRow = snackList(otherPage).locator(`#snack-${SCHEDULE_GAME}`);
  await expect(otherRow).toContainText("Covered!");
  await expect(otherRow).toContainText("Lucía F.");
  await expect(otherRow).toContainText("Bringing: Orange slices, 2 cases of water");
  await expect(otherRow).not.toContainText("Fernández");

  await page.reload();
  await expect(row).toContainText("You're bringing snacks");
  const cancel = row.getByRole("button", { name: /^Cancel your snack sign-up/ });
  await cancel.click();
  const confirm = page.getByRole("dialog", { name: "Cancel Your Snack Sign-up?" });
  await confirm.getByRole("button", { name: "Keep my sign-up" }).click();
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();
  await cancel.click();
  // Too many tries: the dialog says so and stays, to try again.
  const limited = "Too many requests for sign-ups at once. Try again in 40 seconds.";
  await page.route(
    "**/api/snack-signup",
    (route) => route.fulfill({ status: 429, json: { error: { code: "rate_limited", message: limited } } }),
    { times: 1 },
  );
  const cancelSignup = confirm.getByRole("button", { name: "Cancel sign-up" });
  await cancelSignup.click();
  await expect(toasts(page)).toContainText(limited);
  await expect(confirm).toBeVisible();
  // The button waits with the request.
  const release = await holdRoute(page, "**/api/snack-signup");
  await cancelSignup.click();
  const cancelling = confirm.getByRole("button", { name: "Cancelling..." });
  await expect(cancelling).toBeDisabled();
  await expect(cancelling).toHaveAttribute("aria-busy", "true");
  release();
  await expect(toasts(page)).toContainText("Sign-up Cancelled");
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Need Volunteer");
  await expect(row).toBeFocused();
  await expect(row.getByRole("button", { name: /^Sign Up/ })).toBeVisible();

  await otherPage.reload();
  await expect(otherRow).toContainText("Need Volunteer");
  await expect(otherRow.getByRole("button", { name: /^Sign Up/ })).toBeVisible();
  await Promise.all([mine.close(), other.close()]);
});

test("the private link works on any phone: it changes what they bring, passes axe, cancels, and is spent after", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const api = await playwright.request.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.41" },
  });
  const signup = await api.put(`/api/events/${LINK_GAME.id}/snack-signup`, {
    data: { parentName: "Tomás Silva", parentEmail: "tomas@example.com", bringing: "Juice boxes" },
  });
  expect(signup.status()).toBe(200);
  const { manageToken } = (await signup.json()) as { manageToken: string };
  await api.dispose();

  // A phone that never signed up: only the link.
  const context = await phone(browser, baseURL, "203.0.113.42");
  const page = await context.newPage();
  await recordLayoutShift(page);
  await page.goto(`/snacks/manage#${manageToken}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const game = page.getByRole("region", { name: LINK_GAME.title });
  await expect(game).toContainText("You're bringing snacks to");
  await expect(game).toContainText("Oct 19, 2025");
  await expect(page.getByLabel("Parent name")).toHaveValue("Tomás Silva");
  await expect(page.getByLabel("Email")).toHaveValue("tomas@example.com");
  await expect(page.getByLabel("What you'll bring (optional)")).toHaveValue("Juice boxes");
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page);

  // A name the rule refuses is said on its field; then the change is saved.
  await page.getByLabel("Parent name").fill("Tomás 2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please leave numbers out of your name.")).toBeVisible();
  await expect(page.getByLabel("Parent name")).toBeFocused();
  await page.getByLabel("Parent name").fill("Tomás Silva");
  await page.getByLabel("What you'll bring (optional)").fill("Granola bars & water");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page)).toContainText("Sign-up Updated");

  const schedule = await context.newPage();
  await openSignup(schedule);
  const row = snackList(schedule).locator(`#snack-${LINK_GAME.id}`);
  await expect(row).toContainText("Covered!");
  await expect(row).toContainText("Tomás S.");
  await expect(row).toContainText("Bringing: Granola bars & water");
  await schedule.close();

  await page.getByRole("button", { name: "Cancel my sign-up" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel Your Snack Sign-up?" });
  await confirm.getByRole("button", { name: "Cancel sign-up" }).click();
  const cancelled = page.getByRole("heading", { name: "Your sign-up is cancelled" });
  await expect(cancelled).toBeFocused();
  await expect(page.getByRole("status").filter({ has: cancelled })).toContainText(
    "The game needs a volunteer again.",
  );
  await expect(page.getByRole("link", { name: "Go to the schedule" })).toHaveAttribute("href", "/schedule");

  await page.reload();
  await expect(
    page.getByRole("alert").filter({ hasText: "This sign-up link no longer works" }),
  ).toBeVisible();
  await page.goto(`/snacks/manage#${manageToken.slice(0, -4)}`);
  await expect(page.getByRole("heading", { name: "This link is not complete" })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test("the coach sets the snack note, which the sign-up dialog shows, assigns a family and clears it", async ({
  browser,
  baseURL,
  page,
}) => {
  await signInAsCoach(page, { "X-Forwarded-For": "198.51.100.91" });
  await page.goto("/admin#snacks");
  const panel = page.getByRole("tabpanel");
  const noteCard = panel.getByRole("region", { name: "Snack Note for Families" });
  await noteCard.getByLabel("New snack note").fill(NOTE);
  await expect(noteCard).toContainText(`${String(NOTE.length)}/200 characters`);
  await noteCard.getByRole("button", { name: "Save Note" }).click();
  await expect(toasts(page)).toContainText("Snack Note Saved");
  await expect(noteCard.getByLabel("Snack note", { exact: true })).toHaveValue(NOTE);

  const card = panel.getByRole("article", { name: COACH_GAME.title });
  await card.getByRole("button", { name: /^Assign a family: / }).click();
  const assign = page.getByRole("dialog", { name: "Assign a Family" });
  await assign.getByLabel("Parent name").fill("Grace Okafor");
  await assign.getByLabel("Email").fill("grace.okafor@example.com");
  await assign.getByLabel("Phone (optional)").fill("512-555-0142");
  await assign.getByLabel("What they'll bring (optional)").fill("Apple slices");
  await assign.getByRole("button", { name: "Assign Family" }).click();
  await expect(toasts(page)).toContainText("Family Assigned");
  await expect(card).toContainText("Grace Okafor");
  await expect(card.getByRole("link", { name: "grace.okafor@example.com" })).toBeVisible();
  await expect(card).toContainText("Apple slices");

  // Reassigning says whose sign-up it replaces.
  await card.getByRole("button", { name: /^Reassign: / }).click();
  const reassign = page.getByRole("dialog", { name: "Reassign Snacks" });
  await expect(reassign).toContainText("This replaces Grace Okafor's sign-up");
  await expect(reassign.getByRole("button", { name: "Replace Volunteer" })).toBeVisible();
  await reassign.getByRole("button", { name: "Cancel" }).click();

  const parent = await phone(browser, baseURL, "203.0.113.51");
  const parentPage = await parent.newPage();
  await openSignup(parentPage);
  const row = snackList(parentPage).locator(`#snack-${COACH_GAME.id}`);
  await expect(row).toContainText("Grace O.");
  await expect(row).toContainText("Bringing: Apple slices");
  // Any open game's dialog shows the note; it never holds the form up.
  await snackList(parentPage)
    .getByRole("button", { name: /^Sign Up/ })
    .first()
    .click();
  const dialog = parentPage.getByRole("dialog", { name: "Sign Up for Snacks" });
  await expect(dialog).toContainText("From the coach");
  await expect(dialog).toContainText(NOTE);
  await parentPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Put it back: the game open again, no note.
  await card.getByRole("button", { name: /^Clear volunteer: / }).click();
  const clear = page.getByRole("dialog", { name: "Clear Snack Volunteer" });
  await expect(clear).toContainText("Grace Okafor");
  await clear.getByRole("button", { name: "Clear Volunteer" }).click();
  await expect(toasts(page)).toContainText("Snack Signup Cleared");
  await expect(card).toContainText("Need Volunteer");
  await noteCard.getByRole("button", { name: "Remove Note" }).click();
  await expect(toasts(page)).toContainText("Snack Note Removed");
  await expect(noteCard).toContainText("No snack note is set.");

  await parentPage.reload();
  await expect(row.getByRole("button", { name: /^Sign Up/ })).toBeVisible();
  await parent.close();
});

test("the coach hides what a volunteer brings, this season and in a past season's archive", async ({
  browser,
  baseURL,
  page,
}) => {
  // Two flows and axe on the Snacks tab: more than one flow's time.
  test.slow();
  await signInAsCoach(page, { "X-Forwarded-For": "198.51.100.93" });
  const noResults = { played: 0, wins: 0, losses: 0, draws: 0, goalsFor: 0, goalsAgainst: 0 };
  const fall = (await (await page.request.get("/api/seasons")).json()) as { current: unknown };
  await page.route("**/api/seasons", (route) =>
    route.fulfill({
      json: {
        current: fall.current,
        past: [{ season: SPRING_2025, results: noResults, archivedAt: "2025-06-01T00:00:00.000Z" }],
      },
    }),
  );
  await page.route(`**/api/seasons/${SPRING_2025.id}`, (route) =>
    route.fulfill({
      json: {
        season: SPRING_2025,
        archivedAt: "2025-06-01T00:00:00.000Z",
        results: noResults,
        games: [
          {
            id: PAST_GAME,
            title: "Game vs Buda Blaze",
            date: "2025-04-05T14:00:00.000Z",
            endDate: null,
            opponent: "Buda Blaze",
            location: "Field 5 West",
            status: "scheduled",
            statusNote: null,
            score: null,
            result: null,
            volunteer: { name: "Sam R.", bringing: LEAKED },
          },
        ],
        practiceCount: 0,
        posts: [],
        roster: [],
      },
    }),
  );
  const hidden: string[] = [];
  await page.route(`**/api/seasons/${SPRING_2025.id}/games/${PAST_GAME}/bringing`, (route) => {
    hidden.push(route.request().method());
    return route.fulfill({ status: 204 });
  });

  await page.goto("/admin#snacks");
  const panel = page.getByRole("tabpanel");
  const card = panel.getByRole("article", { name: COACH_GAME.title });
  await card.getByRole("button", { name: /^Assign a family: / }).click();
  const assign = page.getByRole("dialog", { name: "Assign a Family" });
  await assign.getByLabel("Parent name").fill("Grace Okafor");
  await assign.getByLabel("Email").fill("grace.okafor@example.com");
  await assign.getByLabel("What they'll bring (optional)").fill("Call 512 555 0142");
  await assign.getByRole("button", { name: "Assign Family" }).click();
  // The rule the API applies, on the field, before anything is sent.
  await expect(assign).toContainText("Please leave phone numbers out of what you bring");
  await assign.getByLabel("What they'll bring (optional)").fill("Apple slices");
  await assign.getByRole("button", { name: "Assign Family" }).click();
  await expect(toasts(page)).toContainText("Family Assigned");
  await expect(card).toContainText("Apple slices");

  // This season: asks first, waits with the request, then the text is gone for everyone.
  const hide = card.getByRole("button", { name: /^Hide what they bring: / });
  await hide.click();
  const confirm = page.getByRole("dialog", { name: "Hide What They Bring" });
  await expect(confirm).toContainText("Grace Okafor");
  await expect(confirm).toContainText("Apple slices");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(hide).toBeFocused();
  await expect(card).toContainText("Apple slices");
  await hide.click();
  const release = await holdRoute(page, `**/api/events/${COACH_GAME.id}/snack-volunteer/bringing`);
  await confirm.getByRole("button", { name: "Hide Text" }).click();
  const pending = confirm.getByRole("button", { name: "Hiding..." });
  await expect(pending).toBeDisabled();
  await expect(pending).toHaveAttribute("aria-busy", "true");
  release();
  await expect(toasts(page)).toContainText("Text Hidden");
  await expect(confirm).toBeHidden();
  await expect(card).not.toContainText("Apple slices");
  await expect(card).toContainText("Grace Okafor");
  await expect(hide).toHaveCount(0);
  await expect(card).toBeFocused();

  const parent = await phone(browser, baseURL, "203.0.113.52");
  const parentPage = await parent.newPage();
  await openSignup(parentPage);
  const row = snackList(parentPage).locator(`#snack-${COACH_GAME.id}`);
  await expect(row).toContainText("Grace O.");
  await expect(row).not.toContainText("Bringing");
  await parent.close();

  // A past season: the archive's line, hidden the same way.
  const past = panel.getByRole("region", { name: "What past seasons' volunteers brought" });
  await expect(past).toContainText(`Sam R.: ${LEAKED}`);
  await past.getByRole("button", { name: /^Hide what they brought: Game vs Buda Blaze/ }).click();
  const confirmPast = page.getByRole("dialog", { name: "Hide What They Brought" });
  await expect(confirmPast).toContainText("Spring 2025");
  const releasePast = await holdRoute(page, `**/api/seasons/${SPRING_2025.id}/games/${PAST_GAME}/bringing`);
  await confirmPast.getByRole("button", { name: "Hide Text" }).click();
  await expect(confirmPast.getByRole("button", { name: "Hiding..." })).toBeDisabled();
  releasePast();
  await expect(toasts(page)).toContainText("Text Hidden");
  await expect(confirmPast).toBeHidden();
  expect(hidden).toEqual(["DELETE"]);
  await expect(past).toContainText("No past season's volunteer wrote what they brought.");
  await expect(past.getByRole("heading", { name: "What past seasons' volunteers brought" })).toBeFocused();
  await expectNoAxeViolations(page, '[role="tabpanel"]');

  // Put it back: the game open again.
  await card.getByRole("button", { name: /^Clear volunteer: / }).click();
  await page
    .getByRole("dialog", { name: "Clear Snack Volunteer" })
    .getByRole("button", { name: "Clear Volunteer" })
    .click();
  await expect(card).toContainText("Need Volunteer");
});

test("in Spanish: the schedule's words and dates, a sign-up, its private link, the cancel and the spent link", async ({
  browser,
  baseURL,
}) => {
  const context = await phone(browser, baseURL, "203.0.113.51");
  const page = await context.newPage();
  await openSignup(page, "/es/schedule");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendario del equipo");
  await expect(page.getByRole("heading", { name: "Prácticas, partidos y eventos" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Descargar calendario" })).toBeVisible();
  const list = page.getByRole("region", { name: "Inscripción para la merienda" });
  const row = list.locator(`#snack-${SPANISH_GAME}`);
  // The date and time as es-US writes them (Intl's spaces may be no-break ones).
  await expect(row).toContainText("25 oct 2025");
  await expect(row).toContainText(/9:30\sa\.\s?m\.\s-\s10:30\sa\.\s?m\./);
  await expect(row).toContainText("Falta voluntario");

  await row.getByRole("button", { name: /^Anotarse para llevar la merienda/ }).click();
  const dialog = page.getByRole("dialog", { name: "Anotarse para la merienda" });
  await expect(dialog).toContainText("Lleve merienda y bebidas para unas 15 personas");
  await dialog.getByLabel("Nombre del padre o la madre").fill("Rosa Medina");
  await dialog.getByLabel("Correo electrónico").fill("rosa.medina@example.com");
  await dialog.getByRole("button", { name: "Confirmar inscripción" }).click();
  const done = page.getByRole("dialog", { name: "Ya está anotado" });
  const link = done.getByRole("link", { name: "Ver mi inscripción" });
  await expect(link).toHaveAttribute("href", /^\/es\/snacks\/manage#[\w-]+\.[\w-]{43}$/);
  await expect(spanishToasts(page)).toContainText("¡Quedó anotado para la merienda! 🍎");
  await done.getByRole("button", { name: "Listo" }).click();
  await expect(done).toBeHidden();
  await expect(row).toContainText("Usted lleva la merienda");

  // The private link opens the Spanish manage page; a cancel there spends it.
  await row.getByRole("link", { name: /^Cambiar su inscripción/ }).click();
  await expect(page).toHaveURL(/\/es\/snacks\/manage#/);
  await expect(page.getByText("Usted lleva la merienda a")).toBeVisible();
  await expect(page.getByLabel("Nombre del padre o la madre")).toHaveValue("Rosa Medina");
  await page.getByRole("button", { name: "Cancelar mi inscripción" }).click();
  await page
    .getByRole("dialog", { name: "¿Cancelar su inscripción para la merienda?" })
    .getByRole("button", { name: "Cancelar inscripción" })
    .click();
  await expect(page.getByRole("heading", { name: "Su inscripción está cancelada" })).toBeFocused();
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "Esta inscripción ya no se puede cambiar aquí" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir al calendario" })).toHaveAttribute("href", "/es/schedule");
  await context.close();
});
