/**
 * The bench's warm function server, run as the bench runs it: its in-flight count is what the bench
 * waits on between load cases, and its shutdown must not cut the store from under a backlog.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForHealth } from "../wait-for-health.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const PORT = 4690 + Math.floor(Math.random() * 40) * 2;
const base = `http://127.0.0.1:${String(PORT)}`;
const stateDir = `${repoRoot}.netlify/test-bench-warm-${String(PORT)}`;

let server: ChildProcess;
let stderr = "";

interface Stats {
  inFlight: number;
  handled: number;
  storeCalls: number;
}

async function stats(): Promise<Stats> {
  const response = await fetch(`${base}/_bench/stats`);
  return (await response.json()) as Stats;
}

const inFlight = async () => (await stats()).inFlight;

/** Sends a GET and hangs up as soon as it is written, as autocannon does when a case ends. */
function abandonedGet(path: string): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = request(`${base}${path}`);
    outgoing.on("error", () => undefined);
    outgoing.end(() => {
      outgoing.destroy();
      resolve();
    });
  });
}

beforeAll(async () => {
  server = spawn(process.execPath, ["scripts/bench/warm-server.mjs"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      BENCH_WARM_DIR: stateDir,
      APP_NOW: "2025-09-15T12:00:00-05:00",
      APP_ENV: "development",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForHealth(`${base}/api/health`, 30_000).catch((error: unknown) => {
    throw new Error(`the warm server did not start:\n${stderr}`, { cause: error });
  });
}, 40_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill("SIGKILL");
  await rm(stateDir, { recursive: true, force: true });
});

describe("the bench's warm server", () => {
  it("counts a request whose client hung up until its handler is done, then none", async () => {
    // Sixty calendar feeds at once (each built anew: some 20 ms of work on this machine) keep the
    // handlers busy for a second or more, long after the server has seen the hang-ups.
    await Promise.all(Array.from({ length: 60 }, () => abandonedGet("/calendar.ics")));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await inFlight()).toBeGreaterThan(0);
    const deadline = Date.now() + 20_000;
    while ((await inFlight()) > 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("counts the calls that reach its store: a public read answered from a warm snapshot costs one", async () => {
    await fetch(`${base}/api/events`);
    const before = await stats();
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/api/events`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await stats();
    expect(after.handled - before.handled).toBe(5);
    expect(after.storeCalls - before.storeCalls).toBe(5);
  });

  it("finishes the requests in flight before stopping its store, and exits 0", async () => {
    await Promise.all(Array.from({ length: 30 }, () => abandonedGet("/calendar.ics")));
    const exited = new Promise<number | null>((resolve) => {
      server.once("exit", resolve);
    });
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/store failed|ECONNREFUSED/i);
  });
});
