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
  // On a phone that opened its family's link, so "Your family page" appears in the hero as well.
  { path: "/", loading: "Loading next event...", loaded: /Directions to this event/, family: true },
  { path: "/schedule", loading: "Loading schedule...", loaded: /September 2025/, family: false },
];

/** A family token's shape (src/ui/family/family-link.ts); the home page only offers the link. */
const STORED_TOKEN = `fam-layout.1.1.${"A".repeat(43)}`;

for (const { path, loading, loaded, family } of cases) {
  test(`${path} keeps its place while the data arrives`, { tag: "@phone" }, async ({ page }) => {
    if (family) {
      // The page's own document only: the map's sandboxed frame may not touch storage.
      await page.addInitScript((token) => {
        if (window === window.top) localStorage.setItem("familyLink", token);
      }, STORED_TOKEN);
    }
    const release = await holdRoute(page, "**/api/**");
    await page.goto(path);
    await expect(page.getByText(loading).first()).toBeVisible();
    if (family) {
      await expect(page.getByRole("link", { name: "Your family page" })).toHaveAttribute(
        "href",
        `/family#${STORED_TOKEN}`,
      );
    }
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
