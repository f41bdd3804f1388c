/**
 * The pages follow the team and current season through a rebuild
 * (docs/decisions/019-pages-follow-the-current-season.md): the preview's build hook builds the site
 * again from `GET /api/season` and serves the new build with no moment where a page is missing.
 *
 * The hook's own behaviour, on a preview of its own, from its own copy with its own store, on the
 * port after the `api` project's: the project previews run with the hook off, so that the other
 * specs' writes start no builds. That the functions call the hook when the team or the season
 * changes is the site-builds integration tests' (tests/integration/api/site-builds.test.ts), and a
 * whole change from the coach to the parents' rebuilt pages is seasons.spec.ts's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { summarizeSeason } from "../../src/lib/domain/season";
import { seasonFromContent, teamFromContent } from "../../src/lib/domain/seasons";
import { SeasonContentSchema } from "../../src/lib/schemas/content";
import { SiteFactsSchema, type SiteFacts } from "../../src/lib/schemas/seasons";
import { waitForHealth } from "../../scripts/wait-for-health.mjs";
import { springFacts } from "../support/seasons";
import { E2E_SERVERS, E2E_SITE_URL } from "./servers";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
/** A free port between the project previews' (every other port from E2E_PORT). */
const PORT = E2E_SERVERS.api.port + 1;
const ORIGIN = `http://127.0.0.1:${String(PORT)}`;
const HOOK = `${ORIGIN}/__local/build-hook`;

/** A build takes seconds on a quiet machine, and up to a minute on a busy one. */
const REBUILT_WITHIN = 150_000;

/**
 * What `contentFacts()` (src/lib/site-facts.ts) makes of content/, read here without the JSON
 * imports that Playwright's loader refuses.
 */
function factsOfContent(): SiteFacts {
  const read = (file: string): unknown => JSON.parse(readFileSync(`${repoRoot}content/${file}`, "utf8"));
  const content = SeasonContentSchema.parse({
    team: read("team.json"),
    games: read("games.json"),
    otherEvents: read("events.json"),
    practicePlan: read("practices.json"),
    players: read("players.json"),
    posts: read("posts.json"),
  });
  const stampedAt = new Date().toISOString();
  return SiteFactsSchema.parse({
    team: teamFromContent(content, stampedAt),
    season: seasonFromContent(content, stampedAt),
    summary: summarizeSeason(content),
  });
}

interface Preview {
  /** Every line the preview printed so far. */
  lines: string[];
  stop: () => Promise<void>;
}

/** Starts `npm run preview` on PORT from a fresh copy of the repository and its build, with `env`. */
async function startPreview(env: Record<string, string>): Promise<Preview> {
  const child: ChildProcess = spawn(process.execPath, ["scripts/preview.mjs", "--fresh"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      PREVIEW_STATE_DIR: ".netlify/e2e-preview-rebuild",
      PREVIEW_BUILD_HOOK: "on",
      SITE_URL: E2E_SITE_URL,
      APP_ENV: "development",
      APP_NOW: "2025-09-15T12:00:00-05:00",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      createInterface({ input: stream }).on("line", (line) => {
        lines.push(line);
      });
  }
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      resolve();
    });
  });
  await waitForHealth(`${ORIGIN}/api/health`, 120_000);
  return {
    lines,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Reads `/` until its title has `name`, failing on any answer but a 200 on the way: the switch to
 * a new build leaves no moment without the page. Returns how many reads it took.
 */
async function homeUntilItNames(request: APIRequestContext, name: string): Promise<number> {
  const deadline = Date.now() + REBUILT_WITHIN;
  for (let reads = 1; ; reads += 1) {
    const home = await request.get(`${ORIGIN}/`);
    expect(home.status(), `read ${String(reads)} of / while rebuilding`).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await home.text())?.[1] ?? "";
    if (title.includes(name)) return reads;
    expect(Date.now(), `/ still titled "${title}"`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe("the local build hook", () => {
  test.describe.configure({ timeout: REBUILT_WITHIN + 120_000 });

  /** A stand-in for the live site's `GET /api/season`, answering the facts of a later season. */
  let source: Server;
  let sourceReads = 0;
  const spring = springFacts(factsOfContent());
  let preview: Preview;

  test.beforeAll(async () => {
    source = createServer((_req, res) => {
      sourceReads += 1;
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(spring));
    });
    await new Promise<void>((resolve) => source.listen(0, "127.0.0.1", resolve));
    preview = await startPreview({
      SEASON_SOURCE_URL: `http://127.0.0.1:${String((source.address() as AddressInfo).port)}`,
    });
  });

  test.afterAll(async () => {
    await preview.stop();
    await new Promise<void>((resolve) => {
      source.close(() => {
        resolve();
      });
    });
  });

  test("rebuilds the pages from the source's facts, serving every read of / on the way", async ({
    request,
  }) => {
    const before = await request.get(`${ORIGIN}/`);
    expect(await before.text()).toContain("<title>Hays Lightning U10 Soccer</title>");
    const csp = before.headers()["content-security-policy"];
    expect(sourceReads).toBe(0);

    const hook = await request.post(HOOK);
    expect(hook.status()).toBe(200);
    expect(await hook.text()).toBe("Build queued.");

    const reads = await homeUntilItNames(request, "Kyle Thunder U11 Soccer");
    expect(reads, "/ was read while the site was being built").toBeGreaterThan(1);
    expect(sourceReads).toBe(1);
    expect(preview.lines.filter((line) => line.startsWith("Rebuilt the site in"))).toEqual([
      expect.stringMatching(
        /^Rebuilt the site in \d+\.\d s \(Site facts: Kyle Thunder, Spring 2026, from http/,
      ),
    ]);

    const home = await request.get(`${ORIGIN}/`);
    const html = await home.text();
    expect(html).toContain("Spring 2026 · U11 · Ages 10-11");
    expect(html).toContain("© 2025 Kyle Thunder");
    // The same scripts, so the same hashes: the page's CSP from the new build's config.
    expect(home.headers()["content-security-policy"]).toBe(csp);

    const roster = await (await request.get(`${ORIGIN}/roster`)).text();
    expect(roster).toContain("The players of Kyle Thunder, U11, Spring 2026.");
    expect(roster).toMatch(/&quot;ages&quot;:\[0,&quot;10-11&quot;\]/);
  });

  test("takes the functions' POST only, never a browser's", async ({ request }) => {
    const get = await request.get(HOOK);
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe("POST");
    const crossSite = await request.post(HOOK, { headers: { Origin: "https://example.com" } });
    expect(crossSite.status()).toBe(403);
    const fetchMetadata = await request.post(HOOK, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fetchMetadata.status()).toBe(403);
  });
});
