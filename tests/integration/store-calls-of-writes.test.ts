/**
 * What a parent's snack sign-up costs the store, counted as the bench counts it: every request the
 * Blobs server answers (reads, lists, writes, metadata), here through a proxy in front of the local
 * server, on a warm instance (the seed check is paid before the count starts). Part of it is which
 * season is current, which every repository call scopes its records by: one read per request.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readCurrentSeasonId, switchCurrentSeason } from "../../src/lib/server/repositories/seasons";
import { withRequestScope } from "../../src/lib/server/request-scope";
import { openTeamStore } from "../../src/lib/server/seed";
import { useFreshBlobsSite } from "../setup/each-file";
import { fn, send } from "../support/api";
import { buildSignup } from "../support/builders";
import { call } from "../support/call";
import { useSeasonClock } from "../support/env";
import { useFaultyBlobsProxy } from "../support/use-faulty-blobs";

const { proxy, origin } = useFaultyBlobsProxy();
beforeAll(() => {
  useFreshBlobsSite(origin());
});
useSeasonClock();

afterEach(() => {
  proxy.set({ kind: "healthy" });
});

/** The store requests one call made, e.g. `["GET /…/settings/season", "PUT /…/events/game-1"]`. */
async function storeRequests(task: () => Promise<unknown>): Promise<string[]> {
  const from = proxy.seen.length;
  await task();
  return proxy.since(from).map(({ method, path }) => `${method} ${path.split("?")[0] ?? ""}`);
}

const signUp = (gameId: string, index: number) =>
  call(
    fn("events-snack-signup"),
    `/api/events/${gameId}/snack-signup`,
    send("PUT", buildSignup({ parentEmail: `parent-${String(index)}@example.com` })),
    { params: { id: gameId }, ip: `198.51.100.${String(index)}` },
  );

/** Store calls of one snack sign-up: 16 while every repository call read the current season again. */
const SIGN_UP_CALLS = 15;

describe("store calls of a snack sign-up", () => {
  it(`are ${String(SIGN_UP_CALLS)}, of which one reads which season is current`, async () => {
    expect((await signUp("game-2025-09-20", 1)).status).toBe(200);
    let answered = 0;
    const requests = await storeRequests(async () => {
      answered = (await signUp("game-2025-09-27", 2)).status;
    });
    expect(answered).toBe(200);
    expect(requests.filter((request) => request.endsWith("/settings/season"))).toHaveLength(1);
    expect(requests, requests.join("\n")).toHaveLength(SIGN_UP_CALLS);
  });
});

describe("which season is current, within one request", () => {
  const seasonReads = (requests: string[]) =>
    requests.filter((request) => request.startsWith("GET ") && request.endsWith("/settings/season")).length;

  it("is read once however often it is asked", async () => {
    const ids: string[] = [];
    const requests = await storeRequests(() =>
      withRequestScope(async () => {
        for (let ask = 0; ask < 3; ask += 1) ids.push(await readCurrentSeasonId());
      }),
    );
    expect(ids).toEqual(["fall-2025", "fall-2025", "fall-2025"]);
    expect(seasonReads(requests)).toBe(1);
  });

  it("is read again by each request, and outside a request every time", async () => {
    const requests = await storeRequests(async () => {
      await withRequestScope(() => readCurrentSeasonId());
      await withRequestScope(() => readCurrentSeasonId());
      await readCurrentSeasonId();
      await readCurrentSeasonId();
    });
    expect(seasonReads(requests)).toBe(4);
  });

  it("is read anew after the request itself switched it", async () => {
    const store = await openTeamStore();
    const ids = await withRequestScope(async () => {
      const before = await readCurrentSeasonId();
      await switchCurrentSeason(store, before, "spring-2026");
      const after = await readCurrentSeasonId();
      await switchCurrentSeason(store, after, before);
      return [before, after, await readCurrentSeasonId()];
    });
    expect(ids).toEqual(["fall-2025", "spring-2026", "fall-2025"]);
  });

  it("is read anew after a write to it that failed, which may have landed all the same", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    const store = await openTeamStore();
    const requests = await storeRequests(() =>
      withRequestScope(async () => {
        await readCurrentSeasonId();
        proxy.set({ kind: "fail-writes-to", key: "settings/season" });
        await expect(switchCurrentSeason(store, "fall-2025", "spring-2026")).rejects.toMatchObject({
          status: 502,
        });
        proxy.set({ kind: "healthy" });
        expect(await readCurrentSeasonId()).toBe("fall-2025");
      }),
    );
    // The first read, the guarded write's own read with its etag, and the read after it.
    expect(seasonReads(requests)).toBe(3);
  });

  it("is not kept when its read failed", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    await withRequestScope(async () => {
      proxy.set({ kind: "fail" });
      await expect(readCurrentSeasonId()).rejects.toMatchObject({ status: 502 });
      proxy.set({ kind: "healthy" });
      expect(await readCurrentSeasonId()).toBe("fall-2025");
    });
  });
});
