/**
 * The next season end to end (docs/product-rules.md#seasons), with the clock in January 2026 after
 * Fall 2025 has ended: the coach starts "Spring 2026" ("Primavera 2026" in Spanish) from Season and team (two returning players,
 * one new, 8 games from the league's CSV, practices from the plan), the preview's build hook builds
 * the pages again from the store, and a parent then sees Spring 2026 on the home page, the schedule
 * and the roster and signs up for a spring game's snacks; Fall 2025 stays readable at
 * /seasons/fall-2025 with its results. Axe on the flow's review, both season pages and the
 * rebuilt pages. Its own preview (tests/e2e/servers.ts), the only one whose build hook is on.
 */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { RETURNING, SPRING_CSV } from "../support/seasons";
import { expect, expectIslandsHydrated, expectNoAxeViolations, signInAsCoach, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

/** The seeded Fall 2025 roster (content/players.json). */
const players = JSON.parse(readFileSync(new URL("../../content/players.json", import.meta.url), "utf8")) as {
  id: string;
  firstName: string;
  lastName: string | null;
  jerseyNumber: number | null;
}[];

const flow = (page: Page) => page.locator("#start-season");
const step = (page: Page, number: number, name: string) =>
  page.getByRole("heading", { name: `Step ${String(number)} of 5: ${name}` });

/** Reloads `path` until it shows `text`: the rebuild the season's start asked for has been served. */
async function waitForRebuild(page: Page, path: string, text: string): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.locator("body")).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 150_000, intervals: [2000] });
}

test("the coach starts Spring 2026, and parents see it once the pages are built again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signInAsCoach(page);
  // Fall 2025's first game won 3-1, for its results.
  const score = await page.request.post("/api/game-scores", {
    data: { eventId: "game-2025-09-20", homeScore: 3, awayScore: 1, isFinal: true, notes: null },
  });
  expect(score.status()).toBe(201);
  await page.goto("/admin/season");
  await expectIslandsHydrated(page);
  const section = flow(page);

  // 1. The season: its name comes suggested from Fall 2025.
  await expect(step(page, 1, "Season")).toBeVisible();
  await expect(section.getByRole("textbox", { name: "Season name", exact: true })).toHaveValue("Spring 2026");
  await section.getByLabel("Season name in Spanish").fill("Primavera 2026");
  await section.getByLabel("First day").fill("2026-02-23");
  await section.getByLabel("Last day").fill("2026-05-16");
  await section.getByRole("button", { name: "Next" }).click();

  // 2. The roster: Mateo (7) and Olivia (10) return, the others leave; Ximena joins.
  await expect(step(page, 2, "Roster")).toBeFocused();
  for (const player of players.filter(({ id }) => !RETURNING.includes(id))) {
    const number = player.jerseyNumber === null ? "No number" : `#${String(player.jerseyNumber)}`;
    const name = [player.firstName, player.lastName].filter(Boolean).join(" ");
    await section.getByLabel(`${number} ${name}`, { exact: true }).uncheck();
  }
  await expect(section.getByText("2 return, 9 leave the roster.")).toBeVisible();
  await section.getByRole("button", { name: "Add a new player" }).click();
  await section.getByLabel("First name").fill("Ximena");
  await section.getByLabel("Jersey number (optional)").fill("21");
  await section.getByRole("button", { name: "Next" }).click();

  // 3. The practices: Tuesdays and Thursdays as in the fall, from the plan.
  await expect(step(page, 3, "Practices")).toBeFocused();
  await section.getByLabel("First practice").fill("2026-02-24");
  await section.getByLabel("Last practice").fill("2026-05-14");
  await section.getByRole("button", { name: "Next" }).click();

  // 4. The games, pasted from the league's spreadsheet.
  await expect(step(page, 4, "Games")).toBeFocused();
  await section.getByLabel("League schedule (CSV)").fill(SPRING_CSV);
  await section.getByRole("button", { name: "Next" }).click();

  // 5. The server's preview, then the start.
  await expect(step(page, 5, "Review & start")).toBeFocused();
  await expect(section.getByText("Nothing to fix: Spring 2026 is ready to start.")).toBeVisible();
  await expect(section).toContainText("Lockhart Lions");
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: "Start Spring 2026" }).click();
  const dialog = page.getByRole("dialog", { name: "Start Spring 2026?" });
  await dialog.getByRole("button", { name: "Start Spring 2026" }).click();
  await expect(page.getByRole("heading", { name: "Spring 2026 has started" })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);

  // A parent's phone, once the pages are built again from the store.
  const parent = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    isMobile: true,
    hasTouch: true,
    viewport: { width: 412, height: 915 },
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.90" },
  });
  const phone = await parent.newPage();
  await waitForRebuild(phone, "/", "Spring 2026");
  await expect(phone.locator("footer")).toContainText("Spring 2026");
  await phone.goto("/es/");
  await expect(phone.locator("footer")).toContainText("U10 · Primavera 2026");
  await expect(phone.locator("footer")).not.toContainText("Spring 2026");
  await expectNoAxeViolations(phone);

  await phone.goto("/roster");
  await expectIslandsHydrated(phone);
  await expect(phone.locator("main")).toContainText("Spring 2026");
  for (const name of ["Mateo", "Olivia", "Ximena"]) await expect(phone.locator("main")).toContainText(name);
  await expect(phone.locator("main")).not.toContainText("Liam");

  await phone.goto("/schedule");
  await expectIslandsHydrated(phone);
  await expect(phone.locator("main")).toContainText("Spring 2026");
  const row = phone.getByRole("region", { name: "Game Day Snack Signup" }).locator("#snack-game-2026-03-07");
  await row.getByRole("button", { name: /^Sign Up/ }).click();
  const signup = phone.getByRole("dialog", { name: "Sign Up for Snacks" });
  await signup.getByLabel("Parent name").fill("Lucía Fernández");
  await signup.getByLabel("Email").fill("lucia.fernandez@example.com");
  await signup.getByRole("button", { name: "Confirm Sign Up" }).click();
  const done = phone.getByRole("dialog", { name: "You're Signed Up" });
  await done.getByRole("button", { name: "Done" }).click();
  await expect(row).toContainText("You're bringing snacks");

  // Fall 2025 is a past season with its results.
  await phone.goto("/seasons");
  await expectIslandsHydrated(phone);
  await expect(phone.getByRole("link", { name: /Fall 2025/ })).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.getByRole("link", { name: /Fall 2025/ }).click();
  await expect(phone).toHaveURL(/\/seasons\/fall-2025\/?$/);
  await expect(phone.getByRole("heading", { name: "Fall 2025 season", exact: true })).toBeVisible();
  await expect(phone.locator("main")).toContainText("Buda Blaze");
  await expect(phone.locator("main")).toContainText("Win");
  await expect(phone.locator("main")).toContainText("20 practices");
  await expect(phone.getByRole("link", { name: /calendar/i })).toHaveAttribute(
    "href",
    "/seasons/fall-2025/calendar.ics",
  );
  await expectNoAxeViolations(phone);
  await parent.close();
});
