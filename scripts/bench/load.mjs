// The load test: autocannon against every public read and a static file, at 10 and then 50
// connections, on the functions warm in one process (scripts/bench/warm-server.mjs), with the
// store calls each request made, e.g. `{ target: "/api/events", connections: 50,
// requestsPerSecond: 1173, p50Ms: 40.9, …, storeCallsPerRequest: 1 }`.
import autocannon from "autocannon";
import { LOAD_CONNECTIONS, LOAD_TARGETS, MAX_CASE_SECONDS } from "./config.ts";
import { log, startServer } from "./servers.mjs";
import { loadCaseDone, percentile } from "./stats.ts";

export const WARM_UP_SECONDS = 1;
/** How long the load test's warm server keeps a snapshot: longer than the whole load test. */
export const SNAPSHOT_KEPT_MS = 600_000;
/** What the load test's server allows one address: more than any case sends (thousands a second). */
const LOAD_PUBLIC_READS_PER_MINUTE = 1_000_000_000;
/** An answer slower than this counts as a failure (autocannon's default, 10 s, cuts off a busy machine's tail). */
const TIMEOUT_SECONDS = 30;

/** The warm server's counts: requests in flight and handled, calls that reached its store. */
async function serverStats(port) {
  const response = await fetch(`http://127.0.0.1:${String(port)}/_bench/stats`);
  return response.json();
}

/** Waits until the warm server has finished every request (see its in-flight count). */
async function waitForIdleServer(port) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const stats = await serverStats(port);
    if (stats.inFlight === 0) return stats;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the warm server was still busy after a minute");
}

/**
 * One load case: a warm-up, then `duration` seconds or more (see loadCaseDone); latencies from every
 * answer received.
 */
async function loadCase(port, target, connections, duration) {
  const url = `http://127.0.0.1:${String(port)}${target}`;
  await waitForIdleServer(port);
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, timeout: TIMEOUT_SECONDS });
  const before = await waitForIdleServer(port);
  const latencies = [];
  const instance = autocannon({ url, connections, duration: MAX_CASE_SECONDS, timeout: TIMEOUT_SECONDS });
  const started = performance.now();
  instance.on("response", (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (loadCaseDone(performance.now() - started, latencies.length, connections, duration)) instance.stop();
  });
  const result = await instance;
  const after = await waitForIdleServer(port);
  const answered = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    target,
    connections,
    requestsPerSecond: answered / result.duration,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    failures: result.non2xx + result.errors,
    storeCallsPerRequest: (after.storeCalls - before.storeCalls) / (after.handled - before.handled),
  };
}

/** A game the seeded season holds open for snacks at the bench's clock (Monday 15 Sep 2025). */
const SIGNUP_GAME = "game-2025-09-20";

/**
 * One snack sign-up, the write parents make most, sent once after the reads: its status and the
 * store calls it made, e.g. `{ request: "PUT /api/events/:id/snack-signup", status: 200, storeCalls: 15 }`.
 */
async function measureSignup(port) {
  const before = await waitForIdleServer(port);
  const origin = `http://localhost:${String(port)}`;
  const response = await fetch(`http://127.0.0.1:${String(port)}/api/events/${SIGNUP_GAME}/snack-signup`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: origin, Host: `localhost:${String(port)}` },
    body: JSON.stringify({ parentName: "Bench Parent", parentEmail: "bench.parent@example.com" }),
  });
  await response.arrayBuffer();
  const after = await waitForIdleServer(port);
  return {
    request: "PUT /api/events/:id/snack-signup",
    status: response.status,
    storeCalls: after.storeCalls - before.storeCalls,
  };
}

/**
 * Every case, `duration` seconds each, against the warm server started on `port` (its Blobs server
 * takes the next port) and stopped after the last case, then one snack sign-up: `{ load, writes }`.
 */
export async function measureLoad(port, duration) {
  log("starting the warm function server");
  // Snapshots kept for the whole run: each row is then the cost of a read when nothing changed, not
  // of the refresh every instance makes once a minute (one list and a read per record). Every
  // request comes from this machine's one address, so the public-read limit is raised past them all.
  const warm = await startServer("scripts/bench/warm-server.mjs", [], port, {
    SNAPSHOT_MAX_AGE_MS: String(SNAPSHOT_KEPT_MS),
    PUBLIC_READS_PER_MINUTE: String(LOAD_PUBLIC_READS_PER_MINUTE),
  });
  try {
    const results = [];
    for (const connections of LOAD_CONNECTIONS) {
      for (const target of LOAD_TARGETS) {
        const result = await loadCase(port, target, connections, duration);
        log(`GET ${target} × ${String(connections)}: ${result.requestsPerSecond.toFixed(0)} req/s`);
        results.push(result);
      }
    }
    const signup = await measureSignup(port);
    log(`${signup.request}: ${String(signup.status)}, ${String(signup.storeCalls)} store calls`);
    return { load: results, writes: [signup] };
  } finally {
    await warm.stop();
  }
}
