/**
 * Races against the real local Blobs server (decision 002): many requests at
 * once, each handler called in-process with Promise.all, and nothing lost, doubled or overwritten.
 */
import { setTimeout as sleep } from "node:timers/promises";
import * as z from "zod/mini";
import { describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../../src/lib/constants";
import { EventSchema, type Event } from "../../../src/lib/schemas/events";
import { PlayerSchema } from "../../../src/lib/schemas/players";
import { PostSchema, type Post } from "../../../src/lib/schemas/posts";
import { UserSchema } from "../../../src/lib/schemas/snacks";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { PracticeGenerationSchema } from "../../../src/lib/schemas/events";
import { SnackSignupAnswerSchema } from "../../../src/lib/schemas/snacks";
import { usersRepository } from "../../../src/lib/server/repositories/users";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildPlayerInput, buildSignup, parentName, publicParentName } from "../../support/builders";
import { call } from "../../support/call";
import { useEnv, useSeasonClock } from "../../support/env";

useSeasonClock();
// Every test starts from the freshly seeded season, so one race never sees another's leftovers.
const coach = useCoachPerTest();

const CROWD = 50;
const range = (length: number) => Array.from({ length }, (_, index) => index);
const pad = (index: number) => String(index).padStart(2, "0");

/** Parent number `index`, e.g. `{ parentName: "Aah Parent", parentEmail: "parent07@example.com", … }`. */
const parent = (index: number) =>
  buildSignup({
    parentName: parentName(index),
    parentEmail: `parent${pad(index)}@example.com`,
    parentPhone: `(512) 555-01${pad(index)}`,
  });

const signUp = (eventId: string, body: unknown, ip: string) =>
  call(fn("events-snack-signup"), `/api/events/${eventId}/snack-signup`, send("PUT", body), {
    params: { id: eventId },
    ip,
  });

async function listUsers() {
  const { status, body } = await call(fn("users"), "/api/users", asCoach(coach()));
  expect(status).toBe(200);
  return z.array(UserSchema).parse(body);
}

async function listEvents() {
  const { status, body } = await call(fn("events"), "/api/events");
  expect(status).toBe(200);
  return z.array(EventSchema).parse(body);
}

async function findEvent(id: string): Promise<Event> {
  const event = (await listEvents()).find((candidate) => candidate.id === id);
  if (!event) throw new Error(`No event ${id}`);
  return event;
}

async function listPlayers() {
  const { status, body } = await call(fn("players"), "/api/players", asCoach(coach()));
  expect(status).toBe(200);
  return z.array(PlayerSchema).parse(body);
}

async function readPost(id: string): Promise<Post> {
  const { status, body } = await call(fn("posts-all"), "/api/posts/all", asCoach(coach()));
  expect(status).toBe(200);
  const post = z
    .array(PostSchema)
    .parse(body)
    .find((candidate) => candidate.id === id);
  if (!post) throw new Error(`No post ${id}`);
  return post;
}

const editPost = (id: string, body: unknown, revision?: number) =>
  call(
    fn("posts-id"),
    `/api/posts/${id}`,
    send("PUT", body, coach(), revision === undefined ? {} : { "If-Match": `"${revision}"` }),
    { params: { id } },
  );

const errorOf = (body: unknown) => ApiErrorSchema.parse(body).error;

