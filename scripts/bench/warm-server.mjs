// The load test's server: the public GET functions bundled once and imported once, as a warm
// Netlify function instance holds them, behind one Node HTTP server that also serves a file from
// dist/ as a yardstick. The preview cannot stand in for this: its local runtime starts a new worker
// and imports the function afresh for every request, so every request there is a cold start
// (docs/performance.md). A real local Blobs server, seeded from content/ on first use.
import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BlobsServer } from "@netlify/blobs/server";
import { build } from "esbuild";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.PORT ?? 4633);
const blobsPort = port + 1;
const stateDir = process.env.BENCH_WARM_DIR ?? join(repoRoot, ".netlify/bench-warm");
const FUNCTIONS = ["health", "events", "posts", "calendar"];
const STATIC_FILES = new Map([["/favicon.svg", "image/svg+xml"]]);
const IN_FLIGHT_PATH = "/_bench/in-flight";

process.env.APP_ENV ||= "development";
process.env.SESSION_SECRET ||= randomBytes(32).toString("base64url");
process.env.SITE_URL ||= `http://localhost:${String(port)}`;

await rm(stateDir, { recursive: true, force: true });
const token = randomBytes(16).toString("hex");
const blobs = new BlobsServer({
  directory: join(stateDir, "blobs"),
  token,
  port: blobsPort,
  logger: () => undefined,
});
await blobs.start();
const blobsUrl = `http://127.0.0.1:${String(blobsPort)}`;
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
  JSON.stringify({ apiURL: blobsUrl, edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, siteID: "bench", token }),
).toString("base64");

// Inside the repository, so the bundles find node_modules; packages stay external as on Netlify.
await build({
  entryPoints: FUNCTIONS.map((name) => join(repoRoot, "netlify/functions", `${name}.mts`)),
  outdir: join(stateDir, "functions"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node22",
  logLevel: "warning",
});

/** config.path → handler, e.g. "/api/events" → the events function. */
const handlers = new Map();
for (const name of FUNCTIONS) {
  const module = await import(pathToFileURL(join(stateDir, "functions", `${name}.mjs`)).href);
  handlers.set(module.config.path, module.default);
}

async function respond(req, res) {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const type = STATIC_FILES.get(url.pathname);
  if (type) {
    const body = await readFile(join(repoRoot, "dist", url.pathname));
    res.writeHead(200, { "Content-Type": type, "Content-Length": body.length });
    res.end(body);
    return;
  }
  const handler = handlers.get(url.pathname);
  if (!handler) {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    return;
  }
  const request = new Request(url, { method: req.method, headers: req.headers });
  const response = await handler(request, { params: {}, ip: req.socket.remoteAddress ?? "127.0.0.1" });
  res.writeHead(response.status, [...response.headers].flat());
  if (response.body) await pipeline(Readable.fromWeb(response.body), res);
  else res.end();
}

/**
 * Requests still being handled. A load-test case ends by closing its connections, but the handlers
 * of the requests in flight run on; the bench waits for this to be 0 before the next case, so one
 * case's backlog does not slow the next.
 */
let inFlight = 0;

const server = createServer((req, res) => {
  if (req.url === IN_FLIGHT_PATH) {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ inFlight }));
    return;
  }
  // Counted until the handler is done, not until the connection closes: a load case ends by
  // closing its connections while their handlers are still reading the store.
  inFlight += 1;
  respond(req, res)
    .catch((error) => {
      // The client closed the connection mid-answer: the end of a load-test case, not an error.
      if (error.code === "ERR_STREAM_PREMATURE_CLOSE" || error.code === "ERR_STREAM_DESTROYED") return;
      console.error("Bench server error:", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("Internal error");
    })
    .finally(() => (inFlight -= 1));
});
server.listen(port, "127.0.0.1");

/**
 * Stops taking requests, lets those in flight finish (the last load case leaves a backlog; cutting
 * the store from under it only prints connection errors), then stops the store. Bounded well inside
 * the bench's 10 s before it kills the process.
 */
async function shutDown() {
  server.close();
  const deadline = Date.now() + 8000;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await blobs.stop();
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void shutDown().finally(() => process.exit(0));
  });
}
