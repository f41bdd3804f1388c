/**
 * A rainout from the coach's Game Day tab, as parents then see it: for a team whose GroupMe
 * messages go out in English and Spanish, every text starts prefilled in both languages and the
 * message shows its length; the coach cancels Saturday's events with one note and posts the field
 * alert; a parent in another browser context (no session)
 * finds the alert at the top of the home page, the schedule and team info, and the game marked
 * cancelled, each page passing axe; on a Spanish page the English alert is marked "(en inglés)".
 * The coach then posts an alert in both languages, which the Spanish page shows in Spanish. Then the
 * coach restores the game with one click and clears the alert, so the preview's store is as the
 * other specs expect it.
 *
 * Coach sessions are global, so the file runs once, in the desktop project.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAsCoach, test } from "./fixtures";

/** Saturday 20 Sep 2025: the season's first game, five days after the preview's clock. */
const DAY = "2025-09-20";
const GAME_TITLE = /Game vs /;
const NOTE = "Fields closed: rain";
/** The alert never starts with its level's label, which the bar shows first. */
const ALERT = "Rain. Everything on Sat, Sep 20 is cancelled.";
const BOT = { botId: "bot-parents-0001", botName: "Lightning Coach - Hays Lightning U10 Parents" };

const alertBar = (page: Page) => page.getByRole("region", { name: "Field status" });
const spanishAlertBar = (page: Page) => page.getByRole("region", { name: "Estado de las canchas" });
const ALERT_ES = "Lluvia: no hay partido el sábado.";

