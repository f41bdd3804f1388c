/**
 * /seasons and /seasons/<id> in a real Chromium against the production build, with the two API
 * answers they read (`GET /api/seasons`, `GET /api/seasons/:id`) stood in for by answers the
 * shared schemas accept: every state of both pages (loaded, empty, a season without games, a
 * cancelled game, a game without a final score, unknown season, failure, offline), Try again,
 * the order the keyboard takes, layout shift while loading, and axe on each.
 */
import type { Page, Route } from "@playwright/test";
import * as z from "zod/mini";
import { PastSeasonSchema, SeasonListSchema } from "../../src/lib/schemas/seasons";
import { expect, expectNoAxeViolations, holdRoute, layoutShiftOf, recordLayoutShift, test } from "./fixtures";

type SeasonList = z.input<typeof SeasonListSchema>;
type PastSeason = z.input<typeof PastSeasonSchema>;

const practicePlan = (firstDate: string, lastDate: string) => ({
  title: "Team Practice",
  firstDate,
  lastDate,
  weekdays: ["tuesday", "thursday"] as ("tuesday" | "thursday")[],
  start: "18:30",
  end: "19:45",
  location: "Hays Youth Sports Complex, Field 5 West",
  topics: [],
});

const season = (id: string, label: string, firstDay: string, lastDay: string) => ({
  id,
  label,
  firstDay,
  lastDay,
  division: "U10",
  ages: { min: 9, max: 10 },
  rosterCapacity: 14,
  practicePlan: practicePlan(firstDay, lastDay),
});

const SPRING_2026 = season("spring-2026", "Spring 2026", "2026-02-21", "2026-05-09");
const FALL_2025 = season("fall-2025", "Fall 2025", "2025-09-06", "2025-11-15");
const SPRING_2025 = season("spring-2025", "Spring 2025", "2025-02-22", "2025-05-10");

const noResults = { played: 0, wins: 0, losses: 0, draws: 0, goalsFor: 0, goalsAgainst: 0 };

const SEASONS: SeasonList = {
  current: { season: SPRING_2026, results: null, archivedAt: null },
  past: [
    {
      season: FALL_2025,
      results: { played: 3, wins: 1, losses: 1, draws: 1, goalsFor: 5, goalsAgainst: 5 },
      archivedAt: "2026-01-10T18:00:00.000Z",
    },
    { season: SPRING_2025, results: noResults, archivedAt: "2025-08-20T18:00:00.000Z" },
  ],
};

const game = (
  id: string,
  date: string,
  opponent: string,
  more: Partial<PastSeason["games"][number]> = {},
) => ({
  id,
  title: `Game vs ${opponent}`,
  date,
  endDate: new Date(Date.parse(date) + 3_600_000).toISOString(),
  opponent,
  location: "Hays Youth Sports Complex, Field 5 West",
  status: "scheduled" as const,
  statusNote: null,
  score: null,
  result: null,
  volunteer: null,
  ...more,
});

const LONG_POST = `${"Thank you all for a wonderful season of soccer. ".repeat(8)}See you in the spring!`;

