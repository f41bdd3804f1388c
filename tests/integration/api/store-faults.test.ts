/**
 * The functions when Netlify Blobs misbehaves, against the real local Blobs server behind a proxy
 * the test turns bad (tests/support/faulty-blobs.ts): a store that answers 500 to everything, one
 * that fails part-way through a write (after each possible number of requests), and one that
 * stalls. Public reads and writes and a coach write must answer 502 `upstream_failed` quickly,
 * in the one error shape with no exception text; must leave nothing half-done that anyone can
 * see; and must work again as soon as the store is back (no lock left behind).
 */
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import * as z from "zod/mini";
import { beforeEach, describe, expect, it } from "vitest";
import { EventSchema, type Event } from "../../../src/lib/schemas/events";
import { PostSchema } from "../../../src/lib/schemas/posts";
import { UserSchema } from "../../../src/lib/schemas/snacks";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { ContactMessagePageSchema } from "../../../src/lib/schemas/contact";
import { SnackSignupAnswerSchema } from "../../../src/lib/schemas/snacks";
import { SECURITY_HEADERS } from "../../../src/lib/server/security-headers";
import { volunteerIdPrefix } from "../../../src/lib/server/repositories/users";
import { asCoach, fn, send, signInAsCoach } from "../../support/api";
import { buildContactInput, buildEventInput, buildPostInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useDeployedStoreLimit } from "../../support/env";
import type { FaultMode } from "../../support/faulty-blobs";
import { useFaultyBlobs } from "../../support/use-faulty-blobs";
import { changedKeys, contents } from "../../support/store-snapshot";

useDeployedStoreLimit();

/** How long a parent may wait for an answer when the store is down or stalled. */
const QUICK_MS = 5000;

const proxy = useFaultyBlobs();
let coach = "";
let clients = 0;
/** A fresh client address per request, so no rate limit decides an outcome here. */
const nextClient = () => {
  clients += 1;
  return `10.77.${String(Math.floor(clients / 250))}.${String((clients % 250) + 1)}`;
};

beforeEach(async () => {
  // Each case starts from the freshly seeded season, on its own site behind the proxy.
  coach = await signInAsCoach(nextClient());
});

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  ms: number;
}

async function timed(run: () => Promise<Omit<Answer, "ms">>): Promise<Answer> {
  const started = performance.now();
  const answer = await run();
  return { ...answer, ms: performance.now() - started };
}

/** A new game of the season (made while the store is healthy), so each case has an open one. */
async function newGame(): Promise<string> {
  const { status, body } = await call(
    fn("events"),
    "/api/events",
    send("POST", buildEventInput({ title: `Game ${randomUUID().slice(0, 6)}` }), coach),
  );
  expect(status).toBe(201);
  return EventSchema.parse(body).id;
}

const signUp = (gameId: string, parentName = "Sam Rivera") =>
  timed(() =>
    call(
      fn("events-snack-signup"),
      `/api/events/${gameId}/snack-signup`,
      send("PUT", buildSignup({ parentName, parentEmail: `${randomUUID().slice(0, 8)}@example.com` })),
      { params: { id: gameId }, ip: nextClient() },
    ),
  );

interface Operation {
  name: string;
  /** Runs the operation once; `gameId` is an open game for a sign-up. */
  run: (gameId: string) => Promise<Answer>;
  success: number;
}

const readEvents: Operation = {
  name: "GET /api/events",
  run: () => timed(() => call(fn("events"), "/api/events")),
  success: 200,
};
const signUpOperation: Operation = {
  name: "PUT /api/events/:id/snack-signup",
  run: (gameId) => signUp(gameId),
  success: 200,
};

const OPERATIONS: Operation[] = [
  readEvents,
  signUpOperation,
  {
    name: "POST /api/contact",
    run: () =>
      timed(() =>
        call(fn("contact"), "/api/contact", send("POST", buildContactInput()), { ip: nextClient() }),
      ),
    success: 201,
  },
  {
    name: "POST /api/posts (coach)",
    run: () => timed(() => call(fn("posts"), "/api/posts", send("POST", buildPostInput(), coach))),
    success: 201,
  },
];

/** A store failure as a parent gets it: 502 upstream_failed, quickly, with the headers and nothing leaked. */
function expectStoreFailure(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(502);
  const { error } = ApiErrorSchema.parse(answer.body);
  expect(error.code).toBe("upstream_failed");
  expect(error.message).toBe("The team's data could not be reached just now. Please try again in a moment.");
  expect(JSON.stringify(answer.body)).not.toMatch(/Blobs|Error|status code|at .+:\d+/);
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(answer.headers.get(name), name).toBe(value);
  expect(answer.ms, `${what} took ${answer.ms.toFixed(0)} ms`).toBeLessThan(QUICK_MS);
}

/** What anyone can see through the API: events, parents, every post and every contact message. */
async function visibleState() {
  const [events, users, posts, messages] = await Promise.all([
    call(fn("events"), "/api/events"),
    call(fn("users"), "/api/users", asCoach(coach)),
    call(fn("posts-all"), "/api/posts/all", asCoach(coach)),
    call(fn("contact"), "/api/contact", asCoach(coach)),
  ]);
  return {
    events: z.array(EventSchema).parse(events.body),
    users: z.array(UserSchema).parse(users.body),
    posts: z.array(PostSchema).parse(posts.body),
    messages: ContactMessagePageSchema.parse(messages.body).messages,
  };
}

