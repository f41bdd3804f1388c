/**
 * The coach's GroupMe screens in a real Chromium against the production build and the local
 * GroupMe (tests/support/fake-groupme.ts, started by global-setup.ts): the messenger (groups, a new
 * bot, sending, the 1000-character box, failures), Test GroupMe, game-day reminders, and a post
 * sent to GroupMe as it is published. What GroupMe received is read from the fake's own record.
 *
 * Coach sessions are global (a logout ends them all), so the file runs once, on desktop. Each
 * test starts from the fake's seeded groups and bots, and puts the reminder settings back.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { composePostShare } from "../../src/lib/domain/post-share";
import { formatDate, formatTime } from "../../src/lib/domain/time";
import type { Post } from "../../src/lib/schemas/posts";
import type { GroupMeReminders } from "../../src/lib/schemas/groupme";
import type { FakeFailure, FakeGroupMeRoute, FakeGroupMeState } from "../support/fake-groupme";
import { expect, expectNoAxeViolations, failWith500, signInAsCoach, test } from "./fixtures";
import { groupMeControl } from "./servers";

/** The control routes of the local GroupMe this project's preview calls. */
const control = () => groupMeControl(test.info().project.name);

/** The fake's seeded groups (tests/support/fake-groupme.ts). */
const PARENTS = { id: "1001", label: "Hays Lightning U10 Parents (24 members)", bot: "bot-parents-0001" };
const COACHES = { id: "1002", label: "Hays Lightning Coaches (3 members)", name: "Hays Lightning Coaches" };
const VOLUNTEERS = { label: "Kyle Youth Soccer Volunteers (57 members)" };
const PARENTS_BOT_NAME = "Lightning Coach - Hays Lightning U10 Parents";

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

// --- The local GroupMe -------------------------------------------------------------------------

async function fakeState(request: APIRequestContext): Promise<FakeGroupMeState> {
  const response = await request.get(`${control()}/state`);
  expect(response.status()).toBe(200);
  return (await response.json()) as FakeGroupMeState;
}

async function failNext(request: APIRequestContext, route: FakeGroupMeRoute, failure: FakeFailure) {
  const response = await request.post(`${control()}/fail`, { data: { route, ...failure } });
  expect(response.status()).toBe(200);
}

// --- The coach ---------------------------------------------------------------------------------

async function openDashboard(page: Page, tab: "Posts" | "Messages"): Promise<void> {
  await page.goto(`/admin#${tab.toLowerCase()}`);
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const region = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(region).toContainText(title);
  if (description !== undefined) await expect(region).toContainText(description);
}

async function putSettings(page: Page, settings: Record<string, unknown>): Promise<GroupMeReminders> {
  const response = await page.request.put("/api/groupme/reminders", { data: settings });
  expect(response.status()).toBe(200);
  return (await response.json()) as GroupMeReminders;
}

const messenger = (page: Page) => page.getByRole("region", { name: "GroupMe Messenger" });
const messageBox = (page: Page) => messenger(page).getByLabel("Message", { exact: true });
const sendButton = (page: Page) => messenger(page).getByRole("button", { name: "Send Message" });

test.beforeEach(async ({ page }) => {
  expect((await page.request.post(`${control()}/reset`)).status()).toBe(200);
  await signInAsCoach(page);
});

test.afterEach(async ({ page }) => {
  // The store's defaults: reminders on, no team bot.
  await putSettings(page, { remindersEnabled: true, botId: null, botName: null, languages: "en" });
});

