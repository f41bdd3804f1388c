/**
 * A family's private link on a phone (docs/product-rules.md#family-answers), in both languages: a
 * fresh browser opens the link, answers three events for two siblings, adds a note, reloads and
 * sees them, with the token in no request's address; the coach sees the headcount and the note; a
 * second parent's schedule shows counts only; and the coach's sheet of QR slips prints eight to a
 * page, each code reading back as its family's link. Axe on every state. The families are made
 * through the coach's API (the seed has none).
 */
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAsCoach, test } from "./fixtures";
import { expectNoEnglishInterface } from "./language-checks";

/** The siblings of the family that answers, and a note only the coach reads. */
const SIBLINGS = [
  { id: "player-01", firstName: "Mateo" },
  { id: "player-02", firstName: "Olivia" },
] as const;
const NOTE = "llegamos 10 min tarde";
/** Seven one-player families beside the two walked, so the slips fill a page and start another. */
const SINGLES = ["player-04", "player-05", "player-06", "player-07", "player-08", "player-09", "player-10"];

interface MadeFamily {
  id: string;
  language: "en" | "es";
  token: string;
}

/** Makes a family and its first link through the coach's API. */
async function makeFamily(
  request: APIRequestContext,
  body: { name: string; playerIds: string[]; language: "en" | "es" },
): Promise<MadeFamily> {
  const made = await request.post("/api/families", { data: body });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const link = await request.post(`/api/families/${id}/links/1/rotate`, { data: {} });
  expect(link.status()).toBe(200);
  const { token } = (await link.json()) as { token: string };
  return { id, language: body.language, token };
}

/** A phone of its own: no cookie, no storage, nothing of the coach's. */
async function freshPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, baseURL });
  return context.newPage();
}

