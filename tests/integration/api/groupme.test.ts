/**
 * The GroupMe routes against the real local Blobs server and the local GroupMe
 * (tests/support/fake-groupme.ts): who may call them, what they check, how GroupMe's failures reach
 * the coach, and that the server's token never leaves the server.
 */
import * as z from "zod/mini";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import {
  GroupMeCreatedBotSchema,
  GroupMeGroupSchema,
  GroupMeRemindersSchema,
} from "../../../src/lib/schemas/groupme";
import { NOT_CONFIGURED_MESSAGE } from "../../../src/lib/server/groupme";
import { fn, send, useCoach } from "../../support/api";
import { composePostShareIn } from "../../../src/lib/domain/post-share";
import { call } from "../../support/call";
import { withEnv } from "../../support/env";
import { TOKEN_IN_URL_ERROR, type FakeFailure } from "../../support/fake-groupme";
import { useFakeGroupMe } from "../../support/use-fake-groupme";

/** Short, so a stalled GroupMe fails the call quickly. */
const TIMEOUT_MS = 400;
const CROSS_SITE = { Origin: "https://evil.example" };

const fake = useFakeGroupMe(TIMEOUT_MS);
/** Everything logged while GroupMe failed: none of it may hold the token. */
const logged: string[] = [];

const coach = useCoach();

let logSpies: { mockRestore: () => void }[] = [];

beforeEach(() => {
  logSpies = (["warn", "info", "log"] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    }),
  );
});

afterEach(() => {
  for (const spy of logSpies) spy.mockRestore();
});

/** Calls a GroupMe function and checks that nothing in the answer, headers included, holds the token. */
async function callGroupMe(name: string, path: string, init: RequestInit = {}) {
  const answer = await call(fn(name), path, init);
  const seen = [
    JSON.stringify(answer.body),
    ...[...answer.headers].map(([key, value]) => `${key}: ${value}`),
  ];
  for (const text of seen) expect(text).not.toContain(fake().token);
  return answer;
}

const getGroups = (cookie = coach()) =>
  callGroupMe("groupme-groups", "/api/groupme/groups", { headers: { Cookie: cookie } });
const sendMessage = (body: unknown, cookie = coach(), headers: Record<string, string> = {}) =>
  callGroupMe("groupme-send-message", "/api/groupme/send-message", send("POST", body, cookie, headers));
const createBot = (body: unknown, cookie = coach(), headers: Record<string, string> = {}) =>
  callGroupMe("groupme-create-bot", "/api/groupme/create-bot", send("POST", body, cookie, headers));
const testToken = (body?: unknown, cookie = coach(), headers: Record<string, string> = {}) =>
  callGroupMe("groupme-test", "/api/groupme/test", send("POST", body, cookie, headers));
const getReminders = (cookie = coach()) =>
  callGroupMe("groupme-reminders", "/api/groupme/reminders", { headers: { Cookie: cookie } });
const putReminders = (body: unknown, cookie = coach(), headers: Record<string, string> = {}) =>
  callGroupMe("groupme-reminders", "/api/groupme/reminders", send("PUT", body, cookie, headers));

const Groups = z.array(GroupMeGroupSchema);
const errorOf = (body: unknown) => ApiErrorSchema.parse(body).error;

