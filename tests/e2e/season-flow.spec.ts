/**
 * /admin/season in a real Chromium against the production build, its API answered by `page.route`
 * (the coach's session, `GET /api/season`, the roster, `PUT /api/team`, `POST /api/seasons`): the
 * team form with the server's message on the input it names; starting the next season through
 * every step with the keyboard alone, a bad line of the league's CSV named before anything is
 * written, the preview, the confirmation and the started state; a 409 and a 502 that lose nothing
 * typed; axe on every step. The session is answered here too, so no test signs in or out and the
 * file shares nothing with the other coach specs.
 */
import type { Page, Request, Route } from "@playwright/test";
import { estimateMonthCredits } from "../../src/lib/domain/credits";
import type { BuildsAnswer } from "../../src/lib/schemas/builds";
import { FALL_ARCHIVE, FALL_PLAYERS, fallSeason, teamRecord } from "../support/seasons";
import { expect, expectIslandsHydrated, expectNoAxeViolations, holdRoute, test } from "./fixtures";

const NOW = "2025-11-20T18:00:00.000Z";

const TEAM = teamRecord();

const SITE_FACTS = {
  team: TEAM,
  season: fallSeason(),
  summary: {
    practiceDays: "Tuesdays and Thursdays",
    practiceTime: "6:30-7:45 PM",
    practiceSpan: "Sep 9 - Nov 13, 2025",
    practiceCount: 20,
    gameCount: 8,
    gameDays: "7 on Saturday and 1 on Sunday",
    playerCount: 3,
  },
};

const CSV_HEADER = "date,start,end,opponent,location";
const GOOD_CSV = [
  CSV_HEADER,
  "2026-03-07,09:00,10:00,Austin Arrows,Field 3",
  ",,,,",
  "2026-03-14,,,Buda Bees,",
].join("\n");
/** Line 4 has a date that is no date. */
const BAD_CSV = [
  CSV_HEADER,
  "2026-03-07,09:00,10:00,Austin Arrows,Field 3",
  ",,,,",
  "2026-13-14,,,Buda Bees,",
].join("\n");

type StartBody = {
  dryRun: boolean;
  currentSeasonId: string;
  season: { id: string; label: string; firstDay: string; lastDay: string; rosterCapacity: number };
  practicePlan: Record<string, unknown>;
  returningPlayerIds: string[];
  newPlayers: { firstName: string; jerseyNumber: number | null }[];
  games: { format: "csv" | "ics"; text: string } | null;
};

/** What the league's CSV holds, as a server would read it: a line's date must be a date. */
function readCsv(text: string) {
  const games: Record<string, unknown>[] = [];
  const problems: { area: "games"; line: number; message: string }[] = [];
  const skipped: { line: number; reason: string }[] = [];
  text.split("\n").forEach((row, index) => {
    const line = index + 1;
    if (line === 1) return;
    const [date = "", start = "", end = "", opponent = "", location = ""] = row.split(",");
    if (row.replace(/,/g, "").trim() === "") {
      skipped.push({ line, reason: "an empty line" });
      return;
    }
    const [, month = "0", day = "0"] = date.split("-");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number(month) > 12 || Number(day) > 31) {
      problems.push({ area: "games", line, message: `"${date}" is not a date such as 2026-03-07` });
      return;
    }
    games.push({ line, date, start: start || null, end: end || null, opponent, location: location || null });
  });
  return { games, problems, skipped };
}

/** The preview a server would give for `body`. */
function previewOf(body: StartBody) {
  const schedule =
    body.games === null
      ? { games: [], problems: [], skipped: [] }
      : body.games.format === "csv"
        ? readCsv(body.games.text)
        : {
            games: [
              {
                line: 5,
                date: "2026-03-21",
                start: "08:00",
                end: "09:00",
                opponent: "San Marcos Storm",
                location: null,
              },
            ],
            problems: [],
            skipped: [{ line: 14, reason: "cancelled in the league's calendar" }],
          };
  const returning = FALL_PLAYERS.filter((each) => body.returningPlayerIds.includes(each.id));
  const leaving = FALL_PLAYERS.filter((each) => !body.returningPlayerIds.includes(each.id));
  const brief = (each: (typeof FALL_PLAYERS)[number]) => ({
    id: each.id,
    firstName: each.firstName,
    jerseyNumber: each.jerseyNumber,
  });
  return {
    season: { ...body.season, division: "U10", ages: { min: 9, max: 10 }, practicePlan: body.practicePlan },
    problems: schedule.problems,
    // 6:30 PM in Kyle: CST on Mar 3, CDT on May 7.
    practices: { count: 20, first: "2026-03-04T00:30:00.000Z", last: "2026-05-07T23:30:00.000Z" },
    games: schedule.games,
    skipped: schedule.skipped,
    roster: {
      returning: returning.map(brief),
      leaving: leaving.map(brief),
      added: body.newPlayers.map(({ firstName, jerseyNumber }) => ({ firstName, jerseyNumber })),
    },
    archive: FALL_ARCHIVE,
  };
}

