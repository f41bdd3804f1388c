import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Answer = () => Response | Promise<Response>;

let answers: Answer[] = [];
let requested: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const group = (id: string, bots: { bot_id: string; name: string }[] = []) => ({
  id,
  name: `Group ${id}`,
  description: null,
  members_count: 3,
  bots,
});

/** A fresh copy of the store module: its atoms are per page, so per test here. */
const freshStore = async () => {
  vi.resetModules();
  return import("./store");
};

beforeEach(() => {
  answers = [];
  requested = [];
  vi.stubGlobal("fetch", (url: string) => {
    requested.push(url);
    const next = answers.shift();
    if (!next) throw new Error(`No answer for ${url}`);
    return Promise.resolve(next());
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("toFailure", () => {
  it.each([
    { case: "a server answer", error: "api", expected: { status: 502, userMessage: "Bad bot" } },
    { case: "no connection", error: "network", expected: null },
    { case: "an answer of the wrong shape", error: "parse", expected: { status: 500, code: "internal" } },
  ] as const)("$case", async ({ error, expected }) => {
    const { toFailure } = await freshStore();
    // The class the fresh store module knows.
    const { ApiRequestError } = await import("../../kit/api");
    const thrown =
      error === "api"
        ? new ApiRequestError(502, "502: x", "upstream_failed", "Bad bot")
        : error === "network"
          ? new TypeError("Failed to fetch")
          : new Error("parse");
    const failure = toFailure(thrown);
    if (expected === null) expect(failure).toBeNull();
    else expect(failure).toMatchObject(expected);
  });
});

describe("the group list", () => {
  it("says what the server says when GroupMe is not configured", async () => {
    const { $groupMeGroups, loadGroupMeGroups } = await freshStore();
    answers.push(() =>
      json({ error: { code: "not_configured", message: "Set GROUPME_ACCESS_TOKEN to use GroupMe." } }, 503),
    );
    await loadGroupMeGroups();
    expect($groupMeGroups.get()).toEqual({
      status: "error",
      message: "Set GROUPME_ACCESS_TOKEN to use GroupMe.",
      notConfigured: true,
    });
  });

  it("keeps the list on screen when a reload fails, and says so", async () => {
    const { $groupMeGroups, loadGroupMeGroups } = await freshStore();
    answers.push(() => json([group("g1")]));
    await loadGroupMeGroups();
    answers.push(() => json({ error: { code: "upstream_failed", message: "Could not reach GroupMe" } }, 502));
    await loadGroupMeGroups();
    expect($groupMeGroups.get()).toEqual({
      status: "ready",
      data: [group("g1")],
      refreshProblem: "Could not load your GroupMe groups. Could not reach GroupMe.",
    });
    answers.push(() => json([group("g1")]));
    await loadGroupMeGroups();
    expect($groupMeGroups.get()).toMatchObject({ status: "ready", refreshProblem: null });
  });

  it("never shows an answer that predates a load asked for meanwhile", async () => {
    const { $groupMeGroups, addGroupMeBot, loadGroupMeGroups } = await freshStore();
    answers.push(() => json([group("g1")]));
    await loadGroupMeGroups();

    let releaseOld: (response: Response) => void = () => undefined;
    answers.push(() => new Promise<Response>((resolve) => (releaseOld = resolve)));
    const polling = loadGroupMeGroups(); // the 30-second reload, under way
    await Promise.resolve();
    const bot = { bot_id: "b1", name: "Lightning Coach - Group g1" };
    addGroupMeBot("g1", bot); // a bot made meanwhile
    answers.push(() => json([group("g1", [bot])]));
    const afterCreate = loadGroupMeGroups();
    releaseOld(json([group("g1")])); // the reload's answer, from before the bot
    await Promise.all([polling, afterCreate]);

    expect(requested).toEqual(["/api/groupme/groups", "/api/groupme/groups", "/api/groupme/groups"]);
    expect($groupMeGroups.get()).toMatchObject({ status: "ready", data: [{ id: "g1", bots: [bot] }] });
  });

  it("shows a new bot at once and makes it the team's bot of a group that had none", async () => {
    const { $groupMeGroups, addGroupMeBot, loadGroupMeGroups } = await freshStore();
    const old = { bot_id: "b0", name: "Old" };
    answers.push(() => json([group("g1"), { ...group("g2", [old]), bot: old }]));
    await loadGroupMeGroups();
    const made = { bot_id: "b1", name: "New" };
    addGroupMeBot("g1", made);
    addGroupMeBot("g2", made);
    addGroupMeBot("g2", made);
    const state = $groupMeGroups.get();
    expect(state.status === "ready" ? state.data : []).toEqual([
      { ...group("g1", [made]), bot: made },
      { ...group("g2", [old, made]), bot: old },
    ]);
  });
});

describe("the reminder settings", () => {
  const reminders = (remindersEnabled: boolean) => ({
    settings: { remindersEnabled, botId: "b1", botName: "Lightning Coach" },
    next: { eventId: "game-2025-09-20", sendAt: "2025-09-20T00:00:00.000Z", text: "Game tomorrow" },
    sent: [],
  });

  it("follow a save", async () => {
    const { $groupMeReminders, loadGroupMeReminders, saveGroupMeSettings } = await freshStore();
    answers.push(() => json(reminders(true)));
    await loadGroupMeReminders();
    expect($groupMeReminders.get()).toMatchObject({ status: "ready", data: reminders(true) });
    answers.push(() => json(reminders(false)));
    await saveGroupMeSettings({ remindersEnabled: false });
    expect($groupMeReminders.get()).toMatchObject({ status: "ready", data: reminders(false) });
    expect(requested).toEqual(["/api/groupme/reminders", "/api/groupme/reminders"]);
  });

  it("a refused save throws and changes nothing", async () => {
    const { $groupMeReminders, loadGroupMeReminders, saveGroupMeSettings } = await freshStore();
    answers.push(() => json(reminders(true)));
    await loadGroupMeReminders();
    answers.push(() => json({ error: { code: "internal", message: "Something went wrong" } }, 500));
    await expect(saveGroupMeSettings({ remindersEnabled: false })).rejects.toMatchObject({ status: 500 });
    expect($groupMeReminders.get()).toMatchObject({ status: "ready", data: reminders(true) });
  });
});
