/**
 * The Spanish team info, contact and seasons pages in a real Chromium: their headings and states
 * in Spanish, the coach's own text marked English, a message sent from the Spanish form, and the
 * site's links on them leading to the Spanish pages. The seasons' API answers are stood in for by
 * answers the shared schemas accept.
 */
import type { Page } from "@playwright/test";
import * as z from "zod/mini";
import { PastSeasonSchema, SeasonListSchema } from "../../src/lib/schemas/seasons";
import { expect, test } from "./fixtures";

type PastSeason = z.input<typeof PastSeasonSchema>;

const season = (id: string, label: string, firstDay: string, lastDay: string) => ({
  id,
  label,
  firstDay,
  lastDay,
  division: "U10",
  ages: { min: 9, max: 10 },
  rosterCapacity: 14,
  practicePlan: {
    title: "Team Practice",
    firstDate: firstDay,
    lastDate: lastDay,
    weekdays: ["tuesday" as const, "thursday" as const],
    start: "18:30",
    end: "19:45",
    location: "Hays Youth Sports Complex, Field 5 West",
    topics: [],
  },
});

const FALL_2025 = season("fall-2025", "Fall 2025", "2025-09-06", "2025-11-15");
const RESULTS = { played: 1, wins: 1, losses: 0, draws: 0, goalsFor: 3, goalsAgainst: 1 };

const SEASONS = SeasonListSchema.parse({
  current: {
    season: season("spring-2026", "Spring 2026", "2026-02-21", "2026-05-09"),
    results: null,
    archivedAt: null,
  },
  past: [{ season: FALL_2025, results: RESULTS, archivedAt: "2026-01-10T18:00:00.000Z" }],
});

const FALL_2025_ARCHIVE: PastSeason = {
  season: FALL_2025,
  archivedAt: "2026-01-10T18:00:00.000Z",
  results: RESULTS,
  practiceCount: 20,
  games: [
    {
      id: "game-2025-09-20",
      title: "Game vs Buda Blaze",
      date: "2025-09-20T14:00:00.000Z",
      endDate: "2025-09-20T15:00:00.000Z",
      opponent: "Buda Blaze",
      location: null,
      status: "scheduled",
      statusNote: null,
      score: { homeScore: 3, awayScore: 1, isFinal: true },
      result: "win",
      volunteer: { name: "María G.", bringing: "Orange slices" },
    },
  ],
  posts: [
    {
      id: "post-thanks",
      title: "Thank you, families",
      content: `${"Thank you all for a wonderful season of soccer. ".repeat(8)}See you in the spring!`,
      titleEs: "Gracias, familias",
      contentEs: `${"Gracias a todos por una temporada maravillosa de fútbol. ".repeat(8)}¡Nos vemos en la primavera!`,
      tags: [],
      createdAt: "2025-11-16T15:00:00.000Z",
    },
  ],
  roster: [{ firstName: "Ava", jerseyNumber: 3 }],
};

/** Answers the seasons' two reads: the list, and Fall 2025 (any other id is not found). */
async function answerSeasons(page: Page): Promise<void> {
  await page.route("**/api/seasons", (route) => route.fulfill({ json: SEASONS }));
  await page.route("**/api/seasons/*", (route) =>
    route.request().url().endsWith("/fall-2025")
      ? route.fulfill({ json: PastSeasonSchema.parse(FALL_2025_ARCHIVE) })
      : route.fulfill({
          status: 404,
          json: { error: { code: "not_found", message: "No past season has that id." } },
        }),
  );
}

/**
 * The addresses of the site's own pages that `main` links to, e.g. `["/es/schedule", …]`: not
 * the calendar files, a section of the same page, the phone, email or another site.
 */
async function sitePageLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole("main")
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.filter((href) => href.startsWith("/") && !href.endsWith(".ics"));
}

const everyLinkSpanish = (links: string[]) => {
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((href) => href !== "/es" && !href.startsWith("/es/"))).toEqual([]);
};

