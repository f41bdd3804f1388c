/**
 * Per-client rate limits of the public writes (docs/api.md#rate-limits): the contact form (3 a minute)
 * and the snack sign-up (20 per 10 minutes, and 60 for an IPv6 /48 across its /64s). A refused request stores nothing; a request that never
 * gets that far (an invalid body, the contact form's honeypot) is not counted, while a snack sign-up
 * that fills the honeypot counts like any other. The login limit is in auth.test.ts.
 */
import * as z from "zod/mini";
import type { Store } from "@netlify/blobs";
import { describe, expect, it, vi } from "vitest";
import { EventSchema } from "../../../src/lib/schemas/events";
import { SnackSignupAnswerSchema, UserSchema } from "../../../src/lib/schemas/snacks";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { ContactMessagePageSchema, ContactReceiptSchema } from "../../../src/lib/schemas/contact";
import { clientNetwork } from "../../../src/lib/server/client-network";
import { clientKey } from "../../../src/lib/server/secrets";
import { openTeamStore } from "../../../src/lib/server/seed";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildContactInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useEnv, useSeasonClock } from "../../support/env";

useSeasonClock();
const coach = useCoachPerTest();

/** Runs `task` with the clock moved to `at`, then puts it back. */
async function at<T>(instant: string, task: () => Promise<T>): Promise<T> {
  const restore = useEnv({ APP_ENV: "test", APP_NOW: instant });
  try {
    return await task();
  } finally {
    restore();
  }
}

const range = (length: number) => Array.from({ length }, (_, index) => index);

/** What `task` answered, and the security-log lines it wrote, parsed. */
async function logged(
  task: () => Promise<{ status: number; headers: Headers; body: unknown }>,
): Promise<{ answer: { status: number; headers: Headers; body: unknown }; lines: unknown[] }> {
  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  try {
    const answer = await task();
    return {
      answer,
      lines: info.mock.calls.map((args) => JSON.parse(args.map(String).join(" ")) as unknown),
    };
  } finally {
    info.mockRestore();
  }
}

function expectRateLimited(
  answer: { status: number; headers: Headers; body: unknown },
  windowSeconds: number,
) {
  expect(answer.status).toBe(429);
  expect(ApiErrorSchema.parse(answer.body).error.code).toBe("rate_limited");
  const retryAfter = answer.headers.get("Retry-After");
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
}