const countStatuses = (answers: readonly { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe("snack sign-up: first volunteer wins", () => {
  it("of 50 parents on 50 clients at once, exactly one gets the game and the rest hear who did", async () => {
    const gameId = "game-2025-09-27";
    const parents = range(CROWD).map(parent);
    const answers = await Promise.all(
      parents.map((body, index) => signUp(gameId, body, `203.0.113.${String(index + 1)}`)),
    );

    expect(countStatuses(answers)).toEqual({ 200: 1, 409: CROWD - 1 });
    const winnerIndex = answers.findIndex((answer) => answer.status === 200);
    const winner = parents[winnerIndex];
    if (!winner) throw new Error("No winner");

    // Every loser is told who was first, by name (counted by message, so a failure shows the odd ones).
    const refusals = answers
      .filter((answer) => answer.status === 409)
      .map((answer) => errorOf(answer.body))
      .reduce<Record<string, number>>((counts, { code, message }) => {
        const key = `${code}: ${message}`;
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {});
    expect.soft(refusals).toEqual({
      [`conflict: ${publicParentName(winnerIndex)} just signed up to bring snacks for this game.`]: CROWD - 1,
    });

    // One parent record, the winner's: losers are refused at the claim, before any record is saved.
    const users = await listUsers();
    expect(users).toHaveLength(1);
    const [volunteer] = users;
    expect(volunteer).toMatchObject({
      name: winner.parentName,
      email: winner.parentEmail,
      phone: winner.parentPhone,
    });

    // The 200 answered with the stored game; the store and the public list agree on the volunteer.
    const won = SnackSignupAnswerSchema.parse(answers[winnerIndex]?.body);
    expect(won.snackParentId).toBe(volunteer?.id);
    expect((await findEvent(gameId)).snackParentId).toBe(volunteer?.id);
  });

  it("names the winner to a parent who loses while the winner's record is still being saved", async () => {
    // The same race as above, made certain: the winner's parent record takes a moment to save (as a
    // write to deployed Blobs does), and a second parent's claim is refused inside that moment.
    const save = usersRepository.create.bind(usersRepository);
    const slowSave = vi.spyOn(usersRepository, "create").mockImplementation(async (record) => {
      await sleep(300);
      return save(record);
    });
    try {
      const gameId = "game-2025-10-19";
      const first = signUp(gameId, parent(1), "203.0.113.1");
      await sleep(50);
      const [won, lost] = await Promise.all([first, signUp(gameId, parent(2), "203.0.113.2")]);
      expect(won.status).toBe(200);
      expect(lost.status).toBe(409);
      expect.soft(errorOf(lost.body)).toEqual({
        code: "conflict",
        message: `${publicParentName(1)} just signed up to bring snacks for this game.`,
      });
      expect((await listUsers()).map((user) => user.email)).toEqual([parent(1).parentEmail]);
    } finally {
      slowSave.mockRestore();
    }
  });

  it("from one client, the rate limit and the claim together still let exactly one through", async () => {
    const gameId = "game-2025-10-04";
    const parents = range(CROWD).map(parent);
    const answers = await Promise.all(parents.map((body) => signUp(gameId, body, "192.0.2.77")));

    // 20 sign-ups per 10 minutes per client: 20 reach the claim (one wins), 30 are turned away first.
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: 19, 429: 30 });
    for (const answer of answers.filter(({ status }) => status === 429)) {
      expect(errorOf(answer.body).code).toBe("rate_limited");
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    const winner = parents[answers.findIndex((answer) => answer.status === 200)];
    const users = await listUsers();
    expect(users.map((user) => user.email)).toEqual([winner?.parentEmail]);
    expect((await findEvent(gameId)).snackParentId).toBe(users[0]?.id);
  });

  it("gives one email address signing up for five games at once two of them, and keeps no record of the rest", async () => {
    const games = [
      "game-2025-09-27",
      "game-2025-10-04",
      "game-2025-10-11",
      "game-2025-10-19",
      "game-2025-10-25",
    ];
    // One mailbox, however it is written: case, spaces and a "+tag" do not make another.
    const emails = [
      "sam@example.com",
      "SAM@example.com",
      "Sam+snacks@Example.com",
      " sam@example.com ",
      "sam+2@EXAMPLE.COM",
    ];
    const answers = await Promise.all(
      games.map((gameId, index) =>
        signUp(
          gameId,
          buildSignup({ parentName: "Sam Rivera", parentEmail: emails[index] ?? "" }),
          `203.0.113.${String(index + 1)}`,
        ),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 200: 2, 409: 3 });
    for (const answer of answers.filter(({ status }) => status === 409)) {
      expect(errorOf(answer.body).message).toMatch(/already bringing snacks to 2 upcoming games/);
    }
    const users = await listUsers();
    expect(users).toHaveLength(2);
    const events = await listEvents();
    const volunteers = games.flatMap(
      (gameId) => events.find((event) => event.id === gameId)?.snackParentId ?? [],
    );
    expect(new Set(volunteers)).toEqual(new Set(users.map((user) => user.id)));
  });

  it("refuses a game that has already started, and changes nothing", async () => {
    const gameId = "game-2025-09-20"; // 9:00 AM Chicago, 2025-09-20T14:00:00Z
    const before = await findEvent(gameId);
    expect(before.date).toBe("2025-09-20T14:00:00.000Z");

    const restore = useEnv({ APP_ENV: "test", APP_NOW: "2025-09-20T12:00:00-05:00" });
    const answers = await Promise.all(
      range(5).map((index) => signUp(gameId, parent(index), `203.0.113.${String(index + 1)}`)),
    ).finally(restore);
    for (const { status, body } of answers) {
      expect(status).toBe(409);
      expect(body).toEqual({ error: { code: "conflict", message: "This game has already been played" } });
    }
    expect(await findEvent(gameId)).toEqual(before);
    expect(await listUsers()).toEqual([]);
  });

  it("refuses a game with a final score the same way, while a score in progress still takes a volunteer", async () => {
    const final = await call(
      fn("game-scores"),
      "/api/game-scores",
      send("POST", { eventId: "game-2025-10-04", homeScore: 3, awayScore: 1, isFinal: true }, coach()),
    );
    expect(final.status).toBe(201);
    const before = await findEvent("game-2025-10-04");

    const refused = await signUp("game-2025-10-04", parent(1), "203.0.113.1");
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: "conflict", message: "This game has already been played" },
    });
    expect(await findEvent("game-2025-10-04")).toEqual(before);
    expect(await listUsers()).toEqual([]);

    const inProgress = await call(
      fn("game-scores"),
      "/api/game-scores",
      send("POST", { eventId: "game-2025-10-11", homeScore: 1, awayScore: 0, isFinal: false }, coach()),
    );
    expect(inProgress.status).toBe(201);
    expect((await signUp("game-2025-10-11", parent(2), "203.0.113.2")).status).toBe(200);
  });
});

