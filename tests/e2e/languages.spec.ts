/**
 * The two languages on a phone: the switch in the header takes a parent to the same page in
 * Spanish and the site's own links stay in Spanish; the choice is remembered (a page in the other
 * language offers the way back in one tap, never a redirect); a browser that prefers Spanish is
 * offered the Spanish page once; a missing /es address answers the Spanish 404. Neither the switch
 * nor the offer moves the page (docs/architecture.md, "Languages").
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, holdRoute, layoutShiftOf, recordLayoutShift, test } from "./fixtures";

const CHOICE_KEY = "site-lang";

/** The header's English | Español switch. */
const languageSwitch = (page: Page, name: "Language" | "Idioma") => page.getByRole("navigation", { name });

/** The one-tap bar or the offer, fixed above the bottom navigation. */
const offer = (page: Page) => page.locator("#language-offer");

async function expectPageIn(page: Page, lang: "en" | "es"): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  const path = new URL(page.url()).pathname;
  if (lang === "es") expect(path).toMatch(/^\/es(\/|$)/);
  else expect(path).not.toMatch(/^\/es(\/|$)/);
}

test.describe("languages", { tag: "@phone" }, () => {
  test("Español in the switch, then the site's own links, stay in Spanish; a missing page is the Spanish 404", async ({
    page,
    allowConsoleErrors,
  }) => {
    // Eight pages one after another: more than the 30 s of one page's test on a busy machine.
    test.slow();
    // Chromium logs the 404 page's own status.
    allowConsoleErrors(/status of 404/);
    await page.goto("/");
    const spanish = languageSwitch(page, "Language").getByRole("link", { name: "Español" });
    await expect(spanish).toHaveAttribute("lang", "es");
    await expect(spanish).toHaveAttribute("hreflang", "es");
    await expect(languageSwitch(page, "Language").getByRole("link", { name: "English" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await spanish.click();
    await expect(page).toHaveURL(/\/es\/?$/);
    await expectPageIn(page, "es");
    expect(await page.evaluate((key) => localStorage.getItem(key), CHOICE_KEY)).toBe("es");

    const mobileNav = page.getByRole("navigation", { name: "Principal (móvil)" });
    const footer = page.getByRole("navigation", { name: "Enlaces rápidos" });
    for (const [links, name, path] of [
      [mobileNav, "Calendario", "/es/schedule"],
      [mobileNav, "Noticias", "/es/posts"],
      [footer, "Info del equipo", "/es/team-info"],
      [footer, "Plantel", "/es/roster"],
      [mobileNav, "Contacto", "/es/contact"],
    ] as const) {
      await links.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}/?$`));
      await expectPageIn(page, "es");
      await expect(languageSwitch(page, "Idioma").getByRole("link", { name: "Español" })).toHaveAttribute(
        "aria-current",
        "true",
      );
    }
    // The page chosen is the page shown: no bar offers it again.
    await expect(offer(page)).toBeHidden();

    const missing = await page.goto("/es/no-such-page");
    expect(missing?.status()).toBe(404);
    await expectPageIn(page, "es");
    await expect(page.getByRole("heading", { level: 1, name: "404: Página no encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Volver a la página de inicio" }).click();
    await expect(page).toHaveURL(/\/es\/?$/);
  });

  test("English chosen on a Spanish page stays chosen; a Spanish address then offers English in one tap", async ({
    page,
  }) => {
    // The switch keeps the query and the hash (a /snacks/manage#token link keeps its token).
    await page.goto("/es/schedule?view=list#today");
    await expect(languageSwitch(page, "Idioma").getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      /\/schedule\?view=list#today$/,
    );
    await page.goto("/es/schedule");
    await languageSwitch(page, "Idioma").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/schedule\/?$/);
    await page.reload();
    await expect(page).toHaveURL(/\/schedule\/?$/);
    await expectPageIn(page, "en");
    // The way back to Spanish is the switch, one tap away; no bar, as English is the choice.
    await expect(languageSwitch(page, "Language").getByRole("link", { name: "Español" })).toBeVisible();
    await expect(offer(page)).toBeHidden();

    // A Spanish link (a message from another family) opens in Spanish, with English one tap away.
    await page.goto("/es/posts");
    await expectPageIn(page, "es");
    const backToEnglish = offer(page).getByRole("link", { name: "View this page in English" });
    await expect(backToEnglish).toBeVisible();
    await expect(offer(page)).toHaveAttribute("lang", "en");
    await backToEnglish.click();
    await expect(page).toHaveURL(/\/posts\/?$/);
    await expectPageIn(page, "en");
    await expect(offer(page)).toBeHidden();
  });

  test.describe("a browser that prefers Spanish", () => {
    test.use({ locale: "es-US" });

    test("is offered Spanish once, without a redirect or a layout shift", async ({ page }) => {
      await recordLayoutShift(page);
      const release = await holdRoute(page, "**/api/**");
      await page.goto("/schedule");
      const spanishOffer = offer(page);
      await expect(spanishOffer).toBeVisible();
      await expect(spanishOffer).toHaveAttribute("lang", "es");
      await expect(
        spanishOffer.getByRole("link", { name: "¿Prefiere español? Vea esta página en español" }),
      ).toHaveAttribute("href", /\/es\/schedule$/);
      expect(await layoutShiftOf(page)).toBe(0);
      release();
      await expect(
        page
          .getByRole("main")
          .getByText(/September 2025/)
          .first(),
      ).toBeVisible();
      expect(new URL(page.url()).pathname).toMatch(/^\/schedule\/?$/);
      await expectNoAxeViolations(page);

      await spanishOffer.getByRole("button", { name: "No, gracias" }).click();
      await expect(spanishOffer).toBeHidden();
      expect(await page.evaluate((key) => localStorage.getItem(key), CHOICE_KEY)).toBe("en");
      await page.reload();
      await expectPageIn(page, "en");
      await expect(spanishOffer).toBeHidden();
      expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
    });
  });
});