/** Keys that differ between two snapshots of the store (rate-limit counters are left out). */
const storeChanges = (before: Map<string, unknown>, after: Map<string, unknown>) =>
  changedKeys(before, after, isDeepStrictEqual);

/** The keys one successful operation writes, e.g. `["contact-messages"]` for a message. */
const collectionsOf = (keys: string[]) => keys.map((key) => key.split("/")[0]).sort();

async function runWith(mode: FaultMode, operation: Operation, gameId: string): Promise<Answer> {
  proxy.set(mode);
  try {
    return await operation.run(gameId);
  } finally {
    proxy.set({ kind: "healthy" });
  }
}

describe("a store that answers 500 to everything", () => {
  it.each(OPERATIONS)(
    "$name answers 502 at once, changes nothing, and works once the store is back",
    async (operation) => {
      const gameId = await newGame();
      const before = await contents();
      const from = proxy.seen.length;
      const answer = await runWith({ kind: "fail" }, operation, gameId);
      expectStoreFailure(answer, operation.name);
      // A read is tried three times, a write once: the store is not hammered, and the parent not kept waiting.
      expect(proxy.since(from).length).toBeLessThanOrEqual(3);
      expect(storeChanges(before, await contents())).toEqual([]);

      const again = await operation.run(gameId);
      expect(again.status).toBe(operation.success);
    },
  );
});

describe("a store that fails part-way through a write", { timeout: 60_000 }, () => {
  const writes = OPERATIONS.filter((operation) => operation !== readEvents);

  it.each(writes)("$name is either done or not done, whichever request fails", async (operation) => {
    // How many store requests the operation makes when all is well.
    const from = proxy.seen.length;
    expect((await operation.run(await newGame())).status).toBe(operation.success);
    const requests = proxy.since(from).length;
    expect(requests).toBeGreaterThan(1);

    for (let healthy = 0; healthy < requests; healthy += 1) {
      const gameId = await newGame();
      const before = await contents();
      const visible = await visibleState();
      const answer = await runWith({ kind: "fail-after", requests: healthy }, operation, gameId);
      const changed = storeChanges(before, await contents());
      const what = `${operation.name}, store failing after ${String(healthy)} of ${String(requests)} requests`;

      if (answer.status === operation.success) {
        // Done: all of it, as a healthy store would have it.
        const expected = operation.name.includes("snack-signup")
          ? ["events", "users"]
          : operation.name.includes("contact")
            ? ["contact-messages"]
            : ["posts"];
        expect(collectionsOf(changed), what).toEqual(expected);
        continue;
      }
      // Not done: nothing anyone can see changed.
      expectStoreFailure(answer, what);
      expect(await visibleState(), what).toEqual(visible);
      if (!operation.name.includes("snack-signup")) {
        expect(changed, what).toEqual([]);
        continue;
      }
      // A sign-up whose parent record was saved before the store failed may leave that record
      // behind, unseen; the game's next sign-up removes it, so the store ends as if only that one
      // had happened.
      expect(changed.every((key) => key.startsWith("users/")) && changed.length <= 1, what).toBe(true);
      const next = await signUp(gameId, "Next Parent");
      expect(next.status, what).toBe(200);
      const settled = storeChanges(before, await contents());
      expect(collectionsOf(settled), what).toEqual(["events", "users"]);
      const volunteer = SnackSignupAnswerSchema.parse(next.body).snackParentId;
      expect(settled).toEqual([`events/${gameId}`, `users/${volunteer ?? ""}`].sort());
    }
  });
});

describe("a stalled store", () => {
  it.each(OPERATIONS)(
    "$name answers 502 within 5 s, and the store works again at once",
    async (operation) => {
      const gameId = await newGame();
      const before = await contents();
      const answer = await runWith({ kind: "stall" }, operation, gameId);
      expectStoreFailure(answer, operation.name);
      // Nothing reaches the store late, after the parent was told it failed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(storeChanges(before, await contents())).toEqual([]);

      const again = await operation.run(gameId);
      expect(again.status).toBe(operation.success);
      expect(again.ms).toBeLessThan(QUICK_MS);
    },
  );

  it("a sign-up stalled after its parent record was saved answers within 5 s, and the game is free again", async () => {
    const measured = await newGame();
    const from = proxy.seen.length;
    await signUp(measured);
    const writes = proxy.since(from);
    // Let everything up to and including the parent record through, then stall.
    const recordSaved = writes.findIndex(
      (request) => request.method === "PUT" && request.path.includes("/users/"),
    );
    expect(recordSaved).toBeGreaterThan(0);

    const gameId = await newGame();
    const visible = await visibleState();
    const answer = await runWith({ kind: "stall", after: recordSaved + 1 }, signUpOperation, gameId);
    expectStoreFailure(answer, "sign-up stalled at its claim");
    expect(await visibleState()).toEqual(visible);

    // The game's lock was let go: the next parent gets it at once.
    const next = await signUp(gameId, "Next Parent");
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(QUICK_MS);
    const state = await visibleState();
    const volunteerId = state.events.find((event: Event) => event.id === gameId)?.snackParentId;
    expect(state.users.filter((user) => user.id === volunteerId).map((user) => user.name)).toEqual([
      "Next Parent",
    ]);
    // The record the stalled sign-up left behind is gone with it.
    const records = [...(await contents()).keys()].filter((key) =>
      key.startsWith(`users/${volunteerIdPrefix(gameId)}`),
    );
    expect(records).toEqual([`users/${volunteerId ?? ""}`]);
  });
});
