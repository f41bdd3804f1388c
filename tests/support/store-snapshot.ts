/**
 * Watches the team store while a test throws many requests at the API, to prove that a rejected
 * request changed nothing. Three views of the store, from cheapest to most thorough:
 *
 * - the writes (PUT or DELETE) the Blobs client sends, recorded per request by wrapping `fetch`;
 * - every key with its etag from `store.list()` (the local Blobs server derives the etag from
 *   the file's mtime, so any rewrite changes it);
 * - every key with its JSON value.
 *
 * Keys under `rate-limits/` are ignored everywhere: a failed login is counted there on purpose.
 */
import { isDeepStrictEqual } from "node:util";
import { vi } from "vitest";
import { STORE_NAME } from "../../src/lib/server/keys";
import { teamStore } from "../../src/lib/server/store";

/** Keys that a rejected request may write: per-client counters of failed logins and the like. */
export const IGNORED_PREFIXES: readonly string[] = ["rate-limits/"];

const watched = (key: string) => !IGNORED_PREFIXES.some((prefix) => key.startsWith(prefix));

/** Every watched key with its etag, e.g. `Map { "events/game-2025-09-20" => "\"3f9a…\"" }`. */
export async function fingerprint(): Promise<Map<string, string>> {
  const { blobs } = await teamStore().list();
  return new Map(blobs.filter(({ key }) => watched(key)).map(({ key, etag }) => [key, etag]));
}

/** Every watched key with its stored JSON value. */
export async function contents(): Promise<Map<string, unknown>> {
  const store = teamStore();
  const { blobs } = await store.list();
  const keys = blobs.map(({ key }) => key).filter(watched);
  const values = await Promise.all(keys.map((key) => store.get(key, { type: "json" }) as Promise<unknown>));
  return new Map(keys.map((key, index) => [key, values[index]]));
}

/** Keys added, removed or changed from `before` to `after`, sorted. */
export function changedKeys<V>(
  before: ReadonlyMap<string, V>,
  after: ReadonlyMap<string, V>,
  same: (a: V, b: V) => boolean = (a, b) => a === b,
): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .filter((key) => {
      if (!before.has(key) || !after.has(key)) return true;
      return !same(before.get(key) as V, after.get(key) as V);
    })
    .sort();
}

/**
 * `/<site>/site:team/events/a` (with `/region:x` in front, maybe) → `events/a`; a key of another
 * store keeps its store's name: `site:other:k`.
 */
function keyFromBlobsPath(pathname: string): string {
  const parts = pathname.split("/").filter((part) => part !== "");
  if (parts[0]?.startsWith("region:")) parts.shift();
  const [, store, ...key] = parts;
  const name = key.map((part) => decodeURIComponent(part)).join("/");
  return store === `site:${STORE_NAME}` || store === STORE_NAME ? name : `${store ?? ""}:${name}`;
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * Records the key of every write the Blobs client sends from now on (it calls the global `fetch`,
 * read whenever a store is opened). `take()` returns and forgets the keys written so far.
 */
export function recordBlobWrites(blobsOrigin: string) {
  const original = globalThis.fetch;
  let written: string[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(urlOf(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (url.origin === blobsOrigin && (method === "PUT" || method === "DELETE")) {
      written.push(keyFromBlobsPath(url.pathname));
    }
    return original(input, init);
  });
  return {
    take(): string[] {
      const keys = written;
      written = [];
      return keys;
    },
    restore(): void {
      spy.mockRestore();
    },
  };
}

/** The origin of the Blobs server the functions use, from `NETLIFY_BLOBS_CONTEXT`. */
export function blobsOrigin(): string {
  const context = JSON.parse(Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT ?? "", "base64").toString()) as {
    uncachedEdgeURL: string;
  };
  return new URL(context.uncachedEdgeURL).origin;
}

export interface WatchOptions {
  /** Compare keys and etags after every `checkEvery`-th rejected request (1: after each one). */
  checkEvery: number;
}

/** What one request did to the store. */
export interface RequestEffect {
  /** Watched keys the request wrote although it was rejected (must be empty). */
  rejectedWrites: string[];
  /** Watched keys whose etag changed since the last comparison although no accepted request wrote them. */
  unexplainedChanges: string[];
}

/**
 * Follows a run of requests. Accepted (2xx) requests may write; the keys they wrote are the only
 * ones allowed to change between two comparisons. Rejected requests may write nothing watched:
 * checked per request from the recorded writes, and by keys and etags at checkpoints (after every
 * `checkEvery`-th rejected request, and after any rejected request that wrote an ignored key).
 * `end()` compares the full contents with those at `begin()` the same way.
 */
export class StoreWatch {
  private readonly writes = recordBlobWrites(blobsOrigin());
  private etags = new Map<string, string>();
  private values = new Map<string, unknown>();
  /** Keys written by accepted requests since the last etag comparison, and since `begin()`. */
  private readonly acceptedSinceCheck = new Set<string>();
  private readonly acceptedSinceBegin = new Set<string>();
  private rejected = 0;

  constructor(private readonly options: WatchOptions) {}

  async begin(): Promise<void> {
    [this.etags, this.values] = await Promise.all([fingerprint(), contents()]);
    this.acceptedSinceCheck.clear();
    this.acceptedSinceBegin.clear();
    this.rejected = 0;
    this.writes.take();
  }

  /** Forgets writes made outside a request under test (a sign-in, say). */
  beforeRequest(): void {
    this.writes.take();
  }

  /** Records what the request with this status wrote; compares etags at a checkpoint. */
  async afterRequest(status: number): Promise<RequestEffect> {
    const all = this.writes.take();
    const keys = all.filter(watched);
    if (status >= 200 && status < 300) {
      for (const key of keys) {
        this.acceptedSinceCheck.add(key);
        this.acceptedSinceBegin.add(key);
      }
      return { rejectedWrites: [], unexplainedChanges: [] };
    }
    this.rejected += 1;
    const checkpoint = all.length > 0 || this.rejected % this.options.checkEvery === 0;
    return { rejectedWrites: keys, unexplainedChanges: checkpoint ? await this.compareEtags() : [] };
  }

  /** Keys whose etag changed since the last comparison that no accepted request wrote. */
  async compareEtags(): Promise<string[]> {
    const now = await fingerprint();
    const unexplained = changedKeys(this.etags, now).filter((key) => !this.acceptedSinceCheck.has(key));
    this.etags = now;
    this.acceptedSinceCheck.clear();
    return unexplained;
  }

  /** Keys whose etag or JSON value changed since `begin()` that no accepted request wrote. */
  async end(): Promise<{ etags: string[]; values: string[] }> {
    const etags = await this.compareEtags();
    const now = await contents();
    const values = changedKeys(this.values, now, isDeepStrictEqual).filter(
      (key) => !this.acceptedSinceBegin.has(key),
    );
    this.values = now;
    return { etags, values };
  }

  /** Whether any accepted request wrote since `begin()`. */
  get acceptedWrites(): number {
    return this.acceptedSinceBegin.size;
  }

  stop(): void {
    this.writes.restore();
  }
}
