import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../api";
import {
  assignVolunteer,
  clearVolunteer,
  fetchCoachSnackNote,
  saveSnackNote,
  fetchCoachUsers,
} from "../../snacks/coach/api";
import {
  createGroupMeBot,
  fetchGroupMeGroups,
  fetchGroupMeReminders,
  sendGroupMeMessage,
  testGroupMe,
  updateGroupMeReminders,
} from "../../groupme/coach/api";
import { createPlayer, fetchCoachPlayers } from "../../roster/coach/api";
import { deletePost, fetchAllPosts, updatePost } from "../../posts/coach/api";
import { logIn, logOut } from "../../sign-in/coach/api";
import { onCoachUnauthorized, onCoachWrite } from "./session-end";

type Call = { url: string; init: RequestInit | undefined };

let calls: Call[] = [];
let answer: () => Response = () => new Response(null, { status: 204 });
const handler = vi.fn();
let unregister: () => void = () => undefined;

beforeEach(() => {
  calls = [];
  handler.mockReset();
  unregister = onCoachUnauthorized(handler);
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer());
  });
});

afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const unauthorized = () =>
  json({ error: { code: "unauthorized", message: "Sign in as the coach to do this" } }, 401);

const player = {
  id: "player-01",
  firstName: "Mateo",
  lastName: "Garcia",
  jerseyNumber: 7,
  position: "Forward",
  parentId: "Ana Garcia",
  createdAt: "2025-08-01T00:00:00.000Z",
  seasonIds: ["fall-2025"],
  updatedAt: "2025-08-01T00:00:00.000Z",
};

