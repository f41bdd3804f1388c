/**
 * Function instances in worker threads, each with its own modules (and so its own snapshots),
 * talking to the same Blobs store as the test: `NETLIFY_BLOBS_CONTEXT` and the rest of the
 * environment are the test file's when the workers start.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { TEST_ORIGIN } from "./call";

export interface FunctionWorker {
  /** Calls the function that claims `path`, e.g. `call("/api/events")`. */
  call(path: string, init?: RequestInit, ip?: string): Promise<{ status: number; body: unknown }>;
}

interface Reply {
  id: number;
  status?: number;
  text?: string;
  error?: string;
}

const repository = fileURLToPath(new URL("../..", import.meta.url));

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Starts `count` instances; `stop()` ends them and removes their bundles. */
export async function startFunctionWorkers(count: number) {
  await mkdir(join(repository, ".netlify"), { recursive: true });
  const directory = await mkdtemp(join(repository, ".netlify", "test-workers-"));
  const workers = Array.from(
    { length: count },
    (_, index) =>
      new Worker(new URL("./function-worker.mjs", import.meta.url), {
        workerData: { root: repository, outDir: join(directory, String(index)) },
        env: { ...process.env },
      }),
  );
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once("error", reject);
          worker.once("message", () => {
            resolve();
          });
        }),
    ),
  );
  let nextId = 0;
  const instances: FunctionWorker[] = workers.map((worker) => {
    const pending = new Map<number, (reply: Reply) => void>();
    worker.on("message", (reply: Reply) => pending.get(reply.id)?.(reply));
    return {
      call(path, init = {}, ip = "203.0.113.20") {
        nextId += 1;
        const id = nextId;
        const { headers, method, body } = init;
        const message = {
          id,
          url: new URL(path, TEST_ORIGIN).href,
          init: { method, body, headers: Object.fromEntries(new Headers(headers)) },
          ip,
        };
        return new Promise((resolve, reject) => {
          pending.set(id, (reply) => {
            pending.delete(id);
            if (reply.error !== undefined) reject(new Error(reply.error));
            else resolve({ status: reply.status ?? 0, body: parse(reply.text ?? "") });
          });
          worker.postMessage(message);
        });
      },
    };
  });
  return {
    instances,
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