const FALL_2025_ARCHIVE: PastSeason = {
  season: FALL_2025,
  archivedAt: "2026-01-10T18:00:00.000Z",
  results: { played: 3, wins: 1, losses: 1, draws: 1, goalsFor: 5, goalsAgainst: 5 },
  practiceCount: 20,
  // In the order the API answers: games as they were played, posts newest first, the roster by
  // jersey number.
  games: [
    game("game-2025-09-20", "2025-09-20T14:00:00.000Z", "Buda Blaze", {
      score: { homeScore: 3, awayScore: 1, isFinal: true },
      result: "win",
      volunteer: { name: "María G.", bringing: "Orange slices" },
    }),
    game("game-2025-10-04", "2025-10-04T13:30:00.000Z", "Wimberley Wildcats", {
      score: { homeScore: 0, awayScore: 2, isFinal: true },
      result: "loss",
    }),
    game("game-2025-10-11", "2025-10-11T16:00:00.000Z", "Dripping Springs Thunder", {
      score: { homeScore: 2, awayScore: 2, isFinal: true },
      result: "draw",
      volunteer: { name: "Jordan P.", bringing: null },
    }),
    // 8 PM on Saturday in Kyle is already Sunday in UTC.
    game("game-2025-10-18", "2025-10-19T01:00:00.000Z", "Kyle Kickers", {
      status: "cancelled",
      statusNote: "Fields closed: rain",
    }),
    game("game-2025-10-25", "2025-10-25T14:00:00.000Z", "San Marcos Strikers", {
      score: { homeScore: 1, awayScore: 0, isFinal: false },
      location: "Rio Vista Soccer Fields, Field 2, San Marcos",
    }),
  ],
  posts: [
    {
      id: "post-thanks",
      title: "Thank you, families",
      content: LONG_POST,
      titleEs: null,
      contentEs: null,
      tags: [],
      createdAt: "2025-11-16T15:00:00.000Z",
    },
    {
      id: "post-welcome",
      title: "Welcome to the season",
      content: "Practice starts **Tuesday** at 6:30 PM. League rules: https://league.example.org/rules",
      titleEs: null,
      contentEs: null,
      tags: ["welcome"],
      createdAt: "2025-09-01T15:00:00.000Z",
    },
  ],
  roster: [
    { firstName: "Ava", jerseyNumber: 3 },
    { firstName: "Mateo", jerseyNumber: 7 },
    { firstName: "Sofía", jerseyNumber: 12 },
    { firstName: "Liam", jerseyNumber: null },
  ],
};

const SPRING_2025_ARCHIVE: PastSeason = {
  season: SPRING_2025,
  archivedAt: "2025-08-20T18:00:00.000Z",
  results: noResults,
  practiceCount: 1,
  games: [],
  posts: [],
  roster: [],
};

const ARCHIVES: Record<string, PastSeason> = {
  "fall-2025": FALL_2025_ARCHIVE,
  "spring-2025": SPRING_2025_ARCHIVE,
};

/** Answers `GET /api/seasons` with `answer`, checked against the schema the API answers by. */
async function answerSeasons(page: Page, answer: SeasonList = SEASONS): Promise<void> {
  const body = SeasonListSchema.parse(answer);
  await page.route("**/api/seasons", (route) => route.fulfill({ json: body }));
}

const notFound = (route: Route) =>
  route.fulfill({
    status: 404,
    json: { error: { code: "not_found", message: "No past season has that id." } },
  });

/** Answers `GET /api/seasons/:id` from ARCHIVES (checked against the schema), and 404 for any other id. */
async function answerPastSeasons(page: Page): Promise<void> {
  await page.route("**/api/seasons/*", (route) => {
    const id = new URL(route.request().url()).pathname.split("/").at(-1) ?? "";
    const archive = ARCHIVES[decodeURIComponent(id)];
    return archive ? route.fulfill({ json: PastSeasonSchema.parse(archive) }) : notFound(route);
  });
}

const main = (page: Page) => page.getByRole("main");

