/**
 * CDN caching (docs/api.md#caching): public reads are cacheable under tags and keyed on the query
 * they declare, coach answers are not, and every write purges the tags it touched through Netlify's
 * purge API (faked at the fetch level).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { SiteFactsSchema } from "../../../src/lib/schemas/seasons";
import { asCoach, fn, send, useCoach } from "../../support/api";
import { buildEventInput, buildPlayerInput, buildPostInput, buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock, withEnv } from "../../support/env";
import { usePurgeRecorder } from "../../support/purge";

useSeasonClock();
const coach = useCoach();

/** The function that answers `path`, named after it, e.g. `/api/posts/all` → `posts-all`. */
const handlerOf = (path: string) => fn(path.replace("/api/", "").replaceAll("/", "-"));

describe("public reads", () => {
  // Most are kept a day and keyed on the path alone; the rows that differ say so.
  const A_DAY = "s-maxage=86400";
  const PATH_ONLY = "query=none";

  it.each([
    { path: "/api/events", tag: "events", cdn: A_DAY, vary: PATH_ONLY },
    { path: "/api/events/upcoming", tag: "events", cdn: "s-maxage=60", vary: PATH_ONLY },
    { path: "/api/posts", tag: "posts", cdn: A_DAY, vary: PATH_ONLY },
    { path: "/api/players", tag: "players", cdn: A_DAY, vary: "query=view" },
    { path: "/api/users", tag: "users", cdn: A_DAY, vary: "query=view" },
    { path: "/api/alert", tag: "alert", cdn: A_DAY, vary: PATH_ONLY },
    { path: "/api/snack-note", tag: "snack-note", cdn: A_DAY, vary: PATH_ONLY },
  ])("$path is cached at the CDN under the tag $tag, keyed on $vary", async ({ path, tag, cdn, vary }) => {
    const { headers } = await call(handlerOf(path), path);
    expect(headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(headers.get("Netlify-CDN-Cache-Control")).toContain(cdn);
    expect(headers.get("Netlify-Cache-Tag")).toBe(tag);
    expect(headers.get("Netlify-Vary")).toBe(vary);
  });

  it.each(["/api/events", "/api/alert"])(
    "%s with a cache-buster is a 400, so it never makes a copy of its own",
    async (path) => {
      const { status, headers } = await call(handlerOf(path), `${path}?t=1757955600000`);
      expect(status).toBe(400);
      expect(headers.get("Cache-Control")).toBe("no-store");
      expect(headers.get("Netlify-CDN-Cache-Control")).toBeNull();
    },
  );

  it.each(["/api/posts/all", "/api/contact", "/api/auth/session"])(
    "%s for the coach is no-store and never CDN-cached",
    async (path) => {
      const { headers } = await call(handlerOf(path), path, asCoach(coach()));
      expect(headers.get("Cache-Control")).toBe("no-store");
      expect(headers.get("Netlify-CDN-Cache-Control")).toBeNull();
    },
  );

  it.each(["/api/players?view=coach", "/api/users?view=coach", "/api/players", "/api/users"])(
    "%s for the coach is no-store for the browser and the CDN alike, whatever the address",
    async (path) => {
      const { status, headers } = await call(handlerOf(path.replace(/\?.*$/, "")), path, asCoach(coach()));
      expect(status).toBe(200);
      expect(headers.get("Cache-Control")).toBe("no-store");
      expect(headers.get("Netlify-CDN-Cache-Control")).toBe("no-store");
      expect(headers.get("Netlify-Vary")).toBe("query=view");
    },
  );
});

describe("purging on writes", () => {
  const purge = usePurgeRecorder();

  it.each([
    {
      case: "creating an event",
      name: "events",
      path: "/api/events",
      init: () => send("POST", buildEventInput(), coach()),
      tags: ["events", "users"],
    },
    {
      case: "a snack sign-up",
      name: "events-snack-signup",
      path: "/api/events/game-2025-10-04/snack-signup",
      params: { id: "game-2025-10-04" },
      init: () => send("PUT", buildSignup()),
      tags: ["events", "users"],
    },
    {
      case: "editing an event (it may clear its snack volunteer)",
      name: "events-id",
      path: "/api/events/game-2025-10-11",
      params: { id: "game-2025-10-11" },
      init: () => send("PUT", { snackParentId: null }, coach()),
      tags: ["events", "users"],
    },
    {
      case: "a game score",
      name: "game-scores",
      path: "/api/game-scores",
      init: () => send("POST", { eventId: "game-2025-10-04", homeScore: 1, awayScore: 0 }, coach()),
      tags: ["events", "users"],
    },
    {
      case: "generating practices",
      name: "events-practices-generate",
      path: "/api/events/practices/generate",
      init: () => send("POST", undefined, coach()),
      tags: ["events", "users"],
    },
    {
      case: "creating a post",
      name: "posts",
      path: "/api/posts",
      init: () => send("POST", buildPostInput(), coach()),
      tags: ["posts"],
    },
    {
      case: "adding a player",
      name: "players",
      path: "/api/players",
      init: () => send("POST", buildPlayerInput(), coach()),
      tags: ["players"],
    },
    {
      case: "editing a post",
      name: "posts-id",
      path: "/api/posts/post-jersey-pickup",
      params: { id: "post-jersey-pickup" },
      init: () => send("PUT", { title: "Jersey pickup moved" }, coach()),
      tags: ["posts"],
    },
    {
      case: "deleting a post",
      name: "posts-id",
      path: "/api/posts/post-weather-policy-draft",
      params: { id: "post-weather-policy-draft" },
      init: () => send("DELETE", undefined, coach()),
      tags: ["posts"],
    },
    {
      case: "editing a player",
      name: "players-id",
      path: "/api/players/player-03",
      params: { id: "player-03" },
      init: () => send("PUT", { position: "Goalkeeper" }, coach()),
      tags: ["players"],
    },
    {
      case: "removing a player",
      name: "players-id",
      path: "/api/players/player-11",
      params: { id: "player-11" },
      init: () => send("DELETE", undefined, coach()),
      tags: ["players"],
    },
    {
      case: "removing an event",
      name: "events-id",
      path: "/api/events/event-parent-meeting",
      params: { id: "event-parent-meeting" },
      init: () => send("DELETE", undefined, coach()),
      tags: ["events", "users"],
    },
    {
      case: "the coach's assignment of a volunteer",
      name: "events-snack-volunteer",
      path: "/api/events/game-2025-11-01/snack-volunteer",
      params: { id: "game-2025-11-01" },
      init: () => send("PUT", buildSignup(), coach()),
      tags: ["events", "users"],
    },
    {
      case: "clearing a volunteer",
      name: "events-snack-volunteer",
      path: "/api/events/game-2025-11-01/snack-volunteer",
      params: { id: "game-2025-11-01" },
      init: () => send("DELETE", undefined, coach()),
      tags: ["events", "users"],
    },
    {
      case: "the snack note",
      name: "snack-note",
      path: "/api/snack-note",
      init: () => send("PUT", { note: "Nut-free team" }, coach()),
      tags: ["snack-note"],
    },
    {
      case: "posting the field alert",
      name: "alert",
      path: "/api/alert",
      init: () => send("PUT", { message: "Rain at the complex", level: "closed" }, coach()),
      tags: ["alert"],
    },
    {
      case: "clearing the field alert",
      name: "alert",
      path: "/api/alert",
      init: () => send("DELETE", undefined, coach()),
      tags: ["alert"],
    },
  ])("$case purges $tags", async ({ name, path, init, params, tags }) => {
    const { status } = await call(fn(name), path, init(), params ? { params } : {});
    expect(status).toBeLessThan(300);
    expect(purge.purged).toEqual([tags]);
  });

  it("a rainout purges the events it cancelled and the alert, in one purge", async () => {
    const body = {
      eventIds: ["game-2025-10-04"],
      alert: { message: "Rain at the complex", level: "closed" },
    };
    const { status } = await call(fn("rainout"), "/api/rainout", send("POST", body, coach()));
    expect(status).toBe(200);
    expect(purge.purged).toEqual([["events", "users", "alert"]]);
  });

  it("a change and a cancel by a sign-up's link each purge events and users", async () => {
    const signUp = await call(
      fn("events-snack-signup"),
      "/api/events/game-2025-10-25/snack-signup",
      send("PUT", buildSignup({ parentEmail: "link.holder@example.com" })),
      { params: { id: "game-2025-10-25" }, ip: "198.51.100.40" },
    );
    expect(signUp.status).toBe(200);
    const { manageToken } = signUp.body as { manageToken: string };
    const path = "/api/snack-signup";
    const holder = { "X-Snack-Manage-Token": manageToken };
    const params = { ip: "198.51.100.40" };
    const changed = await call(
      fn("snack-signup"),
      path,
      send(
        "PUT",
        buildSignup({ parentEmail: "link.holder@example.com", bringing: "Oranges" }),
        undefined,
        holder,
      ),
      params,
    );
    expect(changed.status).toBe(200);
    expect(
      (await call(fn("snack-signup"), path, send("DELETE", undefined, undefined, holder), params)).status,
    ).toBe(204);
    expect(purge.purged).toEqual([
      ["events", "users"],
      ["events", "users"],
      ["events", "users"],
    ]);
  });

  // With a window of 0, as the preview asks; on Netlify the build waits 10 minutes after the purge
  // (site-builds.test.ts).
  it("saving the team purges season, before the pages are rebuilt from /api/season", async () => {
    const purgedAtHook: string[][][] = [];
    const hook: Server = createServer((_request, response) => {
      purgedAtHook.push(purge.purged.map((tags) => [...tags]));
      response.end();
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const { port } = hook.address() as AddressInfo;
    const { team: stored } = SiteFactsSchema.parse((await call(fn("season"), "/api/season")).body);
    const team: Record<string, unknown> = { ...stored };
    delete team.updatedAt;
    try {
      const saved = await withEnv(
        { BUILD_HOOK_URL: `http://127.0.0.1:${String(port)}/hook`, SITE_BUILD_WINDOW_MINUTES: "0" },
        () => call(fn("team"), "/api/team", send("PUT", team, coach())),
      );
      expect(saved.status).toBe(200);
    } finally {
      hook.close();
    }
    expect(purgedAtHook).toEqual([[["season"]]]);
    expect(purge.purged).toEqual([["season"]]);
  });

  it("a restore purges every tag, the alert's and the families' answers' included", async () => {
    const backup = (await call(fn("backup"), "/api/backup", { headers: { Cookie: coach() } })).body;
    const { status } = await call(fn("backup-restore"), "/api/backup/restore", send("POST", backup, coach()));
    expect(status).toBe(200);
    expect(purge.purged).toEqual([
      ["events", "posts", "players", "users", "alert", "snack-note", "season", "availability"],
    ]);
  });

  it("does not purge after a refused write", async () => {
    const { status } = await call(fn("events"), "/api/events", send("POST", { title: "" }, coach()));
    expect(status).toBe(400);
    expect(purge.purged).toEqual([]);
  });

  it("keeps a write that succeeded when the purge fails, and logs it", async () => {
    purge.status = 500;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { status } = await call(fn("posts"), "/api/posts", send("POST", buildPostInput(), coach()));
    expect(status).toBe(201);
    expect(purge.purged).toEqual([["posts"]]);
    expect(logged).toHaveBeenCalledOnce();
  });
});