test.describe("the GroupMe messenger", () => {
  test("lists the groups, creates a bot for a group without one, and sends exactly the message typed", async ({
    page,
  }) => {
    await openDashboard(page, "Messages");
    const group = messenger(page).getByLabel("Group");
    await expect(group.getByRole("option")).toHaveText([
      "Choose a group",
      PARENTS.label,
      COACHES.label,
      VOLUNTEERS.label,
    ]);
    await expect(sendButton(page)).toBeDisabled();
    await expect(messenger(page)).toContainText("Choose a group to send to.");

    // A group without a bot offers one, named after the group.
    await group.selectOption({ label: COACHES.label });
    const botName = `Lightning Coach - ${COACHES.name}`;
    await expect(messenger(page)).toContainText(`this one will be called “${botName}”`);
    await expect(messenger(page).getByText("Create a bot for this group first.")).toBeVisible();
    await failNext(page.request, "create-bot", { stallMs: 800 });
    await messenger(page).getByRole("button", { name: "Create Bot" }).click();
    await expect(messenger(page).getByRole("button", { name: "Creating..." })).toBeDisabled();
    await expectToast(page, "Bot Created", botName);
    const bot = messenger(page).getByLabel("Bot", { exact: true });
    await expect(bot).toBeFocused();
    const created = (await fakeState(page.request)).bots.find(
      (candidate) => candidate.group_id === COACHES.id,
    );
    expect(created?.name).toBe(botName);
    await expect(bot).toHaveValue(created?.bot_id ?? "");

    // Send: the trimmed text, through that bot, with a pending state; the box empties.
    await messageBox(page).fill("  Practice moves to 7 PM on Thursday.  ");
    await failNext(page.request, "bot-post", { stallMs: 800 });
    await sendButton(page).click();
    await expect(messenger(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expectToast(page, "Message Sent", COACHES.name);
    await expect(messageBox(page)).toHaveValue("");
    await expect(messageBox(page)).toBeFocused();
    const { messages } = await fakeState(page.request);
    expect(messages.map(({ bot_id, group_id, text }) => ({ bot_id, group_id, text }))).toEqual([
      { bot_id: created?.bot_id, group_id: COACHES.id, text: "Practice moves to 7 PM on Thursday." },
    ]);
  });

  test("Send waits for a bot and for text that is more than spaces", async ({ page }) => {
    await openDashboard(page, "Messages");
    const group = messenger(page).getByLabel("Group");
    await group.selectOption({ label: COACHES.label });
    await messageBox(page).fill("Hello team");
    await expect(sendButton(page)).toBeDisabled();

    await group.selectOption({ label: PARENTS.label });
    await expect(messenger(page).getByLabel("Bot", { exact: true })).toHaveValue(PARENTS.bot);
    await expect(sendButton(page)).toBeEnabled();
    await messageBox(page).fill("   \n  ");
    await expect(sendButton(page)).toBeDisabled();
    await expect(messenger(page).getByText("Type a message to send.")).toBeVisible();
    await messageBox(page).fill("x");
    await expect(sendButton(page)).toBeEnabled();
  });

  test("the box holds 1000 characters however they arrive, counts them and warns above 800", async ({
    page,
  }) => {
    await openDashboard(page, "Messages");
    await messenger(page).getByLabel("Group").selectOption({ label: PARENTS.label });
    const box = messageBox(page);
    const warning = messenger(page).getByRole("status").filter({ hasText: "Approaching character limit" });
    await expect(messenger(page).getByText("0 / 1000 characters")).toBeVisible();

    await box.fill("a".repeat(800));
    await expect(messenger(page).getByText("800 / 1000 characters")).toBeVisible();
    await expect(warning).toHaveCount(0);
    await box.press("End");
    await page.keyboard.type("b");
    await expect(messenger(page).getByText("801 / 1000 characters")).toBeVisible();
    await expect(warning).toBeVisible();

    // Pasting 1200 characters (what a paste inserts) leaves 1000; typing more adds nothing.
    await box.fill("");
    await box.focus();
    await page.keyboard.insertText("c".repeat(1200));
    await expect(box).toHaveValue("c".repeat(1000));
    await page.keyboard.type("dd");
    await expect(box).toHaveValue("c".repeat(1000));
    await expect(messenger(page).getByText("1000 / 1000 characters")).toBeVisible();
    await expect(box).toHaveAttribute("maxlength", "1000");

    // 1000 characters is a message GroupMe takes.
    await sendButton(page).click();
    await expectToast(page, "Message Sent");
    const { messages } = await fakeState(page.request);
    expect(messages.map((message) => message.text)).toEqual(["c".repeat(1000)]);
  });

  test("a failed send says so and keeps the text; a rate limit says when to try again", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of (502|429)/);
    await openDashboard(page, "Messages");
    await messenger(page).getByLabel("Group").selectOption({ label: PARENTS.label });
    const text = "Snacks rota for October is on the schedule page.";
    await messageBox(page).fill(text);

    await failNext(page.request, "bot-post", { status: 500 });
    await sendButton(page).click();
    await expectToast(page, "Error", "Failed to send message to GroupMe.");
    await expect(messageBox(page)).toHaveValue(text);
    await expect(sendButton(page)).toBeEnabled();

    await failNext(page.request, "bot-post", { status: 429, retryAfter: 30 });
    await sendButton(page).click();
    await expectToast(page, "Error", "GroupMe is busy: try again in 30 seconds.");
    await expect(messageBox(page)).toHaveValue(text);
    expect((await fakeState(page.request)).messages).toEqual([]);

    await sendButton(page).click();
    await expectToast(page, "Message Sent");
    expect((await fakeState(page.request)).messages.map((message) => message.text)).toEqual([text]);
  });

  test("a refused bot says GroupMe's reason", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 502/);
    await openDashboard(page, "Messages");
    await messenger(page).getByLabel("Group").selectOption({ label: COACHES.label });
    await failNext(page.request, "create-bot", { status: 400, errors: ["name is taken"] });
    await messenger(page).getByRole("button", { name: "Create Bot" }).click();
    await expectToast(page, "Error", /Failed to create bot\..*name is taken/);
    await expect(messenger(page).getByRole("button", { name: "Create Bot" })).toBeEnabled();
    expect((await fakeState(page.request)).bots.some((bot) => bot.group_id === COACHES.id)).toBe(false);
  });

  test("says when GroupMe is not configured, has no groups, or fails, with Retry", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of (503|502)/);
    const answers = [
      {
        status: 503,
        body: {
          error: {
            code: "not_configured",
            message: "GroupMe is not configured: set GROUPME_ACCESS_TOKEN on the server.",
          },
        },
      },
      { status: 502, body: { error: { code: "upstream_failed", message: "Could not reach GroupMe" } } },
      { status: 200, body: [] },
    ];
    await page.route("**/api/groupme/groups", async (route) => {
      const answer = answers.shift();
      if (!answer) {
        await route.continue();
        return;
      }
      await route.fulfill({ status: answer.status, json: answer.body });
    });
    await openDashboard(page, "Messages");
    const alert = messenger(page).getByRole("alert");
    await expect(alert).toContainText("GroupMe is not set up");
    await expect(alert).toContainText("set GROUPME_ACCESS_TOKEN on the server.");
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(alert).toContainText("Could not load your GroupMe groups. Could not reach GroupMe.");
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(messenger(page).getByText("No GroupMe groups found for this account")).toBeVisible();
  });

  test("the group list follows GroupMe every 30 seconds while the tab is open, keeping the choice", async ({
    page,
  }) => {
    await page.clock.install();
    const asked: number[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/groupme/groups") asked.push(Date.now());
    });
    await openDashboard(page, "Messages");
    const group = messenger(page).getByLabel("Group");
    await group.selectOption({ label: PARENTS.label });
    expect(asked).toHaveLength(1);

    await page.clock.runFor(30_500);
    await expect.poll(() => asked.length).toBe(2);
    await expect(group).toHaveValue(PARENTS.id);

    // Another tab: the messenger is gone and so is its reloading.
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.clock.runFor(95_000);
    await page.waitForTimeout(300);
    expect(asked).toHaveLength(2);
  });
});

