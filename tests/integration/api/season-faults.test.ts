/**
 * Starting a season when the store fails part-way (docs/product-rules.md#seasons): whichever store
 * call fails first, from the first read to the switch of the current season, Fall 2025 stays the
 * current season and what parents read is exactly as before; and a start tried again once the
 * store is back leaves nothing of the failed one behind. A proxy in front of the local Blobs server
 * lets the first N calls of the start through and fails every later one (tests/support/faulty-blobs.ts).
 */
import * as z from "zod/mini";
import { describe, expect, it, vi } from "vitest";
import { EventSchema } from "../../../src/lib/schemas/events";
import { PlayerSchema } from "../../../src/lib/schemas/players";
import { SiteFactsSchema } from "../../../src/lib/schemas/seasons";
import { useSeededBlobsSite } from "../../support/seeded-site";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { fn, send, signInAsCoach } from "../../support/api";
import { call } from "../../support/call";
import { useDeployedStoreLimit } from "../../support/env";
import type { FaultMode } from "../../support/faulty-blobs";
import { springRequest } from "../../support/seasons";
import { contents } from "../../support/store-snapshot";
import { useFaultyBlobsProxy } from "../../support/use-faulty-blobs";

useDeployedStoreLimit();
const { proxy, origin } = useFaultyBlobsProxy();

/** What parents read: the season's facts, events, roster, posts and volunteers. */
async function publicView() {
  const read = async (name: string, path: string) => (await call(fn(name), path)).body;
  return {
    facts: SiteFactsSchema.parse(await read("season", "/api/season")),
    events: z.array(EventSchema).parse(await read("events", "/api/events")),
    players: await read("players", "/api/players"),
    posts: await read("posts", "/api/posts"),
    users: await read("users", "/api/users"),
    seasons: await read("seasons", "/api/seasons"),
  };
}

/** A freshly seeded store with a signed-in coach, the proxy healthy; the cookie. */
async function freshSite(): Promise<string> {
  proxy.set({ kind: "healthy" });
  await useSeededBlobsSite(origin());
  return signInAsCoach();
}

describe("a season start the store fails part-way", () => {
  it("leaves Fall 2025 current and intact, whichever step of the start fails", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    // How many store calls a start makes when nothing fails.
    let cookie = await freshSite();
    await publicView();
    const from = proxy.seen.length;
    const healthy = await call(fn("seasons"), "/api/seasons", send("POST", springRequest(), cookie));
    expect(healthy.status, JSON.stringify(healthy.body)).toBe(201);
    const calls = proxy.since(from).length;
    expect(calls).toBeGreaterThan(50);

    // Each step of the start, by the first store call it makes: the start fails from there on.
    const made = proxy.since(from);
    const firstWrite = (key: string) =>
      made.findIndex((request) => request.method === "PUT" && request.path.includes(`/site:team/${key}`));
    const steps = {
      "reading the season": 0,
      "archiving Fall 2025": firstWrite("season-archives/fall-2025"),
      "marking Fall 2025 archived": firstWrite("seasons/fall-2025"),
      "writing Spring 2026's record": firstWrite("seasons/spring-2026"),
      "writing its events": firstWrite("events/"),
      "writing its players": firstWrite("players/"),
      "switching the current season": firstWrite("settings/season"),
    };
    const switchAt = steps["switching the current season"];
    const WRITES = {
      "archiving Fall 2025": "season-archives/",
      "writing Spring 2026's record": "seasons/spring-2026",
      "writing its events": "events/",
      "writing its players": "players/",
    } as const;
    expect(Object.values(steps).every((index) => index >= 0)).toBe(true);

    // Two ways to fail at each step: the store goes down from there on (nothing can be put back),
    // or only that step's writes fail (what came before is put back). The switch is the last
    // write before the clean-up; snapshot bumps running alongside shift its place by a few calls,
    // so the store going down there is left to the test below that fails exactly that write.
    const faults: [string, FaultMode][] = Object.entries(steps).flatMap(
      ([step, index]): [string, FaultMode][] => [
        ...(index < switchAt
          ? [
              [`${step}, the store down from there`, { kind: "fail-after", requests: index }] as [
                string,
                FaultMode,
              ],
            ]
          : []),
        ...(step in WRITES
          ? [
              [
                `${step}, its writes failing`,
                { kind: "fail-writes-to", key: WRITES[step as keyof typeof WRITES] },
              ] as [string, FaultMode],
            ]
          : []),
      ],
    );
    for (const [step, fault] of faults) {
      cookie = await freshSite();
      const before = await publicView();
      const keysBefore = await contents();
      proxy.set(fault);
      const failed = await call(fn("seasons"), "/api/seasons", send("POST", springRequest(), cookie));
      proxy.set({ kind: "healthy" });
      expect(failed.status, `failing from ${step}`).toBe(502);
      // A store that fails while the start reads is the usual 502; once it writes, the answer says
      // that nothing changed.
      if (step !== "reading the season, the store down from there") {
        expect(ApiErrorSchema.parse(failed.body).error.message).toBe(
          "The store failed, so nothing changed: Fall 2025 is still the current season. Please try again.",
        );
      }
      expect(await publicView(), `failing from ${step}`).toEqual(before);

      // Once the store is back, the same start goes through and nothing of the failed one is left.
      const retried = await call(fn("seasons"), "/api/seasons", send("POST", springRequest(), cookie));
      expect(retried.status, `retry after failing from ${step}`).toBe(201);
      const after = await contents();
      const events = [...after].filter(([key]) => key.startsWith("events/"));
      expect(events).toHaveLength(32);
      expect(events.every(([, event]) => EventSchema.parse(event).seasonId === "spring-2026")).toBe(true);
      const players = [...after].filter(([key]) => key.startsWith("players/"));
      expect(players.map(([, player]) => PlayerSchema.parse(player).firstName).sort()).toEqual([
        "Mateo",
        "Olivia",
        "Ximena",
      ]);
      expect([...after.keys()].filter((key) => key.startsWith("posts/") || key.startsWith("users/"))).toEqual(
        [],
      );
      expect(keysBefore.size).toBeGreaterThan(0);
    }
  }, 240_000);

  it("leaves Fall 2025 current when the switch itself fails", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    const cookie = await freshSite();
    const before = await publicView();
    proxy.set({ kind: "fail-writes-to", key: "settings/season" });
    const failed = await call(fn("seasons"), "/api/seasons", send("POST", springRequest(), cookie));
    proxy.set({ kind: "healthy" });
    expect(failed.status).toBe(502);
    expect(await publicView()).toEqual(before);
    // What the start wrote before the switch was put back: no spring record is left.
    expect(
      [...(await contents()).values()].some((value) => JSON.stringify(value).includes("spring-2026")),
    ).toBe(false);
  });

  it("starts the season when only the clean-up of the old one fails, and the old records stay out of sight", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    const cookie = await freshSite();
    await publicView();
    proxy.set({ kind: "fail-writes-to", key: "posts/post-welcome-fall-2025" });
    const started = await call(fn("seasons"), "/api/seasons", send("POST", springRequest(), cookie));
    proxy.set({ kind: "healthy" });
    expect(started.status).toBe(201);
    expect((await contents()).has("posts/post-welcome-fall-2025")).toBe(true);
    const view = await publicView();
    expect(view.facts.season.id).toBe("spring-2026");
    expect(view.posts).toEqual([]);
  });
});