test.describe("/seasons", () => {
  test("shows the current season, then the past ones newest first, each with its record", async ({
    page,
  }) => {
    await answerSeasons(page);
    await page.goto("/seasons");
    await expect(page).toHaveTitle("Past seasons | Hays Lightning");
    await expect(page.getByRole("heading", { level: 1, name: "Past seasons" })).toBeVisible();

    const current = main(page).getByRole("link", {
      name: "Current season: Spring 2026 · U10 · ages 9-10",
    });
    await expect(current).toHaveAttribute("href", "/schedule");

    const earlier = page.getByRole("region", { name: "Earlier seasons" });
    const cards = earlier.getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Fall 2025", "Spring 2025"]);
    await expect(cards.first().getByRole("link", { name: "Fall 2025" })).toHaveAttribute(
      "href",
      "/seasons/fall-2025",
    );
    await expect(cards.first()).toContainText("Sep 6 - Nov 15, 2025");
    await expect(cards.first()).toContainText("U10 · ages 9-10");
    await expect(cards.first()).toContainText("1 W · 1 L · 1 D");
    await expect(cards.first().getByText("Record: 1 win, 1 loss, 1 draw")).toBeAttached();
    await expect(cards.nth(1)).toContainText("Feb 22 - May 10, 2025");
    await expect(cards.nth(1)).toContainText("0 W · 0 L · 0 D");
    await expectNoAxeViolations(page);

    // A tap anywhere on a card opens its season.
    await cards.first().click({ position: { x: 10, y: 60 } });
    await expect(page).toHaveURL(/\/seasons\/fall-2025$/);
  });

  test("without past seasons, says that results stay there once the next season starts", async ({ page }) => {
    await answerSeasons(page, { ...SEASONS, past: [] });
    await page.goto("/seasons");
    await expect(
      main(page).getByText("No past seasons yet. Results of each season stay here once the next one starts."),
    ).toBeVisible();
    await expect(main(page).getByRole("link", { name: /^Current season: Spring 2026/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("when the seasons cannot load, says so, and Try again loads them", async ({ page, failOnce }) => {
    await answerSeasons(page);
    await failOnce("**/api/seasons");
    await page.goto("/seasons");
    const alert = main(page).getByRole("alert");
    await expect(alert).toContainText("Something went wrong loading this. Please try again.");
    await expectNoAxeViolations(page);

    await alert.getByRole("button", { name: "Try again" }).click();
    const heading = page.getByRole("heading", { level: 2, name: "Earlier seasons" });
    await expect(heading).toBeFocused();
    await expect(page.getByRole("region", { name: "Earlier seasons" }).getByRole("listitem")).toHaveCount(2);
  });

  test("offline, says to check the connection, and Try again loads once back", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await answerSeasons(page);
    await page.route("**/api/seasons", (route) => route.abort("internetdisconnected"), { times: 1 });
    await page.goto("/seasons");
    await expect(main(page).getByRole("alert")).toContainText(
      "You seem to be offline. Check your connection and try again.",
    );
    await main(page).getByRole("button", { name: "Try again" }).click();
    await expect(main(page).getByRole("link", { name: "Fall 2025" })).toBeVisible();
  });

  test("nothing moves while the seasons load", async ({ page }) => {
    await recordLayoutShift(page);
    await answerSeasons(page);
    const release = await holdRoute(page, "**/api/seasons");
    await page.goto("/seasons");
    await expect(main(page).getByText("Loading seasons...")).toBeVisible();
    release();
    await expect(main(page).getByRole("link", { name: "Fall 2025" })).toBeVisible();
    expect(await layoutShiftOf(page)).toBeLessThan(0.001);
  });

  test.describe("with the keyboard", () => {
    test("Tab goes from the current season to each past season in order", async ({ page }) => {
      await answerSeasons(page);
      await page.goto("/seasons");
      const current = main(page).getByRole("link", { name: /^Current season/ });
      await expect(current).toBeVisible();
      await current.focus();
      for (const name of ["Fall 2025", "Spring 2025"]) {
        await page.keyboard.press("Tab");
        await expect(main(page).getByRole("link", { name })).toBeFocused();
      }
    });
  });
});

test.describe("/seasons/<id>", () => {
  test("the address of a season is served the season page; its calendar's address is not", async ({
    request,
  }) => {
    for (const path of ["/seasons/fall-2025", "/seasons/fall-2025/", "/seasons/no-such-season"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain("<title>Past season | Hays Lightning</title>");
    }
    for (const path of ["/seasons/fall-2025/calendar.ics", "/seasons/fall-2025/games"]) {
      const response = await request.get(path);
      expect(await response.text(), path).not.toContain("<title>Past season");
    }
  });

  test("shows the season: facts, record, games, practices, roster and posts", async ({ page }) => {
    await answerPastSeasons(page);
    await page.goto("/seasons/fall-2025");

    await expect(page.getByRole("heading", { level: 1, name: "Fall 2025 season" })).toBeVisible();
    await expect(page).toHaveTitle("Fall 2025 season | Hays Lightning");
    await expect(main(page)).toContainText("Sep 6 - Nov 15, 2025 · U10 · ages 9-10");
    await expect(main(page)).toContainText("20 practices · 5 games · 4 players");
    await expect(main(page).getByRole("link", { name: "All past seasons" })).toHaveAttribute(
      "href",
      "/seasons",
    );
    await expect(main(page).getByRole("link", { name: "Add Fall 2025 to your calendar" })).toHaveAttribute(
      "href",
      "/seasons/fall-2025/calendar.ics",
    );

    const record = page.getByRole("region", { name: "Record" });
    await expect(record).toContainText("1 win, 1 loss, 1 draw · 5 goals for, 5 against");
    for (const [label, value] of [
      ["Wins", "1"],
      ["Losses", "1"],
      ["Draws", "1"],
      ["Goals for", "5"],
      ["Goals against", "5"],
      ["Games played", "3"],
    ] as const) {
      const stat = record
        .locator("dl > div")
        .filter({ has: page.getByRole("term").getByText(label, { exact: true }) });
      await expect(stat.getByRole("definition")).toHaveText(value);
    }

    const games = page.getByRole("region", { name: "Games" }).getByRole("listitem");
    await expect(games.getByRole("heading", { level: 3 })).toHaveText([
      "Game vs Buda Blaze",
      "Game vs Wimberley Wildcats",
      "Game vs Dripping Springs Thunder",
      "Game vs Kyle Kickers",
      "Game vs San Marcos Strikers",
    ]);
    const win = games.nth(0);
    await expect(win).toContainText("Sep 20, 2025 · 9:00 AM - 10:00 AM");
    await expect(win).toContainText("Opponent: Buda Blaze");
    await expect(win).toContainText("Hays Youth Sports Complex, Field 5 West");
    await expect(win).toContainText("Score: 3 - 1");
    await expect(win).toContainText("Win");
    await expect(win).toContainText("Snacks: María G. (Orange slices)");
    await expect(games.nth(1)).toContainText("0 - 2");
    await expect(games.nth(1)).toContainText("Loss");
    await expect(games.nth(1)).not.toContainText("Snacks:");
    await expect(games.nth(2)).toContainText("2 - 2");
    await expect(games.nth(2)).toContainText("Draw");
    await expect(games.nth(2)).toContainText("Snacks: Jordan P.");
    // Shown on Kyle's clock: Saturday evening, though it was already Sunday in UTC.
    await expect(games.nth(3)).toContainText("Oct 18, 2025 · 8:00 PM - 9:00 PM");
    await expect(games.nth(3)).toContainText("Cancelled");
    await expect(games.nth(3)).toContainText("Fields closed: rain");
    await expect(games.nth(4)).toContainText("No final score");
    await expect(games.nth(4)).toContainText("Rio Vista Soccer Fields, Field 2, San Marcos");
    await expect(games.nth(4)).not.toContainText("1 - 0");

    const roster = page.getByRole("region", { name: "Roster" }).getByRole("listitem");
    await expect(roster).toHaveText(["#3Ava", "#7Mateo", "#12Sofía", "–Liam"]);

    const posts = page.getByRole("region", { name: "Posts" });
    await expect(posts.getByRole("heading", { level: 3 })).toHaveText([
      "Thank you, families",
      "Welcome to the season",
    ]);
    const welcome = posts.getByRole("article", { name: "Welcome to the season" });
    await expect(welcome).toContainText("Sep 1, 2025");
    await expect(welcome.locator("strong")).toHaveText("Tuesday");
    const link = welcome.getByRole("link", { name: /league\.example\.org/ });
    await expect(link).toHaveAttribute("href", "https://league.example.org/rules");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(welcome.getByRole("list", { name: "Tags" })).toHaveText("welcome");

    const thanks = posts.getByRole("article", { name: "Thank you, families" });
    await expect(thanks).not.toContainText("See you in the spring!");
    const more = thanks.getByRole("button", { name: "Read more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);
    await more.click();
    await expect(thanks).toContainText("See you in the spring!");
    await expect(thanks.getByRole("button", { name: "Read less" })).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
  });

  test("a season without games, posts or players says so", async ({ page }) => {
    await answerPastSeasons(page);
    await page.goto("/seasons/spring-2025");
    await expect(page.getByRole("heading", { level: 1, name: "Spring 2025 season" })).toBeVisible();
    await expect(main(page)).toContainText("1 practice · 0 games · 0 players");
    await expect(page.getByRole("region", { name: "Record" })).toContainText("No games with a final score");
    await expect(page.getByRole("region", { name: "Games" })).toContainText("No games this season.");
    await expect(page.getByRole("region", { name: "Roster" })).toContainText("No players on record.");
    await expect(page.getByRole("region", { name: "Posts" })).toContainText("No posts this season.");
    await expectNoAxeViolations(page);
  });

  test("an unknown season: we couldn't find it, with a way back to the list", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await answerPastSeasons(page);
    await page.goto("/seasons/spring-2026");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that season" })).toBeVisible();
    await expect(page).toHaveTitle("Season not found | Hays Lightning");
    await expect(main(page).getByRole("link", { name: "See all past seasons" })).toHaveAttribute(
      "href",
      "/seasons",
    );
    await expectNoAxeViolations(page);
  });

  test("an address that cannot name a season is not found, without asking the API", async ({ page }) => {
    let asked = false;
    await page.route("**/api/seasons/**", (route) => {
      asked = true;
      return notFound(route);
    });
    await page.goto("/seasons/Fall%202025");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that season" })).toBeVisible();
    expect(asked).toBe(false);
  });

  test("when the season cannot load, says so, and Try again loads it", async ({ page, failOnce }) => {
    await answerPastSeasons(page);
    await failOnce("**/api/seasons/*");
    await page.goto("/seasons/fall-2025");
    const alert = main(page).getByRole("alert");
    await expect(alert).toContainText("Something went wrong loading this. Please try again.");
    await expect(page.getByRole("heading", { level: 1, name: "Past season" })).toBeVisible();
    await expectNoAxeViolations(page);

    await alert.getByRole("button", { name: "Try again" }).click();
    const heading = page.getByRole("heading", { level: 1, name: "Fall 2025 season" });
    await expect(heading).toBeFocused();
    await expect(page.getByRole("region", { name: "Games" }).getByRole("listitem")).toHaveCount(5);
  });

  test("offline, says to check the connection, and Try again loads it once back", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await answerPastSeasons(page);
    await page.route("**/api/seasons/*", (route) => route.abort("internetdisconnected"), { times: 1 });
    await page.goto("/seasons/fall-2025");
    await expect(main(page).getByRole("alert")).toContainText(
      "You seem to be offline. Check your connection and try again.",
    );
    await main(page).getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Fall 2025 season" })).toBeVisible();
  });

  for (const [path, heading] of [
    ["/seasons/fall-2025", "Fall 2025 season"],
    // Its heading takes two lines on a phone: what follows it is new, so nothing on screen moves.
    ["/seasons/spring-2026", "We couldn't find that season"],
  ] as const) {
    test(`nothing moves while ${path} loads`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/);
      await recordLayoutShift(page);
      await answerPastSeasons(page);
      const release = await holdRoute(page, "**/api/seasons/*");
      await page.goto(path);
      await expect(main(page).getByText("Loading season...")).toBeVisible();
      release();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await layoutShiftOf(page)).toBeLessThan(0.001);
    });
  }

  test.describe("with the keyboard", () => {
    test("Tab goes down the page in reading order", async ({ page }) => {
      await answerPastSeasons(page);
      await page.goto("/seasons/fall-2025");
      await expect(page.getByRole("heading", { level: 1, name: "Fall 2025 season" })).toBeVisible();

      const back = main(page).getByRole("link", { name: "All past seasons" });
      const posts = page.getByRole("region", { name: "Posts" });
      // The posts' reader arrives once the season has posts (PastSeasonView.tsx).
      await expect(posts.getByRole("button", { name: "Read more" })).toBeVisible();
      await back.focus();
      const order = [
        main(page).getByRole("link", { name: "Add Fall 2025 to your calendar" }),
        posts.getByRole("button", { name: "Read more" }),
        posts.getByRole("link", { name: /league\.example\.org/ }),
      ];
      for (const target of order) {
        await page.keyboard.press("Tab");
        await expect(target).toBeFocused();
      }
      // Enter on Read more opens the post and keeps the focus on its button.
      await order[1]?.focus();
      await page.keyboard.press("Enter");
      await expect(posts.getByRole("button", { name: "Read less" })).toBeFocused();
    });
  });
});