test.describe.serial("a family's link @phone", () => {
  let garcia: MadeFamily;
  let families: MadeFamily[] = [];

  test.beforeAll(async ({ browser, baseURL }) => {
    const page = await freshPhone(browser, baseURL);
    await signInAsCoach(page);
    garcia = await makeFamily(page.request, {
      name: "Garcia family",
      playerIds: SIBLINGS.map((player) => player.id),
      language: "en",
    });
    const johnson = await makeFamily(page.request, {
      name: "Johnson family",
      playerIds: ["player-03"],
      language: "es",
    });
    const singles = [];
    for (const [index, playerId] of SINGLES.entries()) {
      singles.push(
        await makeFamily(page.request, {
          name: `Family ${String(index + 1)}`,
          playerIds: [playerId],
          language: index % 2 === 0 ? "es" : "en",
        }),
      );
    }
    families = [garcia, johnson, ...singles];
    await page.context().close();
  });

  test("answers three events for two siblings with a note, in English then Spanish", async ({
    page,
    allowConsoleErrors,
  }) => {
    // Three events, two siblings, two languages and a failed save: longer than a page check.
    test.setTimeout(60_000);
    // The test's own browser context: a phone that never saw the site.
    const requested: string[] = [];
    page.on("request", (request) => {
      requested.push(request.url());
    });

    await page.goto(`/family#${garcia.token}`);
    await expect(page.getByRole("heading", { name: "Garcia family" })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    const cards = page.getByRole("listitem").filter({ has: page.getByRole("article") });
    /** One sibling's answer at the `index`th event: its buttons, its status in words, its note. */
    const row = (index: number, sibling: (typeof SIBLINGS)[number]) =>
      cards.nth(index).locator(`[data-player="${sibling.id}"]`);
    const answers = ["Going", "Maybe", "Not going"] as const;
    for (const [index, answer] of answers.entries()) {
      for (const sibling of SIBLINGS) {
        const player = row(index, sibling);
        await player.getByRole("button", { name: new RegExp(`^${answer}: ${sibling.firstName} at`) }).click();
        await expect(player.getByRole("status").first()).toContainText(`Answer: ${answer}`);
        await expect(player.getByRole("status").first()).toContainText("Saved");
      }
    }
    const mateo = row(0, SIBLINGS[0]);
    await mateo.getByLabel("Note to the coach about Mateo").fill(NOTE);
    await mateo.getByRole("button", { name: "Send note" }).click();
    await expect(mateo.getByText("Note sent")).toBeVisible();

    // A save that never reaches the server says so and keeps the choice, to try again.
    allowConsoleErrors(/net::ERR_FAILED/);
    await page.route("**/api/family/answers", (route) => route.abort(), { times: 1 });
    const olivia = row(2, SIBLINGS[1]);
    const oliviaGoing = olivia.getByRole("button", { name: /^Going: Olivia at/ });
    await oliviaGoing.click();
    await expect(olivia.getByText("Not saved. Check your connection and try again.")).toBeVisible();
    await expect(oliviaGoing).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);
    await olivia.getByRole("button", { name: "Try again" }).click();
    await expect(olivia.getByRole("status").first()).toContainText("Saved");

    await page.reload();
    const kept = [
      [0, "Going", "Going"],
      [1, "Maybe", "Maybe"],
      [2, "Not going", "Going"],
    ] as const;
    for (const [index, mateoAnswer, oliviaAnswer] of kept) {
      await expect(
        row(index, SIBLINGS[0]).getByRole("button", { name: new RegExp(`^${mateoAnswer}: Mateo at`) }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(
        row(index, SIBLINGS[1]).getByRole("button", { name: new RegExp(`^${oliviaAnswer}: Olivia at`) }),
      ).toHaveAttribute("aria-pressed", "true");
    }
    await expect(mateo.getByLabel("Note to the coach about Mateo")).toHaveValue(NOTE);

    // The same family in Spanish: what was saved, and a change said in Spanish.
    await page.goto(`/es/family#${garcia.token}`);
    await expect(row(0, SIBLINGS[0]).getByRole("button", { name: /^Va: Mateo en/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const oliviaEs = row(1, SIBLINGS[1]);
    await oliviaEs.getByRole("button", { name: /^Va: Olivia en/ }).click();
    await expect(oliviaEs.getByRole("status").first()).toContainText("Respuesta: Va");
    await expect(oliviaEs.getByRole("status").first()).toContainText("Guardado");
    await expectNoAxeViolations(page);
    await expectNoEnglishInterface(page);

    // The phone remembers its family page: the home page offers it.
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Your family page" })).toHaveAttribute(
      "href",
      `/family#${garcia.token}`,
    );

    // The token went in a header only: no address the phone asked for holds it.
    const mac = garcia.token.split(".").at(-1) ?? garcia.token;
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => url.includes(mac) || url.includes(encodeURIComponent(mac)))).toEqual([]);
  });

  test("the coach sees the headcount and the note; another parent's schedule shows counts only", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAsCoach(page);
    await page.goto("/admin#events");
    const practice = page
      .getByRole("article")
      .filter({ has: page.locator("[data-headcount]") })
      .first();
    await expect(practice.locator("[data-headcount]")).toContainText("2 going");
    await practice.getByText("Who is coming").click();
    await expect(practice.getByText(NOTE)).toBeVisible();
    await expect(practice.getByText("Mateo G.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const parent = await freshPhone(browser, baseURL);
    await parent.goto("/schedule");
    await expect(parent.getByText("2 going").first()).toBeVisible();
    const schedule = (await parent.locator("main").textContent()) ?? "";
    for (const secret of [NOTE, "Mateo G.", "Olivia N.", "Garcia family"])
      expect(schedule).not.toContain(secret);
    await expectNoAxeViolations(parent);
    await parent.context().close();
  });

  test("the QR sheet prints eight slips a page, each code its family's link", async ({ page, baseURL }) => {
    await signInAsCoach(page);
    await page.goto("/admin#players");
    await page.getByRole("button", { name: "Print QR slips" }).click();
    const sheet = page.getByRole("dialog", { name: "QR slips for the families" });
    await expect(sheet.locator(".slip")).toHaveCount(families.length);
    await expectNoAxeViolations(page);

    // Printed, the page is as wide as the paper: A4 at 96 pixels an inch.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: "print" });
    const pages = page.locator(".slip-page");
    await expect(pages).toHaveCount(2);
    // 1 mm in CSS pixels; A4 and Letter leave at least 190 × 259 mm inside 10 mm margins.
    const mm = 96 / 25.4;
    const first = pages.first();
    const box = await first.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(190 * mm + 1);
    expect(box?.height).toBeLessThanOrEqual(259 * mm + 1);
    expect(await first.evaluate((element) => getComputedStyle(element).breakAfter)).toBe("page");
    const slips = await first.locator(".slip").evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { x: Math.round(rect.x), y: Math.round(rect.y) };
      }),
    );
    expect(slips).toHaveLength(8);
    expect(new Set(slips.map((slip) => slip.x)).size).toBe(2);
    expect(new Set(slips.map((slip) => slip.y)).size).toBe(4);
    await expect(pages.nth(1).locator(".slip")).toHaveCount(1);

    for (const family of families) {
      const code = page.locator(`.slip[data-family="${family.id}"] .slip-code`);
      const png = PNG.sync.read(await code.screenshot());
      const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      const path = family.language === "es" ? "/es/family" : "/family";
      expect(read?.data).toBe(`${baseURL ?? ""}${path}#${family.token}`);
    }
  });
});
