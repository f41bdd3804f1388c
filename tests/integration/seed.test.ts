/** Seeding an empty store from content/: everything arrives once, and never twice. */
import { describe, expect, it } from "vitest";
import { season } from "../../src/lib/content";
import { collectionPrefix } from "../../src/lib/server/keys";
import { listEvents, eventsRepository } from "../../src/lib/server/repositories/events";
import { listPlayers } from "../../src/lib/server/repositories/players";
import { listAllPosts, listPublishedPosts } from "../../src/lib/server/repositories/posts";
import { openTeamStore, seedStore } from "../../src/lib/server/seed";
import { teamStore } from "../../src/lib/server/store";
import { useFreshBlobsSite } from "../setup/each-file";

const expectedEvents = season.games.length + season.otherEvents.length + season.practicePlan.topics.length;

async function countKeys(prefix: string) {
  return (await teamStore().list({ prefix })).blobs.length;
}

describe("seeding", () => {
  it("fills an empty store with the season on first use", async () => {
    useFreshBlobsSite();
    const events = await listEvents();
    expect(events).toHaveLength(expectedEvents);
    expect(events.filter((event) => event.type === "game")).toHaveLength(8);
    expect(events.filter((event) => event.type === "practice")).toHaveLength(20);
    expect(await listPlayers()).toHaveLength(11);
    expect(await listAllPosts()).toHaveLength(season.posts.length);
    expect((await listPublishedPosts()).every((post) => post.status === "published")).toBe(true);
  });

  it("stores practices at 6:30 PM Chicago on both sides of the DST change", async () => {
    useFreshBlobsSite();
    expect((await eventsRepository.get("practice-2025-09-09"))?.date).toBe("2025-09-09T23:30:00.000Z");
    expect((await eventsRepository.get("practice-2025-11-04"))?.date).toBe("2025-11-05T00:30:00.000Z");
  });

  it("duplicates nothing when seeding runs again or concurrently", async () => {
    useFreshBlobsSite();
    const store = teamStore();
    const results = await Promise.all([seedStore(store), seedStore(store), seedStore(store)]);
    expect(results.some((result) => result.seeded)).toBe(true);
    expect((await seedStore(store)).seeded).toBe(false);
    expect(await countKeys(collectionPrefix("events"))).toBe(expectedEvents);
    expect(await countKeys(collectionPrefix("players"))).toBe(11);
  });

  it("keeps the coach's edits when the server starts again", async () => {
    useFreshBlobsSite();
    await openTeamStore();
    await eventsRepository.update("game-2025-09-20", (event) => ({ ...event, location: "Field 2 (moved)" }));
    await eventsRepository.remove("practice-2025-09-11");
    expect((await seedStore(teamStore())).seeded).toBe(false);
    expect((await eventsRepository.get("game-2025-09-20"))?.location).toBe("Field 2 (moved)");
    expect(await eventsRepository.get("practice-2025-09-11")).toBeNull();
  });
});