describe("a 401 from a coach call reaches the one handler", () => {
  it.each([
    { name: "GET /api/posts/all", call: () => fetchAllPosts() },
    { name: "POST /api/players", call: () => createPlayer({ firstName: "Zed" }) },
    { name: "PUT /api/posts/:id", call: () => updatePost("p1", { title: "New" }, 3) },
  ])("$name", async ({ call }) => {
    answer = unauthorized;
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it.each([
    {
      name: "players",
      call: () => fetchCoachPlayers(),
      body: [{ ...player, lastName: "G.", parentId: undefined }],
    },
    { name: "users", call: () => fetchCoachUsers(), body: [{ id: "u1", name: "Sam Rivera" }] },
  ])("a parent's view of $name means the session is gone", async ({ call, body }) => {
    const publicBody = body.map((item) =>
      Object.fromEntries(
        Object.entries(item).filter(
          ([key]) => !["parentId", "seasonIds", "createdAt", "updatedAt"].includes(key),
        ),
      ),
    );
    answer = () => json(publicBody);
    await expect(call()).rejects.toBeInstanceOf(ApiRequestError);
    expect(handler).toHaveBeenCalledOnce();
  });

  it("the coach's full view passes", async () => {
    answer = () => json([player]);
    await expect(fetchCoachPlayers()).resolves.toEqual([player]);
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    {
      name: "a wrong password at login",
      call: () => logIn({ email: "coach@example.com", password: "nope" }),
    },
    { name: "a logout without a session", call: () => logOut() },
  ])("but not $name", async ({ call }) => {
    answer = unauthorized;
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });

  it("a 500 is not a 401", async () => {
    answer = () => json({ error: { code: "internal", message: "Something went wrong" } }, 500);
    await expect(fetchAllPosts()).rejects.toMatchObject({ status: 500 });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("a write the server took is reported, for what was typed before it", () => {
  const written = vi.fn();
  let stop: () => void = () => undefined;
  beforeEach(() => {
    written.mockReset();
    stop = onCoachWrite(written);
  });
  afterEach(() => {
    stop();
  });

  it.each([
    {
      name: "a save that succeeds",
      call: () => createPlayer({ firstName: "Zed" }),
      reply: () => json(player, 201),
      reported: 1,
    },
    {
      name: "a delete that succeeds",
      call: () => deletePost("p1"),
      reply: () => new Response(null, { status: 204 }),
      reported: 1,
    },
    { name: "a read", call: () => fetchCoachPlayers(), reply: () => json([player]), reported: 0 },
    {
      name: "a save refused with 401",
      call: () => createPlayer({ firstName: "Zed" }),
      reply: unauthorized,
      reported: 0,
    },
  ])("$name: $reported", async ({ call, reply, reported }) => {
    answer = reply;
    await call().catch(() => undefined);
    expect(written).toHaveBeenCalledTimes(reported);
  });
});

describe("updatePost", () => {
  it.each([
    { revision: 3, header: '"3"' },
    { revision: undefined, header: undefined },
  ])("revision $revision → If-Match $header", async ({ revision, header }) => {
    answer = () => json({ error: { code: "conflict", message: "Changed" } }, 409);
    await expect(updatePost("post-1", { title: "New" }, revision)).rejects.toMatchObject({ status: 409 });
    const headers = (calls[0]?.init?.headers ?? {}) as Record<string, string>;
    expect(calls[0]?.url).toBe("/api/posts/post-1");
    expect(headers["If-Match"]).toBe(header);
  });
});

describe("GroupMe calls", () => {
  const group = {
    id: "g1",
    name: "Lightning U10 Parents",
    description: null,
    members_count: 14,
    bots: [{ bot_id: "b1", name: "Lightning Coach - Lightning U10 Parents" }],
  };
  const reminders = {
    settings: { remindersEnabled: true, botId: "b1", botName: "Lightning Coach", languages: "en" as const },
    next: null,
    sent: [],
  };

  it.each([
    {
      name: "groups",
      call: () => fetchGroupMeGroups(),
      body: [group],
      request: { method: "GET", url: "/api/groupme/groups", sent: undefined },
    },
    {
      name: "send",
      call: () => sendGroupMeMessage({ message: "Hello team", botId: "b1" }),
      body: { success: true },
      request: {
        method: "POST",
        url: "/api/groupme/send-message",
        sent: { message: "Hello team", botId: "b1" },
      },
    },
    {
      name: "create bot",
      call: () => createGroupMeBot({ groupId: "g1", botName: "Lightning Coach - Parents" }),
      body: { bot: { bot_id: "b2", name: "Lightning Coach - Parents", group_id: "g1" } },
      request: {
        method: "POST",
        url: "/api/groupme/create-bot",
        sent: { groupId: "g1", botName: "Lightning Coach - Parents" },
      },
    },
    {
      name: "test",
      call: () => testGroupMe(),
      body: { success: false, error: "Invalid token" },
      request: { method: "POST", url: "/api/groupme/test", sent: {} },
    },
    {
      name: "reminders",
      call: () => fetchGroupMeReminders(),
      body: reminders,
      request: { method: "GET", url: "/api/groupme/reminders", sent: undefined },
    },
    {
      name: "change reminders",
      call: () => updateGroupMeReminders({ remindersEnabled: false }),
      body: reminders,
      request: { method: "PUT", url: "/api/groupme/reminders", sent: { remindersEnabled: false } },
    },
  ])("$name: asks the right route and parses the answer", async ({ call, body, request }) => {
    answer = () => json(body, request.url.endsWith("create-bot") ? 201 : 200);
    await expect(call()).resolves.toEqual(body);
    expect(calls[0]?.url).toBe(request.url);
    expect(calls[0]?.init?.method).toBe(request.method);
    const sent = calls[0]?.init?.body;
    expect(typeof sent === "string" ? (JSON.parse(sent) as unknown) : undefined).toEqual(request.sent);
  });

  it("a 429 carries the wait and GroupMe's refusal its words; neither is a 401", async () => {
    answer = () =>
      new Response(JSON.stringify({ error: { code: "rate_limited", message: "Slow down" } }), {
        status: 429,
        headers: { "Retry-After": "30" },
      });
    await expect(sendGroupMeMessage({ message: "Hi", botId: "b1" })).rejects.toMatchObject({
      status: 429,
      code: "rate_limited",
      retryAfterSeconds: 30,
    });
    answer = () => json({ error: { code: "upstream_failed", message: "Bot not found" } }, 502);
    await expect(sendGroupMeMessage({ message: "Hi", botId: "b1" })).rejects.toMatchObject({
      status: 502,
      userMessage: "Bot not found",
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("a 401 ends the session like every coach call", async () => {
    answer = unauthorized;
    await expect(fetchGroupMeGroups()).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it("an answer of the wrong shape is refused", async () => {
    answer = () => json([{ id: "g1", name: "No bots field" }]);
    await expect(fetchGroupMeGroups()).rejects.toThrow();
  });
});

describe("snack volunteers and the snack note", () => {
  const game = {
    id: "game-2025-09-20",
    title: "Game vs Buda Blaze",
    type: "game",
    date: "2025-09-20T14:00:00.000Z",
    endDate: "2025-09-20T15:00:00.000Z",
    location: null,
    opponent: "Buda Blaze",
    notes: null,
    notesEs: null,
    snackParentId: "vol-1",
    status: "scheduled",
    statusNote: null,
    statusNoteEs: null,
    previousDate: null,
    previousEndDate: null,
    sequence: 0,
    seasonId: "fall-2025",
    createdAt: "2025-08-01T00:00:00.000Z",
    updatedAt: "2025-08-01T00:00:00.000Z",
  };
  const volunteer = {
    id: "vol-1",
    eventId: game.id,
    name: "María José García",
    email: "maria@example.com",
    phone: "512-555-0101",
    bringing: "Orange slices",
    createdAt: "2025-09-15T17:00:00.000Z",
    updatedAt: null,
  };

  it.each([
    {
      name: "assign a family",
      call: () =>
        assignVolunteer(game.id, { parentName: "María José García", parentEmail: "maria@example.com" }),
      answer: game,
      method: "PUT",
      url: "/api/events/game-2025-09-20/snack-volunteer",
    },
    {
      name: "clear a game",
      call: () => clearVolunteer(game.id),
      answer: { ...game, snackParentId: null },
      method: "DELETE",
      url: "/api/events/game-2025-09-20/snack-volunteer",
    },
    {
      name: "read the note",
      call: () => fetchCoachSnackNote(),
      answer: { note: null, noteEs: null },
      method: "GET",
      url: "/api/snack-note",
    },
    {
      name: "save the note",
      call: () => saveSnackNote({ note: "Nut-free team", noteEs: "Equipo sin nueces" }),
      answer: { note: "Nut-free team", noteEs: "Equipo sin nueces" },
      method: "PUT",
      url: "/api/snack-note",
    },
  ])("$name: $method $url, its answer checked", async ({ call, answer: body, method, url }) => {
    answer = () => json(body);
    await expect(call()).resolves.toEqual(body);
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.init?.method ?? "GET").toBe(method);
  });

  it("the coach's full view of the parents passes, with the whole name and what they bring", async () => {
    answer = () => json([volunteer]);
    await expect(fetchCoachUsers()).resolves.toEqual([volunteer]);
    expect(handler).not.toHaveBeenCalled();
  });

  it("an answer that is not the game is refused", async () => {
    answer = () => json({ note: "Nut-free team" });
    await expect(clearVolunteer(game.id)).rejects.toThrow();
  });
});
