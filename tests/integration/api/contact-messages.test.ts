/**
 * The contact form (public send, the daily cap, the coach's pages of the inbox and its deletes),
 * the parents list, and the coach-only chat messages.
 */
import { randomUUID } from "node:crypto";
import type { Store } from "@netlify/blobs";
import * as z from "zod/mini";
import { describe, expect, it, vi } from "vitest";
import { CONTACT_DAILY_CAP, contactMessageId } from "../../../src/lib/domain/contact-messages";
import { ChatMessageSchema } from "../../../src/lib/schemas/chat";
import { type ContactMessage } from "../../../src/lib/schemas/contact";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { ChatCountSchema } from "../../../src/lib/schemas/chat";
import {
  ContactDeleteResultSchema,
  ContactMessagePageSchema,
  ContactReceiptSchema,
} from "../../../src/lib/schemas/contact";
import { rateLimitKey } from "../../../src/lib/server/keys";
import { contactMessagesRepository } from "../../../src/lib/server/repositories/contact-messages";
import { openTeamStore } from "../../../src/lib/server/seed";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildContactInput } from "../../support/builders";
import { call } from "../../support/call";
import { useEnv, useSeasonClock } from "../../support/env";

useSeasonClock();
const coach = useCoachPerTest();

/** Noon in Kyle on the season's Monday, when every test of the file runs unless it moves the clock. */
const TODAY = "2025-09-15T17:00:00.000Z";

/** The coach's phone, as content/team.json gives it. */
const COACH_PHONE = "(512) 555-0142";

const sendContact = (body: unknown, ip?: string) =>
  call(fn("contact"), "/api/contact", send("POST", body), ip === undefined ? {} : { ip });
const listPage = (query = "", cookie = coach()) =>
  call(fn("contact"), `/api/contact${query}`, asCoach(cookie));
const contactPage = async (query = "") => {
  const { status, body } = await listPage(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return ContactMessagePageSchema.parse(body);
};
const contactMessages = async () => (await contactPage()).messages;

/** Runs `task` with the clock moved to `instant`, then puts it back. */
async function atTime<T>(instant: string, task: () => Promise<T>): Promise<T> {
  const restore = useEnv({ APP_ENV: "test", APP_NOW: instant });
  try {
    return await task();
  } finally {
    restore();
  }
}

/** Client number `index`'s address, one per message, so no client reaches its own limit. */
const client = (index: number) =>
  `198.51.${String(100 + Math.floor(index / 250))}.${String((index % 250) + 1)}`;

/** Sends `count` valid messages from `count` clients, ten at a time; their statuses. */
async function sendMany(count: number, from = 0): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) => from + start + offset);
    const answers = await Promise.all(
      batch.map((index) =>
        sendContact(
          buildContactInput({ message: `Question number ${String(index)} about Thursday.` }),
          client(index),
        ),
      ),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  return statuses;
}

/** A stored message as the form keeps it, arrived at `createdAt`, under a new id or `id`. */
function storedMessage(
  createdAt: string,
  id = contactMessageId(Date.parse(createdAt), randomUUID()),
): ContactMessage {
  return {
    id,
    name: "Jordan Lopez",
    email: "jordan.lopez@example.com",
    subject: `Sent ${createdAt}`,
    message: "Can Avery ride with the Garcias on Thursday?",
    createdAt,
  };
}

