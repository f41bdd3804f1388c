// `npm run preview` (after `astro build`): the production build on one machine. NetlifyDev from
// @netlify/dev serves dist/ with the Netlify headers, runs netlify/functions and a local Blobs
// server, the way Netlify does (astro preview is unsupported by the adapter; netlify-cli needs
// the network). PREVIEW_STATE_DIR runs it from a separate folder so its store (and only its
// store) is separate from `npm start`'s, which the end-to-end tests use to start clean.
import { randomBytes } from "node:crypto";
import { cp, mkdir, readFile, rm, symlink } from "node:fs/promises";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { NetlifyDev } from "@netlify/dev";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PORT || 4321);

process.env.APP_ENV ||= "development";
process.env.ASTRO_TELEMETRY_DISABLED = "1";
process.env.SESSION_SECRET ||= randomBytes(32).toString("base64url");
process.env.SITE_URL ||= `http://localhost:${String(port)}`;

/**
 * A copy of what the server needs (a few hundred KB; node_modules is linked), with its own
 * .netlify/blobs-serve. Copies, not links: the function bundler cannot follow linked folders.
 */
async function isolatedRoot(stateDir) {
  const root = resolve(stateDir);
  if (process.argv.includes("--fresh")) await rm(root, { recursive: true, force: true });
  await mkdir(join(root, ".netlify"), { recursive: true });
  for (const name of ["netlify.toml", "package.json", "dist", "netlify", "src", "content", ".netlify/v1"]) {
    await rm(join(root, name), { recursive: true, force: true });
    await cp(join(repoRoot, name), join(root, name), { recursive: true });
  }
  await symlink(join(repoRoot, "node_modules"), join(root, "node_modules")).catch((error) => {
    if (error.code !== "EEXIST") throw error;
  });
  return root;
}

const projectRoot = process.env.PREVIEW_STATE_DIR
  ? await isolatedRoot(process.env.PREVIEW_STATE_DIR)
  : repoRoot;

const netlify = new NetlifyDev({
  projectRoot,
  skipGitignore: true,
  aiGateway: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  environmentVariables: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  server: { enabled: false },
  blobs: { enabled: true },
  functions: { enabled: true },
  headers: { enabled: true },
  redirects: { enabled: true },
  staticFiles: { enabled: true },
});
await netlify.start();

/**
 * Netlify merges the headers the adapter writes to .netlify/v1/config.json (Frameworks API: the
 * hashed CSP of every page, immutable caching of /_astro/*); NetlifyDev does not, so do it here.
 */
const frameworkHeaders =
  JSON.parse(await readFile(join(projectRoot, ".netlify/v1/config.json"), "utf8")).headers ?? [];

function applyFrameworkHeaders(pathname, response) {
  const page = pathname
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "")
    .replace(/(.)\/$/, "$1");
  for (const rule of frameworkHeaders) {
    const matches = rule.for.endsWith("/*") ? page.startsWith(rule.for.slice(0, -1)) : rule.for === page;
    if (matches) for (const [name, value] of Object.entries(rule.values)) response.headers.set(name, value);
  }
  return response;
}

/** What Netlify serves for a path nothing matches: the built 404 page, with its headers, as a 404. */
async function notFound(url) {
  const page = await netlify.handle(new Request(new URL("/404.html", url)));
  if (!page) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return applyFrameworkHeaders("/404", new Response(page.body, { status: 404, headers: page.headers }));
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

const server = createServer(async (req, res) => {
  try {
    const match = await netlify.handleAndIntrospectNodeRequest(req);
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const response = match
      ? match.type === "static"
        ? applyFrameworkHeaders(url.pathname, new Response(match.response.body, match.response))
        : match.response
      : await notFound(url);
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
      res.end(gzipSync(Buffer.from(await response.arrayBuffer())));
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
});

// Loopback only by default: the local coach password is in the README. HOST=0.0.0.0 opens it to
// the local network (to try the site on a phone).
server.listen(port, process.env.HOST || "127.0.0.1", () => {
  console.log(
    `Preview of the production build at http://localhost:${String(port)} (functions and Blobs included)`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    void netlify.stop().finally(() => process.exit(0));
  });
}
