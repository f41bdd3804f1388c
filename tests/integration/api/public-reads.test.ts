/**
 * The public-read limit (docs/api.md#rate-limits): every GET of a cached public route that reaches a
 * function counts against its client's 120 a minute for that route, in the function instance's
 * memory, before any store call; over it the answer is a 429 with `Retry-After` in the one error
 * shape. A query the route does not take is counted too, and refused before the store as well.
 */
import { describe, expect, it } from "vitest";
import { AppError } from "../../../src/lib/domain/errors";
import { consumePublicRead, RATE_LIMITS } from "../../../src/lib/server/rate-limit";
import { FUNCTIONS, type FunctionModule } from "../../support/api";
import { call } from "../../support/call";
import { useEnv, useSeasonClock, withEnv } from "../../support/env";
import { useFaultyBlobs } from "../../support/use-faulty-blobs";

useSeasonClock();
const proxy = useFaultyBlobs();

/** Every cached public route, with the function that answers it. */
const CACHED: { path: string; module: FunctionModule }[] = [
  "/api/alert",
  "/api/events",
  "/api/events/upcoming",
  "/api/players",
  "/api/posts",
  "/api/snack-note",
  "/api/users",
  "/calendar.ics",
].map((path) => {
  const module = FUNCTIONS.find((candidate) =>
    [candidate.config.path ?? []].flat().some((candidatePath) => candidatePath === path),
  );
  if (!module) throw new Error(`No function answers ${path}`);
  return { path, module };
});

/** Addresses of this file's own (the counts live as long as the process), one per use. */
let nextClient = 150;
const newClient = () => `192.0.2.${String(nextClient++)}`;

/** The error `attempt` throws, e.g. the 429 of a read over the limit. */
function refusal(attempt: () => void): AppError {
  try {
    attempt();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("Expected a refusal");
}

/** Runs `task` with `PUBLIC_READS_PER_MINUTE` at `value` (unset: the default), then puts it back. */
function withLimit(value: string | undefined, task: () => void): void {
  const restore = useEnv({ PUBLIC_READS_PER_MINUTE: value });
  try {
    task();
  } finally {
    restore();
  }
}

describe("the count", () => {
  it("lets a client read a route 120 times within a minute of its first read, then says how long to wait", () => {
    withLimit(undefined, () => {
      expect(RATE_LIMITS.publicRead.limit).toBe(120);
      const client = newClient();
      for (let read = 0; read < 120; read += 1) consumePublicRead("/api/events", client, 1_000 + read);
      expect(
        refusal(() => {
          consumePublicRead("/api/events", client, 30_000);
        }),
      ).toMatchObject({
        status: 429,
        code: "rate_limited",
        message: "Too many requests at once. Try again in 31 seconds.",
        headers: { "Retry-After": "31" },
      });
      // Another route, another client: counted apart.
      consumePublicRead("/api/posts", client, 30_000);
      consumePublicRead("/api/events", newClient(), 30_000);
      // A minute after its first read, the client's next minute begins.
      expect(
        refusal(() => {
          consumePublicRead("/api/events", client, 60_999);
        }).headers,
      ).toEqual({ "Retry-After": "1" });
      consumePublicRead("/api/events", client, 61_000);
    });
  });

  it("follows PUBLIC_READS_PER_MINUTE, and refuses a value that is not a whole number from 1", () => {
    withLimit("2", () => {
      const client = newClient();
      consumePublicRead("/api/events", client, 0);
      consumePublicRead("/api/events", client, 1);
      expect(
        refusal(() => {
          consumePublicRead("/api/events", client, 2);
        }).status,
      ).toBe(429);
    });
    for (const value of ["0", "-5", "1.5", "ten"]) {
      withLimit(value, () => {
        expect(() => {
          consumePublicRead("/api/events", newClient(), 0);
        }).toThrow(`PUBLIC_READS_PER_MINUTE must be a whole number from 1, not "${value}"`);
      });
    }
  });
});

describe("through the routes", () => {
  it.each(CACHED)(
    "$path answers a client over the limit with 429 and Retry-After, before any store call, and no one else",
    async ({ path, module }) => {
      await withEnv({ PUBLIC_READS_PER_MINUTE: "2" }, async () => {
        const ip = newClient();
        for (let read = 0; read < 2; read += 1) {
          expect((await call(module.handler, path, {}, { ip })).status, path).toBe(200);
        }
        proxy.set({ kind: "fail" });
        const from = proxy.seen.length;
        const { status, headers, body } = await call(module.handler, path, {}, { ip });
        expect(proxy.since(from), "store calls").toEqual([]);
        expect(status).toBe(429);
        expect(body).toEqual({
          error: {
            code: "rate_limited",
            message: expect.stringMatching(
              /^Too many requests at once\. Try again in \d+ seconds\.$/,
            ) as string,
          },
        });
        const retryAfter = Number(headers.get("Retry-After"));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(headers.get("Cache-Control")).toBe("no-store");
        expect(headers.get("Netlify-Vary")).toMatch(/^query=\w+$/);
        proxy.set({ kind: "healthy" });
        expect((await call(module.handler, path, {}, { ip: newClient() })).status, "another client").toBe(
          200,
        );
      });
    },
  );

  it.each(CACHED)(
    "$path refuses a query it does not take before any store call",
    async ({ path, module }) => {
      proxy.set({ kind: "fail" });
      const from = proxy.seen.length;
      const { status, body } = await call(module.handler, `${path}?x=1`, {}, { ip: newClient() });
      expect(proxy.since(from), "store calls").toEqual([]);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: "validation_failed" } });
    },
  );

  it("counts a refused query too, so a script cannot call the function at will", async () => {
    await withEnv({ PUBLIC_READS_PER_MINUTE: "2" }, async () => {
      const handler = CACHED.find(({ path }) => path === "/api/events")?.module.handler;
      if (!handler) throw new Error("No /api/events");
      const ip = newClient();
      for (const query of ["?x=1", "?t=2"]) {
        expect((await call(handler, `/api/events${query}`, {}, { ip })).status).toBe(400);
      }
      expect((await call(handler, "/api/events", {}, { ip })).status).toBe(429);
    });
  });
});