describe("contact form: 3 messages a minute per client", () => {
  const contact = (body: unknown, ip: string) =>
    call(fn("contact"), "/api/contact", send("POST", body), { ip });
  const message = (label: string) => buildContactInput({ message: `Carpool question number ${label}.` });

  async function storedMessages() {
    const { status, body } = await call(fn("contact"), "/api/contact", asCoach(coach()));
    expect(status).toBe(200);
    return ContactMessagePageSchema.parse(body)
      .messages.map((stored) => stored.message)
      .sort();
  }

  it("refuses the 4th with 429 and Retry-After, keeps it out of the inbox, and lets it through after the window", async () => {
    const ip = "203.0.113.20";
    for (const label of ["1", "2", "3"]) {
      const { status, body } = await contact(message(label), ip);
      expect(status).toBe(201);
      ContactReceiptSchema.parse(body);
    }
    const fourth = await contact(message("4"), ip);
    expectRateLimited(fourth, 60);
    expect(fourth.headers.get("Retry-After")).toBe("60");
    expect(await storedMessages()).toEqual([1, 2, 3].map((n) => `Carpool question number ${String(n)}.`));

    // Another client is not affected.
    expect((await contact(message("from another client"), "203.0.113.21")).status).toBe(201);

    // Still refused one second before the window ends; accepted once the minute has passed.
    await at("2025-09-15T12:00:59-05:00", async () => {
      expectRateLimited(await contact(message("5"), ip), 60);
    });
    await at("2025-09-15T12:01:01-05:00", async () => {
      expect((await contact(message("6"), ip)).status).toBe(201);
    });
    expect(await storedMessages()).toEqual(
      ["1", "2", "3", "6", "from another client"].map((label) => `Carpool question number ${label}.`).sort(),
    );
  });

  it("counts an IPv6 client by its /64: another /64 of the same /48 is another client", async () => {
    for (const label of ["1", "2", "3"]) {
      expect((await contact(message(label), `2001:db8:c0:1::${label}`)).status).toBe(201);
    }
    expectRateLimited(await contact(message("4"), "2001:db8:c0:1:ffff::9"), 60);
    expect((await contact(message("5"), "2001:db8:c0:2::1")).status).toBe(201);
  });

  it("lets exactly 3 of 30 messages sent at once from one client through", async () => {
    const answers = await Promise.all(
      range(30).map((index) => contact(message(`burst ${String(index)}`), "203.0.113.24")),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(27);
    expect(await storedMessages()).toHaveLength(3);
  });

  it("answers 429, storing nothing, when other requests of the client win every race to count", async () => {
    // As on Netlify, where each instance writes the counter with its etag: eight lost races mean
    // this client sent a burst, which is the limit's to answer, not a 502.
    const prototype = Object.getPrototypeOf(await openTeamStore()) as Store;
    const setJSON = prototype.setJSON.bind(await openTeamStore());
    const refused = vi.spyOn(prototype, "setJSON").mockImplementation(async (key, value, options) => {
      if (key.startsWith("rate-limits/")) return { modified: false };
      return setJSON(key, value, options);
    });
    try {
      expectRateLimited(await contact(message("crowded"), "203.0.113.25"), 1);
      expect(refused.mock.calls.filter(([key]) => key.startsWith("rate-limits/"))).toHaveLength(8);
    } finally {
      refused.mockRestore();
    }
    expect(await storedMessages()).toEqual([]);
    expect((await contact(message("after the burst"), "203.0.113.25")).status).toBe(201);
  });

  it("answers the honeypot with a 201 that stores nothing and does not count", async () => {
    const ip = "203.0.113.22";
    for (const label of range(5)) {
      const { status, body } = await contact(
        { ...message(`bot ${String(label)}`), website: "https://spam.example" },
        ip,
      );
      expect(status).toBe(201);
      ContactReceiptSchema.parse(body);
    }
    expect(await storedMessages()).toEqual([]);
    // The client still has its 3 real messages.
    for (const label of ["1", "2", "3"]) expect((await contact(message(label), ip)).status).toBe(201);
    expect((await contact(message("4"), ip)).status).toBe(429);
    expect(await storedMessages()).toHaveLength(3);
  });

  it("does not count invalid bodies (400)", async () => {
    const ip = "203.0.113.23";
    const invalid: unknown[] = [
      {},
      buildContactInput({ email: "not-an-email" }),
      buildContactInput({ message: "Too short" }),
      buildContactInput({ name: "   " }),
      { ...buildContactInput(), phone: "(512) 555-0142" },
      buildContactInput({ website: "x".repeat(201) }),
    ];
    for (const body of invalid) {
      const { status, body: answer } = await contact(body, ip);
      expect(status).toBe(400);
      expect(ApiErrorSchema.parse(answer).error.code).toBe("validation_failed");
    }
    for (const label of ["1", "2", "3"]) expect((await contact(message(label), ip)).status).toBe(201);
    expect((await contact(message("4"), ip)).status).toBe(429);
    expect(await storedMessages()).toHaveLength(3);
  });
});

describe("snack sign-up: 20 per 10 minutes per client", () => {
  const signUp = (eventId: string, body: unknown, ip: string) =>
    call(fn("events-snack-signup"), `/api/events/${eventId}/snack-signup`, send("PUT", body), {
      params: { id: eventId },
      ip,
    });
  const parent = (label: string) =>
    buildSignup({
      parentName: `Parent ${label.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "")}`,
      parentEmail: `parent.${label}@example.com`,
    });

  async function eventById(id: string) {
    const { body } = await call(fn("events"), "/api/events");
    return z
      .array(EventSchema)
      .parse(body)
      .find((event) => event.id === id);
  }

  async function users() {
    const { status, body } = await call(fn("users"), "/api/users", asCoach(coach()));
    expect(status).toBe(200);
    return z.array(UserSchema).parse(body);
  }

  it("refuses the 21st valid request with 429 and changes nothing", async () => {
    const ip = "203.0.113.30";
    // 20 requests: the first takes the game, the next 19 are told it is taken. All of them count.
    const answers = [];
    for (const label of range(20)) answers.push(await signUp("game-2025-09-27", parent(String(label)), ip));
    expect(answers.map((answer) => answer.status)).toEqual([200, ...range(19).map(() => 409)]);

    const before = await eventById("game-2025-10-04");
    const usersBefore = await users();
    expect(before?.snackParentId).toBeNull();

    // The 21st would take a free game; it is refused and nothing is stored.
    const limited = await signUp("game-2025-10-04", parent("late"), ip);
    expectRateLimited(limited, 600);
    expect(await eventById("game-2025-10-04")).toEqual(before);
    expect(await users()).toEqual(usersBefore);

    // The same request from another client goes through.
    expect((await signUp("game-2025-10-04", parent("late"), "203.0.113.31")).status).toBe(200);

    // Once the 10 minutes have passed, the first client may sign up again.
    await at("2025-09-15T12:10:01-05:00", async () => {
      expect((await signUp("game-2025-10-11", parent("again"), ip)).status).toBe(200);
    });
  });

  it("counts a filled honeypot like any sign-up: the bot's 21st gets the 429 and log line anyone would", async () => {
    const bot = "203.0.113.33";
    const person = "203.0.113.34";
    for (const label of range(20)) {
      const { status, body } = await signUp(
        "game-2025-10-04",
        { ...parent(String(label)), website: "http://spam.example" },
        bot,
      );
      expect(status).toBe(200);
      // A person's answer, naming a volunteer that is stored nowhere (users() below).
      expect(SnackSignupAnswerSchema.parse(body).snackParentId).toMatch(/^v[0-9a-f]{16}-[0-9a-f]{24}$/);
      // A person's 20 attempts at a game someone else took.
      expect((await signUp("game-2025-09-27", parent(String(label)), person)).status).not.toBe(429);
    }
    const caught = await logged(() =>
      signUp("game-2025-10-04", { ...parent("bot"), website: "http://spam.example" }, bot),
    );
    const limited = await logged(() => signUp("game-2025-10-04", parent("person"), person));
    expectRateLimited(caught.answer, 600);
    expect(caught.answer.body).toEqual(limited.answer.body);
    expect(caught.answer.headers.get("Retry-After")).toBe(limited.answer.headers.get("Retry-After"));
    const withoutClient = (line: unknown) => ({ ...(line as Record<string, unknown>), client: "" });
    expect(caught.lines.map(withoutClient)).toEqual(limited.lines.map(withoutClient));
    expect(caught.lines).toEqual([
      expect.objectContaining({ event: "rate-limited", limit: "snack-signup" }) as unknown,
    ]);
    expect(await users()).toHaveLength(1);
  });

  it("holds one IPv6 /48 to 60 sign-ups in 10 minutes across its /64s, each /64 still to its 20", async () => {
    // Three connections of one carrier's /48, each using its whole 20: all of them count.
    for (const connection of [1, 2, 3]) {
      for (const label of range(20)) {
        const { status } = await signUp(
          "game-2025-09-27",
          parent(String(label)),
          `2001:db8:4800:${String(connection)}::${String(label + 1)}`,
        );
        expect(status, `/64 ${String(connection)}, sign-up ${String(label + 1)}`).not.toBe(429);
      }
    }
    const fourth = "2001:db8:4800:4::1";
    const { answer, lines } = await logged(() => signUp("game-2025-10-04", parent("fourth"), fourth));
    expectRateLimited(answer, 600);
    expect(ApiErrorSchema.parse(answer.body).error.message).toMatch(
      /^Too many sign-ups at once\. Try again in 10 minutes\.$/,
    );
    expect(lines).toEqual([
      {
        log: "security",
        time: "2025-09-15T17:00:00.000Z",
        event: "rate-limited",
        outcome: "failure",
        limit: "snack-signup-48",
        route: "PUT /api/events/:id/snack-signup",
        client: clientKey(clientNetwork(fourth)),
      },
    ]);
    expect((await eventById("game-2025-10-04"))?.snackParentId).toBeNull();
    // Another /48 is another network.
    expect((await signUp("game-2025-10-04", parent("late"), "2001:db8:4801:1::1")).status).toBe(200);
  });

  it("does not count invalid bodies (400)", async () => {
    const ip = "203.0.113.32";
    const invalid: unknown[] = [
      {},
      buildSignup({ parentEmail: "not-an-email" }),
      buildSignup({ parentName: "  " }),
      { ...buildSignup(), note: "unknown field" },
      buildSignup({ parentPhone: "5".repeat(41) }),
    ];
    for (const round of range(5)) {
      for (const body of invalid) {
        const { status, body: answer } = await signUp("game-2025-09-27", body, ip);
        expect(status, `round ${String(round)}`).toBe(400);
        expect(ApiErrorSchema.parse(answer).error.code).toBe("validation_failed");
      }
    }
    // 25 invalid bodies later, the client still has its whole allowance.
    expect((await signUp("game-2025-09-27", parent("real"), ip)).status).toBe(200);
    for (const label of range(19)) {
      expect((await signUp("game-2025-09-27", parent(String(label)), ip)).status).toBe(409);
    }
    expect((await signUp("game-2025-10-04", parent("one-too-many"), ip)).status).toBe(429);
    expect((await eventById("game-2025-10-04"))?.snackParentId).toBeNull();
  });
});
