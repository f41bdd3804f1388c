/// <reference types="astro/client" />
// For import.meta.env: the functions' typecheck reads src/lib without the site's src/env.d.ts.
/**
 * The team and its current season as every page shows them: `{ team, season, summary }`, the
 * answer of `GET /api/season` (docs/decisions/019-pages-follow-the-current-season.md). The pages are
 * static, so these facts are read when a page is rendered: once per build, and on every render
 * under `astro dev`. A change in the store reaches the pages through a rebuild.
 *
 * Where they come from, first match wins:
 * 1. `SEASON_SOURCE_URL` (an origin): `GET <origin>/api/season`.
 * 2. A Netlify production build (`CONTEXT=production` and `URL`): the live site's `GET <URL>/api/season`.
 *    A build has no Blobs credentials of its own, but the live site's public API reads the store.
 * 3. Anything else (deploy previews and branch deploys, whose stores start from content/, local
 *    builds, tests): the facts of content/, exactly what an empty store is seeded with.
 *
 * A 404 from the source means no site answers it yet (the first deploy): content/ with one
 * warning. A network error, a 429 or 5xx, or an answer that fails `SiteFactsSchema` is tried again a
 * few times, then fails the build: Netlify keeps the last good deploy live, which is better than
 * publishing facts that may be stale. Under `astro dev` nothing is kept between renders, and a
 * failure falls back to content/ with a warning so the dev server keeps serving.
 */
import { season as content } from "./content";
import { summarizeSeason } from "./domain/season";
import { seasonFromContent, teamFromContent } from "./domain/seasons";
import { SiteFactsSchema, type SiteFacts } from "./schemas/seasons";

export type { SiteFacts };

/** The path of the source's answer, on the origin it is given. */
export const SITE_FACTS_PATH = "/api/season";

/** Where the facts come from, e.g. `{ kind: "url", url: "https://hayslightning.org/api/season", … }`. */
export type SiteFactsSource =
  { kind: "url"; url: string; setting: "SEASON_SOURCE_URL" | "URL" } | { kind: "content" };

/** Thrown when the facts cannot be read from their source: the build stops with this message. */
export class SiteFactsError extends Error {
  override readonly name = "SiteFactsError";
}

type Env = Readonly<Record<string, string | undefined>>;

/** `https://hayslightning.org` → `https://hayslightning.org/api/season`; anything but http(s) is refused. */
function sourceUrl(origin: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(SITE_FACTS_PATH, origin);
  } catch {
    throw new SiteFactsError(
      `${setting} must be a web origin such as https://hayslightning.org, not "${origin}"`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new SiteFactsError(`${setting} must start with https:// or http://, not "${origin}"`);
  }
  return url.href;
}

/** Which source the environment names (see the module's comment), e.g. `factsSource({ CONTEXT: "deploy-preview" })` → content/. */
export function factsSource(env: Env): SiteFactsSource {
  const configured = env.SEASON_SOURCE_URL?.trim();
  if (configured) {
    return { kind: "url", url: sourceUrl(configured, "SEASON_SOURCE_URL"), setting: "SEASON_SOURCE_URL" };
  }
  const live = env.URL?.trim();
  if (env.CONTEXT === "production" && live) {
    return { kind: "url", url: sourceUrl(live, "URL"), setting: "URL" };
  }
  return { kind: "content" };
}

/**
 * The facts of content/: the team record, the first season and its summary that an empty store is
 * seeded with. `stampedAt` only fills the records' timestamps, which no page shows.
 */
export function contentFacts(stampedAt = new Date().toISOString()): SiteFacts {
  return SiteFactsSchema.parse({
    team: teamFromContent(content, stampedAt),
    season: seasonFromContent(content, stampedAt),
    summary: summarizeSeason(content),
  });
}

/** What one request to the source came to. */
type Attempt =
  | { outcome: "facts"; facts: SiteFacts }
  | { outcome: "absent" }
  | { outcome: "retry"; problem: string }
  | { outcome: "fail"; problem: string };

