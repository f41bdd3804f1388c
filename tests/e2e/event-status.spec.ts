/**
 * Game-day changes as a parent sees them (docs/product-rules.md#game-day-changes). The coach,
 * through the API, postpones Tuesday's practice, cancels Saturday's game with a note and moves the
 * next Saturday's game to Sunday; a parent's browser, without the coach's cookie, shows each
 * change on the home page (Next Event, Upcoming Games, the month view) and on /schedule (the list
 * and the snack sign-up). The clock is Monday 15 Sep 2025, noon in Kyle (playwright.config.ts).
 * The other specs of a project share its store, so every event changed here is put back as it was.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  expectIslandsHydrated,
  expectNoAxeViolations,
  holdRoute,
  layoutShiftOf,
  recordLayoutShift,
  signInAsCoach,
  test,
} from "./fixtures";

/** Tuesday 16 Sep, 6:30 PM: the next event at the test clock. */
const PRACTICE = "practice-2025-09-16";
/** Saturday 20 Sep, 9:00 AM, Game vs Buda Blaze. */
const CANCELLED = "game-2025-09-20";
/** Saturday 27 Sep, 10:30 AM, Game vs San Marcos Strikers: moved to Sunday 28 Sep, 1:00 PM. */
const MOVED = "game-2025-09-27";
/** Saturday 4 Oct, Game vs Wimberley Wildcats: cancelled while a parent's sign-up form is open. */
const CANCELLED_LATER = "game-2025-10-04";

const CHANGES = {
  [PRACTICE]: { status: "postponed", statusNote: "Coach is away: new date soon" },
  [CANCELLED]: { status: "cancelled", statusNote: "Fields closed: rain" },
  [MOVED]: { date: "2025-09-28T18:00:00.000Z", endDate: "2025-09-28T19:00:00.000Z" },
};

type Times = { id: string; date: string; endDate: string | null; statusNote: string | null };

let coach: Page;
let before: Times[] = [];

/** The coach's edit of one event, through the API. */
async function edit(id: string, change: Record<string, unknown>): Promise<void> {
  const response = await coach.request.put(`/api/events/${id}`, { data: change });
  expect(response.status(), `PUT /api/events/${id}`).toBe(200);
}

test.beforeAll(async ({ browser }, testInfo) => {
  coach = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await signInAsCoach(coach);
  const ids: string[] = [PRACTICE, CANCELLED, MOVED, CANCELLED_LATER];
  const events = (await (await coach.request.get("/api/events")).json()) as Times[];
  before = events.filter((event) => ids.includes(event.id));
  expect(before.map((event) => event.id).sort()).toEqual([...ids].sort());
  for (const [id, change] of Object.entries(CHANGES)) await edit(id, change);
});

test.afterAll(async () => {
  // Back on, at its own time, without a note: as content/ seeded it. Moving back clears "Moved from".
  for (const { id, date, endDate, statusNote } of before) {
    await edit(id, { date, endDate, status: "scheduled", statusNote });
  }
  await coach.close();
});