describe("who may call the GroupMe routes", () => {
  it.each([
    { name: "GET groups", run: () => getGroups("") },
    { name: "POST send-message", run: () => sendMessage({ message: "Hi", botId: "bot-parents-0001" }, "") },
    {
      name: "POST create-bot",
      run: () => createBot({ groupId: "1001", botName: "Lightning Coach - X" }, ""),
    },
    { name: "POST test", run: () => testToken(undefined, "") },
    { name: "GET reminders", run: () => getReminders("") },
    { name: "PUT reminders", run: () => putReminders({ remindersEnabled: false }, "") },
    { name: "PUT the team's languages", run: () => putReminders({ languages: "es" }, "") },
  ])("$name: 401 without the coach's session, and GroupMe is never called", async ({ run }) => {
    const { status, body } = await run();
    expect(status).toBe(401);
    expect(errorOf(body).code).toBe("unauthorized");
    expect(fake().state.requests).toEqual([]);
  });

  it.each([
    {
      name: "send-message",
      run: () => sendMessage({ message: "Hi", botId: "bot-parents-0001" }, coach(), CROSS_SITE),
    },
    {
      name: "create-bot",
      run: () => createBot({ groupId: "1001", botName: "Lightning Coach - X" }, coach(), CROSS_SITE),
    },
    { name: "test", run: () => testToken(undefined, coach(), CROSS_SITE) },
    { name: "reminders", run: () => putReminders({ remindersEnabled: false }, coach(), CROSS_SITE) },
    { name: "the team's languages", run: () => putReminders({ languages: "both" }, coach(), CROSS_SITE) },
  ])("POST/PUT $name from another site: 403, and nothing happens", async ({ run }) => {
    const { status, body } = await run();
    expect(status).toBe(403);
    expect(errorOf(body).code).toBe("forbidden");
    expect(fake().state.requests).toEqual([]);
    expect(fake().state.messages).toEqual([]);
  });
});

describe("GET /api/groupme/groups", () => {
  it("lists the coach's groups with their bots and the team's bot, never cached", async () => {
    const { status, body, headers } = await getGroups();
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    // A group's only bot is listed among its bots and is also the group's bot.
    const parentsBot = { bot_id: "bot-parents-0001", name: "Lightning Coach - Hays Lightning U10 Parents" };
    const scoreboard = { bot_id: "bot-scores-0003", name: "Scoreboard" };
    expect(Groups.parse(body)).toEqual([
      {
        id: "1001",
        name: "Hays Lightning U10 Parents",
        description: "Fall 2025 parents of the Hays Lightning U10 team",
        members_count: 24,
        bot: parentsBot,
        bots: [parentsBot],
      },
      { id: "1002", name: "Hays Lightning Coaches", description: null, members_count: 3, bots: [] },
      {
        id: "1003",
        name: "Kyle Youth Soccer Volunteers",
        description: "Field setup, referees and concessions",
        members_count: 57,
        bot: scoreboard,
        bots: [scoreboard],
      },
    ]);
    expect(body).not.toHaveProperty("1.bot");
  });

  it("names the reminders' bot as the group's bot when the coach chose it", async () => {
    fake().state.bots.push({ bot_id: "bot-helper-0002", group_id: "1001", name: "Snack helper" });
    expect((await putReminders({ botId: "bot-helper-0002", botName: "Snack helper" })).status).toBe(200);
    const groups = Groups.parse((await getGroups()).body);
    expect(groups[0]?.bot).toEqual({ bot_id: "bot-helper-0002", name: "Snack helper" });
    expect(groups[0]?.bots).toHaveLength(2);
    await putReminders({ botId: null });
  });

  it("asks for 100 groups a page (GroupMe gives 10 otherwise)", async () => {
    for (let index = 0; index < 12; index++) {
      fake().state.groups.push({
        id: String(2000 + index),
        name: `Group ${String(index)}`,
        description: "",
        members_count: index,
      });
    }
    const groups = Groups.parse((await getGroups()).body);
    expect(groups).toHaveLength(15);
    expect(groups[3]?.description).toBeNull();
    expect(fake().state.requests.find((request) => request.route === "groups")?.query).toMatchObject({
      per_page: "100",
    });
  });

  it("is 503 not_configured, naming the variable, without a token", async () => {
    const { status, body } = await withEnv({ GROUPME_ACCESS_TOKEN: undefined }, () => getGroups());
    expect(status).toBe(503);
    expect(errorOf(body)).toEqual({ code: "not_configured", message: NOT_CONFIGURED_MESSAGE });
    expect(NOT_CONFIGURED_MESSAGE).toContain("GROUPME_ACCESS_TOKEN");
    expect(fake().state.requests).toEqual([]);
  });
});

