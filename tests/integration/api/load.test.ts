/**
 * A game-day rush against the real local Blobs server: 200 parents on 200 phones press Sign Up at
 * once, spread over the season's 8 games, all still open (the clock is fixed before the first
 * game). Exactly one parent gets each game, only the 8 winners are stored, every other parent hears
 * who was first, and nothing else in the store changes. The one-game race of 50 parents is in
 * races.test.ts; a client over the rate limit gets 429 and changes nothing (rate-limits.test.ts).
 *
 * Bounded: a fixed count and a time limit; the elapsed time and throughput are printed, not judged.
 */
import { isDeepStrictEqual } from "node:util";
import * as z from "zod/mini";
import { beforeAll, describe, expect, it } from "vitest";
import { EventSchema, type Event } from "../../../src/lib/schemas/events";
import { UserSchema } from "../../../src/lib/schemas/snacks";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { asCoach, fn, send, signInAsCoach } from "../../support/api";
import { buildSignup, parentName, publicParentName } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";
import { changedKeys, contents } from "../../support/store-snapshot";

useSeasonClock();

const PARENTS = 200;
const TIME_LIMIT_MS = 60_000;

/** Parent `index`, from their own address, e.g. `{ parentName: "Aah Parent", … }` at 10.0.0.7. */
const parent = (index: number) => ({
  publicName: publicParentName(index),
  body: buildSignup({
    parentName: parentName(index),
    parentEmail: `parent${String(index)}@example.com`,
    parentPhone: `(512) 555-${String(1000 + index)}`,
  }),
  ip: `10.0.${String(Math.floor(index / 250))}.${String((index % 250) + 1)}`,
});

async function listEvents(): Promise<Event[]> {
  const { status, body } = await call(fn("events"), "/api/events");
  expect(status).toBe(200);
  return z.array(EventSchema).parse(body);
}

/** Rejects with a clear message once `ms` have passed, so a hang fails the test instead of stalling it. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`Not done within ${String(ms)} ms`));
    }, ms);
  });
  return Promise.race([work, limit]).finally(() => {
    clearTimeout(timer);
  });
}

describe(`${String(PARENTS)} snack sign-ups at once over the 8 games`, () => {
  let coach = "";
  beforeAll(async () => {
    coach = await signInAsCoach("198.51.100.91");
  });

  it(
    "give each game exactly one volunteer, store only the 8 winners, and change nothing else",
    async () => {
      const games = (await listEvents()).filter((event) => event.type === "game");
      expect(games, "the season's games").toHaveLength(8);
      expect(games.every((game) => game.snackParentId === null)).toBe(true);
      const before = await contents();

      const parents = Array.from({ length: PARENTS }, (_, index) => ({
        ...parent(index),
        gameId: games[index % games.length]?.id ?? "",
      }));
      const started = performance.now();
      const answers = await within(
        TIME_LIMIT_MS,
        Promise.all(
          parents.map(({ body, ip, gameId }) =>
            call(fn("events-snack-signup"), `/api/events/${gameId}/snack-signup`, send("PUT", body), {
              params: { id: gameId },
              ip,
            }),
          ),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${String(PARENTS)} sign-ups in ${seconds.toFixed(2)} s: ${(PARENTS / seconds).toFixed(0)} requests/s`,
      );

      const statuses = answers.reduce<Record<number, number>>((counts, { status }) => {
        counts[status] = (counts[status] ?? 0) + 1;
        return counts;
      }, {});
      expect(statuses).toEqual({ 200: 8, 409: PARENTS - 8 });

      // One winner per game, and the winner's answer is the stored game.
      const winners = new Map<string, (typeof parents)[number]>();
      answers.forEach((answer, index) => {
        const entry = parents[index];
        if (answer.status !== 200 || !entry) return;
        expect(winners.has(entry.gameId), `a second winner for ${entry.gameId}`).toBe(false);
        winners.set(entry.gameId, entry);
      });
      expect([...winners.keys()].sort()).toEqual(games.map((game) => game.id).sort());

      // Every loser hears who got their game.
      answers.forEach((answer, index) => {
        const entry = parents[index];
        if (answer.status !== 409 || !entry) return;
        expect(ApiErrorSchema.parse(answer.body).error).toEqual({
          code: "conflict",
          message: `${winners.get(entry.gameId)?.publicName ?? "?"} just signed up to bring snacks for this game.`,
        });
      });

      // Exactly the 8 winners are parents on file, each volunteering for the game they won.
      const { body } = await call(fn("users"), "/api/users", asCoach(coach));
      const users = z.array(UserSchema).parse(body);
      expect(users).toHaveLength(8);
      const events = await listEvents();
      for (const [gameId, winner] of winners) {
        const volunteer = users.find(
          (user) => user.id === events.find((event) => event.id === gameId)?.snackParentId,
        );
        expect(volunteer, gameId).toMatchObject({
          name: winner.body.parentName,
          email: winner.body.parentEmail,
          phone: winner.body.parentPhone,
        });
      }

      // Nothing else changed: the 8 games (their volunteer and updatedAt only) and the 8 new parents.
      const after = await contents();
      const changed = changedKeys(before, after, isDeepStrictEqual);
      expect(changed).toEqual(
        [...games.map((game) => `events/${game.id}`), ...users.map((user) => `users/${user.id}`)].sort(),
      );
      for (const game of games) {
        const stored = EventSchema.parse(after.get(`events/${game.id}`));
        expect({ ...stored, snackParentId: null, updatedAt: game.updatedAt }).toEqual(game);
      }
    },
    TIME_LIMIT_MS + 30_000,
  );
});