/** The Site updates panel's answer: a team edit at 10:33 waiting for the 10:45 check, one build before. */
const BUILDS: BuildsAnswer = {
  automatic: true,
  pending: {
    firstAt: "2025-11-20T16:33:00.000Z",
    startsAt: "2025-11-20T16:45:00.000Z",
    reasons: ["The coach changed the team's details"],
  },
  month: [
    {
      at: "2025-11-03T02:10:00.000Z",
      reasons: ["The coach changed the team's details"],
      accepted: true,
      status: 200,
    },
  ],
  estimate: estimateMonthCredits(2),
  planCredits: 300,
};

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, json: body, headers: { "X-App-Now": NOW } });

const error = (code: string, message: string, issues?: unknown) => ({
  error: { code, message, ...(issues === undefined ? {} : { issues }) },
});

/** Answers the session, the season and the roster as the server would for the signed-in coach. */
async function mockCoachApi(page: Page, { signedIn = true } = {}): Promise<void> {
  await page.route(
    (url) => url.pathname === "/api/auth/session",
    (route) =>
      json(
        route,
        200,
        signedIn
          ? {
              authenticated: true,
              user: { email: "coach@example.com", name: "Coach Alex Rivera" },
              expiresAt: "2025-11-21T06:00:00.000Z",
              idleExpiresAt: "2025-11-20T20:00:00.000Z",
            }
          : { authenticated: false, user: null, expiresAt: null, idleExpiresAt: null },
      ),
  );
  await page.route(
    (url) => url.pathname === "/api/season",
    (route) => json(route, 200, SITE_FACTS),
  );
  await page.route(
    (url) => url.pathname === "/api/players",
    (route) => json(route, 200, FALL_PLAYERS),
  );
  await page.route(
    (url) => url.pathname === "/api/builds",
    (route) => json(route, 200, BUILDS),
  );
}

/**
 * `POST /api/seasons`: the dry run reads the CSV as a server would; a start answers what `starts`
 * says, one answer per try (the last one again after that). Returns the bodies sent.
 */
async function mockSeasons(
  page: Page,
  starts: ((body: StartBody) => { status: number; body: unknown })[] = [],
): Promise<StartBody[]> {
  const sent: StartBody[] = [];
  let tries = 0;
  await page.route(
    (url) => url.pathname === "/api/seasons",
    (route) => {
      const body = route.request().postDataJSON() as StartBody;
      sent.push(body);
      if (body.dryRun) return json(route, 200, previewOf(body));
      const answer = starts[Math.min(tries, starts.length - 1)];
      tries += 1;
      if (!answer) return json(route, 201, previewOf(body));
      const { status, body: answerBody } = answer(body);
      return json(route, status, answerBody);
    },
  );
  return sent;
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user would. */
async function tabTo(
  page: Page,
  target: ReturnType<Page["locator"]>,
  { max = 80, backwards = false } = {},
): Promise<void> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const stepHeading = (page: Page, number: number, name: string) =>
  page.getByRole("heading", { name: `Step ${String(number)} of 5: ${name}` });

async function openPage(page: Page): Promise<void> {
  await page.goto("/admin/season");
  await expectIslandsHydrated(page);
  await expect(stepHeading(page, 1, "Season")).toBeVisible();
}

const flow = (page: Page) => page.locator("#start-season");

/**
 * Fills every step (with fill, not the keyboard) and opens Review with a clean preview; with `axe`,
 * checks every step on the way, e.g. a phone's narrow layout.
 */
async function fillToReview(page: Page, { axe = false } = {}): Promise<void> {
  const section = flow(page);
  const check = async () => {
    if (axe) await expectNoAxeViolations(page);
  };
  await section.getByLabel("First day").fill("2026-03-01");
  await section.getByLabel("Last day").fill("2026-05-31");
  await check();
  await section.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, 2, "Roster")).toBeFocused();
  await section.getByRole("button", { name: "Add a new player" }).click();
  await section.getByLabel("First name").fill("Noah");
  await section.getByLabel("Jersey number (optional)").fill("12");
  await check();
  await section.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, 3, "Practices")).toBeFocused();
  await section.getByLabel("First practice").fill("2026-03-03");
  await section.getByLabel("Last practice").fill("2026-05-07");
  await check();
  await section.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, 4, "Games")).toBeFocused();
  await section.getByLabel("League schedule (CSV)").fill(GOOD_CSV);
  await check();
  await section.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, 5, "Review & start")).toBeFocused();
  await expect(section.getByText("Nothing to fix: Spring 2026 is ready to start.")).toBeVisible();
  await check();
}

