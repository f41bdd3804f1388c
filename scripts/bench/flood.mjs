// A flood of contact messages (tests/support/flood-messages.ts): 20,000 written straight into a
// store of the bench's own, then what the coach's reads of it cost: the inbox's first two pages, a
// backup, a restore's preview and the restore that clears it. Each step runs its function in this
// thread through the function host and is timed by this thread's CPU time (what a function spends
// its time limit on, and, unlike the wall clock, the same whatever else shares the machine), while
// the store answers from a worker thread, as Netlify's answers from elsewhere. The wall-clock time
// is reported too; locally it is mostly the lock each write takes in the store's folder. E.g.
// `{ request: "GET /api/backup", messages: 20000, cpuMs: 7400, wallMs: 15800, limit: "longest" }`.
// It runs in a process of its own, its output on stderr: the functions' log lines stay out of the
// report on stdout, and their environment out of the bench's.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { getStore } from "@netlify/blobs";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults.ts";
import { createFunctionHost } from "../function-host.ts";
import { importBundled } from "./bundle.mjs";
import { blobsContext } from "../blobs-context.ts";
import { appNow, log, repoRoot } from "./servers.mjs";

/** The flood's store and bundled functions, emptied at the start of each run. */
const stateDir = join(repoRoot, ".netlify/bench-flood");

/** Runs `step` and answers its result with a row of what it cost this thread. */
async function timed(request, messages, limit, step) {
  const cpu = process.threadCpuUsage();
  const started = performance.now();
  const result = await step();
  const wallMs = performance.now() - started;
  const used = process.threadCpuUsage(cpu);
  const row = { request, messages, cpuMs: (used.user + used.system) / 1000, wallMs, limit };
  log(
    `flood, ${request}: CPU ${(row.cpuMs / 1000).toFixed(1)} s, wall clock ${(wallMs / 1000).toFixed(1)} s`,
  );
  return { row, result };
}

/** The steps of the flood, each a `FloodResult` row, its store on `port`, in a process of its own. */
export async function measureFlood(port) {
  const child = fork(fileURLToPath(import.meta.url), [String(port)], {
    stdio: ["ignore", 2, "inherit", "ipc"],
  });
  let rows;
  child.once("message", (message) => {
    rows = message;
  });
  const [code] = await once(child, "exit");
  if (code !== 0 || !rows) throw new Error(`the flood exited with ${String(code)}, measuring nothing`);
  return rows;
}

async function runFlood(port) {
  log("starting the flood's store and functions");
  await rm(stateDir, { recursive: true, force: true });
  const token = randomBytes(16).toString("hex");
  const worker = new Worker(new URL("./blobs-worker.mjs", import.meta.url), {
    workerData: { directory: join(stateDir, "blobs"), token, port },
  });
  await once(worker, "message");
  const blobsUrl = `http://127.0.0.1:${String(port)}`;
  const site = `http://localhost:${String(port + 1)}`;
  Object.assign(process.env, {
    NETLIFY_BLOBS_CONTEXT: blobsContext(blobsUrl, token, "flood"),
    APP_ENV: "development",
    APP_NOW: appNow,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    SITE_URL: site,
  });
  const host = createFunctionHost({ root: repoRoot, outDir: join(stateDir, "functions") });
  try {
    await host.ready();
    const { FLOOD, writeFlood, STORE_NAME } = await importBundled([
      'export { FLOOD, writeFlood } from "./tests/support/flood-messages";',
      'export { STORE_NAME } from "./src/lib/server/keys";',
    ]);
    let cookie = "";
    const call = async (method, path, body) => {
      const headers = new Headers({ Origin: site });
      if (cookie) headers.set("Cookie", cookie);
      if (body !== undefined) headers.set("Content-Type", "application/json");
      const request = new Request(`${site}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const response = await host.handle(request, "127.0.0.1");
      const text = (await response?.text()) ?? "";
      if (!response?.ok)
        throw new Error(`flood: ${method} ${path} answered ${String(response?.status)} ${text}`);
      return { response, body: text ? JSON.parse(text) : null };
    };

    // The season as content seeds it, and the coach signed in; its backup is the one restored.
    await call("GET", "/api/health");
    const login = await call("POST", "/api/auth/login", {
      email: DEV_COACH_EMAIL,
      password: DEV_COACH_PASSWORD,
    });
    cookie = (login.response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const clean = (await call("GET", "/api/backup")).body;

    const started = performance.now();
    await writeFlood(getStore({ name: STORE_NAME, consistency: "strong" }), FLOOD, Date.parse(appNow));
    log(`flood: ${String(FLOOD)} messages written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const rows = [];
    const step = async (request, limit, run) => {
      const { row, result } = await timed(request, FLOOD, limit, run);
      rows.push(row);
      return result;
    };
    const first = await step("GET /api/contact", "default", () => call("GET", "/api/contact"));
    const cursor = encodeURIComponent(first.body.nextCursor ?? "");
    await step("GET /api/contact, the second page", "default", () =>
      call("GET", `/api/contact?cursor=${cursor}`),
    );
    await step("GET /api/backup", "longest", () => call("GET", "/api/backup"));
    await step("POST /api/backup/restore?dryRun=1", "longest", () =>
      call("POST", "/api/backup/restore?dryRun=1", clean),
    );
    const restored = await step("POST /api/backup/restore", "longest", () =>
      call("POST", "/api/backup/restore", clean),
    );
    const removed = restored.body.diff["contact-messages"].removed;
    if (removed !== FLOOD)
      throw new Error(`flood: the restore removed ${String(removed)} of ${String(FLOOD)}`);
    return rows;
  } finally {
    await host.close();
    worker.postMessage("stop");
    await once(worker, "message");
    await worker.terminate();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await runFlood(Number(process.argv[2]));
  process.send?.(rows, () => process.disconnect());
}