describe("POST /api/contact", () => {
  it("keeps the message for the coach and answers 201 with only its id and time", async () => {
    const { status, body } = await sendContact(buildContactInput({ subject: "" }));
    expect(status).toBe(201);
    const receipt = ContactReceiptSchema.parse(body);
    expect(Object.keys(body as object).sort()).toEqual(["createdAt", "id"]);
    // The id starts with the time it arrived, so the inbox is read in key order.
    expect(receipt.id).toMatch(
      /^20250915T170000000Z-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(await contactPage()).toEqual({
      messages: [
        {
          id: receipt.id,
          name: "Jordan Lopez",
          email: "jordan.lopez@example.com",
          subject: null,
          message: "Can Avery ride with the Garcias on Thursday?",
          createdAt: "2025-09-15T17:00:00.000Z",
        },
      ],
      total: 1,
      nextCursor: null,
    });
  });

  it.each([
    { case: "no name", body: buildContactInput({ name: " " }), message: "Name is required" },
    {
      case: "a bad email",
      body: buildContactInput({ email: "jordan@" }),
      message: "Please enter a valid email address",
    },
    {
      case: "a short message",
      body: buildContactInput({ message: "Hi coach" }),
      message: "Message must be at least 10 characters long",
    },
  ])("refuses $case with the form's message and keeps nothing", async ({ body, message }) => {
    const { status, body: answer } = await sendContact(body);
    expect(status).toBe(400);
    expect(JSON.stringify(answer)).toContain(message);
    expect(await contactMessages()).toEqual([]);
  });

  it("gives the list to the coach only", async () => {
    expect((await call(fn("contact"), "/api/contact")).status).toBe(401);
  });
});

describe(`the daily cap: ${String(CONTACT_DAILY_CAP)} messages a day in Kyle, from everyone together`, () => {
  const honeypot = (ip: string) => sendContact(buildContactInput({ website: "https://spam.example" }), ip);

  it("takes the day's messages, then sends parents to the phone until midnight in Kyle; bots and bad bodies never count", async () => {
    // A bot's messages are answered as usual and counted nowhere.
    for (const index of [0, 1, 2]) expect((await honeypot(client(5000 + index))).status).toBe(201);
    expect(await sendMany(CONTACT_DAILY_CAP)).toEqual(new Array<number>(CONTACT_DAILY_CAP).fill(201));

    const refused = await sendContact(
      buildContactInput({ message: "One more about Thursday." }),
      client(9000),
    );
    expect(refused.status).toBe(429);
    // Noon in Kyle: twelve hours to midnight.
    expect(refused.headers.get("Retry-After")).toBe(String(12 * 3600));
    expect(ApiErrorSchema.parse(refused.body).error).toEqual({
      code: "rate_limited",
      message: `The contact form has taken all the messages it can for today. Please call or text the coach at ${COACH_PHONE} instead, or send your message tomorrow.`,
    });
    expect(ApiErrorSchema.parse(refused.body).error.message).toContain(
      "call or text the coach at (512) 555-0142",
    );

    // A body that fails validation is a 400 before anything counts; a bot still gets its 201.
    expect((await sendContact(buildContactInput({ message: "Hi" }), client(9001))).status).toBe(400);
    expect((await honeypot(client(9002))).status).toBe(201);
    expect((await contactPage()).total).toBe(CONTACT_DAILY_CAP);

    await atTime("2025-09-15T23:59:59-05:00", async () => {
      const late = await sendContact(buildContactInput(), client(9003));
      expect(late.status).toBe(429);
      expect(late.headers.get("Retry-After")).toBe("1");
    });
    await atTime("2025-09-16T00:00:01-05:00", async () => {
      expect((await sendContact(buildContactInput(), client(9004))).status).toBe(201);
    });
    expect((await contactPage()).total).toBe(CONTACT_DAILY_CAP + 1);
  });

  it("lets exactly the room left through when many parents send at once", async () => {
    const store = await openTeamStore();
    await store.setJSON(rateLimitKey("contact-day", "2025-09-15"), { count: CONTACT_DAILY_CAP - 20 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => sendContact(buildContactInput(), client(index))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    expect((await contactPage()).total).toBe(20);
  });

  it("answers 429, storing nothing, when other messages win every race to count", async () => {
    // As on Netlify, where each instance writes the day's counter with its etag.
    const store = await openTeamStore();
    const day = rateLimitKey("contact-day", "2025-09-15");
    const prototype = Object.getPrototypeOf(store) as Store;
    const setJSON = prototype.setJSON.bind(store);
    const refused = vi.spyOn(prototype, "setJSON").mockImplementation(async (key, value, options) => {
      if (key === day) return { modified: false };
      return setJSON(key, value, options);
    });
    try {
      const answer = await sendContact(buildContactInput(), client(1));
      expect(answer.status).toBe(429);
      expect(answer.headers.get("Retry-After")).toBe("1");
      expect(ApiErrorSchema.parse(answer.body).error.message).toBe(
        "Too many requests at once. Try again in a moment.",
      );
    } finally {
      refused.mockRestore();
    }
    expect(await contactMessages()).toEqual([]);
  });

  it("counts the day in Kyle: 11:30 PM CDT is still the 15th, though UTC says the 16th", async () => {
    const store = await openTeamStore();
    await store.setJSON(rateLimitKey("contact-day", "2025-09-15"), { count: CONTACT_DAILY_CAP });
    await atTime("2025-09-15T23:30:00-05:00", async () => {
      const refused = await sendContact(buildContactInput(), client(1));
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("1800");
    });
  });
});

describe("GET /api/contact: a page at a time, newest first", () => {
  const TIMES = [
    "2025-09-10T15:00:00.000Z",
    "2025-09-11T15:00:00.000Z",
    "2025-09-12T15:00:00.000Z",
    "2025-09-13T15:00:00.000Z",
    "2025-09-14T15:00:00.000Z",
  ];

  /** Five messages under ids that carry their time and two from before ids did (UUIDs) in between. */
  async function seedInbox(): Promise<string[]> {
    const messages = [
      ...TIMES.map((time) => storedMessage(time)),
      storedMessage("2025-09-11T16:00:00.000Z", randomUUID()),
      storedMessage("2025-09-13T16:00:00.000Z", randomUUID()),
    ];
    for (const message of messages) await contactMessagesRepository.create(message);
    return messages.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((message) => message.id);
  }

  it("walks the whole inbox page by page, ids with and without their time in place", async () => {
    const newestFirst = await seedInbox();
    const seen: string[] = [];
    let query = "?limit=3";
    for (const expected of [3, 3, 1]) {
      const page = await contactPage(query);
      expect(page.total).toBe(7);
      expect(page.messages).toHaveLength(expected);
      seen.push(...page.messages.map((message) => message.id));
      if (page.nextCursor === null) break;
      query = `?limit=3&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(seen).toEqual(newestFirst);
    expect((await contactPage()).messages.map((message) => message.id)).toEqual(newestFirst);
  });

  it("goes on after the page's last message was deleted", async () => {
    const newestFirst = await seedInbox();
    const first = await contactPage("?limit=2");
    const last = first.messages.at(-1);
    await contactMessagesRepository.remove(last?.id ?? "");
    const second = await contactPage(`?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
    expect(second.messages.map((message) => message.id)).toEqual(newestFirst.slice(2, 4));
    expect(second.total).toBe(6);
  });

  it("reads only the messages of the page it answers", async () => {
    const store = await openTeamStore();
    const messages = Array.from({ length: 120 }, (_, index) =>
      storedMessage(new Date(Date.parse("2025-09-01T12:00:00.000Z") + index * 60_000).toISOString()),
    );
    await Promise.all(messages.map((message) => store.setJSON(`contact-messages/${message.id}`, message)));
    const prototype = Object.getPrototypeOf(store) as Store;
    const reads = vi.spyOn(prototype, "get");
    try {
      const page = await contactPage("?limit=10");
      expect(page.total).toBe(120);
      expect(page.messages.map((message) => message.createdAt)).toEqual(
        messages
          .slice(-10)
          .reverse()
          .map((message) => message.createdAt),
      );
      const messageReads = reads.mock.calls.filter(([key]) => key.startsWith("contact-messages/"));
      expect(messageReads).toHaveLength(10);
    } finally {
      reads.mockRestore();
    }
  });

  const BAD_LIMIT = "limit must be a whole number from 1 to 200";
  const BAD_CURSOR = "cursor must be a nextCursor this route gave";
  // By query: the issue that names what is wrong with it.
  it.each(
    Object.entries({
      "?limit=0": BAD_LIMIT,
      "?limit=201": BAD_LIMIT,
      "?limit=ten": BAD_LIMIT,
      "?limit=2.5": BAD_LIMIT,
      "?cursor=yesterday": BAD_CURSOR,
      "?cursor=": BAD_CURSOR,
      "?page=2": "page",
      "?limit=10&_=1758000000": "_",
    }),
  )("refuses %s with a 400", async (query, issue) => {
    const { status, body } = await listPage(query);
    expect(status).toBe(400);
    const { error } = ApiErrorSchema.parse(body);
    expect(error.code).toBe("validation_failed");
    expect(JSON.stringify(error.issues)).toContain(issue);
  });

  it.each(["?limit=1", "?limit=200", "?limit=050"])("takes %s", async (query) => {
    expect((await listPage(query)).status).toBe(200);
  });
});

describe("DELETE /api/contact/:id", () => {
  const remove = (id: string, cookie = coach(), origin?: string) =>
    call(
      fn("contact-id"),
      `/api/contact/${id}`,
      send("DELETE", undefined, cookie, origin === undefined ? {} : { Origin: origin }),
      { params: { id } },
    );

  it("deletes one message (204), and then it is gone (404)", async () => {
    const [kept, deleted] = [storedMessage(TODAY), storedMessage("2025-09-15T16:00:00.000Z")];
    for (const message of [kept, deleted]) await contactMessagesRepository.create(message);
    expect((await remove(deleted.id)).status).toBe(204);
    expect(await contactMessages()).toEqual([kept]);
    const again = await remove(deleted.id);
    expect(again.status).toBe(404);
    expect(ApiErrorSchema.parse(again.body).error).toEqual({
      code: "not_found",
      message: "Message not found",
    });
  });

  it.each([
    { case: "an unknown id", id: "no-such-message", status: 404 },
    { case: "an id that cannot exist", id: "a.b", status: 404 },
    { case: "no session", id: "no-such-message", cookie: "", status: 401 },
    { case: "another site", id: "no-such-message", origin: "https://evil.example", status: 403 },
  ])("answers $status for $case", async ({ id, cookie, origin, status }) => {
    expect((await remove(id, cookie ?? coach(), origin)).status).toBe(status);
  });
});

describe("POST /api/contact/delete", () => {
  const bulkDelete = (body: unknown, cookie = coach()) =>
    call(fn("contact-delete"), "/api/contact/delete", send("POST", body, cookie));

  it("deletes the messages named and says which were already gone", async () => {
    const messages = [0, 1, 2, 3].map((minute) =>
      storedMessage(new Date(Date.parse(TODAY) - minute * 60_000).toISOString()),
    );
    for (const message of messages) await contactMessagesRepository.create(message);
    const [first, second, third, fourth] = messages.map((message) => message.id);
    const { status, body } = await bulkDelete({ ids: [first, second, second, "already-gone", third] });
    expect(status).toBe(200);
    expect(ContactDeleteResultSchema.parse(body)).toEqual({ deleted: 3, missing: ["already-gone"] });
    expect((await contactMessages()).map((message) => message.id)).toEqual([fourth]);
    // The same request again: nothing left to delete, each one already gone.
    const again = ContactDeleteResultSchema.parse((await bulkDelete({ ids: [first, second, third] })).body);
    expect(again).toEqual({ deleted: 0, missing: [first, second, third] });
  });

  it.each([
    { case: "no ids", body: { ids: [] }, status: 400, issue: "Choose at least one message" },
    {
      case: "501 ids",
      body: { ids: Array.from({ length: 501 }, (_, index) => `m${String(index)}`) },
      status: 400,
      issue: "Delete at most 500 messages at once",
    },
    { case: "an id that cannot exist", body: { ids: ["a.b"] }, status: 400, issue: "Invalid id" },
    { case: "an unknown field", body: { ids: ["m1"], all: true }, status: 400, issue: "all" },
    { case: "no body", body: undefined, status: 415, issue: "" },
  ])("refuses $case ($status) and deletes nothing", async ({ body, status, issue }) => {
    const message = storedMessage(TODAY, "m1");
    await contactMessagesRepository.create(message);
    const answer = await bulkDelete(body);
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body)).toContain(issue);
    expect(await contactMessages()).toEqual([message]);
  });

  it("is the coach's only", async () => {
    expect((await bulkDelete({ ids: ["m1"] }, "")).status).toBe(401);
  });
});

describe("GET /api/users", () => {
  it("is empty before anyone has signed up", async () => {
    expect((await call(fn("users"), "/api/users")).body).toEqual([]);
    expect((await call(fn("users"), "/api/users", asCoach(coach()))).body).toEqual([]);
  });
});

describe("/api/messages", () => {
  const post = (body: unknown, cookie = coach()) =>
    call(fn("messages"), "/api/messages", send("POST", body, cookie));
  const get = (query = "") => call(fn("messages"), `/api/messages${query}`, asCoach(coach()));

  it("lets the coach post to a channel, list a channel and count them all", async () => {
    const created = await post({
      content: "  Carpool from the library?  ",
      channel: "rides",
      authorId: "coach",
    });
    expect(created.status).toBe(201);
    expect(ChatMessageSchema.parse(created.body).content).toBe("Carpool from the library?");
    await post({ content: "Bring water", channel: "general", authorId: "coach" });
    const rides = z.array(ChatMessageSchema).parse((await get("?channel=rides")).body);
    expect(rides.map((message) => message.content)).toEqual(["Carpool from the library?"]);
    expect(ChatCountSchema.parse((await get()).body)).toEqual({
      count: 2,
      byChannel: { general: 1, practice: 0, rides: 1 },
    });
  });

  it("refuses an unknown channel and ignores other query parameters (a cache-buster)", async () => {
    expect((await get("?channel=random")).status).toBe(400);
    const counted = await get("?_=1758000000");
    expect(counted.status).toBe(200);
    expect(ChatCountSchema.parse(counted.body).count).toBe(0);
  });

  it("refuses an empty message and an unknown channel", async () => {
    expect((await post({ content: "   ", channel: "general", authorId: "coach" })).status).toBe(400);
    expect((await post({ content: "Hi", channel: "random", authorId: "coach" })).status).toBe(400);
  });

  it("is closed to parents", async () => {
    expect((await call(fn("messages"), "/api/messages?channel=general")).status).toBe(401);
    expect(
      (
        await call(
          fn("messages"),
          "/api/messages",
          send("POST", { content: "x", channel: "general", authorId: "p" }),
        )
      ).status,
    ).toBe(401);
  });
});

describe("the security log: one line for each coach's delete and each parent sent to the phone", () => {
  /** The security-log lines `task` writes, parsed. */
  async function linesOf(
    task: () => Promise<{ status: number }>,
  ): Promise<{ status: number; lines: unknown[] }> {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    try {
      const { status } = await task();
      const lines = info.mock.calls
        .map(([line]) => (typeof line === "string" ? (JSON.parse(line) as Record<string, unknown>) : {}))
        .filter((line) => line.log === "security");
      return { status, lines };
    } finally {
      info.mockRestore();
    }
  }
  const entry = (line: unknown) => {
    const { log, time, client, ...rest } = line as Record<string, unknown>;
    expect({ log, time: typeof time, client: typeof client }).toEqual({
      log: "security",
      time: "string",
      client: "string",
    });
    return rest;
  };

  it.each([
    {
      case: "one message deleted",
      act: async (id: string) =>
        call(fn("contact-id"), `/api/contact/${id}`, send("DELETE", undefined, coach()), { params: { id } }),
      status: 204,
      line: (id: string) => ({
        event: "delete",
        outcome: "success",
        route: "DELETE /api/contact/:id",
        target: `contact-messages/${id}`,
      }),
    },
    {
      case: "many deleted at once",
      act: async (id: string) =>
        call(fn("contact-delete"), "/api/contact/delete", send("POST", { ids: [id, "gone"] }, coach())),
      status: 200,
      line: () => ({
        event: "delete",
        outcome: "success",
        route: "POST /api/contact/delete",
        target: "contact-messages/*",
      }),
    },
    {
      case: "a message past the day's cap",
      act: async () => {
        const store = await openTeamStore();
        await store.setJSON(rateLimitKey("contact-day", "2025-09-15"), { count: CONTACT_DAILY_CAP });
        return sendContact(buildContactInput(), client(1));
      },
      status: 429,
      line: () => ({
        event: "rate-limited",
        outcome: "failure",
        limit: "contact-day",
        route: "POST /api/contact",
      }),
    },
  ])("$case", async ({ act, status, line }) => {
    const message = storedMessage(TODAY);
    await contactMessagesRepository.create(message);
    const answer = await linesOf(() => act(message.id));
    expect(answer.status).toBe(status);
    expect(answer.lines.map(entry)).toEqual([line(message.id)]);
  });
});