test("home: Next Event says the practice is postponed and what is on next; the games and the month view show the changes", async ({
  page,
}) => {
  // As layout-shift.spec.ts does: the called-off card must not push the page down either.
  await recordLayoutShift(page);
  const release = await holdRoute(page, "**/api/**");
  await page.goto("/");
  const card = page.getByRole("region", { name: "Next Event" });
  await expect(card.getByText("Loading next event...")).toBeVisible();
  release();
  await expect(card.getByRole("heading", { level: 3, name: "Practice", exact: true })).toBeVisible();
  await expect(card).toContainText("Postponed");
  await expect(card.locator("s")).toHaveText("Tue, Sep 16, 6:30 PM");
  await expect(card).toContainText("Coach is away: new date soon");
  const nextOn = card.getByRole("heading", { level: 3, name: "Next on: Thu, Sep 18 · Practice" });
  await expect(nextOn).toBeVisible();
  await expect(card).toContainText("6:30 PM - 7:45 PM · Hays Youth Sports Complex, Field 5 West");
  await expect(card.getByRole("link", { name: /^Directions to the next event/ })).toBeVisible();
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);

  const games = page.getByRole("region", { name: "Upcoming Games" });
  await games.scrollIntoViewIfNeeded();
  const cancelled = games.getByRole("listitem").filter({ hasText: "Game vs Buda Blaze" });
  await expect(cancelled).toContainText("Cancelled");
  await expect(cancelled.locator("s")).toHaveText("Sep 20, 2025 · 9:00 AM - 10:00 AM");
  await expect(cancelled).toContainText("Fields closed: rain");
  await expect(cancelled).toContainText("No snacks needed: cancelled");
  await expect(cancelled.getByRole("link")).toHaveCount(0);
  const moved = games.getByRole("listitem").filter({ hasText: "Game vs San Marcos Strikers" });
  await expect(moved).toContainText("Sep 28, 2025 · 1:00 PM - 2:00 PM");
  await expect(moved).toContainText("Moved from Sat, Sep 27, 10:30 AM");
  await expect(moved.locator("s")).toHaveCount(0);
  await expect(moved.getByRole("link", { name: /^Sign Up for Snacks/ })).toBeVisible();

  // The month view: the day says Cancelled (a word, in what a screen reader reads too), struck through.
  const calendar = page.getByRole("region", { name: "Team Calendar" });
  await calendar.scrollIntoViewIfNeeded();
  const september = calendar.getByRole("table", { name: "September 2025" });
  const saturday = september.getByRole("cell").filter({ hasText: "vs Buda Blaze" });
  await expect(saturday).toHaveAccessibleName(/Cancelled.*9:00 AM.*vs Buda Blaze/);
  await expect(saturday.locator("s")).toHaveText(["9:00 AM", "vs Buda Blaze"]);
  await expect(september.getByRole("cell").filter({ hasText: "vs San Marcos Strikers" })).toContainText("28");
  const list = calendar.getByRole("list", { name: "Events in September 2025" });
  const listed = list.getByRole("listitem").filter({ hasText: "Game vs Buda Blaze" });
  await expect(listed).toContainText("Cancelled");
  await expect(listed).toContainText("Fields closed: rain");

  await expectIslandsHydrated(page);
  await expectNoAxeViolations(page);
});

test("schedule: the list and the snack sign-up show the changes, and a cancelled game has no Sign Up", async ({
  page,
}) => {
  await page.goto("/schedule");
  const list = page.getByRole("region", { name: "Practices, Games and Events" });
  const cancelled = list.getByRole("listitem").filter({ hasText: "Game vs Buda Blaze" });
  await expect(cancelled).toContainText("Cancelled");
  await expect(cancelled.locator("s")).toHaveText("Sep 20, 2025 · 9:00 AM - 10:00 AM");
  await expect(cancelled).toContainText("Fields closed: rain");
  const practice = list.getByRole("listitem").filter({ hasText: "Sep 16, 2025" });
  await expect(practice).toContainText("Postponed");
  await expect(practice.locator("s")).toHaveText("Sep 16, 2025 · 6:30 PM - 7:45 PM");
  await expect(practice).toContainText("Coach is away: new date soon");
  const moved = list.getByRole("listitem").filter({ hasText: "Game vs San Marcos Strikers" });
  await expect(moved).toContainText("Sep 28, 2025 · 1:00 PM - 2:00 PM");
  await expect(moved).toContainText("Moved from Sat, Sep 27, 10:30 AM");

  const signup = page.getByRole("region", { name: "Game Day Snack Signup" });
  const row = signup.locator(`#snack-${CANCELLED}`);
  await expect(row).toContainText("Cancelled");
  await expect(row.locator("s")).toHaveText("Sep 20, 2025 · 9:00 AM - 10:00 AM");
  await expect(row).toContainText("Fields closed: rain");
  await expect(row).toContainText("No snacks needed: cancelled");
  await expect(row.getByRole("button")).toHaveCount(0);
  const movedRow = signup.locator(`#snack-${MOVED}`);
  await expect(movedRow).toContainText("Moved from Sat, Sep 27, 10:30 AM");
  await expect(movedRow.getByRole("button", { name: /^Sign Up/ })).toBeVisible();

  await expectNoAxeViolations(page);
});

test("a sign-up for a game cancelled while the form was open gets the server's reason", async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(/status of 409/);
  // A client address of this test's own, so the sign-up's rate limit counts for nothing else.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.63.${String(testInfo.project.name.length)}.9` });
  await page.goto("/schedule");
  const row = page
    .getByRole("region", { name: "Game Day Snack Signup" })
    .locator(`#snack-${CANCELLED_LATER}`);
  await row.getByRole("button", { name: /^Sign Up/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sign Up for Snacks" });
  await dialog.getByLabel("Parent name").fill("Late Parent");
  await dialog.getByLabel("Email").fill("late.parent@example.com");

  await edit(CANCELLED_LATER, { status: "cancelled" });
  await dialog.getByRole("button", { name: "Confirm Sign Up" }).click();
  const alert = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("alert");
  await expect(alert).toContainText("This game is cancelled, so it needs no snacks.");
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("No snacks needed: cancelled");
  await expect(row).toBeFocused();
});
