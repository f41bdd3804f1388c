/**
 * Pages whose islands fill in after the HTML must not move what the reader already sees: the
 * layout shift stays within the bench's 0.02 budget (0 is what they measure). The
 * API is held until the loading state shows, then let through, and the browser's own layout-shift
 * entries are summed.
 */
import { expect, holdRoute, test } from "./fixtures";

declare global {
  interface Window {
    layoutShift: number;
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
});

const cases = [
  { path: "/", loading: "Loading next event...", loaded: /Directions to this event/ },
  { path: "/schedule", loading: "Loading schedule...", loaded: /September 2025/ },
];

for (const { path, loading, loaded } of cases) {
  test(`${path} keeps its place while the data arrives`, async ({ page }) => {
    const release = await holdRoute(page, "**/api/**");
    await page.goto(path);
    await expect(page.getByText(loading).first()).toBeVisible();
    release();
    await expect(page.getByRole("main").getByText(loaded).first()).toBeVisible();
    // Let the browser report the frames after the update.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
    );
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThanOrEqual(0.02);
  });
}
