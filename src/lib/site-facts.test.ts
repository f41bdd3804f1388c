import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { springFacts as springFactsOf } from "../../tests/support/seasons";
import { season as content } from "./content";
import { summarizeSeason } from "./domain/season";
import { buildSeedRecords } from "./domain/seed";
import { PublicSeasonSchema, SiteFactsSchema, type SiteFacts } from "./schemas/seasons";
import {
  contentFacts,
  createSiteFactsReader,
  factsSource,
  SiteFactsError,
  type SiteFactsReaderOptions,
} from "./site-facts";

const STAMP = "2026-01-10T15:00:00.000Z";

/** The facts of a later season, as the store would answer them after the coach started it. */
const springFacts = (name?: string): SiteFacts => springFactsOf(contentFacts(STAMP), name);

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A local source of the facts whose answers each test sets, counting the requests it gets. */
let server: Server;
let origin = "";
let handler: Handler = (_req, res) => res.writeHead(500).end();
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
});

beforeEach(() => {
  requests = 0;
});

const json =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  };

/** Answers each request with the next handler, the last one from then on. */
function inTurn(...handlers: Handler[]): Handler {
  let turn = 0;
  return (req, res) => {
    const next = handlers[Math.min(turn, handlers.length - 1)];
    turn += 1;
    next?.(req, res);
  };
}

/** One page render's `Astro`: its locals are its own. */
const render = (path = "/") => ({ locals: {}, url: new URL(path, "http://localhost:4321") });

/** A reader against the local source, with its notes and waits recorded instead of printed and waited. */
function reader(
  mode: "build" | "dev",
  env: Record<string, string> = { SEASON_SOURCE_URL: origin },
  extra: Partial<SiteFactsReaderOptions> = {},
) {
  const notes = { info: [] as string[], warn: [] as string[], waits: [] as number[] };
  const read = createSiteFactsReader({
    mode,
    env,
    log: { info: (message) => notes.info.push(message), warn: (message) => notes.warn.push(message) },
    sleep: (ms) => {
      notes.waits.push(ms);
      return Promise.resolve();
    },
    ...extra,
  });
  return { read, notes };
}

describe("factsSource", () => {
  it.each([
    {
      case: "SEASON_SOURCE_URL first",
      env: {
        SEASON_SOURCE_URL: "http://127.0.0.1:4321",
        CONTEXT: "production",
        URL: "https://hayslightning.org",
      },
      url: "http://127.0.0.1:4321/api/season",
    },
    {
      case: "an origin with a trailing slash",
      env: { SEASON_SOURCE_URL: "https://hayslightning.org/" },
      url: "https://hayslightning.org/api/season",
    },
    {
      case: "a production build reads the live site",
      env: { CONTEXT: "production", URL: "https://hayslightning.org" },
      url: "https://hayslightning.org/api/season",
    },
  ])("$case", ({ env, url }) => {
    expect(factsSource(env)).toMatchObject({ kind: "url", url });
  });

  it.each([
    { case: "a deploy preview", env: { CONTEXT: "deploy-preview", URL: "https://hayslightning.org" } },
    { case: "a branch deploy", env: { CONTEXT: "branch-deploy", URL: "https://hayslightning.org" } },
    { case: "production without URL", env: { CONTEXT: "production" } },
    { case: "a local build", env: {} },
    { case: "an empty SEASON_SOURCE_URL", env: { SEASON_SOURCE_URL: " " } },
  ])("content/ for $case", ({ env }) => {
    expect(factsSource(env)).toEqual({ kind: "content" });
  });

  it.each(["not a url", "ftp://hayslightning.org"])("refuses SEASON_SOURCE_URL=%s", (value) => {
    expect(() => factsSource({ SEASON_SOURCE_URL: value })).toThrow(SiteFactsError);
  });
});

describe("contentFacts", () => {
  it("are the team and first season an empty store is seeded with", () => {
    const facts = contentFacts(STAMP);
    expect(SiteFactsSchema.parse(facts)).toEqual(facts);
    expect(facts.team).toMatchObject({ name: "Hays Lightning", town: "Kyle, Texas", updatedAt: STAMP });
    const [seeded] = buildSeedRecords(content, STAMP).seasons;
    expect(facts.season).toEqual(PublicSeasonSchema.parse(seeded));
    expect(facts.season).toMatchObject({
      id: "fall-2025",
      label: "Fall 2025",
      division: "U10",
      ages: { min: 9, max: 10 },
    });
    expect(facts.summary).toEqual(summarizeSeason(content));
  });
});

