// The load test's server: the functions warm in one Node process through the same function host as
// `npm start` and `npm run preview` (scripts/function-host.ts: bundled once, imported once, as a
// warm Netlify function instance holds them), behind one Node HTTP server that also serves a file
// from dist/ as a yardstick. A local Blobs server of its own, seeded from content/ on first use,
// counts every call the functions make to it, so the bench can print the store calls per request.
import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BlobsServer } from "@netlify/blobs/server";
import { createFunctionHost, localClientIp, sendWebResponse, toWebRequest } from "../function-host.ts";
import { blobsContext } from "../blobs-context.ts";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.PORT ?? 4633);
const blobsPort = port + 1;
const stateDir = process.env.BENCH_WARM_DIR ?? join(repoRoot, ".netlify/bench-warm");
const STATIC_FILES = new Map([["/favicon.svg", "image/svg+xml"]]);
/** `{ inFlight, handled, storeCalls }`: what the bench reads between load cases. */
const STATS_PATH = "/_bench/stats";

process.env.APP_ENV ||= "development";
process.env.SESSION_SECRET ||= randomBytes(32).toString("base64url");
process.env.SITE_URL ||= `http://localhost:${String(port)}`;

await rm(stateDir, { recursive: true, force: true });
/** Calls that reached the store (reads, lists, writes, metadata), counted by the store itself. */
let storeCalls = 0;
const token = randomBytes(16).toString("hex");
const blobs = new BlobsServer({
  directory: join(stateDir, "blobs"),
  token,
  port: blobsPort,
  logger: () => undefined,
  onRequest: () => {
    storeCalls += 1;
  },
});
await blobs.start();
const blobsUrl = `http://127.0.0.1:${String(blobsPort)}`;
process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(blobsUrl, token, "bench");

const functions = createFunctionHost({ root: repoRoot, outDir: join(stateDir, "functions") });
await functions.ready();

async function respond(req, res) {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const type = STATIC_FILES.get(url.pathname);
  if (type) {
    const body = await readFile(join(repoRoot, "dist", url.pathname));
    res.writeHead(200, { "Content-Type": type, "Content-Length": body.length });
    res.end(body);
    return;
  }
  const response = (await functions.match(url.pathname, req.method ?? "GET"))
    ? await functions.handle(toWebRequest(req, url.origin), localClientIp(req))
    : null;
  if (!response) {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    return;
  }
  await sendWebResponse(res, response, req.method);
}

/**
 * Requests still being handled. A load-test case ends by closing its connections, but the handlers
 * of the requests in flight run on; the bench waits for this to be 0 before the next case, so one
 * case's backlog does not slow the next, and its store calls are all counted.
 */
let inFlight = 0;
/** Requests whose handler has finished, for the store calls per request. */
let handled = 0;

const server = createServer((req, res) => {
  if (req.url === STATS_PATH) {
    res
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify({ inFlight, handled, storeCalls }));
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
    .finally(() => {
      inFlight -= 1;
      handled += 1;
    });
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
  await Promise.all([functions.close(), blobs.stop()]);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void shutDown().finally(() => process.exit(0));
  });
}
