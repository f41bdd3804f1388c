/**
 * Pages whose islands fill in after the HTML must not move what the reader already sees (CLS 0,
 * DESIGN.md section 1). The API is held until the loading state shows, then let through, and the
 * browser's own layout-shift entries are summed.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** Holds every `/api` answer until the returned function is called. */
async function holdApi(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/**", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
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
    const release = await holdApi(page);
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