describe("in a build", () => {
  it("reads the source once for every page, however many ask at once", async () => {
    handler = json(200, springFacts());
    const { read, notes } = reader("build");
    const answers = await Promise.all([read(), read(render()), read()]);
    expect(await read()).toBe(answers[0]);
    expect(answers.map((facts) => facts.team.name)).toEqual(["Kyle Thunder", "Kyle Thunder", "Kyle Thunder"]);
    expect(requests).toBe(1);
    expect(notes.info).toEqual([`Site facts: Kyle Thunder, Spring 2026, from ${origin}/api/season.`]);
    expect(notes.warn).toEqual([]);
  });

  it("reads the live site on a Netlify production build", async () => {
    handler = json(200, springFacts("Hays Thunder"));
    const { read } = reader("build", { CONTEXT: "production", URL: origin });
    expect((await read()).team.name).toBe("Hays Thunder");
    expect(requests).toBe(1);
  });

  it("uses content/ without a request when no source is set", async () => {
    const { read, notes } = reader("build", { CONTEXT: "deploy-preview", URL: origin });
    expect((await read()).team.name).toBe("Hays Lightning");
    expect(requests).toBe(0);
    expect(notes.info).toHaveLength(1);
  });

  it("uses content/ with one warning when the source has no such route yet (404)", async () => {
    handler = json(404, { error: { code: "not_found" } });
    const { read, notes } = reader("build");
    expect((await read()).season.label).toBe("Fall 2025");
    await read();
    expect(requests).toBe(1);
    expect(notes.warn).toEqual([
      `Site facts: nothing at ${origin}/api/season yet (404, e.g. a first deploy); the pages show content/'s team and season.`,
    ]);
  });

  it("tries again after a 5xx, a 429 or an answer that is not JSON, waiting a little longer each time", async () => {
    handler = inTurn(
      json(502, {}),
      json(429, {}),
      (_req, res) => res.writeHead(200, { "Content-Type": "text/html" }).end("<html>"),
      json(200, springFacts()),
    );
    const { read, notes } = reader("build");
    expect((await read()).team.name).toBe("Kyle Thunder");
    expect(requests).toBe(4);
    expect(notes.waits).toEqual([500, 2000, 5000]);
  });

  it("fails the build, once for every page, when the source keeps failing", async () => {
    handler = json(503, {});
    const { read, notes } = reader("build");
    const failure = read();
    await expect(failure).rejects.toThrow(SiteFactsError);
    await expect(failure).rejects.toThrow(
      `Could not read the team and season from ${origin}/api/season (tried 4 times): it answered 503. The build stops`,
    );
    await expect(read()).rejects.toBe(await failure.catch((error: unknown) => error));
    expect(requests).toBe(4);
    expect(notes.warn).toEqual([]);
  });

  it("fails the build when the answer does not match the schema, naming the field", async () => {
    const facts = springFacts();
    handler = json(200, { ...facts, team: { ...facts.team, name: "" } });
    const { read } = reader("build");
    await expect(read()).rejects.toThrow(
      /does not match SiteFactsSchema \(team\.name: Team name is required\)/,
    );
    expect(requests).toBe(4);
  });

  it("fails at once on an answer that retrying cannot change (403)", async () => {
    handler = json(403, {});
    const { read, notes } = reader("build");
    await expect(read()).rejects.toThrow("(tried once): it answered 403");
    expect(requests).toBe(1);
    expect(notes.waits).toEqual([]);
  });

  it("fails the build when nothing listens at the source", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => {
      closed.close(() => {
        resolve();
      });
    });
    const { read, notes } = reader("build", { SEASON_SOURCE_URL: `http://127.0.0.1:${String(port)}` });
    await expect(read()).rejects.toThrow("(tried 4 times): fetch failed");
    expect(notes.waits).toHaveLength(3);
  });

  it("fails the build when a request takes too long", async () => {
    handler = () => undefined;
    const { read } = reader("build", { SEASON_SOURCE_URL: origin }, { timeoutMs: 50, retryDelaysMs: [] });
    await expect(read()).rejects.toThrow(/tried once\): .*(timeout|aborted)/i);
  });

  it("fails the build on a SEASON_SOURCE_URL that is not an origin", async () => {
    const { read } = reader("build", { SEASON_SOURCE_URL: "hayslightning.org" });
    await expect(read()).rejects.toThrow("SEASON_SOURCE_URL must be a web origin");
  });
});

describe("under astro dev", () => {
  it("reads the source again on every render, so a change shows on the next page load", async () => {
    handler = json(200, springFacts("Kyle Thunder"));
    const { read } = reader("dev");
    expect((await read(render())).team.name).toBe("Kyle Thunder");
    handler = json(200, springFacts("Kyle Storm"));
    expect((await read(render())).team.name).toBe("Kyle Storm");
    expect((await read()).team.name).toBe("Kyle Storm");
    expect(requests).toBe(3);
  });

  it("reads once for a page and all its components (one render's Astro.locals)", async () => {
    handler = json(200, springFacts());
    const { read } = reader("dev");
    const page = render();
    const facts = await read(page);
    expect(await read({ ...page, url: new URL("/roster", page.url) })).toBe(facts);
    expect(requests).toBe(1);
  });

  it("falls back to content/ with one warning when the source fails, and keeps serving", async () => {
    handler = json(500, {});
    const { read, notes } = reader("dev");
    expect((await read(render())).team.name).toBe("Hays Lightning");
    expect((await read(render())).team.name).toBe("Hays Lightning");
    expect(requests).toBe(2);
    expect(notes.waits).toEqual([]);
    expect(notes.warn).toEqual([
      `Could not read the team and season from ${origin}/api/season (tried once): it answered 500; the pages show content/'s team and season.`,
    ]);
  });

  it("falls back to content/ on a SEASON_SOURCE_URL that is not an origin", async () => {
    const { read, notes } = reader("dev", { SEASON_SOURCE_URL: "hayslightning.org" });
    expect((await read()).team.name).toBe("Hays Lightning");
    expect(notes.warn).toHaveLength(1);
  });

  it("never asks the source while rendering the source's own path (the dev server's 404 for it)", async () => {
    handler = json(200, springFacts());
    const { read, notes } = reader("dev");
    expect((await read(render("/api/season"))).team.name).toBe("Hays Lightning");
    expect(requests).toBe(0);
    expect(notes.warn).toEqual([]);
  });

  it("shows content/ when no source is set, without a note", async () => {
    const { read, notes } = reader("dev", {});
    expect((await read()).team.name).toBe("Hays Lightning");
    expect(requests).toBe(0);
    expect(notes).toEqual({ info: [], warn: [], waits: [] });
  });
});