test.describe("the team record", () => {
  test("a 400 on one input shows under that input, keeps what was typed, and a fixed save goes through", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    await mockCoachApi(page);
    const saved: unknown[] = [];
    let answers = 0;
    await page.route(
      (url) => url.pathname === "/api/team",
      (route) => {
        const body: unknown = route.request().postDataJSON();
        saved.push(body);
        answers += 1;
        if (answers === 1) {
          return json(
            route,
            400,
            error("validation_failed", "Invalid request", [
              { path: ["equipment", 3, "detail"], message: "Keep a detail to one sentence" },
            ]),
          );
        }
        return json(route, 200, { ...(body as object), updatedAt: NOW });
      },
    );
    await openPage(page);
    const form = page.getByRole("form", { name: "Team record" });
    await expect(form.getByLabel("Team name")).toHaveValue("Hays Lightning");
    await expect(form.getByLabel("Latitude")).toHaveValue("29.9891");

    // The form's own check first: an email that is not one is named before anything is sent.
    await form.getByLabel("Email").fill("coach@");
    await form.getByRole("button", { name: "Save team record" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByLabel("Email")).toBeFocused();
    expect(saved).toHaveLength(0);
    await form.getByLabel("Email").fill("alex.rivera@example.com");

    // A fourth item of equipment, which the server then refuses by its path.
    await form.getByRole("textbox", { name: "Tagline", exact: true }).fill("Quick feet, kind hearts.");
    const taglineEs = form.getByLabel("Tagline in Spanish");
    await expect(taglineEs).toHaveAccessibleDescription(
      /^No Spanish version: Spanish pages show the English/,
    );
    await taglineEs.fill("Pies rápidos, corazones amables.");
    await expect(taglineEs).toHaveAccessibleDescription(/^Optional\./);
    await form.getByRole("button", { name: "Add an item" }).click();
    await expect(form.getByRole("textbox", { name: "Item 4", exact: true })).toBeFocused();
    await form.getByRole("textbox", { name: "Item 4", exact: true }).fill("Cleats");
    await form
      .getByRole("textbox", { name: "Detail 4", exact: true })
      .fill("Soccer cleats only, never baseball or football cleats, please");
    await expect(form.getByRole("textbox", { name: "Item 4 in Spanish" })).toHaveAccessibleDescription(
      "No Spanish version yet.",
    );
    await form.getByRole("textbox", { name: "Item 4 in Spanish" }).fill("Tacos");
    await form.getByRole("button", { name: "Save team record" }).click();

    const detail = form.getByRole("textbox", { name: "Detail 4", exact: true });
    await expect(detail).toHaveAttribute("aria-invalid", "true");
    await expect(detail).toHaveAccessibleDescription("Keep a detail to one sentence");
    await expect(detail).toBeFocused();
    // Nothing typed is lost.
    await expect(form.getByRole("textbox", { name: "Tagline", exact: true })).toHaveValue(
      "Quick feet, kind hearts.",
    );
    await expect(form.getByLabel("Email")).toHaveValue("alex.rivera@example.com");
    await expectNoAxeViolations(page);

    await detail.fill("Soccer cleats only");
    await expect(detail).not.toHaveAttribute("aria-invalid", "true");
    const release = await holdRoute(page, "**/api/team");
    await form.getByRole("button", { name: "Save team record" }).click();
    await expect(form.getByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText("Team Record Saved");
    expect(saved).toHaveLength(2);
    expect(saved[1]).toMatchObject({
      tagline: "Quick feet, kind hearts.",
      taglineEs: "Pies rápidos, corazones amables.",
      coach: { email: "alex.rivera@example.com" },
      field: { coordinates: { latitude: 29.9891, longitude: -97.8772 } },
      equipment: [
        ...TEAM.equipment,
        { name: "Cleats", detail: "Soccer cleats only", nameEs: "Tacos", detailEs: null },
      ],
    });
    // Removing a row moves the focus to the row that takes its place.
    await form.getByRole("button", { name: "Remove Shin guards" }).click();
    await expect(form.getByRole("textbox", { name: "Item 2", exact: true })).toBeFocused();
    await expect(form.getByRole("textbox", { name: "Item 2", exact: true })).toHaveValue("Water bottle");
  });
});

test.describe("starting the next season", () => {
  test("with the keyboard alone: every step, a bad CSV line named, fixed, previewed, confirmed and started", async ({
    page,
  }) => {
    // Axe on each of nine states, by keyboard: about 15 s on a quiet machine, twice that under load.
    test.setTimeout(90_000);
    await mockCoachApi(page);
    const sent = await mockSeasons(page);
    await openPage(page);
    const section = flow(page);

    // Step 1: the next season is suggested from Fall 2025; the dates are the coach's to type.
    await expect(section.getByRole("textbox", { name: "Season name", exact: true })).toHaveValue(
      "Spring 2026",
    );
    await expect(section.getByLabel("Season id")).toHaveValue("spring-2026");
    await expect(section.getByLabel("Division")).toHaveValue("U10");
    await expect(section.getByLabel("Roster size")).toHaveValue("11");
    await expectNoAxeViolations(page);
    await tabTo(page, section.getByLabel("First day"));
    await page.keyboard.press("Enter");
    // Enter sends the step: the missing dates are named, the focus on the first.
    await expect(section.getByText("First day is required")).toBeVisible();
    await expect(section.getByLabel("First day")).toBeFocused();
    await page.keyboard.type("03012026");
    // Tab moves through a date's month, day and year before it leaves the input.
    await tabTo(page, section.getByLabel("Last day"));
    await page.keyboard.type("05312026");
    await page.keyboard.press("Enter");

    // Step 2: Leo leaves; Noah joins, first with Mia's number.
    await expect(stepHeading(page, 2, "Roster")).toBeFocused();
    await expect(section.getByText("3 return, 0 leave the roster.")).toBeVisible();
    await tabTo(page, section.getByLabel("#10 Leo Chen"));
    await page.keyboard.press("Space");
    await expect(section.getByText("2 return, 1 leaves the roster.")).toBeVisible();
    await tabTo(page, section.getByRole("button", { name: "Add a new player" }));
    await page.keyboard.press("Enter");
    await expect(section.getByLabel("First name")).toBeFocused();
    await page.keyboard.type("Noah");
    await tabTo(page, section.getByLabel("Jersey number (optional)"));
    await page.keyboard.type("7");
    await page.keyboard.press("Enter");
    const jersey = section.getByLabel("Jersey number (optional)");
    await expect(jersey).toHaveAccessibleDescription(/#7 is already Mia Ramirez's number/);
    await expect(jersey).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Backspace");
    await page.keyboard.type("12");
    await page.keyboard.press("Enter");

    // Step 3: the days and times carry over; the dates are typed; the practices are counted.
    await expect(stepHeading(page, 3, "Practices")).toBeFocused();
    await expect(section.getByLabel("Tuesday")).toBeChecked();
    await expect(section.getByLabel("Thursday")).toBeChecked();
    await tabTo(page, section.getByLabel("First practice"));
    await page.keyboard.type("03032026");
    await tabTo(page, section.getByLabel("Last practice"));
    await page.keyboard.type("05072026");
    await tabTo(page, section.getByRole("textbox", { name: "Topics (optional)", exact: true }));
    await page.keyboard.type("Dribbling");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Passing");
    await expect(section.getByText(/^20 practices: Tuesdays/)).toHaveText(
      "20 practices: Tuesdays and Thursdays, 6:30 PM - 7:45 PM, Mar 3 - May 7, 2026. 2 topics, 0 in Spanish: the last 18 practices have none.",
    );
    await expectNoAxeViolations(page);
    await tabTo(page, section.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");

    // Step 4: the league's CSV, pasted, with a bad date on line 4.
    await expect(stepHeading(page, 4, "Games")).toBeFocused();
    await expect(section.getByLabel("Paste the league's CSV")).toBeChecked();
    await tabTo(page, section.getByLabel("League schedule (CSV)"));
    await page.keyboard.insertText(BAD_CSV);
    await expectNoAxeViolations(page);
    await tabTo(page, section.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");

    // Step 5: the dry run names the line; Start stays disabled.
    await expect(stepHeading(page, 5, "Review & start")).toBeFocused();
    await expect(section.getByText('Line 4: "2026-13-14" is not a date such as 2026-03-07')).toBeVisible();
    const start = section.getByRole("button", { name: "Start Spring 2026" });
    await expect(start).toBeDisabled();
    await expect(start).toHaveAccessibleDescription(
      "Start is available once the preview has nothing left to fix.",
    );
    await expect(section.getByText("Line 3: an empty line")).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to the Games step, where the line is named under the schedule; fixed, and checked.
    await tabTo(page, section.getByRole("button", { name: "Fix in step 4: Games" }));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, 4, "Games")).toBeFocused();
    const csv = section.getByLabel("League schedule (CSV)");
    await expect(csv).toHaveAccessibleDescription(/Line 4: "2026-13-14" is not a date such as 2026-03-07/);
    await expect(csv).toHaveValue(BAD_CSV);
    await tabTo(page, csv);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(GOOD_CSV);
    await expect(csv).not.toHaveAttribute("aria-invalid", "true");
    await tabTo(page, section.getByRole("button", { name: "Check schedule" }));
    await page.keyboard.press("Enter");
    await expect(section.getByRole("status").filter({ hasText: "games found" })).toContainText(
      "2 games found.",
    );
    await expect(section.getByText("Sat, Mar 14, 2026 · Time TBA · Location TBA")).toBeVisible();
    await tabTo(page, section.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");

    // The preview of what is typed now: nothing to fix, everything the start does.
    await expect(stepHeading(page, 5, "Review & start")).toBeFocused();
    await expect(section.getByText("Nothing to fix: Spring 2026 is ready to start.")).toBeVisible();
    await expect(section.getByText("Sat, Mar 7, 2026 · 9:00 AM - 10:00 AM · Field 3")).toBeVisible();
    await expect(section.getByText("Sat, Mar 14, 2026 · Time TBA · Location TBA")).toBeVisible();
    await expect(section.getByText("Fall 2025 moves to Past seasons")).toBeVisible();
    await expect(section.getByText("7 snack volunteers")).toBeVisible();
    await expect(
      section.getByText("20 practices, the first on Mar 3, 2026 at 6:30 PM, the last on May 7, 2026."),
    ).toBeVisible();
    await expect(start).toBeEnabled();
    await expectNoAxeViolations(page);

    // Start asks first, naming what happens.
    await tabTo(page, start);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Start Spring 2026?" });
    await expect(dialog).toContainText(
      "Fall 2025 moves to Past seasons with its 8 games, 5 posts and scores; 2 players return, 1 leaves the roster, 1 joins; 20 practices and 2 games are added.",
    );
    await expectNoAxeViolations(page);
    const release = await holdRoute(page, "**/api/seasons");
    const confirm = dialog.getByRole("button", { name: "Start Spring 2026" });
    await tabTo(page, confirm, { max: 5 });
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "Starting..." })).toBeDisabled();
    release();

    // Started: what it means for parents, and where to look.
    await expect(page.getByRole("heading", { name: "Spring 2026 has started" })).toBeFocused();
    await expect(
      section.getByText(
        "Spring 2026 is now the current season. Parents' pages update within about 15 minutes: Site updates says when.",
      ),
    ).toBeVisible();
    await expect(section.getByRole("link", { name: "See the schedule" })).toHaveAttribute(
      "href",
      "/schedule",
    );
    await expect(section.getByRole("link", { name: "See past seasons" })).toHaveAttribute("href", "/seasons");
    // Site updates: when the waiting build starts, the month's builds and their cost.
    const updates = page.getByRole("region", { name: "Site updates" });
    await expect(updates).toContainText(
      "Your changes reach the parents' pages at about 10:45 AM, in one build with any other change until then.",
    );
    await expect(updates).toContainText(
      "About 36 of the Free plan's 300 credits this month: 30 for 2 builds",
    );
    await expect(updates.getByRole("heading", { name: "Builds this month: 1" })).toBeVisible();
    await expect(updates.getByRole("listitem")).toHaveText([
      "Nov 2, 2025, 8:10 PM: The coach changed the team's details",
    ]);
    await expectNoAxeViolations(page);

    // The start sent exactly what the last preview checked.
    const [lastPreview, real] = [sent.at(-2), sent.at(-1)];
    expect(lastPreview?.dryRun).toBe(true);
    expect(real?.dryRun).toBe(false);
    expect({ ...real, dryRun: true }).toEqual(lastPreview);
    expect(real).toMatchObject({
      currentSeasonId: "fall-2025",
      season: { id: "spring-2026", label: "Spring 2026", firstDay: "2026-03-01", lastDay: "2026-05-31" },
      practicePlan: { firstDate: "2026-03-03", lastDate: "2026-05-07", topics: ["Dribbling", "Passing"] },
      returningPlayerIds: ["p-mia", "p-ava"],
      newPlayers: [{ firstName: "Noah", lastName: null, jerseyNumber: 12, position: null, parentId: null }],
      games: { format: "csv", text: GOOD_CSV },
    });
  });

  // On a phone, with axe on every step: the keyboard test checks them on a desktop.
  test(
    "a 409 and then a 502 each say what happened and lose nothing typed",
    { tag: "@phone" },
    async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of (409|502)/);
      test.setTimeout(90_000);
      await mockCoachApi(page);
      const sent = await mockSeasons(page, [
        () => ({
          status: 409,
          body: error(
            "conflict",
            "Another season was started a moment ago: Fall 2025 is no longer the current season. Nothing changed.",
          ),
        }),
        () => ({
          status: 502,
          body: error(
            "upstream_failed",
            "The store did not answer in time. Nothing changed: Fall 2025 is still the current season. Please try again.",
          ),
        }),
        (body) => ({ status: 201, body: previewOf(body) }),
      ]);
      await openPage(page);
      await fillToReview(page, { axe: true });
      const section = flow(page);
      const start = section.getByRole("button", { name: "Start Spring 2026" });
      const dialog = page.getByRole("dialog", { name: "Start Spring 2026?" });

      await start.click();
      await dialog.getByRole("button", { name: "Start Spring 2026" }).click();
      // The notification area moves into an open dialog, so the Review step's own alert is named by its step.
      const alert = section.getByRole("region", { name: "Step 5 of 5: Review & start" }).getByRole("alert");
      await expect(alert).toContainText("Another season was started a moment ago");
      await expect(alert).toContainText("Everything you typed is still here.");
      await expect(alert).toBeFocused();
      await expect(dialog).toBeHidden();
      await expectNoAxeViolations(page);

      // Every step still holds what was typed.
      await section.getByRole("button", { name: "Back" }).click();
      await expect(section.getByLabel("League schedule (CSV)")).toHaveValue(GOOD_CSV);
      await section.getByRole("button", { name: /^Step 2: Roster/ }).click();
      await expect(section.getByLabel("First name")).toHaveValue("Noah");
      await expect(section.getByLabel("Jersey number (optional)")).toHaveValue("12");
      await section.getByRole("button", { name: /^Step 1: Season/ }).click();
      await expect(section.getByLabel("First day")).toHaveValue("2026-03-01");
      await section.getByRole("button", { name: /^Step 5: Review & start/ }).click();
      await expect(section.getByText("Nothing to fix: Spring 2026 is ready to start.")).toBeVisible();

      await start.click();
      await dialog.getByRole("button", { name: "Start Spring 2026" }).click();
      await expect(alert).toContainText("Nothing changed: Fall 2025 is still the current season.");
      await expect(alert).toContainText("Everything you typed is still here.");
      await expect(start).toBeEnabled();

      // The third try goes through.
      await start.click();
      await dialog.getByRole("button", { name: "Start Spring 2026" }).click();
      await expect(page.getByRole("heading", { name: "Spring 2026 has started" })).toBeFocused();
      expect(sent.filter((body) => !body.dryRun)).toHaveLength(3);
    },
  );

  test("a 400 that names an input sends the coach to it", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    await mockCoachApi(page);
    await mockSeasons(page, [
      () => ({
        status: 400,
        body: error("validation_failed", "Invalid request", [
          { path: ["season", "id"], message: "spring-2026 is a past season's id: choose another" },
        ]),
      }),
    ]);
    await openPage(page);
    await fillToReview(page);
    const section = flow(page);
    await section.getByRole("button", { name: "Start Spring 2026" }).click();
    await page
      .getByRole("dialog", { name: "Start Spring 2026?" })
      .getByRole("button", { name: "Start Spring 2026" })
      .click();
    await expect(
      section.getByRole("region", { name: "Step 5 of 5: Review & start" }).getByRole("alert"),
    ).toContainText("Everything you typed is still here.");
    await section.getByRole("button", { name: "Go to step 1: Season" }).click();
    const id = section.getByLabel("Season id");
    await expect(id).toHaveAccessibleDescription(/spring-2026 is a past season's id: choose another/);
    await expect(id).toHaveAttribute("aria-invalid", "true");
    await id.fill("spring-2026-u10");
    await expect(id).not.toHaveAttribute("aria-invalid", "true");
  });
});

