/**
 * Pages whose islands fill in after the HTML must not move what the reader already sees: the
 * layout shift stays within the bench's 0.02 budget (0 is what they measure). The
 * API is held until the loading state shows, then let through, and the browser's own layout-shift
 * entries are summed. The same holds for the field-status alert arriving after the page is up.
 * Measured on the phone (`@phone`), whose narrow column is where content would move most, as the
 * bench measures the pages.
 */
import { expect, holdRoute, layoutShiftOf, recordLayoutShift, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await recordLayoutShift(page);
});

const cases = [
  { path: "/", loading: "Loading next event...", loaded: /Directions to this event/ },
  { path: "/schedule", loading: "Loading schedule...", loaded: /September 2025/ },
];

for (const { path, loading, loaded } of cases) {
  test(`${path} keeps its place while the data arrives`, { tag: "@phone" }, async ({ page }) => {
    const release = await holdRoute(page, "**/api/**");
    await page.goto(path);
    await expect(page.getByText(loading).first()).toBeVisible();
    release();
    await expect(page.getByRole("main").getByText(loaded).first()).toBeVisible();
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
  });
}

test(
  "the field-status alert arriving after the page is up moves nothing",
  { tag: "@phone" },
  async ({ page }) => {
    await page.route("**/api/alert", (route) =>
      route.fulfill({
        headers: { "X-App-Now": "2025-09-15T17:00:00.000Z" },
        json: {
          alert: {
            message: "All fields closed today: rain. No practice tonight.",
            level: "closed",
            endsAt: "2025-09-16T04:59:59.999Z",
            updatedAt: "2025-09-15T13:05:00.000Z",
          },
        },
      }),
    );
    const release = await holdRoute(page, "**/api/alert");
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByText(/Directions to this event/).first()).toBeVisible();
    const before = await main.boundingBox();
    release();
    await expect(page.getByRole("region", { name: "Field status" })).toBeVisible();
    const shift = await layoutShiftOf(page);
    expect(await main.boundingBox()).toEqual(before);
    expect(shift).toBeLessThanOrEqual(0.02);
  },
);
