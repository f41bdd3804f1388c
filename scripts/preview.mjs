// `npm run preview` (after `astro build`): the production build on one machine. NetlifyDev from
// @netlify/dev serves dist/ with the Netlify headers and redirects and runs a local Blobs server,
// the way Netlify does (astro preview is unsupported by the adapter; netlify-cli needs the
// network). The functions run warm in this process through the function host
// (scripts/function-host.ts): bundled once, imported once. FUNCTIONS_RUNTIME=netlify hands them to
// NetlifyDev's own runtime instead, which bundles the function and starts a new worker for every
// request, as one end-to-end project does to test what only that runtime shows.
// PREVIEW_STATE_DIR runs it from a separate folder so its store (and only its store) is separate
// from `npm start`'s, which the end-to-end tests use to start clean. It answers loopback names only
// (and what HOST opens it to), and its functions see a request at its own address, never at the
// Host it was given (scripts/preview-hosts.ts).
// The pages show the team and current season of the store they were built from. The functions
// call the preview's own build hook (BUILD_HOOK_URL, as they call Netlify's in production) when
// those change, and the preview builds the site again from its own GET /api/season into a new
// folder, then serves that folder instead (scripts/local-build-hook.ts; PREVIEW_BUILD_HOOK=off
// turns the hook off). A preview of a store kept from an earlier run builds once at start, since
// the build before it read content/.
import { createHash, randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { NetlifyDev } from "@netlify/dev";
import { createFunctionHost, localClientIp, toWebRequest } from "./function-host.ts";
import { isolatedRoot } from "./isolated-root.mjs";
import {
  answerBuildHook,
  BUILD_HOOK_PATH,
  buildSite,
  coalesce,
  factsLine,
  pointLink,
  removeBuildsExcept,
} from "./local-build-hook.ts";
import { notFoundPage, pastSeasonPage } from "./local-rewrites.ts";
import { onlyFeatures } from "./netlify-dev-features.mjs";
import { guardHosts, previewHostnames } from "./preview-hosts.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PORT || 4321);

process.env.APP_ENV ||= "development";
process.env.ASTRO_TELEMETRY_DISABLED = "1";
process.env.SESSION_SECRET ||= randomBytes(32).toString("base64url");
process.env.SITE_URL ||= `http://localhost:${String(port)}`;

/**
 * What the preview needs of the repository: the build, the functions and what they import, and
 * what building the site again takes (the Astro config, the scripts it imports, public/).
 */
const PREVIEW_FILES = [
  "netlify.toml",
  "package.json",
  ".gitignore",
  "tsconfig.json",
  "astro.config.mjs",
  "dist",
  "netlify",
  "src",
  "content",
  "public",
  "scripts",
  ".netlify/v1",
];

/** A store emptied at start is seeded from content/, as the build before the preview was. */
const freshStore = Boolean(process.env.PREVIEW_STATE_DIR) && process.argv.includes("--fresh");
const projectRoot = process.env.PREVIEW_STATE_DIR
  ? await isolatedRoot(repoRoot, process.env.PREVIEW_STATE_DIR, PREVIEW_FILES, { fresh: freshStore })
  : repoRoot;
// Tailwind finds class names by scanning the project, skipping what git ignores. In a copy inside
// the repository's ignored .netlify/ it skipped nothing and read all of node_modules through the
// link: 30 s more a rebuild, and a stylesheet twice the size. An empty .git makes the copy a root of
// its own for that scan, with the repository's .gitignore; git passes over an empty .git.
if (projectRoot !== repoRoot) await mkdir(join(projectRoot, ".git"), { recursive: true });

/** The preview's own address for its functions and its builds: where it listens, on this machine. */
function ownOrigin(host) {
  if (!host || host === "0.0.0.0") return `http://127.0.0.1:${String(port)}`;
  if (host === "::" || host === "[::]") return `http://[::1]:${String(port)}`;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${String(port)}`;
}
const selfOrigin = ownOrigin(process.env.HOST);
const buildHookOn = process.env.PREVIEW_BUILD_HOOK !== "off";
// Always the preview's own hook, never one from the shell: a local change must not rebuild the
// live site.
if (buildHookOn) process.env.BUILD_HOOK_URL = `${selfOrigin}${BUILD_HOOK_PATH}`;
else delete process.env.BUILD_HOOK_URL;
// Built at once: a local build takes seconds and costs nothing, and no scheduled check runs here
// to start one that waits (docs/decisions/021-builds-on-the-free-plan.md).
process.env.SITE_BUILD_WINDOW_MINUTES ??= "0";

/**
 * The folder the preview serves, a symbolic link: to dist/ at first, then to each new build. Per
 * port, so two previews of one folder never switch each other's pages.
 */
const previewDir = join(projectRoot, ".netlify", `preview-${String(port)}`);
const servedLink = join(previewDir, "site");
const buildsDir = join(previewDir, "builds");
await rm(buildsDir, { recursive: true, force: true });
await mkdir(buildsDir, { recursive: true });
/** The folder the link points at now. */
let servedTarget = join(projectRoot, "dist");
pointLink(servedLink, servedTarget);

const runtime = process.env.FUNCTIONS_RUNTIME || "warm";
if (!["warm", "netlify"].includes(runtime)) {
  throw new Error(`FUNCTIONS_RUNTIME must be "warm" or "netlify", not "${runtime}"`);
}
/** The functions, warm in this process; null when NetlifyDev's per-request runtime runs them. */
const functions = runtime === "warm" ? createFunctionHost({ root: projectRoot }) : null;

/**
 * NetlifyDev's static files come from the publish folder of the resolved config, read for each
 * request; this points it at the link, which each rebuild moves.
 */
class PreviewNetlifyDev extends NetlifyDev {
  async getConfig() {
    const config = await super.getConfig();
    config.config.build.publish = servedLink;
    return config;
  }
}

const netlify = new PreviewNetlifyDev({
  projectRoot,
  skipGitignore: true,
  ...onlyFeatures([
    "blobs",
    "headers",
    "redirects",
    "staticFiles",
    ...(functions === null ? ["functions"] : []),
  ]),
});
await netlify.start();
// Bundled and imported before the first request, on the Blobs store NetlifyDev has just started.
await functions?.ready();

/**
 * Netlify merges the headers the adapter writes to .netlify/v1/config.json (Frameworks API: the
 * hashed CSP of every page, immutable caching of /_astro/*); NetlifyDev does not, so do it here.
 */
async function readFrameworkHeaders() {
  return JSON.parse(await readFile(join(projectRoot, ".netlify/v1/config.json"), "utf8")).headers ?? [];
}
let frameworkHeaders = await readFrameworkHeaders();

function applyFrameworkHeaders(pathname, response) {
  const path = pathname
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "")
    .replace(/(.)\/$/, "$1");
  // netlify.toml's rewrite serves every past season's address its language's one page, with that
  // page's CSP.
  const page = pastSeasonPage(path)?.slice(0, -1) ?? path;
  for (const rule of frameworkHeaders) {
    const matches = rule.for.endsWith("/*") ? page.startsWith(rule.for.slice(0, -1)) : rule.for === page;
    if (matches) for (const [name, value] of Object.entries(rule.values)) response.headers.set(name, value);
  }
  return response;
}

/**
 * Whether `pathname` is an address a 404 rule answers: one of its own (e.g. under /es) with no
 * built file, as Netlify finds files (`/es/schedule` is es/schedule/index.html or es/schedule.html).
 */
function isMissingPage(pathname) {
  if (notFoundPage(pathname) === "/404.html") return false;
  const path = join(servedLink, decodeURIComponent(pathname));
  const candidates = [path, join(path, "index.html"), `${path.replace(/\/$/, "")}.html`];
  return !candidates.some((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

/** The built page at `path` (e.g. "/es/past-season/"), with its headers, or the 404 when it is missing. */
async function staticPage(path, url) {
  const page = await netlify.handle(new Request(new URL(path, url)));
  return page ? applyFrameworkHeaders(path, new Response(page.body, page)) : notFound(url);
}

/**
 * What Netlify serves for a path nothing matches: the built 404 page of its language (netlify.toml's
 * `/es/*` rule), with its headers, as a 404.
 */
async function notFound(url) {
  const path = notFoundPage(url.pathname);
  const page = await netlify.handle(new Request(new URL(path, url)));
  if (!page) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return applyFrameworkHeaders(path, new Response(page.body, { status: 404, headers: page.headers }));
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/**
 * Netlify's CDN compresses text on the way out; so does the preview, or every byte count and
 * Lighthouse's simulated download times would be those of uncompressed files.
 */
function shouldGzip(req, response) {
  return (
    req.method !== "HEAD" &&
    Boolean(response.body) &&
    /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") &&
    !response.headers.has("content-encoding") &&
    COMPRESSIBLE.test(response.headers.get("content-type") ?? "")
  );
}

/** Compressed answers by the hash of their bytes: the same script or page is compressed once. */
const compressed = new Map();

function gzipOnce(body) {
  const key = createHash("sha1").update(body).digest("base64");
  let gzipped = compressed.get(key);
  if (!gzipped) {
    gzipped = gzipSync(body);
    if (compressed.size >= 1000) compressed.clear();
    compressed.set(key, gzipped);
  }
  return gzipped;
}

/** The build running now, to stop with the preview. */
let currentBuild = null;

/**
 * Builds the site from the preview's own store (or SEASON_SOURCE_URL when set) into a new folder,
 * then serves it and its page headers together. A build that fails leaves the last one served.
 */
async function rebuild() {
  const outDir = join(buildsDir, String(Date.now()));
  const previous = servedTarget;
  currentBuild = buildSite({
    root: projectRoot,
    outDir,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: "1",
      SEASON_SOURCE_URL: process.env.SEASON_SOURCE_URL || selfOrigin,
    },
  });
  const { ok, output, ms } = await currentBuild.result;
  currentBuild = null;
  const seconds = `${(ms / 1000).toFixed(1)} s`;
  if (!ok) {
    await rm(outDir, { recursive: true, force: true });
    const tail = output.trim().split("\n").slice(-20).join("\n");
    console.error(`Rebuild failed after ${seconds}; still serving the previous build.\n${tail}`);
    return;
  }
  const headers = await readFrameworkHeaders();
  // The link and the headers change together, in one turn of the event loop: no page is served with
  // the other build's CSP hashes.
  pointLink(servedLink, outDir);
  frameworkHeaders = headers;
  servedTarget = outDir;
  // The build before stays a while for requests that found a file there a moment ago.
  await removeBuildsExcept(buildsDir, [outDir, previous]);
  console.log(`Rebuilt the site in ${seconds} (${factsLine(output) ?? "Site facts: see astro build"})`);
}

const builds = coalesce(rebuild, (error) => console.error("Rebuild failed:", error));

/** The build hook's answer (scripts/local-build-hook.ts). */
function buildHook(req) {
  const hook = answerBuildHook({
    method: req.method,
    headers: req.headers,
    remoteAddress: req.socket.remoteAddress,
    localAddress: req.socket.localAddress,
  });
  if (hook.build) builds.request();
  return new Response(hook.message, {
    status: hook.status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      ...(hook.status === 405 ? { Allow: "POST" } : {}),
    },
  });
}

/** The answer of the function that claims the request, or of NetlifyDev (static files, 404). */
async function answer(req, url) {
  if (buildHookOn && url.pathname === BUILD_HOOK_PATH) return buildHook(req);
  if (functions && (await functions.match(url.pathname, req.method ?? "GET"))) {
    const response = await functions.handle(toWebRequest(req, url.origin), localClientIp(req));
    if (response) return response;
  }
  // netlify.toml's page rules, answered here as Netlify answers them: NetlifyDev lets the `/es/*`
  // 404 rule take /es/seasons/<id> too, and serves that rule's page (for a missing page) as a 200.
  const season = pastSeasonPage(url.pathname);
  if (season) return staticPage(season, url);
  const match = await netlify.handleAndIntrospectNodeRequest(req);
  if (!match || (match.type === "redirect" && isMissingPage(url.pathname))) return notFound(url);
  // A page under /es that exists comes back as the `/es/*` rule's match, served from its file: it
  // takes its page's headers (the CSP) as any static page does.
  return match.type === "static" || match.type === "redirect"
    ? applyFrameworkHeaders(url.pathname, new Response(match.response.body, match.response))
    : match.response;
}

/** Sends the answer to a request whose host guardHosts let through, at the preview's `url`. */
async function respond(req, res, url) {
  try {
    const response = await answer(req, url);
    const gzip = shouldGzip(req, response);
    // Set-Cookie must stay one header per cookie; every other header is sent as it is.
    const headers = [...response.headers].filter(
      ([name]) => name !== "set-cookie" && !(gzip && name === "content-length"),
    );
    if (gzip) headers.push(["content-encoding", "gzip"], ["vary", "Accept-Encoding"]);
    res.writeHead(response.status, [
      ...headers.flat(),
      ...response.headers.getSetCookie().flatMap((c) => ["Set-Cookie", c]),
    ]);
    if (gzip) {
      // Whole answers, not streams: the preview's answers are small, and a stream cut short by a
      // client that left (a page navigated away) made Node throw outside any handler.
      res.end(gzipOnce(Buffer.from(await response.arrayBuffer())));
      return;
    }
    if (response.body && req.method !== "HEAD") {
      for await (const chunk of response.body) res.write(chunk);
    }
    res.end();
  } catch (error) {
    console.error("Preview server error:", error);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
    res.end("Internal error");
  }
}

const server = createServer(guardHosts(respond, { port, hostnames: previewHostnames(process.env.HOST) }));

// Loopback only by default: the local coach password is in the README. HOST=0.0.0.0 opens it to
// the local network (to try the site on a phone), and to requests for this machine's addresses.
server.listen(port, process.env.HOST || "127.0.0.1", () => {
  console.log(
    `Preview of the production build at http://localhost:${String(port)} (functions ${runtime === "warm" ? "warm in this process" : "in Netlify's per-request runtime"}, Blobs included${buildHookOn ? "; rebuilds when the team or season changes" : ""})`,
  );
  if (buildHookOn && !freshStore) builds.request();
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    currentBuild?.stop();
    void Promise.all([netlify.stop(), functions?.close()]).finally(() => process.exit(0));
  });
}
