/**
 * Every call to Netlify Blobs answers within a bounded time, and a write the store did not confirm
 * is a failure (decision 007). Left alone, `@netlify/blobs` waits forever for a stalled
 * store, retries a failing one five times 5 seconds apart (25 s before a parent sees an error), and
 * reports a conditional write (`onlyIfNew`, `onlyIfMatch`) that the store answered with a 500 as
 * `modified: true`: a contact message "sent" that was never stored.
 *
 * So each store call runs with its own time limit (`STORE_TIMEOUT_MS` in env.ts), and the
 * `fetch` the client uses sees every request of the call: it tries a failed read, a refused
 * connection or a rate-limited request twice more, quickly; it gives up on a write that failed
 * otherwise, or was not confirmed, at once (the store may or may not have applied it, and the
 * caller must know);
 * and after giving up it answers the client's own retries itself, so nothing reaches the store
 * after the caller has been told the call failed. The caller gets `upstream_failed` (502).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { AppError, upstreamFailed } from "../domain/errors";
import { getEnv } from "./env";

/** Pauses before the second and third try of a request the store surely did not act on. */
const RETRY_DELAYS_MS = [50, 200];

class StoreCall {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  /** Set once the call failed; the call's result, whatever the client made of it, is then thrown away. */
  error: AppError | null = null;
  private rejectFailed: (error: AppError) => void = () => undefined;
  /** Rejects as soon as the call fails, without waiting for the client to notice. */
  readonly failed = new Promise<never>((_, reject) => {
    this.rejectFailed = reject;
  });

  constructor(
    readonly what: string,
    readonly deadline: number,
  ) {
    this.failed.catch(() => undefined);
    const ms = Math.max(0, deadline - performance.now());
    this.timer = setTimeout(() => {
      this.fail(`no answer within ${String(Math.round(ms))} ms`);
    }, ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Whether the call has failed or ended: nothing more may reach the store for it. */
  isOver(): boolean {
    return this.controller.signal.aborted;
  }

  fail(reason: string, cause?: unknown): void {
    if (this.isOver()) return;
    this.error = upstreamFailed("storeUnreachable");
    this.end();
    console.error(`The store failed on ${this.what}: ${reason}`, ...(cause === undefined ? [] : [cause]));
    this.rejectFailed(this.error);
  }

  end(): void {
    clearTimeout(this.timer);
    if (!this.isOver()) this.controller.abort();
  }
}

const calls = new AsyncLocalStorage<StoreCall>();
/** A tighter deadline for the store calls inside `withStoreDeadline`. */
const deadlines = new AsyncLocalStorage<number>();

/** Whether the store answered as a store does: anything but an outage, a rate limit or an unconfirmed write. */
function confirmed(method: string, conditional: boolean, status: number): boolean {
  if (status >= 500 || status === 429) return false;
  // A conditional write is only "done" (2xx) or "lost the race" (412); anything else proves nothing.
  if (method === "PUT" && conditional) return status === 412 || (status >= 200 && status < 300);
  return true;
}

/** The answer the client gets once the call has failed: not one it retries, so it stops at once. */
const givenUp = () => new Response("The store call was given up", { status: 400 });

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

/**
 * The `fetch` the Blobs client is given. Outside a store call (`withStoreCall`) it is plain fetch.
 */
export const storeFetch: typeof fetch = async (input, init) => {
  const call = calls.getStore();
  if (!call) return fetch(input, init);
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const conditional = headerOf(init, "if-match") !== null || headerOf(init, "if-none-match") !== null;
  const read = method === "GET" || method === "HEAD";
  for (let attempt = 0; ; attempt += 1) {
    if (call.isOver()) return givenUp();
    let problem: string;
    let cause: unknown;
    // Whether the store surely did not act on the request, so sending it again is safe.
    let untouched = read;
    try {
      const response = await fetch(input, { ...init, signal: call.signal });
      if (confirmed(method, conditional, response.status)) return response;
      problem = `${method} answered ${String(response.status)}`;
      untouched ||= response.status === 429;
      await response.body?.cancel();
    } catch (error) {
      if (call.isOver()) return givenUp();
      problem = `${method} failed`;
      cause = error;
      untouched ||= refusedConnection(error);
    }
    const pause = untouched ? RETRY_DELAYS_MS[attempt] : undefined;
    if (pause === undefined || performance.now() + pause >= call.deadline) {
      call.fail(problem, cause);
      return givenUp();
    }
    await sleep(pause);
  }
};

/** A connection the store refused: the request never reached it (a busy local server does this). */
function refusedConnection(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  return typeof cause === "object" && cause !== null && "code" in cause && cause.code === "ECONNREFUSED";
}

/**
 * Runs one store call (`store.get(...)`, `store.setJSON(...)`) within its deadline: its result,
 * or `upstream_failed` when the store failed, stalled or did not confirm a write.
 */
export async function withStoreCall<T>(what: string, run: () => Promise<T>): Promise<T> {
  const limit = performance.now() + getEnv().storeTimeoutMs;
  const call = new StoreCall(what, Math.min(limit, deadlines.getStore() ?? limit));
  const work = calls.run(call, run);
  // After a failure the client still settles its own promise; nobody is waiting for it.
  work.catch(() => undefined);
  try {
    const result = await Promise.race([work, call.failed]);
    if (call.error) throw call.error;
    return result;
  } finally {
    call.end();
  }
}

/**
 * Runs `task` with every store call in it due within `share` of one call's time limit from now,
 * e.g. the clean-up after a failed write, which must not double the time a parent waits when the
 * store is stalled: `withStoreDeadline(0.6, undo)` gives it 1.5 s when a call may take 2.5 s.
 */
export function withStoreDeadline<T>(share: number, task: () => Promise<T>): Promise<T> {
  return deadlines.run(performance.now() + share * getEnv().storeTimeoutMs, task);
}