test("the coach runs a rainout; a parent sees the alert and the cancelled game; the coach undoes it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signInAsCoach(page);
  try {
    expect(
      (await page.request.put("/api/groupme/reminders", { data: { ...BOT, languages: "both" } })).status(),
    ).toBe(200);
    await page.goto("/admin#game-day");
    const rainout = page.getByRole("region", { name: "Rainout" });
    await rainout.getByLabel("Day").fill(DAY);
    const game = rainout.getByRole("checkbox", { name: GAME_TITLE });
    await expect(game).toBeChecked();
    await expect(rainout.getByLabel("Note on each cancelled event")).toHaveValue(NOTE);
    await expect(rainout.getByLabel("Note in Spanish")).toHaveValue("Canchas cerradas: lluvia");
    await expect(rainout.getByRole("textbox", { name: "Alert", exact: true })).toHaveValue(ALERT);
    await expect(rainout.getByRole("textbox", { name: "Alert in Spanish" })).toHaveValue(
      "Lluvia. Todo lo del sáb, 20 de sept está cancelado.",
    );
    // The message in both languages, prefilled, with its length before sending.
    await rainout.getByRole("checkbox", { name: "Send a message to the GroupMe group" }).check();
    const english = rainout.getByRole("textbox", { name: "GroupMe message in English" });
    const spanish = rainout.getByRole("textbox", { name: "GroupMe message in Spanish" });
    await expect(english).toHaveValue(
      /^⚠️ Fields closed: rain\. Cancelled on Sat, Sep 20: 9:00 AM Game vs .+ Details: .+\/schedule$/,
    );
    await expect(spanish).toHaveValue(
      /^⚠️ Canchas cerradas: lluvia\. Cancelado el sáb, 20 de sept: 9:00 a\.m\. Game vs .+ Detalles: .+\/es\/schedule$/,
    );
    const length = (await english.inputValue()).length + 2 + (await spanish.inputValue()).length;
    await expect(
      rainout.getByText(`${String(length)} / 1000 characters, in English and Spanish`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // This rainout tells no one: the message is not sent.
    await rainout.getByRole("checkbox", { name: "Send a message to the GroupMe group" }).uncheck();

    const run = rainout.getByRole("button", { name: /^Cancel 1 Event$/ });
    await run.click();
    const report = rainout.getByRole("list", { name: "What the rainout did" });
    await expect(report).toContainText(/Done: Cancel Game vs .+: Cancelled/);
    await expect(report).toContainText("Done: Post the alert: Posted");
    await expect(rainout.getByRole("button", { name: "Try Again for What Failed" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Field Alert" })).toContainText(
      "Showing now: Fields closed",
    );

    // A parent, in a browser of their own.
    const parentContext = await browser.newContext(baseURL ? { baseURL } : {});
    const parent = await parentContext.newPage();
    try {
      for (const path of ["/", "/schedule", "/team-info"]) {
        await parent.goto(path);
        await expect(alertBar(parent), path).toContainText("Fields closed");
        await expect(alertBar(parent), path).toContainText(`Fields closed: ${ALERT}`);
        if (path === "/schedule") {
          const row = parent
            .getByRole("listitem")
            .filter({ hasText: GAME_TITLE })
            .filter({ hasText: "Sep 20" });
          await expect(row.first()).toContainText(/cancelled/i);
          await expect(row.first()).toContainText(NOTE);
        }
        await expectNoAxeViolations(parent);
      }
      // The rainout's alert in Spanish, as it was prefilled: the Spanish page shows it, unmarked.
      await parent.goto("/es/team-info");
      await expect(spanishAlertBar(parent)).toContainText(
        "Canchas cerradas: Lluvia. Todo lo del sáb, 20 de sept está cancelado.",
      );
      await expect(spanishAlertBar(parent).getByText("(en inglés)")).toBeHidden();

      // An alert in English only that starts with its level's label: kept without it, so the bar
      // says the label once; the Spanish page shows the English, marked.
      const card = page.getByRole("region", { name: "Field Alert" });
      await card.getByLabel("New alert (replaces this one)").fill(`${NOTE}. No game on Saturday.`);
      await card.getByRole("button", { name: "Post Alert" }).click();
      await expect(card).toContainText("Rain. No game on Saturday.");
      await parent.goto("/team-info");
      await expect(alertBar(parent)).toContainText("Fields closed: Rain. No game on Saturday.");
      await expect(alertBar(parent)).not.toContainText("Fields closed: Fields closed");
      await parent.goto("/es/team-info");
      const english = spanishAlertBar(parent).getByText("Rain. No game on Saturday.", { exact: true });
      await expect(english).toHaveAttribute("lang", "en");
      await expect(spanishAlertBar(parent)).toContainText("Canchas cerradas:");
      await expect(spanishAlertBar(parent).getByText("(en inglés)")).toBeVisible();

      // The coach posts the alert in both languages; the Spanish page shows the Spanish.
      await card.getByLabel("New alert (replaces this one)").fill(`${NOTE}. No game on Saturday.`);
      await card.getByLabel("Spanish alert").fill(ALERT_ES);
      await card.getByRole("button", { name: "Post Alert" }).click();
      await expect(card).toContainText(`Spanish: ${ALERT_ES}`);
      await parent.goto("/es/schedule");
      const spanish = spanishAlertBar(parent).getByText(ALERT_ES, { exact: true });
      await expect(spanish).toBeVisible();
      await expect(spanish).not.toHaveAttribute("lang");
      await expect(spanishAlertBar(parent).getByText("(en inglés)")).toBeHidden();
      await expectNoAxeViolations(parent);
    } finally {
      await parentContext.close();
    }

    // Restore is one click in the Events tab.
    await page.getByRole("tab", { name: "Events" }).click();
    await page.getByRole("button", { name: /^Restore Game vs .+, Sep 20, 2025$/ }).click();
    await expect(page.getByRole("button", { name: /^Restore Game vs .+, Sep 20, 2025$/ })).toHaveCount(0);
    await page.getByRole("tab", { name: "Game Day" }).click();
    await page.getByRole("button", { name: "Clear Alert" }).click();
    await expect(page.getByRole("region", { name: "Field Alert" })).toContainText("No alert is showing");
  } finally {
    // Whatever happened above, the other specs of this preview find the season as seeded.
    await page.request.delete("/api/alert");
    await page.request.put(`/api/events/game-${DAY}`, { data: { status: "scheduled" } });
    await page.request.put("/api/groupme/reminders", { data: { botId: null, languages: "en" } });
  }
});
