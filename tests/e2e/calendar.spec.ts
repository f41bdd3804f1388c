/**
 * The Team Calendar section of the home page in a real Chromium, desktop and phone, against the
 * production build with the clock fixed at Monday 15 Sep 2025, 12:00 CDT (playwright.config.ts).
 * Axe checks the section with the rest of the home page once every island has loaded (a11y.spec.ts).
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test, tryAgainAfterLoadError } from "./fixtures";
import { E2E_SITE_URL } from "./servers";

/**
 * September 2025 as content/ seeds it: practices on Tuesdays and Thursdays from the 9th (7), the
 * parent meeting (9th), Time TBA picture day (13th) and the games of the 20th and 27th.
 */
const SEPTEMBER_EVENT_COUNT = 11;

const calendarSection = (page: Page) => page.getByRole("region", { name: "Team Calendar" });
const monthTable = (page: Page, month: string) => calendarSection(page).getByRole("table", { name: month });

/**
 * Opens the home page and scrolls to the calendar, as a reader does: the month view hydrates only
 * as it nears the screen.
 */
async function gotoCalendar(page: Page) {
  await page.goto("/");
  await calendarSection(page).scrollIntoViewIfNeeded();
}

/** The cell of an in-month day, found by an event label it holds, e.g. `"vs Buda Blaze"`. */
const cellWith = (page: Page, month: string, text: string) =>
  monthTable(page, month).getByRole("cell").filter({ hasText: text });

test.describe("Team Calendar section", () => {
  test("offers the feed as a webcal subscription, an https address for Google, and a download", async ({
    page,
  }) => {
    await page.goto("/");
    const section = calendarSection(page);
    await expect(section.getByRole("heading", { level: 2, name: "Team Calendar" })).toBeVisible();

    const origin = new URL(E2E_SITE_URL).origin;
    await expect(section.getByRole("link", { name: "Subscribe (Apple Calendar, Outlook)" })).toHaveAttribute(
      "href",
      `webcal://${new URL(origin).host}/calendar.ics`,
    );
    await expect(section.getByRole("link", { name: `${origin}/calendar.ics` })).toHaveAttribute(
      "href",
      `${origin}/calendar.ics`,
    );
    await expect(section.getByText("Other calendars → From URL → paste this link")).toBeVisible();
    await expect(section.getByRole("link", { name: "Download Calendar" })).toHaveAttribute(
      "href",
      "/calendar.ics?download=1",
    );
    for (const device of ["iPhone or iPad", "Android", "Outlook", "Apple Calendar", "Google Calendar"]) {
      await expect(section.getByRole("term").filter({ hasText: device })).toBeVisible();
    }
  });

  test("downloads the calendar file with every event the API lists", async ({ page, request }) => {
    await page.goto("/");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      calendarSection(page).getByRole("link", { name: "Download Calendar" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("hays-lightning-fall-2025.ics");
    const text = await readFile(await download.path(), "utf8");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);

    const events = (await (await request.get("/api/events")).json()) as unknown[];
    expect(events.length).toBeGreaterThan(0);
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(events.length);
  });

  test("opens the month view on September 2025 with its events and today marked", async ({ page }) => {
    await gotoCalendar(page);
    const table = monthTable(page, "September 2025");
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveCount(7);
    await expect(table.getByRole("columnheader").first()).toContainText("Sunday");

    const today = table.locator('td[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText("15");

    await expect(cellWith(page, "September 2025", "vs Buda Blaze")).toContainText("20");
    await expect(cellWith(page, "September 2025", "vs Buda Blaze")).toContainText("9:00 AM");
    await expect(cellWith(page, "September 2025", "vs San Marcos Strikers")).toContainText("27");
    await expect(cellWith(page, "September 2025", "Team Picture Day")).toContainText("TBA");
    await expect(cellWith(page, "September 2025", "Parent Meeting")).toContainText("Practice");
    await expect(table.getByText("6:30 PM")).toHaveCount(7);

    const list = calendarSection(page).getByRole("list", { name: "Events in September 2025" });
    await expect(list.getByRole("listitem")).toHaveCount(SEPTEMBER_EVENT_COUNT);
    await expect(
      list.getByRole("listitem").filter({ hasText: "Sep 20, 2025, 9:00 AM - 10:00 AM" }),
    ).toContainText("Game vs Buda Blaze");
    await expect(list.getByRole("listitem").filter({ hasText: "Sep 13, 2025, Time TBA" })).toContainText(
      "Team Picture Day",
    );
  });

  test("moves between months with Next and Previous, by mouse and keyboard", async ({ page }) => {
    await gotoCalendar(page);
    const section = calendarSection(page);
    await expect(monthTable(page, "September 2025")).toBeVisible();

    const next = section.getByRole("button", { name: "Next month" });
    const previous = section.getByRole("button", { name: "Previous month" });
    await next.click();
    await expect(monthTable(page, "October 2025")).toBeVisible();
    await expect(cellWith(page, "October 2025", "vs Lockhart Lions")).toContainText("2:00 PM");

    await next.click();
    await expect(monthTable(page, "November 2025")).toBeVisible();
    // Tue 4 Nov, after daylight saving ended: still 6:30 PM in Kyle (00:30Z on the 5th).
    const november4 = monthTable(page, "November 2025").locator('td[data-date="2025-11-04"]');
    await expect(november4).toContainText("6:30 PM");
    await expect(monthTable(page, "November 2025").locator('td[aria-current="date"]')).toHaveCount(0);

    await previous.focus();
    await page.keyboard.press("Enter");
    await expect(monthTable(page, "October 2025")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(monthTable(page, "September 2025")).toBeVisible();
    await previous.click();
    await expect(monthTable(page, "August 2025")).toBeVisible();
    await expect(section.getByText("No events this month.")).toBeAttached();
  });

  test("hydrates only when the reader nears it, so the first load does no work for it", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const next = calendarSection(page).getByRole("button", { name: "Next month" });
    // Still the server-rendered grid: the month name is not known and the buttons do nothing yet.
    await expect(next).toBeDisabled();
    await expect(monthTable(page, "September 2025")).toHaveCount(0);

    await calendarSection(page).scrollIntoViewIfNeeded();
    await expect(monthTable(page, "September 2025")).toBeVisible();
    await expect(next).toBeEnabled();
  });

  test("nothing moves when the month view fills in (CLS 0)", async ({ page }) => {
    await page.goto("/#calendar");
    await expect(monthTable(page, "September 2025")).toBeVisible();
    // Every layout shift so far that no input caused, with what moved, for a readable failure.
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const found: string[] = [];
          new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: { node: Node | null }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              const moved = entry.sources.map(({ node }) =>
                node instanceof Element
                  ? `<${node.tagName.toLowerCase()} class="${node.className}">`
                  : (node?.textContent?.slice(0, 40) ?? "?"),
              );
              found.push(`${String(entry.value)}: ${moved.join(", ")}`);
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => {
            resolve(found);
          }, 500);
        }),
    );
    expect(shifts).toEqual([]);
  });

  test("shows an error with Try again when the events API fails, and recovers", async ({
    page,
    failOnce,
  }) => {
    await failOnce("**/api/events");
    await gotoCalendar(page);
    await tryAgainAfterLoadError(calendarSection(page));
    await expect(monthTable(page, "September 2025")).toBeVisible();
  });
});