/** The first few problems of an answer that failed the schema, e.g. `team.name: Team name is required`. */
function schemaProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const shown = issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join(".") || "(top level)"}: ${issue.message}`);
  const more = issues.length > 3 ? ` and ${String(issues.length - 3)} more` : "";
  return `the answer does not match SiteFactsSchema (${shown.join("; ")}${more})`;
}

/** What a render gives `siteFacts`: `Astro` itself, e.g. `siteFacts(Astro)`. */
export interface RenderScope {
  /** One object per render, shared by the page and its components. */
  locals: object;
  url: URL;
}

/** Reads the facts for a render (see `siteFacts`). */
export type SiteFactsReader = (render?: RenderScope) => Promise<SiteFacts>;

export interface SiteFactsReaderOptions {
  /**
   * `build`: read once per process (every page of a build shows the same facts), and a failure
   * fails the build. `dev`: read on every render, and a failure falls back to content/.
   */
  mode: "build" | "dev";
  /** Read on every call; by default `process.env`. */
  env?: Env;
  fetch?: typeof globalThis.fetch;
  /** Where the one-line notes go; by default the console. */
  log?: { info: (message: string) => void; warn: (message: string) => void };
  /** The waits before each retry; by default 0.5, 2 and 5 s in a build and no retry under dev. */
  retryDelaysMs?: readonly number[];
  /** How long one request may take; by default 10 s in a build and 5 s under dev. */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** A reader of the facts, e.g. `createSiteFactsReader({ mode: "build" })()`. See `siteFacts`. */
export function createSiteFactsReader(options: SiteFactsReaderOptions): SiteFactsReader {
  const building = options.mode === "build";
  const retryDelays = options.retryDelaysMs ?? (building ? [500, 2000, 5000] : []);
  const timeoutMs = options.timeoutMs ?? (building ? 10_000 : 5000);
  const log = options.log ?? {
    info: (message) => {
      console.log(message);
    },
    warn: (message) => {
      console.warn(message);
    },
  };
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const request = options.fetch ?? ((input, init) => fetch(input, init));
  /** A dev server would repeat the same warning on every page: once per distinct message is enough. */
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (building || !warned.has(message)) log.warn(message);
    warned.add(message);
  };

  async function attempt(url: string): Promise<Attempt> {
    let response: Response;
    try {
      response = await request(url, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { outcome: "retry", problem: error instanceof Error ? error.message : String(error) };
    }
    const status = `it answered ${String(response.status)}`;
    if (response.status === 404) return { outcome: "absent" };
    if (response.status === 429 || response.status >= 500) return { outcome: "retry", problem: status };
    if (!response.ok) return { outcome: "fail", problem: status };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { outcome: "retry", problem: `${status} with a body that is not JSON` };
    }
    const parsed = SiteFactsSchema.safeParse(body);
    return parsed.success
      ? { outcome: "facts", facts: parsed.data }
      : { outcome: "retry", problem: schemaProblems(parsed.error.issues) };
  }

  /** The facts from `url`, or null when nothing answers there yet (404). */
  async function fromUrl(url: string): Promise<SiteFacts | null> {
    for (let tries = 1; ; tries += 1) {
      const result = await attempt(url);
      if (result.outcome === "facts") return result.facts;
      if (result.outcome === "absent") return null;
      const wait = retryDelays[tries - 1];
      if (result.outcome === "fail" || wait === undefined) {
        const times = tries === 1 ? "once" : `${String(tries)} times`;
        throw new SiteFactsError(
          `Could not read the team and season from ${url} (tried ${times}): ${result.problem}`,
        );
      }
      await sleep(wait);
    }
  }

  async function read(): Promise<SiteFacts> {
    let source: SiteFactsSource;
    try {
      source = factsSource(options.env ?? process.env);
    } catch (error) {
      if (building) throw error;
      warn(`${String(error)}; the pages show content/'s team and season.`);
      return contentFacts();
    }
    if (source.kind === "content") {
      if (building)
        log.info(
          "Site facts: the team and season of content/ (no SEASON_SOURCE_URL, not a production build).",
        );
      return contentFacts();
    }
    let facts: SiteFacts | null;
    try {
      facts = await fromUrl(source.url);
    } catch (error) {
      if (!building) {
        warn(
          `${error instanceof Error ? error.message : String(error)}; the pages show content/'s team and season.`,
        );
        return contentFacts();
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new SiteFactsError(
        `${message}. The build stops rather than publish pages with facts that may be stale (on Netlify the last good deploy stays live). Check that ${source.url} answers, or set SEASON_SOURCE_URL to a site that does.`,
      );
    }
    if (facts === null) {
      warn(
        `Site facts: nothing at ${source.url} yet (404, e.g. a first deploy); the pages show content/'s team and season.`,
      );
      return contentFacts();
    }
    if (building) log.info(`Site facts: ${facts.team.name}, ${facts.season.label}, from ${source.url}.`);
    return facts;
  }

  let once: Promise<SiteFacts> | undefined;
  const perRender = new WeakMap<object, Promise<SiteFacts>>();
  return (render) => {
    if (building) return (once ??= read());
    if (render === undefined) return read();
    // The dev server answers a path no function claims with the 404 page, whose layout asks for
    // the facts again: without this, a source that is missing its route would recurse until timeout.
    if (render.url.pathname === SITE_FACTS_PATH) return Promise.resolve(contentFacts());
    let facts = perRender.get(render.locals);
    if (!facts) {
      facts = read();
      perRender.set(render.locals, facts);
    }
    return facts;
  };
}

let reader: SiteFactsReader | undefined;

/**
 * The team and current season for the page being rendered, e.g. in a frontmatter:
 * `const { team, season } = await siteFacts(Astro);`. A build reads them once for all its pages;
 * `astro dev` reads them once per render (the page and its components share one read through the
 * render's `Astro.locals`), so a change shows on the next page load.
 */
export function siteFacts(render?: RenderScope): Promise<SiteFacts> {
  reader ??= createSiteFactsReader({ mode: import.meta.env.PROD ? "build" : "dev" });
  return reader(render);
}
