/**
 * The build hook of `npm run preview`: what a Netlify Build Hook does for the live site, on this
 * machine (docs/decisions/019-pages-follow-the-current-season.md). The functions POST to it
 * (`BUILD_HOOK_URL`) when the team or the current season changes; the preview then builds the site
 * again from its own `GET /api/season` into a new folder and serves that folder from one moment to
 * the next.
 *
 * - `answerBuildHook` decides what a request to the hook gets: POST only, from this machine only,
 *   and never from a browser (a page of any site could otherwise make the preview rebuild).
 * - `coalesce` runs one build at a time; any requests made while one runs make one more after it.
 * - `buildSite` runs `astro build --outDir <folder>` in a child process, so the preview keeps
 *   answering (the build reads the facts from it) and a failed build leaves it serving the last one.
 * - `pointLink` switches the folder the preview serves in one step: a new symbolic link renamed over
 *   the old one, so a request finds the old build or the new one, never neither.
 */
import { spawn } from "node:child_process";
import { renameSync, rmSync, symlinkSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";
import { join } from "node:path";

/** Where the preview answers the functions' build requests (loopback only). */
export const BUILD_HOOK_PATH = "/__local/build-hook";

/** `::ffff:127.0.0.1` → `127.0.0.1`: Node reports IPv4 clients of a dual-stack socket this way. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * Whether a connection comes from this machine: from a loopback address, or from the very address
 * it reached (the preview calling itself at `HOST`), e.g. `isLocalClient("127.0.0.1", "127.0.0.1")`
 * → true, `isLocalClient("192.168.1.7", "192.168.1.5")` → false.
 */
export function isLocalClient(remote: string | undefined, local: string | undefined): boolean {
  if (remote === undefined || isIP(plainAddress(remote)) === 0) return false;
  const address = plainAddress(remote);
  if (address === "::1" || address.startsWith("127.")) return true;
  return local !== undefined && address === plainAddress(local);
}

/** What a request to the hook gets, e.g. `{ status: 200, build: true }` for the functions' POST. */
export interface HookAnswer {
  status: 200 | 403 | 405;
  message: string;
  /** Whether to build. */
  build: boolean;
}

/** What `BUILD_HOOK_PATH` answers a request: the functions' POST starts a build; anything else is refused. */
export function answerBuildHook(request: {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  remoteAddress: string | undefined;
  localAddress: string | undefined;
}): HookAnswer {
  if (request.method !== "POST") {
    return { status: 405, message: "The build hook takes POST only.", build: false };
  }
  if (!isLocalClient(request.remoteAddress, request.localAddress)) {
    return { status: 403, message: "The build hook answers this machine only.", build: false };
  }
  // Browsers send these with every cross-site POST; the functions' fetch sends neither.
  if (request.headers.origin !== undefined || request.headers["sec-fetch-site"] !== undefined) {
    return { status: 403, message: "The build hook answers the functions, not a browser.", build: false };
  }
  return { status: 200, message: "Build queued.", build: true };
}

/** A queue of one: see `coalesce`. */
export interface BuildQueue {
  /** Asks for a build: now if none runs, else once after the one running. */
  request: () => void;
  /** Resolves when no build runs and none waits. */
  idle: () => Promise<void>;
}

/**
 * Runs `build` one at a time: a request while one runs makes one more run after it, however many
 * requests there were, so the last change is always built and no build waits behind a queue.
 * A build that throws is reported to `onError` and does not stop the next.
 */
export function coalesce(build: () => Promise<void>, onError: (error: unknown) => void): BuildQueue {
  /** Requests so far; a build serves every request made before it started. */
  let requested = 0;
  let running: Promise<void> | null = null;
  const loop = async () => {
    let served = 0;
    while (served < requested) {
      served = requested;
      try {
        await build();
      } catch (error) {
        onError(error);
      }
    }
    running = null;
  };
  return {
    request() {
      requested += 1;
      running ??= loop();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

/** Points the symbolic link `link` at `target` in one step, whether or not `link` exists yet. */
export function pointLink(link: string, target: string): void {
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(target, next, "dir");
  renameSync(next, link);
}

/** Removes the builds in `folder` but those listed in `keep` (the one served and the one before it). */
export async function removeBuildsExcept(folder: string, keep: readonly string[]): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  await Promise.all(
    names
      .map((name) => join(folder, name))
      .filter((path) => !keep.includes(path))
      .map((path) => rm(path, { recursive: true, force: true })),
  );
}

/** How a build went: its output (stdout and stderr, interleaved) and how long it took. */
export interface BuildResult {
  ok: boolean;
  output: string;
  ms: number;
}

/** A running build: its result, and a way to stop it (the preview stopping). */
export interface RunningBuild {
  result: Promise<BuildResult>;
  stop: () => void;
}

/** Runs `astro build --outDir <outDir>` in `root` with `env`, in a child process. */
export function buildSite({
  root,
  outDir,
  env,
}: {
  root: string;
  outDir: string;
  env: NodeJS.ProcessEnv;
}): RunningBuild {
  const started = performance.now();
  const astro = join(root, "node_modules", "astro", "bin", "astro.mjs");
  const child = spawn(process.execPath, [astro, "build", "--outDir", outDir], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
  const result = new Promise<BuildResult>((resolve) => {
    const finish = (ok: boolean, extra = "") => {
      resolve({
        ok,
        output: Buffer.concat(chunks).toString("utf8") + extra,
        ms: performance.now() - started,
      });
    };
    child.once("error", (error) => {
      finish(false, `\n${String(error)}`);
    });
    child.once("exit", (code, signal) => {
      finish(code === 0, code === 0 ? "" : `\nastro build stopped (${String(signal ?? code)})`);
    });
  });
  return {
    result,
    stop: () => {
      child.kill("SIGTERM");
    },
  };
}

/** The line the build printed about where its facts came from, e.g. `Site facts: Hays Lightning, Fall 2025, from …`. */
export function factsLine(output: string): string | null {
  return /Site facts: [^\n]*/.exec(output)?.[0] ?? null;
}