test("/es/team-info: the safety rules and the FAQ in Spanish, no React, the coach's items in Spanish or marked English", async ({
  page,
}) => {
  const teamInfo = await page.goto("/es/team-info");
  expect(await teamInfo?.text()).not.toContain("<astro-island");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Información del equipo | Hays Lightning");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Información del equipo");
  for (const heading of ["Resumen de la temporada", "Clima y seguridad", "Preguntas frecuentes"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText("solo 30 minutos después del último trueno o relámpago");
  await expect(main).toContainText("Los martes y jueves");
  // The team's facts in the coach's Spanish where content/ has it; the jersey only in English, marked.
  const equipment = main.getByRole("region", { name: "Lista de equipamiento" }).getByRole("listitem");
  await expect(equipment.first()).toHaveText("Balón de fútbol · Tamaño 4");
  await expect(equipment.first().locator("[lang]")).toHaveCount(0);
  const jersey = equipment.filter({ hasText: "Team jersey" });
  await expect(jersey).toHaveText("Team jersey (en inglés) · League provided (en inglés)");
  await expect(jersey.getByText("Team jersey", { exact: true })).toHaveAttribute("lang", "en");
  await expect(page.locator("footer")).toContainText(
    "Pies rápidos, corazones grandes y mucha diversión en Field 5 West.",
  );
  await main.getByText("¿Qué pasa si llueve o hay relámpagos?").click();
  await expect(
    main.getByRole("link", { name: "la regla de relámpagos en Clima y seguridad" }),
  ).toHaveAttribute("href", "#weather-safety");
  everyLinkSpanish(await sitePageLinks(page));
});

test("/es/contact: a message sent from the Spanish form", async ({ page }) => {
  await page.goto("/es/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactar al entrenador");
  const form = page.getByRole("region", { name: "Enviar un mensaje" });
  const send = form.getByRole("button", { name: "Enviar mensaje" });
  await expect(send).toBeDisabled();
  await form.getByLabel("Nombre").fill("Lucía Gómez");
  await form.getByLabel("Correo electrónico").fill("lucia@example.com");
  await form.getByLabel("Asunto").fill("Transporte");
  await form.getByLabel("Mensaje").fill("¿Podemos organizar transporte compartido para los partidos?");
  await send.click();
  await expect(form.getByText("Mensaje enviado con éxito")).toBeFocused();
  await expect(page.getByRole("region", { name: "Avisos (F8)" }).getByRole("status")).toContainText(
    "El entrenador le responderá dentro de 24 horas.",
  );
  await form.getByRole("button", { name: "Enviar otro mensaje" }).click();
  await expect(form.getByLabel("Nombre")).toBeFocused();
});

test("/es/seasons and a past season: a failure, the list, a season and one not found, in Spanish", async ({
  page,
  allowConsoleErrors,
}) => {
  const main = page.getByRole("main");
  allowConsoleErrors(/status of (500|404)/);
  await answerSeasons(page);
  let failed = false;
  await page.route("**/api/seasons", (route) => {
    if (failed) return route.fallback();
    failed = true;
    return route.fulfill({
      status: 500,
      json: { error: { code: "internal", message: "Something went wrong." } },
    });
  });
  await page.goto("/es/seasons");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temporadas pasadas");
  const alert = main.getByRole("alert");
  await expect(alert).toContainText("Algo salió mal al cargar esto. Inténtelo de nuevo.");
  await alert.getByRole("button").click();
  await expect(
    main.getByRole("link", { name: "Temporada actual: Spring 2026 · U10 · 9-10 años" }),
  ).toHaveAttribute("href", "/es/schedule");
  const card = page.getByRole("region", { name: "Temporadas anteriores" }).getByRole("listitem");
  await expect(card).toContainText(/6\ssept\s-\s15\snov\s2025/);
  await expect(card).toContainText("1 G · 0 P · 0 E");
  await expect(card.getByText("Récord: 1 victoria, 0 derrotas, 0 empates")).toBeAttached();
  everyLinkSpanish(await sitePageLinks(page));

  // A past season, from its card.
  await card.getByRole("link", { name: "Fall 2025" }).click();
  await expect(page).toHaveURL(/\/es\/seasons\/fall-2025$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temporada Fall 2025");
  await expect(page).toHaveTitle("Temporada Fall 2025 | Hays Lightning");
  await expect(main).toContainText("20 prácticas · 1 partido · 1 jugador");
  await expect(main).toContainText("1 victoria, 0 derrotas, 0 empates · 3 goles a favor, 1 en contra");
  const games = main.getByRole("region", { name: "Partidos" });
  await expect(games).toContainText("Rival: Buda Blaze");
  await expect(games).toContainText("Lugar por confirmar");
  await expect(games).toContainText("Victoria");
  await expect(games).toContainText("Merienda: María G. (Orange slices)");
  await expect(games).toContainText(/20\ssept\s2025\s·\s9:00\sa\.m\./);
  await expect(main.getByRole("link", { name: "Agregar Fall 2025 a su calendario" })).toHaveAttribute(
    "href",
    "/es/seasons/fall-2025/calendar.ics",
  );
  const post = main.getByRole("region", { name: "Noticias" }).getByRole("article");
  // The coach's Spanish version of the post, unmarked.
  await expect(post.getByRole("heading")).toHaveText("Gracias, familias");
  await expect(post.getByText("Gracias, familias", { exact: true })).not.toHaveAttribute("lang", "en");
  await post.getByRole("button", { name: "Leer más" }).click();
  await expect(post.getByRole("button", { name: "Leer menos" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Todas las temporadas pasadas" })).toHaveAttribute(
    "href",
    "/es/seasons",
  );
  everyLinkSpanish(await sitePageLinks(page));

  // A season no one played: not found, in Spanish, with the way back.
  await page.goto("/es/seasons/winter-2031");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esa temporada");
  await expect(page).toHaveTitle("Temporada no encontrada | Hays Lightning");
  await expect(main.getByRole("link", { name: "Ver todas las temporadas pasadas" })).toHaveAttribute(
    "href",
    "/es/seasons",
  );
});