describe("players", () => {
  const createPlayer = (body: unknown) => call(fn("players"), "/api/players", send("POST", body, coach()));

  it("creates 50 players at once, each once", async () => {
    const answers = await Promise.all(
      range(CROWD).map((index) =>
        createPlayer(buildPlayerInput({ firstName: `Kid ${pad(index)}`, jerseyNumber: null })),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 201: CROWD });
    const created = answers.map((answer) => PlayerSchema.parse(answer.body));
    expect(new Set(created.map((player) => player.id)).size).toBe(CROWD);

    const roster = await listPlayers();
    expect(roster).toHaveLength(11 + CROWD);
    const ids = new Set(roster.map((player) => player.id));
    expect(created.every((player) => ids.has(player.id))).toBe(true);
  });

  it("gives a free jersey number to exactly one of 20 players asking for it at once", async () => {
    expect((await listPlayers()).some((player) => player.jerseyNumber === 77)).toBe(false);
    const answers = await Promise.all(
      range(20).map((index) =>
        createPlayer(buildPlayerInput({ firstName: `Kid ${pad(index)}`, jerseyNumber: 77 })),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 201: 1, 409: 19 });
    const winner = PlayerSchema.parse(answers.find((answer) => answer.status === 201)?.body);
    for (const answer of answers.filter(({ status }) => status === 409)) {
      expect(errorOf(answer.body)).toEqual({
        code: "conflict",
        message: `Jersey 77 is already worn by ${winner.firstName}`,
      });
    }
    const wearers = (await listPlayers()).filter((player) => player.jerseyNumber === 77);
    expect(wearers.map((player) => player.id)).toEqual([winner.id]);
  });
});

