// The servers the bench measures, started from this repository (or a copy of it) on the fixed
// clock: `startServer("scripts/preview.mjs", ["--fresh"], 4631, {})` resolves once /api/health
// answers, with a `stop()` that ends it.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { waitForHealth } from "../wait-for-health.mjs";
import { APP_NOW } from "./config.ts";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The servers' clock: APP_NOW from the environment, else the bench's Monday of the season. */
export const appNow = process.env.APP_NOW ?? APP_NOW;

/**
 * Starts a Node script of this repository (or of `cwd`) as a server and waits for its /api/health,
 * or, given `readyLine`, for the line on its stdout that says it is ready.
 */
export async function startServer(script, args, port, env, cwd = repoRoot, readyLine = undefined) {
  const server = spawn(process.execPath, [script, ...args], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_NOW: appNow,
      APP_ENV: "development",
      ...env,
    },
    stdio: ["ignore", readyLine ? "pipe" : "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const ready = readyLine
    ? new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`${script} did not say it was ready`)), 180_000);
        // Read on after the line too, so a full pipe never stalls the server.
        createInterface({ input: server.stdout }).on("line", (line) => {
          if (!readyLine.test(line)) return;
          clearTimeout(timeout);
          resolve();
        });
      })
    : waitForHealth(`http://127.0.0.1:${String(port)}/api/health`, 120_000);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    const timeout = setTimeout(() => server.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timeout);
  };
  try {
    await Promise.race([
      ready,
      exited.then((code) => {
        throw new Error(`${script} exited (${String(code)}) before it answered`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** A line of progress on stderr, e.g. "[bench] starting the preview": stdout is the report alone. */
export const log = (line) => console.error(`[bench] ${line}`);