test("the league's .ics file is read in the browser and its text sent as it is", async ({ page }) => {
  await mockCoachApi(page);
  const sent = await mockSeasons(page);
  await openPage(page);
  const section = flow(page);
  await section.getByLabel("First day").fill("2026-03-01");
  await section.getByLabel("Last day").fill("2026-05-31");
  await section.getByRole("button", { name: "Next" }).click();
  await section.getByRole("button", { name: "Next" }).click();
  await section.getByLabel("First practice").fill("2026-03-03");
  await section.getByLabel("Last practice").fill("2026-05-07");
  await section.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, 4, "Games")).toBeFocused();

  await section.getByLabel("Upload the league's .ics file").check();
  // Next without a file names what is missing.
  await section.getByRole("button", { name: "Next" }).click();
  const file = section.getByLabel("League calendar (.ics)");
  await expect(file).toBeFocused();
  await expect(file).toHaveAccessibleDescription(/Choose the league's \.ics file, or choose No games yet/);
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "SUMMARY:Lightning vs San Marcos Storm",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
  await file.setInputFiles({ name: "spring-2026.ics", mimeType: "text/calendar", buffer: Buffer.from(ics) });
  await expect(file).toHaveAccessibleDescription(/Read spring-2026\.ics \(1 KB\)/);
  await section.getByRole("button", { name: "Next" }).click();

  await expect(section.getByText("Sat, Mar 21, 2026 · 8:00 AM - 9:00 AM · Location TBA")).toBeVisible();
  await expect(section.getByText("Line 14: cancelled in the league's calendar")).toBeVisible();
  expect(sent.at(-1)?.games).toEqual({ format: "ics", text: ics });

  // Back and forth keeps the file's text, though the file input itself starts empty again.
  await section.getByRole("button", { name: "Back" }).click();
  await expect(file).toHaveAccessibleDescription(/Read spring-2026\.ics/);
  await expectNoAxeViolations(page);
});

test("a visitor without the coach's session is asked to log in, and nothing of the coach's loads", async ({
  page,
}) => {
  await mockCoachApi(page, { signedIn: false });
  const coachReads: Request[] = [];
  page.on("request", (request) => {
    if (/\/api\/(players|season|team)/.test(request.url())) coachReads.push(request);
  });
  await page.goto("/admin/season");
  await expect(page.getByRole("heading", { name: "Coach login required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Coach Login" })).toHaveAttribute("href", "/admin-login");
  await expectNoAxeViolations(page);
  expect(coachReads).toHaveLength(0);
});
