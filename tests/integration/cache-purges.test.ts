/**
 * The store wrapper purges what a write made stale (src/lib/server/cache-tags.ts): a write that
 * landed notes the cache tags of its key, and the request purges them once before it answers; a
 * write that failed or lost its condition purges nothing. Netlify's purge API is faked at the fetch
 * level; the store is the real local Blobs server, behind a proxy that can fail.
 */
import { setTimeout } from "node:timers/promises";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { withRequestScope } from "../../src/lib/server/request-scope";
import { teamStore } from "../../src/lib/server/store";
import { useFreshBlobsSite } from "../setup/each-file";
import { fn, send, signInAsCoach } from "../support/api";
import { buildPostInput } from "../support/builders";
import { call } from "../support/call";
import { usePurgeRecorder } from "../support/purge";
import { useFaultyBlobsProxy } from "../support/use-faulty-blobs";

const purge = usePurgeRecorder();
const { proxy, origin } = useFaultyBlobsProxy();

beforeEach(() => {
  purge.purged.length = 0;
});

afterEach(() => {
  proxy.set({ kind: "healthy" });
});

const EVERY_TAG = ["events", "posts", "players", "users", "alert", "snack-note", "season", "availability"];

describe("a write through the store wrapper", () => {
  // A store of its own: these writes put placeholders where the routes read records.
  beforeAll(() => {
    useFreshBlobsSite(origin());
  });

  it.each([
    { key: "events/game-x", tags: ["events", "users"] },
    { key: "users/parent-x", tags: ["events", "users"] },
    { key: "players/player-x", tags: ["players"] },
    { key: "posts/post-x", tags: ["posts"] },
    { key: "settings/alert", tags: ["alert"] },
    { key: "settings/snacks", tags: ["snack-note"] },
    { key: "settings/team", tags: ["season"] },
    { key: "seasons/spring-2030", tags: ["season"] },
    { key: "season-archives/spring-2030", tags: ["season"] },
    { key: "settings/season", tags: EVERY_TAG },
  ])("to $key purges $tags once the request is done", async ({ key, tags }) => {
    await withRequestScope(async () => {
      await teamStore().setJSON(key, { written: true });
      expect(purge.purged).toEqual([]);
    });
    expect(purge.purged).toEqual([tags]);
  });

  it.each([
    "contact-messages/m-1",
    "chat-messages/c-1",
    "settings/groupme",
    "meta/versions/events",
    "rate-limits/contact/abc",
    "reminders/game-x/1",
  ])("to %s, which parents never read through the CDN, purges nothing", async (key) => {
    await withRequestScope(() => teamStore().setJSON(key, { written: true }));
    expect(purge.purged).toEqual([]);
  });

  it("a delete purges as a write does", async () => {
    await teamStore().setJSON("posts/post-gone", { written: true });
    purge.purged.length = 0;
    await withRequestScope(() => teamStore().delete("posts/post-gone"));
    expect(purge.purged).toEqual([["posts"]]);
  });

  it("many writes of one request are one purge of every tag they touched", async () => {
    await withRequestScope(async () => {
      const store = teamStore();
      await store.setJSON("posts/post-a", { written: true });
      await store.setJSON("posts/post-b", { written: true });
      await store.setJSON("settings/alert", { written: true });
      await store.setJSON("users/parent-a", { written: true });
    });
    expect(purge.purged).toEqual([["events", "posts", "users", "alert"]]);
  });

  it("outside a request purges at once, before the write resolves", async () => {
    await teamStore().setJSON("players/player-outside", { written: true });
    expect(purge.purged).toEqual([["players"]]);
  });

  it("that lands after its request answered is purged on its own", async () => {
    let late: Promise<unknown> = Promise.resolve();
    await withRequestScope(() => {
      late = setTimeout(50).then(() => teamStore().setJSON("posts/post-late", { written: true }));
      return Promise.resolve();
    });
    expect(purge.purged).toEqual([]);
    await late;
    expect(purge.purged).toEqual([["posts"]]);
  });

  it("that lost its condition changed nothing and purges nothing", async () => {
    await teamStore().setJSON("posts/post-taken", { written: true });
    purge.purged.length = 0;
    const { modified } = await withRequestScope(() =>
      teamStore().setJSON("posts/post-taken", { again: true }, { onlyIfNew: true }),
    );
    expect(modified).toBe(false);
    expect(purge.purged).toEqual([]);
  });

  it("that failed purges nothing", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    proxy.set({ kind: "fail-writes-to", key: "posts/" });
    await expect(
      withRequestScope(() => teamStore().setJSON("posts/post-failed", { written: true })),
    ).rejects.toMatchObject({ status: 502 });
    expect(purge.purged).toEqual([]);
  });
});

describe("a request", () => {
  let coach = "";

  beforeAll(async () => {
    useFreshBlobsSite(origin());
    coach = await signInAsCoach();
  });

  it("whose write failed answers 502 and purges nothing", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    proxy.set({ kind: "fail-writes-to", key: "posts/" });
    const { status } = await call(fn("posts"), "/api/posts", send("POST", buildPostInput(), coach));
    expect(status).toBe(502);
    expect(purge.purged).toEqual([]);
  });

  it("purges what its writes that landed touched, and nothing for the one that failed", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    proxy.set({ kind: "fail-writes-to", key: "settings/alert" });
    const body = {
      eventIds: ["game-2025-10-04"],
      alert: { message: "Rain at the complex", level: "closed" },
    };
    const { status, body: result } = await call(fn("rainout"), "/api/rainout", send("POST", body, coach));
    expect(status).toBe(200);
    expect(result).toMatchObject({ events: [{ ok: true }], alert: { ok: false } });
    expect(purge.purged).toEqual([["events", "users"]]);
  });
});
