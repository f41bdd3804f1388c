/**
 * The home, roster and posts pages in Spanish (/es/, /es/roster, /es/posts) in a real Chromium:
 * their headings and states in Spanish, dates in es-US, the posts' filters in the address, the
 * coach's words marked as English (posts without a Spanish version followed by "(en inglés)"), and
 * links that stay on the Spanish pages. The clock is at
 * Monday 15 Sep 2025 (playwright.config.ts); the store holds content/.
 */
import { expect, test } from "./fixtures";

/** The three newest published posts of content/posts.json, newest first. */
const FIRST_GAME = "First Game Day: Saturday, Sep 20 vs Buda Blaze";
const JERSEYS = "Jersey Pickup at the First Practice";
const SNACKS = "Game Day Snack Schedule";
/** A post's title as a Spanish page names it when the coach wrote no Spanish version. */
const inEnglish = (title: string) => `${title} (en inglés)`;

test("the home, roster and posts pages speak Spanish at /es and link to /es pages", async ({
  page,
  failOnce,
}) => {
  // Three pages in one visit: the time of three tests.
  test.slow();
  // A browser without a share sheet (desktop Firefox): Share is a WhatsApp link.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.goto("/es/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/^Fútbol U10 de Hays Lightning/);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Ver calendario" })).toHaveAttribute("href", "/es/schedule");
  await expect(main.getByRole("link", { name: "Contactar al entrenador" })).toHaveAttribute(
    "href",
    "/es/contact",
  );
  const overview = page.getByRole("region", { name: "Resumen de la temporada" });
  await expect(overview).toContainText("Prácticas: los martes y jueves, 6:30");
  await expect(overview).toContainText("Equipo: U10, edades 9-10: conozca a los jugadores");
  await expect(overview.getByRole("link", { name: "calendario" })).toHaveAttribute("href", "/es/schedule");
  await expect(overview.getByRole("link", { name: "conozca a los jugadores" })).toHaveAttribute(
    "href",
    "/es/roster",
  );
  const news = page.getByRole("region", { name: "Últimas noticias" });
  await news.scrollIntoViewIfNeeded();
  await expect(news.getByRole("heading", { level: 3 })).toHaveText(
    [FIRST_GAME, JERSEYS, SNACKS].map(inEnglish),
  );
  await expect(news.getByText(FIRST_GAME, { exact: true })).toHaveAttribute("lang", "en");
  // Dated after the clock: its date, as es-US writes it.
  await expect(news.locator("time").first()).toHaveText("17 sept 2025");
  await expect(news.getByRole("link", { name: "Ver todas las noticias" })).toHaveAttribute(
    "href",
    "/es/posts",
  );
  const actions = page.getByRole("region", { name: "Accesos rápidos" });
  await expect(actions.getByRole("link", { name: /Ver noticias/ })).toHaveAttribute("href", "/es/posts");
  await expect(actions.getByRole("link", { name: /Agregar al calendario/ })).toHaveAttribute(
    "href",
    "/es/calendar.ics",
  );
  // The Team Calendar section subscribes and downloads the Spanish feed.
  const calendar = page.getByRole("region", { name: "Calendario del equipo" });
  await expect(calendar.getByRole("link", { name: "Suscribirse (Apple Calendar, Outlook)" })).toHaveAttribute(
    "href",
    /^webcal:\/\/[^/]+\/es\/calendar\.ics$/,
  );
  await expect(calendar.getByRole("link", { name: "Descargar calendario" })).toHaveAttribute(
    "href",
    "/es/calendar.ics?download=1",
  );
  await expect(page.getByRole("region", { name: "Próximos partidos" })).toBeVisible();
  const values = page.getByRole("region", { name: "Por lo que jugamos" });
  // The coach's values in the Spanish content/ gives them, nothing marked English.
  await expect(values.getByRole("listitem").first()).toContainText("Trabajo en equipo");
  await expect(values.locator("[lang]")).toHaveCount(0);

  await page.goto("/es/roster");
  await expect(page.getByRole("heading", { level: 1, name: "Plantel del equipo" })).toBeVisible();
  await expect(page.getByText("Temporada Otoño 2025 · 11 jugadores")).toBeVisible();
  const tiles = page.getByRole("main").locator("dl").first();
  await expect(tiles).toContainText("Total de jugadores11");
  await expect(tiles).toContainText("Edades9-10");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.filter({ hasText: "#1" }).first()).toContainText("Portero");
  await expect(cards.filter({ hasText: "Jackson" })).toContainText("Posición sin asignar");
  const search = page.getByRole("searchbox", { name: "Buscar jugadores" });
  await search.fill("zzz");
  await expect(page.getByText("No se encontraron jugadores")).toBeVisible();
  await page.getByRole("button", { name: "Borrar búsqueda" }).click();
  await expect(cards).toHaveCount(11);

  await failOnce("**/api/posts");
  await page.goto("/es/posts");
  await expect(page).toHaveTitle(/^Noticias del equipo/);
  await expect(page.getByRole("heading", { level: 1, name: "Noticias del equipo" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Envíele un mensaje al entrenador/ })).toHaveAttribute(
    "href",
    "/es/contact",
  );
  await page.getByRole("alert").getByRole("button", { name: "Intentar de nuevo" }).click();
  const card = (title: string) => page.getByRole("article", { name: inEnglish(title), exact: true });
  await expect(card(FIRST_GAME)).toBeVisible();
  // No Spanish version: the English, marked as such for screen readers and in words.
  await expect(card(SNACKS).getByText(SNACKS, { exact: true })).toHaveAttribute("lang", "en");
  await expect(card(SNACKS).getByRole("heading", { level: 3 })).toHaveText(inEnglish(SNACKS));
  await expect(card(SNACKS).locator("p[lang=en]")).toHaveCount(1);
  await expect(page.getByRole("status")).toHaveText("4 publicaciones");
  await expect(card(JERSEYS).locator("time")).toHaveText("4 sept");
  await expect(card(JERSEYS).getByRole("list", { name: "Etiquetas" })).toBeVisible();
  await expect(card(FIRST_GAME).getByRole("button", { name: "Leer más" })).toBeVisible();
  const share = card(FIRST_GAME).getByRole("link", { name: "Compartir (se abre en una pestaña nueva)" });
  await expect(share).toHaveAttribute("target", "_blank");
  await expect(share).toHaveAttribute("rel", "noopener noreferrer");
  const shared = new URL((await share.getAttribute("href")) ?? "");
  expect(shared.origin + shared.pathname).toBe("https://wa.me/");
  const [text, address] = (shared.searchParams.get("text") ?? "").split("\n");
  expect(text).toBe(`Noticias del equipo: ${FIRST_GAME}`);
  expect(address).toMatch(/^http:\/\/localhost:\d+\/es\/posts#post-[\w-]+$/);

  const tag = page.getByRole("combobox", { name: "Etiqueta" });
  await expect(tag.getByRole("option").first()).toHaveText("Todas las etiquetas");
  await tag.selectOption("Uniform");
  await expect(page).toHaveURL(/\/es\/posts\?tag=Uniform$/);
  await expect(page.getByRole("status")).toHaveText("1 de 4 publicaciones");
  await expect(card(JERSEYS)).toBeVisible();
  await expect(card(SNACKS)).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Buscar publicaciones" }).fill("zzqx");
  await expect(
    page.getByRole("heading", { level: 3, name: "No se encontraron publicaciones" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Borrar filtros" }).click();
  await expect(page).toHaveURL(/\/es\/posts$/);
  await expect(card(SNACKS)).toBeVisible();
});
