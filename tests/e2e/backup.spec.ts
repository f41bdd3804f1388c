/**
 * Backup & restore on the dashboard's Overview in a real Chromium: Download backup saves the whole
 * store as a file; Restore from file refuses a file that is not a backup, previews what a backup
 * changes, asks, and puts the store back exactly as the file has it.
 *
 * The preview store is shared with the other page tests: the restore here puts back exactly what
 * was downloaded at the start of the same test, so nothing another test relies on changes. Coach
 * sessions are global, so the file runs once, in the desktop project, and never logs out.
 */
import { readFile } from "node:fs/promises";
import { isDeepStrictEqual } from "node:util";
import type { Page } from "@playwright/test";
import { BackupDocumentSchema, type BackupDocument } from "../../src/lib/schemas/backup";
import { expect, expectNoAxeViolations, signInAsCoach, test } from "./fixtures";

/** The file name on Monday 15 Sep 2025 (APP_NOW of the preview server). */
const FILE_NAME = "team-backup-2025-09-15.json";

const section = (page: Page) => page.getByRole("region", { name: "Backup & restore" });
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

test.beforeEach(async ({ page }) => {
  await signInAsCoach(page);
  await page.goto("/admin");
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
});

/** Presses Download backup and reads the file the browser saved. */
async function downloadBackup(page: Page, savedAs: string): Promise<BackupDocument> {
  const button = section(page).getByRole("button", { name: "Download backup" });
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  await download.saveAs(savedAs);
  await expect(notifications(page)).toContainText("Backup Downloaded");
  return BackupDocumentSchema.parse(JSON.parse(await readFile(savedAs, "utf8")));
}

async function storedBackup(page: Page): Promise<BackupDocument> {
  const response = await page.request.get("/api/backup");
  expect(response.status()).toBe(200);
  return BackupDocumentSchema.parse(await response.json());
}

const chooseFile = (page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) =>
  section(page).getByLabel("Restore from file").setInputFiles(file);

test("Download backup saves every record as a file; a file that is not a backup is refused", async ({
  page,
}, testInfo) => {
  await expect(section(page)).toBeVisible();
  await expectNoAxeViolations(page);

  const backup = await downloadBackup(page, testInfo.outputPath(FILE_NAME));
  expect(backup).toMatchObject({ format: "team-backup", version: 1, season: "Fall 2025" });
  expect(backup.data).toEqual((await storedBackup(page)).data);
  expect(backup.data.players.length).toBeGreaterThan(0);

  await chooseFile(page, {
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from("not json"),
  });
  const alert = section(page).getByRole("alert");
  await expect(alert).toContainText("notes.json: This file is not a team backup: it is not JSON.");
  await expect(alert).toContainText("Nothing was changed.");

  await chooseFile(page, {
    name: "calendar.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ events: [] })),
  });
  await expect(alert).toContainText("calendar.json: This file is not a team backup.");
  await expect(alert.getByRole("listitem")).toHaveCount(0);

  const broken = structuredClone(backup);
  const [first] = broken.data.players;
  if (first) first.jerseyNumber = 100;
  await chooseFile(page, {
    name: "edited.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ ...broken, version: 2 })),
  });
  await expect(alert).toContainText("edited.json: This file is not a valid team backup.");
  await expect(alert).toContainText("version: Only version 1 backups can be restored");
  await expect(alert).toContainText(
    "Players, record 1, jerseyNumber: Jersey number must be between 1 and 99",
  );
  await expectNoAxeViolations(page);
  expect((await storedBackup(page)).data).toEqual(backup.data);
});

// Last in the file: it changes the shared store and puts it back exactly as it was.
test("Restore from file previews what changes, asks, and puts every record back", async ({
  page,
}, testInfo) => {
  const saved = testInfo.outputPath(FILE_NAME);
  const backup = await downloadBackup(page, saved);
  try {
    // Changes made after the backup: a player added, one edited.
    const added = await page.request.post("/api/players", {
      data: { firstName: "Backup", lastName: "Test", jerseyNumber: null, position: null, parentId: null },
    });
    expect(added.status()).toBe(201);
    const [edited] = backup.data.players;
    const edit = await page.request.put(`/api/players/${edited?.id ?? ""}`, {
      data: { lastName: "Changed" },
    });
    expect(edit.status()).toBe(200);
    const players = backup.data.players.length;
    const playersTile = page.locator("dl > div").filter({ hasText: "Total Players" }).getByRole("definition");
    await page.reload();
    await expect(playersTile).toHaveText(String(players + 1));

    await chooseFile(page, saved);
    const heading = section(page).getByRole("heading", { name: `What restoring ${FILE_NAME} changes` });
    await expect(heading).toBeFocused();
    await expect(section(page)).toContainText("Backup of Fall 2025, made Sep 15, 2025 at 12:00 PM.");
    const row = section(page).getByRole("row", { name: /^Players/ });
    await expect(row.getByRole("cell")).toHaveText(["0", "1", "1", String(players - 1)]);
    await expect(
      section(page)
        .getByRole("row", { name: /^Events/ })
        .getByRole("cell"),
    ).toHaveText(["0", "0", "0", String(backup.data.events.length)]);
    await expectNoAxeViolations(page);
    // The preview fits a 360 px phone without scrolling sideways.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (desktop) await page.setViewportSize(desktop);
    await heading.focus();

    // Keyboard only: Tab from the preview to Restore, Escape backs out, Enter asks again.
    await page.keyboard.press("Tab");
    const restore = section(page).getByRole("button", { name: "Restore this backup" });
    await expect(restore).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Restore this backup?" });
    await expect(dialog).toContainText(
      "This replaces the site's data with the backup's: 0 added, 1 changed, 1 removed.",
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(restore).toBeFocused();
    expect((await storedBackup(page)).data.players).toHaveLength(players + 1);

    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Restore" }).click();
    await expect(notifications(page)).toContainText("Backup Restored");
    await expect(notifications(page)).toContainText("0 added, 1 changed, 1 removed.");
    await expect(dialog).toBeHidden();
    await expect(heading).toHaveCount(0);
    await expect(playersTile).toHaveText(String(players));

    expect((await storedBackup(page)).data).toEqual(backup.data);
  } finally {
    // Should the test fail half-way, the other tests still find the store as it was.
    if (!isDeepStrictEqual((await storedBackup(page)).data, backup.data)) {
      await page.request.post("/api/backup/restore", { data: backup });
    }
  }
});