test("Test GroupMe: Connection Successful, GroupMe Test Failed with GroupMe's words, or Connection Failed", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  await openDashboard(page, "Posts");
  const button = page.getByRole("button", { name: "Test GroupMe" });

  await failNext(page.request, "me", { stallMs: 800 });
  await button.click();
  await expect(page.getByRole("button", { name: "Testing..." })).toBeDisabled();
  await expectToast(page, "Connection Successful");

  await failNext(page.request, "me", { status: 401, errors: ["unauthorized"] });
  await button.click();
  await expectToast(page, "GroupMe Test Failed", "GroupMe said: unauthorized");

  await failWith500(page, "**/api/groupme/test");
  await button.click();
  await expectToast(
    page,
    "Connection Failed",
    "Could not connect to GroupMe. Please check your bot configuration.",
  );
});

test("game-day reminders: on and off, the team's bot, and the next reminder as families will read it", async ({
  page,
}) => {
  await putSettings(page, { remindersEnabled: false, botId: null, botName: null });
  const overview = (await (await page.request.get("/api/groupme/reminders")).json()) as GroupMeReminders;
  const next = overview.next;
  expect(next).not.toBeNull();
  if (!next) return;

  await openDashboard(page, "Messages");
  const panel = page.getByRole("region", { name: "Game-Day Reminders" });
  const toggle = panel.getByRole("switch", { name: "Send game-day reminders" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(panel).toContainText(next.text);
  await expect(panel).toContainText(
    `goes out ${formatDate(next.sendAt)} at ${formatTime(next.sendAt)} Central Time if reminders are on`,
  );
  // Monday 15 Sep 2025: the first game is Saturday the 20th, its reminder Friday evening.
  await expect(panel).toContainText("Sep 19, 2025 at 6:00 PM");
  await expect(panel).toContainText("None sent yet.");

  await toggle.click();
  await expectToast(page, "Settings Saved", "Game-day reminders are on.");
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(panel).toContainText("once a bot is chosen");

  const bot = panel.getByLabel("Bot for reminders and shared posts");
  await expect(
    bot.getByRole("option", { name: `${PARENTS_BOT_NAME} (in Hays Lightning U10 Parents)` }),
  ).toHaveCount(1);
  await bot.selectOption(PARENTS.bot);
  await expectToast(page, "Settings Saved", `${PARENTS_BOT_NAME} posts the reminders and shared posts.`);
  await expect(panel).not.toContainText("will not be sent");

  const saved = (await (await page.request.get("/api/groupme/reminders")).json()) as GroupMeReminders;
  expect(saved.settings).toEqual({
    remindersEnabled: true,
    botId: PARENTS.bot,
    botName: PARENTS_BOT_NAME,
    languages: "en",
  });

  await page.reload();
  await expect(page.getByRole("region", { name: "Game-Day Reminders" }).getByRole("switch")).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test.describe("sending a post to GroupMe as it is published", () => {
  const content = `${"Bring a water bottle, shin guards and a size 4 ball to every practice this week. ".repeat(5)}See you on Field 5 West!`;

  async function postByTitle(page: Page, title: string): Promise<Post> {
    const posts = (await (await page.request.get("/api/posts/all")).json()) as Post[];
    const post = posts.find((candidate) => candidate.title === title);
    expect(post, title).toBeDefined();
    if (!post) throw new Error(`No post titled ${title}`);
    return post;
  }

  test("without a team bot the editor says where to choose one", async ({ page }) => {
    await openDashboard(page, "Posts");
    await page.getByRole("button", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    await expect(dialog).toContainText("choose the team's bot under Game-Day Reminders");
    await expect(dialog.getByLabel("Also send to GroupMe")).toHaveCount(0);
  });

  test("Publish Now sends the previewed message; the link opens the post on /posts", async ({
    page,
    baseURL,
  }) => {
    await putSettings(page, { botId: PARENTS.bot, botName: PARENTS_BOT_NAME });
    await openDashboard(page, "Posts");
    await page.getByRole("button", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    const title = unique("Practice gear");
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await dialog.getByLabel("Content").fill(content);
    await dialog.getByLabel("Also send to GroupMe").check();
    const preview = dialog.getByRole("figure");
    await expect(preview).toContainText(title);
    await expect(preview).toContainText(`Read more: ${baseURL ?? ""}/posts#post-new`);

    await failNext(page.request, "bot-post", { stallMs: 800 });
    await dialog.getByRole("button", { name: "Publish Now" }).click();
    await expect(dialog.getByRole("button", { name: "Sending to GroupMe..." })).toBeDisabled();
    await expectToast(page, "Post Created", "is published and sent to GroupMe.");

    const post = await postByTitle(page, title);
    expect(post.status).toBe("published");
    const { messages } = await fakeState(page.request);
    expect(messages.map(({ bot_id, text }) => ({ bot_id, text }))).toEqual([
      { bot_id: PARENTS.bot, text: composePostShare(post, baseURL ?? "") },
    ]);
    const link = `${baseURL ?? ""}/posts#post-${post.id}`;
    expect(messages[0]?.text.endsWith(`Read more: ${link}`)).toBe(true);

    // A parent following the link lands on the post, open.
    const parent = await page.context().browser()?.newContext();
    if (!parent) throw new Error("No browser");
    try {
      const parentPage = await parent.newPage();
      await parentPage.goto(link);
      const card = parentPage.locator(`#post-${post.id}`);
      await expect(card).toBeInViewport();
      await expect(card.getByRole("button", { name: "Read Less" })).toBeVisible();
      await expect(card).toContainText("See you on Field 5 West!");
    } finally {
      await parent.close();
    }

    expect((await page.request.delete(`/api/posts/${post.id}`)).status()).toBe(204);
  });

  test("a draft published with Update Post goes too; when GroupMe fails, the post is still published", async ({
    page,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 502/);
    await putSettings(page, { botId: PARENTS.bot, botName: PARENTS_BOT_NAME });
    const title = unique("Picture day");
    const created = await page.request.post("/api/posts", {
      data: { title, content, status: "draft", authorId: "coach", tags: [] },
    });
    expect(created.status()).toBe(201);
    const draft = (await created.json()) as Post;

    await openDashboard(page, "Posts");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Post" });
    await dialog.getByLabel("Status").selectOption("published");
    await dialog.getByLabel("Also send to GroupMe").check();
    // An existing draft's preview is exactly what goes out, link included.
    await expect(dialog.getByRole("figure")).toContainText(
      `Read more: ${baseURL ?? ""}/posts#post-${draft.id}`,
    );

    await failNext(page.request, "bot-post", { status: 500 });
    await dialog.getByRole("button", { name: "Update Post" }).click();
    await expectToast(page, "Error", "The post is saved, but it failed to send to GroupMe.");
    expect((await postByTitle(page, title)).status).toBe("published");
    expect((await fakeState(page.request)).messages).toEqual([]);

    expect((await page.request.delete(`/api/posts/${draft.id}`)).status()).toBe(204);
  });
});

test("the Messages tab with the messenger loaded has no axe violations", async ({ page }) => {
  await openDashboard(page, "Messages");
  await messenger(page).getByLabel("Group").selectOption({ label: PARENTS.label });
  await messageBox(page).fill("a".repeat(850));
  await expect(messenger(page).getByText("Approaching character limit")).toBeVisible();
  await expect(page.getByRole("region", { name: "Game-Day Reminders" }).getByRole("switch")).toBeVisible();
  await expectNoAxeViolations(page);

  await messenger(page).getByLabel("Group").selectOption({ label: COACHES.label });
  await expect(messenger(page).getByRole("button", { name: "Create Bot" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("parents never download the GroupMe code", async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.text());
    });
    for (const path of ["/", "/posts", "/roster", "/schedule"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    for (const marker of ["/api/groupme", "Approaching character limit", "Also send to GroupMe"]) {
      expect(
        scripts.filter((body) => body.includes(marker)),
        marker,
      ).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
