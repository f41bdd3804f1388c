/**
 * Watches the team store while a test throws many requests at the API, to prove that a refused
 * request changed nothing. Three views of the store, from cheapest to most thorough:
 *
 * - the writes (PUT or DELETE) the Blobs client sends, recorded per request by wrapping `fetch`;
 * - every key with its etag from `store.list()` (the local Blobs server derives the etag from
 *   the file's mtime, so any rewrite changes it);
 * - every key with its JSON value.
 *
 * Keys under `rate-limits/` and `meta/versions/` are ignored everywhere (`IGNORED_PREFIXES`).
 */
import { isDeepStrictEqual } from "node:util";
import { vi } from "vitest";
import { STORE_NAME } from "../../src/lib/server/keys";
import { teamStore } from "../../src/lib/server/store";

/**
 * Keys that are not the team's records: per-client counters, which a refused request may write
 * (a failed login is counted on purpose), and the version records that every write to a collection
 * parents read bumps (src/lib/server/snapshots.ts).
 */
export const IGNORED_PREFIXES: readonly string[] = ["rate-limits/", "meta/versions/"];

const watched = (key: string) => !IGNORED_PREFIXES.some((prefix) => key.startsWith(prefix));

/** Every watched key with its etag, e.g. `Map { "events/game-2025-09-20" => "\"3f9a…\"" }`. */
export async function fingerprint(): Promise<Map<string, string>> {
  const { blobs } = await teamStore().list();
  return new Map(blobs.filter(({ key }) => watched(key)).map(({ key, etag }) => [key, etag]));
}

/** Values read so far, by key and etag (a write gives a blob a new one), as JSON text. */
const textByEtag = new Map<string, string | null>();

/**
 * Every key that `keep` keeps with its stored JSON value. A value is read again only when its etag
 * is new, so the values of a store few requests changed cost one listing and a read per changed key.
 */
export async function storeValues(keep: (key: string) => boolean): Promise<Map<string, unknown>> {
  const store = teamStore();
  const { blobs } = await store.list();
  const found = blobs.filter(({ key }) => keep(key));
  const texts = await Promise.all(
    found.map(async ({ key, etag }) => {
      const id = `${key}\n${etag}`;
      if (!textByEtag.has(id)) textByEtag.set(id, await store.get(key, { type: "text" }));
      return textByEtag.get(id) ?? null;
    }),
  );
  return new Map(found.map(({ key }, index) => [key, JSON.parse(texts[index] ?? "null") as unknown]));
}