describe("concurrent edits of one post", () => {
  /**
   * What the coach's editor does: read the post, add a tag, send it back with `If-Match`, and on a
   * 409 read again and retry. Returns how many 409s it met on the way.
   */
  async function addTagLikeAClient(id: string, tag: string): Promise<number> {
    for (let conflicts = 0; conflicts < 60; conflicts++) {
      const post = await readPost(id);
      const { status, body } = await editPost(id, { tags: [...post.tags, tag] }, post.revision);
      if (status === 200) return conflicts;
      if (status !== 409) throw new Error(`Unexpected ${String(status)}: ${JSON.stringify(body)}`);
    }
    throw new Error(`Gave up adding ${tag}`);
  }

  it("loses no tag when many editors add one each, with If-Match and retry", async () => {
    const id = "post-snack-schedule";
    const original = await readPost(id);
    expect(original.tags).toEqual(["Snack Schedule"]);
    // A post holds at most 20 tags, so 19 editors fill it exactly next to its one original tag.
    const editors = LIMITS.tags - original.tags.length;
    const tags = range(editors).map((index) => `Tag ${pad(index)}`);

    const conflicts = await Promise.all(tags.map((tag) => addTagLikeAClient(id, tag)));

    const final = await readPost(id);
    expect([...final.tags].sort()).toEqual([...original.tags, ...tags].sort());
    expect(final.tags).toHaveLength(LIMITS.tags);
    expect(final.revision).toBe(original.revision + editors);
    // They really did collide: most editors had to re-read at least once.
    expect(conflicts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
  });

  it("keeps every field of concurrent partial edits of different fields", async () => {
    const id = "post-jersey-pickup";
    const original = await readPost(id);
    const content = "Jerseys are handed out at the first practice. Label them with a laundry marker.";
    const answers = await Promise.all([
      editPost(id, { title: "Jersey pickup moved" }),
      editPost(id, { content }),
      editPost(id, { tags: ["Uniform", "Equipment", "Important"] }),
    ]);
    expect(countStatuses(answers)).toEqual({ 200: 3 });

    const final = await readPost(id);
    expect(final).toMatchObject({
      title: "Jersey pickup moved",
      content,
      tags: ["Uniform", "Equipment", "Important"],
      excerpt: original.excerpt,
      revision: original.revision + 3,
    });
  });

  it("needs If-Match: with it a stale edit is a 409, without it one editor's tag is silently lost", async () => {
    const id = "post-first-game-day";
    const original = await readPost(id);

    // Two editors opened the same revision and save at once: one wins, the other is told to reload.
    const guarded = await Promise.all([
      editPost(id, { tags: [...original.tags, "Carpool"] }, original.revision),
      editPost(id, { tags: [...original.tags, "Weather"] }, original.revision),
    ]);
    expect(countStatuses(guarded)).toEqual({ 200: 1, 409: 1 });
    const stale = guarded.find((answer) => answer.status === 409);
    expect(errorOf(stale?.body).code).toBe("conflict");
    const saved = PostSchema.parse(guarded.find((answer) => answer.status === 200)?.body);
    expect(saved.revision).toBe(original.revision + 1);
    expect((await readPost(id)).tags).toEqual(saved.tags);

    // The same two edits without If-Match both "succeed", and the first one's tag is gone.
    const [first, second] = await Promise.all([readPost(id), readPost(id)]);
    const unguarded = await Promise.all([
      editPost(id, { tags: [...first.tags, "Sunscreen"] }),
      editPost(id, { tags: [...second.tags, "Snacks"] }),
    ]);
    expect(countStatuses(unguarded)).toEqual({ 200: 2 });
    const lastTags = (await readPost(id)).tags;
    expect(lastTags.filter((tag) => tag === "Sunscreen" || tag === "Snacks")).toHaveLength(1);
  });
});

describe("practice generation racing other writes", () => {
  it("loses neither a snack sign-up nor an edit of a game made while it runs", async () => {
    const gameId = "game-2025-09-27";
    const notes = "Kickoff moved to Field 3. Bring a white shirt too.";
    const [generated, signedUp, edited] = await Promise.all([
      call(
        fn("events-practices-generate"),
        "/api/events/practices/generate",
        send("POST", undefined, coach()),
      ),
      signUp(gameId, parent(1), "203.0.113.1"),
      call(fn("events-id"), `/api/events/${gameId}`, send("PUT", { notes }, coach()), {
        params: { id: gameId },
      }),
    ]);
    expect([generated.status, signedUp.status, edited.status]).toEqual([200, 200, 200]);
    expect(PracticeGenerationSchema.parse(generated.body).practices).toHaveLength(20);

    const events = await listEvents();
    expect(events.filter((event) => event.type === "practice")).toHaveLength(20);
    expect(events.filter((event) => event.type === "game")).toHaveLength(8);
    const [volunteer] = await listUsers();
    expect(volunteer?.email).toBe(parent(1).parentEmail);
    expect(events.find((event) => event.id === gameId)).toMatchObject({
      snackParentId: volunteer?.id,
      notes,
    });
  });
});