describe("GroupMe's failures", () => {
  it.each<{ name: string; failure: FakeFailure; status: number; message: string; retryAfter?: string }>([
    {
      name: "400 with errors",
      failure: { status: 400, errors: ["per_page is invalid", "try again"] },
      status: 502,
      message: "GroupMe said: per_page is invalid, try again",
    },
    { name: "401", failure: { status: 401 }, status: 502, message: "GroupMe said: unauthorized" },
    { name: "500", failure: { status: 500 }, status: 502, message: "GroupMe said: internal server error" },
    {
      name: "503 without errors",
      failure: { status: 503, errors: [] },
      status: 502,
      message: "GroupMe answered 503",
    },
    {
      name: "429 with Retry-After",
      failure: { status: 429, retryAfter: 120 },
      status: 429,
      message: "GroupMe is limiting requests right now. Please wait a minute and try again.",
      retryAfter: "120",
    },
    {
      name: "429 without Retry-After",
      failure: { status: 429 },
      status: 429,
      message: "GroupMe is limiting requests right now. Please wait a minute and try again.",
      retryAfter: "60",
    },
  ])("$name → $status", async ({ failure, status, message, retryAfter }) => {
    fake().failNext("groups", failure);
    const answer = await getGroups();
    expect(answer.status).toBe(status);
    expect(errorOf(answer.body)).toEqual({
      code: status === 429 ? "rate_limited" : "upstream_failed",
      message,
    });
    expect(answer.headers.get("Retry-After")).toBe(retryAfter ?? null);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("a stalled GroupMe is a 502 as soon as the timeout passes", async () => {
    fake().failNext("groups", { stallMs: 10_000 });
    const started = Date.now();
    const { status, body } = await getGroups();
    const elapsed = Date.now() - started;
    expect(status).toBe(502);
    expect(errorOf(body)).toEqual({
      code: "upstream_failed",
      message: "Could not reach GroupMe: it did not answer in time",
    });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it("a GroupMe that cannot be reached is a 502", async () => {
    const { status, body } = await withEnv({ GROUPME_API_URL: "http://127.0.0.1:1/v3" }, () => getGroups());
    expect(status).toBe(502);
    expect(errorOf(body)).toEqual({ code: "upstream_failed", message: "Could not reach GroupMe" });
  });

  it("a token GroupMe refuses is a 502 with GroupMe's words, and that token is not echoed either", async () => {
    const wrong = "wrong-token-5150";
    const { status, body, headers } = await withEnv({ GROUPME_ACCESS_TOKEN: wrong }, () => getGroups());
    expect(status).toBe(502);
    expect(errorOf(body).message).toBe("GroupMe said: unauthorized");
    expect(JSON.stringify(body) + JSON.stringify([...headers])).not.toContain(wrong);
  });

  it("never passes on the token even when GroupMe's error quotes it", async () => {
    fake().failNext("groups", { status: 400, errors: [`token ${fake().token} is not valid here`] });
    const { status, body } = await getGroups();
    expect(status).toBe(502);
    expect(errorOf(body).message).toBe("GroupMe said: token [token] is not valid here");
  });
});

describe("POST /api/groupme/send-message", () => {
  it("posts the trimmed message through the bot and answers success", async () => {
    const { status, body, headers } = await sendMessage({
      message: "  Practice moves to Field 3 tonight.  ",
      botId: "bot-parents-0001",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(fake().state.messages).toMatchObject([
      { bot_id: "bot-parents-0001", group_id: "1001", text: "Practice moves to Field 3 tonight." },
    ]);
  });

  it.each([
    { name: "1000 characters", message: "x".repeat(1000) },
    { name: "1000 characters inside spaces", message: `  ${"x".repeat(1000)}\n` },
  ])("accepts $name", async ({ message }) => {
    expect((await sendMessage({ message, botId: "bot-parents-0001" })).status).toBe(200);
    expect(fake().state.messages[0]?.text).toBe("x".repeat(1000));
  });

  it.each([
    { name: "an empty message", body: { message: "", botId: "bot-parents-0001" }, path: ["message"] },
    {
      name: "a message of spaces",
      body: { message: " \n\t ", botId: "bot-parents-0001" },
      path: ["message"],
    },
    {
      name: "1001 characters after trimming",
      body: { message: ` ${"x".repeat(1001)} `, botId: "b" },
      path: ["message"],
    },
    { name: "no bot", body: { message: "Hello" }, path: ["botId"] },
    { name: "a blank bot", body: { message: "Hello", botId: "  " }, path: ["botId"] },
    {
      name: "a message that is not text",
      body: { message: 42, botId: "bot-parents-0001" },
      path: ["message"],
    },
    {
      name: "an unknown field",
      body: { message: "Hello", botId: "bot-parents-0001", groupId: "1001" },
      path: [],
    },
  ])("refuses $name with 400, sending nothing", async ({ body, path }) => {
    const answer = await sendMessage(body);
    expect(answer.status).toBe(400);
    const error = errorOf(answer.body);
    expect(error.code).toBe("validation_failed");
    expect(error.issues?.map((issue) => issue.path)).toContainEqual(path);
    expect(fake().state.requests).toEqual([]);
  });

  it("an unknown bot is a 502 with GroupMe's words", async () => {
    const { status, body } = await sendMessage({ message: "Hello", botId: "no-such-bot" });
    expect(status).toBe(502);
    expect(errorOf(body)).toEqual({ code: "upstream_failed", message: "GroupMe said: bot not found" });
  });

  it("passes GroupMe's 429 on with its Retry-After", async () => {
    fake().failNext("bot-post", { status: 429, retryAfter: 30 });
    const { status, headers } = await sendMessage({ message: "Hello", botId: "bot-parents-0001" });
    expect(status).toBe(429);
    expect(headers.get("Retry-After")).toBe("30");
    expect(fake().state.messages).toEqual([]);
  });

  it("needs no token: GroupMe's bot posts take none", async () => {
    const { status } = await withEnv({ GROUPME_ACCESS_TOKEN: undefined }, () =>
      sendMessage({ message: "Hello", botId: "bot-parents-0001" }),
    );
    expect(status).toBe(200);
    expect(fake().state.requests).toMatchObject([{ path: "/bots/post", authorized: false }]);
  });
});

describe("POST /api/groupme/create-bot", () => {
  it("makes the bot in the group and answers 201 with it", async () => {
    const { status, body } = await createBot({
      groupId: "1002",
      botName: "  Lightning Coach - Hays Lightning Coaches ",
    });
    expect(status).toBe(201);
    const { bot } = GroupMeCreatedBotSchema.parse(body);
    expect(bot).toMatchObject({ name: "Lightning Coach - Hays Lightning Coaches", group_id: "1002" });
    expect(fake().state.bots).toContainEqual({ ...bot });
    const groups = Groups.parse((await getGroups()).body);
    expect(groups[1]?.bot).toEqual({ bot_id: bot.bot_id, name: bot.name });
  });

  it("an unknown group is a 502 with GroupMe's words", async () => {
    const { status, body } = await createBot({ groupId: "4040", botName: "Lightning Coach - Nowhere" });
    expect(status).toBe(502);
    expect(errorOf(body)).toEqual({ code: "upstream_failed", message: "GroupMe said: group not found" });
  });

  it.each([
    { name: "no group", body: { botName: "Lightning Coach - X" } },
    { name: "a blank name", body: { groupId: "1001", botName: " " } },
    { name: "a name over 100 characters", body: { groupId: "1001", botName: "x".repeat(101) } },
    { name: "an unknown field", body: { groupId: "1001", botName: "Lightning Coach - X", avatar_url: "x" } },
  ])("refuses $name with 400", async ({ body }) => {
    const answer = await createBot(body);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).code).toBe("validation_failed");
    expect(fake().state.requests).toEqual([]);
  });

  it("is 503 not_configured without a token", async () => {
    const { status, body } = await withEnv({ GROUPME_ACCESS_TOKEN: undefined }, () =>
      createBot({ groupId: "1001", botName: "Lightning Coach - X" }),
    );
    expect(status).toBe(503);
    expect(errorOf(body).message).toBe(NOT_CONFIGURED_MESSAGE);
  });
});

describe("POST /api/groupme/test", () => {
  it.each([
    { name: "no body", body: undefined },
    { name: "{}", body: {} },
  ])("answers success with $name when the token works", async ({ body }) => {
    const answer = await testToken(body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(fake().state.requests).toMatchObject([{ path: "/users/me", authorized: true }]);
  });

  it("refuses a body with fields", async () => {
    expect((await testToken({ botId: "bot-parents-0001" })).status).toBe(400);
  });

  it.each<{ name: string; failure: FakeFailure; error: string }>([
    { name: "a refused token", failure: { status: 401 }, error: "GroupMe said: unauthorized" },
    { name: "GroupMe failing", failure: { status: 500 }, error: "GroupMe said: internal server error" },
    {
      name: "no answer in time",
      failure: { stallMs: 10_000 },
      error: "Could not reach GroupMe: it did not answer in time",
    },
  ])("answers 200 with success false and GroupMe's words for $name", async ({ failure, error }) => {
    fake().failNext("me", failure);
    const answer = await testToken();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: false, error });
  });

  it("answers 200 with success false when GroupMe cannot be reached", async () => {
    const answer = await withEnv({ GROUPME_API_URL: "http://127.0.0.1:1/v3" }, () => testToken());
    expect(answer.body).toEqual({ success: false, error: "Could not reach GroupMe" });
  });

  it("still answers 429 for a rate limit and 503 without a token", async () => {
    fake().failNext("me", { status: 429, retryAfter: 15 });
    const limited = await testToken();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("15");
    const unset = await withEnv({ GROUPME_ACCESS_TOKEN: undefined }, () => testToken());
    expect(unset.status).toBe(503);
    expect(errorOf(unset.body).code).toBe("not_configured");
  });
});

describe("a shared post in English and Spanish", () => {
  it("the longest post, in both languages, is one message GroupMe takes: at most 1000 characters", async () => {
    const longest = {
      id: "p".repeat(64),
      title: "Season welcome and everything families need to know ".repeat(4).slice(0, 200),
      content: "x",
      excerpt: "Practice starts Tuesday at the home field. ".repeat(12).slice(0, 500),
      titleEs: "Bienvenida a la temporada y todo lo que las familias necesitan ".repeat(4).slice(0, 200),
      contentEs: "y",
      excerptEs: "La práctica empieza el martes en la cancha. ".repeat(12).slice(0, 500),
    };
    const origin = `https://${"a".repeat(60)}.example`;
    const { text, shortened } = composePostShareIn(longest, origin, "both");
    expect(shortened).toBe(true);
    expect((await sendMessage({ message: text, botId: "bot-parents-0001" })).status).toBe(200);
    const posted = fake().state.messages.map((message) => message.text);
    expect(posted).toEqual([text]);
    expect(text.length).toBeLessThanOrEqual(1000);
    const [english = "", spanish = ""] = text.split(/\n\n(?=Bienvenida)/);
    expect(english.endsWith(`Read more: ${origin}/posts#post-${longest.id}`)).toBe(true);
    expect(spanish.endsWith(`Leer más: ${origin}/es/posts#post-${longest.id}`)).toBe(true);
  });
});

describe("GET and PUT /api/groupme/reminders", () => {
  it("starts with reminders on, no bot, the season's first game next and nothing sent", async () => {
    const { status, body, headers } = await getReminders();
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    const reminders = GroupMeRemindersSchema.parse(body);
    expect(reminders).toEqual({
      settings: { remindersEnabled: true, botId: null, botName: null, languages: "en" },
      next: {
        eventId: "game-2025-09-20",
        sendAt: "2025-09-19T23:00:00.000Z",
        text: "⚽ Game tomorrow: Sat, Sep 20 at 9:00 AM vs Buda Blaze at Hays Youth Sports Complex, Field 5 West, 100 Hays Youth Drive. First game of the season! Wear the team jersey and shin guards. Arrive 30 minutes early to warm up. We still need a snack volunteer: sign up at http://localhost:4321/schedule#snack-game-2025-09-20",
      },
      sent: [],
    });
    // The reminders need nothing from GroupMe.
    expect(fake().state.requests).toEqual([]);
  });

  it("changes only the settings it names and answers the whole state", async () => {
    const chosen = await putReminders({ botId: "bot-parents-0001", botName: "Lightning Coach - Parents" });
    expect(chosen.status).toBe(200);
    expect(GroupMeRemindersSchema.parse(chosen.body).settings).toEqual({
      remindersEnabled: true,
      botId: "bot-parents-0001",
      botName: "Lightning Coach - Parents",
      languages: "en",
    });

    const off = GroupMeRemindersSchema.parse((await putReminders({ remindersEnabled: false })).body);
    expect(off.settings).toEqual({
      remindersEnabled: false,
      botId: "bot-parents-0001",
      botName: "Lightning Coach - Parents",
      languages: "en",
    });
    // Still a preview while reminders are off.
    expect(off.next?.eventId).toBe("game-2025-09-20");

    const unchanged = GroupMeRemindersSchema.parse((await putReminders({})).body);
    expect(unchanged.settings).toEqual(off.settings);

    const other = GroupMeRemindersSchema.parse((await putReminders({ botId: "bot-scores-0003" })).body);
    expect(other.settings).toEqual({
      remindersEnabled: false,
      botId: "bot-scores-0003",
      botName: null,
      languages: "en",
    });

    const cleared = GroupMeRemindersSchema.parse(
      (await putReminders({ botId: null, remindersEnabled: true })).body,
    );
    expect(cleared.settings).toEqual({ remindersEnabled: true, botId: null, botName: null, languages: "en" });
    expect(GroupMeRemindersSchema.parse((await getReminders()).body).settings).toEqual(cleared.settings);
  });

  it.each([
    { name: "a blank bot", body: { botId: "  " } },
    { name: "a bot that is not text", body: { botId: 7 } },
    { name: "remindersEnabled as text", body: { remindersEnabled: "yes" } },
    { name: "a bot name over 100 characters", body: { botName: "x".repeat(101) } },
    { name: "an unknown field", body: { remindersEnabled: true, hour: 17 } },
    { name: "a language the team cannot choose", body: { languages: "fr" } },
    { name: "languages as a list", body: { languages: ["en", "es"] } },
    { name: "languages cleared", body: { languages: null } },
  ])("refuses $name with 400, changing nothing", async ({ body }) => {
    const answer = await putReminders(body);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).code).toBe("validation_failed");
    expect(GroupMeRemindersSchema.parse((await getReminders()).body).settings).toEqual({
      remindersEnabled: true,
      botId: null,
      botName: null,
      languages: "en",
    });
  });

  it("keeps the team's languages, changed alone, and previews the reminder in them", async () => {
    const both = GroupMeRemindersSchema.parse((await putReminders({ languages: "both" })).body);
    expect(both.settings).toEqual({ remindersEnabled: true, botId: null, botName: null, languages: "both" });
    const [english = "", spanish = ""] = both.next?.text.split("\n\n") ?? [];
    expect(english).toMatch(/^⚽ Game tomorrow: Sat, Sep 20 at 9:00 AM vs Buda Blaze/);
    expect(spanish).toMatch(/^⚽ Partido mañana: sáb, 20 de sept, 9:00 a\.m\. contra Buda Blaze/);
    expect(spanish).toContain("http://localhost:4321/es/schedule#snack-game-2025-09-20");

    // Another setting's change keeps them; the next read says them.
    await putReminders({ botId: "bot-parents-0001" });
    const read = GroupMeRemindersSchema.parse((await getReminders()).body);
    expect(read.settings.languages).toBe("both");
    const spanishOnly = GroupMeRemindersSchema.parse((await putReminders({ languages: "es" })).body);
    expect(spanishOnly.settings).toMatchObject({ botId: "bot-parents-0001", languages: "es" });
    expect(spanishOnly.next?.text).toMatch(/^⚽ Partido mañana:/);
    expect(spanishOnly.next?.text).not.toContain("\n\n");
    expect(fake().state.requests).toEqual([]);
  });
});

describe("the local GroupMe itself", () => {
  const control = () => fake().url.replace(/\/v3$/, "/__control");
  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("speaks GroupMe's envelope: 401 for a wrong token, 400 for a bad bot post, 202 with no body for a good one", async () => {
    const wrong = await fetch(`${fake().url}/groups`, { headers: { "X-Access-Token": "nope" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ response: null, meta: { code: 401, errors: ["unauthorized"] } });
    const right = await fetch(`${fake().url}/groups`, { headers: { "X-Access-Token": fake().token } });
    expect(right.status).toBe(200);
    const tooLong = await post(`${fake().url}/bots/post`, {
      bot_id: "bot-parents-0001",
      text: "x".repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      meta: { code: 400, errors: [expect.stringContaining("1000")] },
    });
    const good = await post(`${fake().url}/bots/post`, { bot_id: "bot-parents-0001", text: "Hi" });
    expect(good.status).toBe(202);
    expect(await good.text()).toBe("");
  });

  it.each([
    { case: "the right token", token: () => fake().token },
    { case: "a wrong token", token: () => "nope" },
  ])("refuses $case in the URL with a 400, even beside the header", async ({ token }) => {
    const answer = await fetch(`${fake().url}/groups?token=${token()}`, {
      headers: { "X-Access-Token": fake().token },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      response: null,
      meta: { code: 400, errors: [TOKEN_IN_URL_ERROR] },
    });
    expect(fake().state.requests).toMatchObject([{ path: "/groups", tokenInUrl: true, query: {} }]);
  });

  it("takes failures and resets over HTTP, and shows what was posted", async () => {
    expect((await post(`${control()}/fail`, { route: "groups", status: 500, errors: ["down"] })).status).toBe(
      200,
    );
    expect(errorOf((await getGroups()).body).message).toBe("GroupMe said: down");
    expect((await post(`${control()}/fail`, { route: "nowhere" })).status).toBe(400);
    await sendMessage({ message: "Hello", botId: "bot-parents-0001" });
    const state = (await (await fetch(`${control()}/state`)).json()) as { messages: { text: string }[] };
    expect(state.messages.map((message) => message.text)).toEqual(["Hello"]);
    expect(JSON.stringify(state)).not.toContain(fake().token);
    expect((await post(`${control()}/reset`, {})).status).toBe(200);
    expect(fake().state.messages).toEqual([]);
    expect(fake().state.requests).toEqual([]);
  });
});

describe("the token", () => {
  it("travels in X-Access-Token on every call that needs it, never in a URL", async () => {
    expect((await getGroups()).status).toBe(200);
    expect((await createBot({ groupId: "1002", botName: "Lightning Coach - Coaches" })).status).toBe(201);
    expect((await testToken()).status).toBe(200);
    expect((await sendMessage({ message: "Hi", botId: "bot-parents-0001" })).status).toBe(200);
    const calls = fake().state.requests;
    expect(calls.map((request) => request.route)).toEqual(
      expect.arrayContaining(["groups", "bots", "create-bot", "me", "bot-post"]),
    );
    for (const request of calls) {
      expect(request.tokenInUrl, `${request.method} ${request.path}`).toBe(false);
      expect(request.authorized, `${request.method} ${request.path}`).toBe(request.route !== "bot-post");
    }
  });

  it("never appeared in a log line of this file", () => {
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).not.toContain(fake().token);
  });
});
