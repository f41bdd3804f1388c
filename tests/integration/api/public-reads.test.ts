/**
 * The public-read limit (docs/api.md#rate-limits): every GET of a cached public route, and of
 * `/api/health`, that reaches a function counts against its client's 120 a minute for that route
 * (its pattern, `/api/seasons/:id`, whatever the id), in the function instance's memory, before any
 * store call; over it the answer is a 429 with `Retry-After` in the one error shape, and a line in
 * the security log that names the route. A query the route does not take is counted too, and
 * refused before the store as well, and so is a 404.
 */
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../../src/lib/domain/errors";
import { consumePublicRead, RATE_LIMITS } from "../../../src/lib/server/rate-limit";
import { errorText } from "../../../src/lib/server/messages";
import { clientKey } from "../../../src/lib/server/secrets";
import type { SecurityLine } from "../../../src/lib/server/security-log";
import { fn, FUNCTIONS, type FunctionModule } from "../../support/api";
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
  "/api/season",
  "/api/seasons",
  "/api/snack-note",
  "/api/users",
  "/calendar.ics",
  "/es/calendar.ics",
].map((path) => ({ path, module: answering(path) }));

/**
 * The cached routes with a path parameter: a made-up id is a 404, which the CDN never keeps, so
 * every one reaches the function.
 */
const BY_ID: { route: string; path: (id: string) => string; module: FunctionModule }[] = [
  { route: "/api/seasons/:id", path: (id: string) => `/api/seasons/${id}` },
  { route: "/seasons/:id/calendar.ics", path: (id: string) => `/seasons/${id}/calendar.ics` },
  { route: "/es/seasons/:id/calendar.ics", path: (id: string) => `/es/seasons/${id}/calendar.ics` },
].map((byId) => ({ ...byId, module: answering(byId.route) }));

/** The function whose `config.path` is `path`. */
function answering(path: string): FunctionModule {
  const module = FUNCTIONS.find((candidate) =>
    [candidate.config.path ?? []].flat().some((candidatePath) => candidatePath === path),
  );
  if (!module) throw new Error(`No function answers ${path}`);
  return module;
}

/** The security-log lines `task` writes, parsed, and what it returned. */
async function withLines<T>(task: () => Promise<T>): Promise<{ result: T; lines: SecurityLine[] }> {
  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  try {
    const result = await task();
    const lines = info.mock.calls.map((args) => JSON.parse(args.map(String).join(" ")) as SecurityLine);
    return { result, lines };
  } finally {
    info.mockRestore();
  }
}

/** The line a 429 of the public-read limit writes for `ip`, reading `route`. */
const limitedLine = (route: string, ip: string) => ({
  log: "security",
  time: expect.any(String) as string,
  event: "rate-limited",
  outcome: "failure",
  limit: "public-read",
  route: `GET ${route}`,
  client: clientKey(ip),
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
      const refused = refusal(() => {
        consumePublicRead("/api/events", client, 30_000);
      });
      expect(refused).toMatchObject({ status: 429, code: "rate_limited", headers: { "Retry-After": "31" } });
      // What a parent reads, in either language.
      expect(errorText(refused, "en")).toBe("Too many requests at once. Try again in 31 seconds.");
      expect(errorText(refused, "es")).toMatch(/31 segundos/);
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
        const {
          result: { status, headers, body },
          lines,
        } = await withLines(() => call(module.handler, path, {}, { ip }));
        expect(proxy.since(from), "store calls").toEqual([]);
        expect(status).toBe(429);
        expect(lines).toEqual([limitedLine(path, ip)]);
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

describe("one count per route, whatever the id", () => {
  it.each(BY_ID)(
    "$route: 120 made-up ids in a minute, each a 404, and the 121st is a 429 naming the route",
    async ({ route, path, module }) => {
      await withEnv({ PUBLIC_READS_PER_MINUTE: undefined }, async () => {
        const ip = newClient();
        const ask = (id: string) => call(module.handler, path(id), {}, { ip, params: { id } });
        for (let id = 1; id <= 120; id += 1) {
          expect((await ask(`x${String(id)}`)).status, `x${String(id)}`).toBe(404);
        }
        proxy.set({ kind: "fail" });
        const from = proxy.seen.length;
        const { result, lines } = await withLines(() => ask("x121"));
        expect(proxy.since(from), "store calls").toEqual([]);
        proxy.set({ kind: "healthy" });
        expect(result.status).toBe(429);
        expect(result.body).toMatchObject({ error: { code: "rate_limited" } });
        expect(Number(result.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
        expect(Number(result.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
        // The route as its function names it, never the id the client typed.
        expect(lines).toEqual([limitedLine(route, ip)]);
        expect(JSON.stringify(lines)).not.toContain("x121");
        expect(
          (await call(module.handler, path("x1"), {}, { ip: newClient(), params: { id: "x1" } })).status,
        ).toBe(404);
      });
    },
  );
});

describe("GET /api/health", () => {
  it("answers a client's 121st call in a minute with a 429, before the store, and logs it", async () => {
    await withEnv({ PUBLIC_READS_PER_MINUTE: undefined }, async () => {
      const ip = newClient();
      for (let check = 0; check < 120; check += 1) {
        expect((await call(fn("health"), "/api/health", {}, { ip })).status).toBe(200);
      }
      proxy.set({ kind: "fail" });
      const from = proxy.seen.length;
      const { result, lines } = await withLines(() => call(fn("health"), "/api/health", {}, { ip }));
      expect(proxy.since(from), "store calls").toEqual([]);
      proxy.set({ kind: "healthy" });
      expect(result.status).toBe(429);
      expect(result.body).toEqual({
        error: {
          code: "rate_limited",
          message: expect.stringMatching(
            /^Too many requests at once\. Try again in \d+ seconds\.$/,
          ) as string,
        },
      });
      expect(result.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(result.headers.get("Cache-Control")).toBe("no-store");
      expect(lines).toEqual([limitedLine("/api/health", ip)]);
      expect(
        (await call(fn("health"), "/api/health", {}, { ip: newClient() })).status,
        "another client",
      ).toBe(200);
    });
  });
});
