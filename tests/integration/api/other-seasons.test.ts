/**
 * A record of another season is not found (docs/api.md#seasons), for a change and a removal as for
 * a read: the next season's records while it is being started, and a past season's that a failed
 * clean-up left behind, answer 404 and stay exactly as they are.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { EventSchema } from "../../../src/lib/schemas/events";
import { PlayerSchema } from "../../../src/lib/schemas/players";
import { PostSchema } from "../../../src/lib/schemas/posts";
import { teamStore } from "../../../src/lib/server/store";
import { fn, send, useCoachPerTest } from "../../support/api";
import { buildSignup } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";
import { contents } from "../../support/store-snapshot";

useSeasonClock();
const coach = useCoachPerTest();

const stamp = "2025-08-01T00:00:00.000Z";

/** A spring game written while Spring 2026 is being started, out of parents' sight. */
const nextSeasonGame = EventSchema.parse({
  id: "game-2026-03-07",
  title: "vs Buda Blaze",
  type: "game",
  date: "2026-03-07T15:00:00.000Z",
  endDate: "2026-03-07T16:00:00.000Z",
  location: "Field 5 West",
  opponent: "Buda Blaze",
  notes: null,
  snackParentId: null,
  seasonId: "spring-2026",
  createdAt: stamp,
  updatedAt: stamp,
});

/** A game of Spring 2025 that a failed clean-up kept. */
const pastSeasonGame = EventSchema.parse({
  ...nextSeasonGame,
  id: "game-2025-03-08",
  date: "2025-03-08T15:00:00.000Z",
  endDate: "2025-03-08T16:00:00.000Z",
  seasonId: "spring-2025",
});

const pastSeasonPost = PostSchema.parse({
  id: "post-spring-2025-wrap-up",
  title: "Thanks for a great spring",
  content: "Thank you all for a wonderful spring season.",
  excerpt: "Thank you all",
  status: "published",
  authorId: "coach",
  tags: [],
  revision: 2,
  seasonId: "spring-2025",
  createdAt: stamp,
  updatedAt: stamp,
});

/** A player of Spring 2025's roster who did not come back for Fall 2025. */
const formerPlayer = PlayerSchema.parse({
  id: "player-spring-2025",
  firstName: "Rowan",
  lastName: "Hale",
  jerseyNumber: 4,
  position: "Forward",
  parentId: null,
  seasonIds: ["spring-2025"],
  createdAt: stamp,
  updatedAt: stamp,
});

beforeEach(async () => {
  // The request that signs the coach in seeds the store first; these join it afterwards.
  const store = teamStore();
  for (const [collection, record] of [
    ["events", nextSeasonGame],
    ["events", pastSeasonGame],
    ["posts", pastSeasonPost],
    ["players", formerPlayer],
  ] as const) {
    await store.setJSON(`${collection}/${record.id}`, record);
  }
});

const cases = [
  {
    case: "PUT of the next season's event",
    name: "events-id",
    path: `/api/events/${nextSeasonGame.id}`,
    params: { id: nextSeasonGame.id },
    init: () => send("PUT", { title: "Moved" }, coach()),
    message: "Event not found",
  },
  {
    case: "DELETE of the next season's event",
    name: "events-id",
    path: `/api/events/${nextSeasonGame.id}`,
    params: { id: nextSeasonGame.id },
    init: () => send("DELETE", undefined, coach()),
    message: "Event not found",
  },
  {
    case: "PUT of a past season's event",
    name: "events-id",
    path: `/api/events/${pastSeasonGame.id}`,
    params: { id: pastSeasonGame.id },
    init: () => send("PUT", { status: "cancelled" }, coach()),
    message: "Event not found",
  },
  {
    case: "DELETE of a past season's event",
    name: "events-id",
    path: `/api/events/${pastSeasonGame.id}`,
    params: { id: pastSeasonGame.id },
    init: () => send("DELETE", undefined, coach()),
    message: "Event not found",
  },
  {
    case: "a score for the next season's game",
    name: "game-scores",
    path: "/api/game-scores",
    init: () => send("POST", { eventId: nextSeasonGame.id, homeScore: 2, awayScore: 1 }, coach()),
    message: "Event not found",
  },
  {
    case: "clearing the volunteer of a past season's game",
    name: "events-snack-volunteer",
    path: `/api/events/${pastSeasonGame.id}/snack-volunteer`,
    params: { id: pastSeasonGame.id },
    init: () => send("DELETE", undefined, coach()),
    message: "Event not found",
  },
  {
    case: "a parent's sign-up for the next season's game",
    name: "events-snack-signup",
    path: `/api/events/${nextSeasonGame.id}/snack-signup`,
    params: { id: nextSeasonGame.id },
    init: () => send("PUT", buildSignup()),
    message: "Event not found",
  },
  {
    case: "PUT of a past season's post",
    name: "posts-id",
    path: `/api/posts/${pastSeasonPost.id}`,
    params: { id: pastSeasonPost.id },
    init: () => send("PUT", { title: "Edited" }, coach()),
    message: "Post not found",
  },
  {
    case: "DELETE of a past season's post",
    name: "posts-id",
    path: `/api/posts/${pastSeasonPost.id}`,
    params: { id: pastSeasonPost.id },
    init: () => send("DELETE", undefined, coach()),
    message: "Post not found",
  },
  {
    case: "PUT of a player not on the current roster",
    name: "players-id",
    path: `/api/players/${formerPlayer.id}`,
    params: { id: formerPlayer.id },
    init: () => send("PUT", { jerseyNumber: 5 }, coach()),
    message: "Player not found",
  },
  {
    case: "DELETE of a player not on the current roster",
    name: "players-id",
    path: `/api/players/${formerPlayer.id}`,
    params: { id: formerPlayer.id },
    init: () => send("DELETE", undefined, coach()),
    message: "Player not found",
  },
];

describe("a record of another season", () => {
  it.each(cases)("$case is a 404 that changes nothing", async ({ name, path, params, init, message }) => {
    const before = await contents();
    const { status, body } = await call(fn(name), path, init(), params ? { params } : {});
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: "not_found", message } });
    expect(await contents()).toEqual(before);
  });

  it("is left alone by a rainout, which reports it as not found", async () => {
    const before = (await contents()).get(`events/${pastSeasonGame.id}`);
    const { status, body } = await call(
      fn("rainout"),
      "/api/rainout",
      send("POST", { eventIds: [pastSeasonGame.id], alert: null }, coach()),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      events: [{ id: pastSeasonGame.id, ok: false, error: { code: "not_found" } }],
    });
    expect((await contents()).get(`events/${pastSeasonGame.id}`)).toEqual(before);
  });

  it("is still changed and removed by the season's own records' routes once it is current", async () => {
    // The same routes work on the current season's records: the 404 is about the season alone.
    const put = await call(
      fn("players-id"),
      "/api/players/player-01",
      send("PUT", { jerseyNumber: 99 }, coach()),
      { params: { id: "player-01" } },
    );
    expect(put.status).toBe(200);
    const removed = await call(
      fn("posts-id"),
      "/api/posts/post-jersey-pickup",
      send("DELETE", undefined, coach()),
      { params: { id: "post-jersey-pickup" } },
    );
    expect(removed.status).toBe(204);
  });
});