/** Every watched key with its stored JSON value. */
export const contents = (): Promise<Map<string, unknown>> => storeValues(watched);

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
  let written: string[] = [];
  const spy = interceptBlobWrites(blobsOrigin, (_method, key) => {
    written.push(key);
    return undefined;
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

/**
 * Spies on `fetch`: every write (PUT or DELETE) to the Blobs server at `blobsOrigin` goes to
 * `onWrite` with its store key first, which may answer it instead (a Response) or let it through.
 */
function interceptBlobWrites(
  blobsOrigin: string,
  onWrite: (method: "PUT" | "DELETE", key: string) => Response | undefined,
) {
  const original = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(urlOf(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (url.origin === blobsOrigin && (method === "PUT" || method === "DELETE")) {
      const answer = onWrite(method, keyFromBlobsPath(url.pathname));
      if (answer) return Promise.resolve(answer);
    }
    return original(input, init);
  });
}

/** The origin of the Blobs server the functions use, from `NETLIFY_BLOBS_CONTEXT`. */
export function blobsOrigin(): string {
  const context = JSON.parse(Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT ?? "", "base64").toString()) as {
    uncachedEdgeURL: string;
  };
  return new URL(context.uncachedEdgeURL).origin;
}

/** The etag of each key, or null for a key that does not exist (one prefix listing each). */
export async function etagsOf(keys: readonly string[]): Promise<Map<string, string | null>> {
  const store = teamStore();
  const found = await Promise.all(
    keys.map(
      async (key) => (await store.list({ prefix: key })).blobs.find((blob) => blob.key === key)?.etag ?? null,
    ),
  );
  return new Map(keys.map((key, index) => [key, found[index] ?? null]));
}

export interface WatchOptions {
  /** Compare every key and etag after every `checkEvery`-th refused request (1: after each one). */
  checkEvery: number;
}

/** What one request did to the store. */
export interface RequestEffect {
  /** Watched keys a refused request left different from before it (must be empty). */
  changedByRefused: string[];
  /** Watched keys whose etag differs from the expected one at a checkpoint (must be empty). */
  unexplainedChanges: string[];
}

const isAccepted = (status: number) => status >= 200 && status < 300;

/**
 * Follows a run of requests and knows what every key's etag should be. An accepted (2xx) request
 * may write: the keys it wrote are looked up again afterwards. A refused request may leave nothing
 * different: the keys it wrote (a record made and removed again, say) must be back as they were.
 * At checkpoints, after every `checkEvery`-th refused request, every key and etag is compared with
 * the expected ones. `end()` also compares the full contents with those at `begin()`: only keys
 * that accepted requests wrote may differ.
 */
export class StoreWatch {
  private readonly writes = recordBlobWrites(blobsOrigin());
  /** What `fingerprint()` should answer now. */
  private etags = new Map<string, string>();
  private values = new Map<string, unknown>();
  private readonly acceptedWrites = new Set<string>();
  private refused = 0;

  constructor(private readonly options: WatchOptions) {}

  /** Starts a run from the store as it is. */
  async begin(): Promise<void> {
    [this.etags, this.values] = await Promise.all([fingerprint(), contents()]);
    this.acceptedWrites.clear();
    this.refused = 0;
    this.writes.take();
  }

  /** Forgets writes made outside the request under test (a sign-in, say). */
  beforeRequest(): void {
    this.writes.take();
  }

  /** Checks what the request that got `status` wrote, and the whole store at a checkpoint. */
  async afterRequest(status: number): Promise<RequestEffect> {
    const sent = this.writes.take();
    const keys = [...new Set(sent.filter(watched))];
    const now = await etagsOf(keys);
    const changed = keys.filter((key) => now.get(key) !== (this.etags.get(key) ?? null));
    for (const key of changed) {
      const etag = now.get(key) ?? null;
      if (etag === null) this.etags.delete(key);
      else this.etags.set(key, etag);
    }
    if (isAccepted(status)) {
      for (const key of keys) this.acceptedWrites.add(key);
      return { changedByRefused: [], unexplainedChanges: [] };
    }
    this.refused += 1;
    const checkpoint = this.refused % this.options.checkEvery === 0;
    return { changedByRefused: changed, unexplainedChanges: checkpoint ? await this.compareEtags() : [] };
  }

  /** Keys whose etag is not the expected one (a write nobody saw); the store is then taken as it is. */
  async compareEtags(): Promise<string[]> {
    const now = await fingerprint();
    const unexpected = changedKeys(this.etags, now);
    this.etags = now;
    return unexpected;
  }

  /** Keys whose etag, or JSON value since `begin()`, changed without an accepted request writing them. */
  async end(): Promise<{ etags: string[]; values: string[] }> {
    const etags = await this.compareEtags();
    const now = await contents();
    const values = changedKeys(this.values, now, isDeepStrictEqual).filter(
      (key) => !this.acceptedWrites.has(key),
    );
    this.values = now;
    return { etags, values };
  }

  /** Gives `fetch` back. */
  stop(): void {
    this.writes.restore();
  }
}

/**
 * Makes the Blobs client's writes fail from now on wherever `fails(method, key)` says so (the
 * server answers 400, which the client does not retry), e.g. to prove that a failed restore
 * puts everything back. `restore()` lets every write through again.
 */
export function failBlobWrites(
  blobsOrigin: string,
  fails: (method: "PUT" | "DELETE", key: string) => boolean,
) {
  const spy = interceptBlobWrites(blobsOrigin, (method, key) =>
    fails(method, key) ? new Response("Refused by the test", { status: 400 }) : undefined,
  );
  return {
    restore(): void {
      spy.mockRestore();
    },
  };
}
