/**
 * Record-level access to Netlify Blobs by the rules of docs/decisions/002-concurrency-on-blobs.md:
 * every read is validated by its schema, creates use `onlyIfNew`, and a read-modify-write is
 * serialised per key inside the process and guarded by `onlyIfMatch` with a bounded retry.
 */
import { createHash } from "node:crypto";
import { mkdir, rmdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import type * as z from "zod/mini";
import { AppError, conflict, english, notFound, say, type Thing, upstreamFailed } from "../domain/errors";
import { getEnv } from "./env";
import { CURRENT_SEASON_KEY, STORE_NAME, TEAM_KEY } from "./keys";
import { PUBLIC_COLLECTIONS } from "../collections";
import { mapBounded, READ_CONCURRENCY } from "./bounded";
import { cacheTagsOf } from "./cache-tags";
import { forgetRead, touchTags } from "./request-scope";
import { bumpVersion, dropSnapshot, snapshotCollectionOf, type SnapshotCollection } from "./snapshots";
import { storeFetch, withStoreCall, withStoreDeadline } from "./store-calls";

const MAX_WRITE_ATTEMPTS = 8;

const WRITE_METHODS = new Set<PropertyKey>(["set", "setJSON", "delete"]);

/**
 * The share of one store call's time limit a version bump may take (0.5 s of 2.5 s in production):
 * a healthy store takes a small part of that, and a stalled one must not make the write it follows
 * wait a whole second limit before the parent hears back.
 */
const BUMP_SHARE = 0.2;

/**
 * The key a finished store call wrote: a write the store applied. A conditional write that lost
 * (`modified: false`) changed nothing.
 */
function landedWrite(property: PropertyKey, key: unknown, result: unknown): string | null {
  if (!WRITE_METHODS.has(property) || typeof key !== "string") return null;
  if (typeof result === "object" && result !== null && "modified" in result && result.modified === false) {
    return null;
  }
  return key;
}

/**
 * The collections whose version a write that landed at `key` must bump: a record parents read
 * (`events/…`, `players/…`, `posts/…`, `users/…`).
 */
function bumpedBy(key: string): SnapshotCollection[] {
  // Which season is current decides what each public collection shows (repository.ts); the team
  // names the calendar feed, whose view is kept under the events' version (calendar-data.ts).
  if (key === CURRENT_SEASON_KEY) return [...PUBLIC_COLLECTIONS];
  if (key === TEAM_KEY) return ["events"];
  const collection = snapshotCollectionOf(key);
  return collection ? [collection] : [];
}

/**
 * The write landed and stays done (answering 502 would make a coach post it twice); only the bump
 * did not. This instance's snapshot is dropped, so it reads the write at once; the other instances'
 * snapshots are taken again within the age limit (snapshots.ts).
 */
function bumpFailed(collection: SnapshotCollection): void {
  dropSnapshot(collection);
  console.warn(
    `A write to ${collection} landed but its version bump failed; other instances may answer without it ` +
      `for up to ${String(getEnv().snapshotMaxAgeMs)} ms`,
  );
}

/**
 * The store of a deploy context: production's data for Netlify's production context and for a run
 * on this machine (`deployContext` null, where the Blobs server is local and holds nothing else),
 * a store of its own for every other context, so a deploy preview never sees a parent's email or
 * phone. One store per context, not per branch or deploy: the branch is not among what Netlify
 * gives functions, and previews share seeded data rather than each leaving a store behind.
 *
 * `storeNameFor("production")` → `"team"`, `storeNameFor("deploy-preview")` → `"team-deploy-preview"`,
 * `storeNameFor("branch-deploy")` → `"team-branch-deploy"`, `storeNameFor(null)` → `"team"`.
 */
export function storeNameFor(deployContext: string | null): string {
  if (deployContext === null || deployContext === "production") return STORE_NAME;
  // Store names may not hold a slash and are at most 64 bytes; contexts are short words anyway.
  const context = deployContext
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .slice(0, 48);
  return `${STORE_NAME}-${context}`;
}

/**
 * The team store, with strong consistency so a write is visible to the next read. Every method
 * call is bounded in time and fails as `upstream_failed` when the store does (store-calls.ts). A
 * write that landed bumps the version of the collection parents read before it resolves
 * (snapshots.ts), and notes the CDN's cache tags it made stale, which the request purges before it
 * answers (cache-tags.ts, request-scope.ts), so no writer can forget either. A write that failed
 * purges nothing. Which store follows the deploy context (`storeNameFor`).
 */
export function teamStore(): Store {
  const name = storeNameFor(getEnv().deployContext);
  const store = getStore({ name, consistency: "strong", fetch: storeFetch });
  const proxy: Store = new Proxy(store, {
    get(target, property) {
      const member: unknown = Reflect.get(target, property, target);
      if (typeof member !== "function") return member;
      const method = member as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => {
        // A paginated list() answers an iterator at once; `listKeys` bounds each of its pages.
        if (property === "list" && (args[0] as { paginate?: boolean } | undefined)?.paginate) {
          return method.apply(target, args);
        }
        const label = `${String(property)} ${typeof args[0] === "string" ? args[0] : ""}`.trim();
        const call = withStoreCall(label, () => method.apply(target, args) as Promise<unknown>).then(
          async (result) => {
            const key = landedWrite(property, args[0], result);
            if (key === null) return result;
            await Promise.all([
              ...bumpedBy(key).map((collection) =>
                withStoreDeadline(BUMP_SHARE, () => bumpVersion(proxy, collection)).catch(() => {
                  bumpFailed(collection);
                }),
              ),
              touchTags(cacheTagsOf(key)),
            ]);
            return result;
          },
        );
        const written = args[0];
        if (!WRITE_METHODS.has(property) || typeof written !== "string") return call;
        // What the request read of the key once is stale now, or may be: a write the store did not
        // confirm may have landed all the same.
        return call.finally(() => {
          forgetRead(written);
        });
      };
    },
  });
  return proxy;
}

// The in-process queue lives on globalThis so that every function module loaded in one thread
// shares it.
const globalLocks = globalThis as typeof globalThis & { __teamKeyLocks?: Map<string, Promise<unknown>> };
const locks = (globalLocks.__teamKeyLocks ??= new Map<string, Promise<unknown>>());

const LOCK_DIRECTORY = join(tmpdir(), "team-store-locks");
const LOCK_TIMEOUT_MS = 15_000;
/** A lock older than this was left by a crashed call and may be broken. */
const STALE_LOCK_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A lock that spans threads and processes, for the local runtime only: it runs every function
 * call in a new worker thread, so memory cannot serialise writes, and the lock keeps them from
 * racing at all (etags would only make the losers retry). `mkdir` is atomic: whoever creates the
 * directory holds the lock.
 */
async function withFileLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const scope = process.env.NETLIFY_BLOBS_CONTEXT ?? "";
  const path = join(LOCK_DIRECTORY, createHash("sha256").update(`${scope}\n${key}`).digest("hex"));
  await mkdir(LOCK_DIRECTORY, { recursive: true });
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (let wait = 2; ; wait = Math.min(wait * 2, 40)) {
    try {
      await mkdir(path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const held = await stat(path).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) {
        await rmdir(path).catch(() => undefined);
        continue;
      }
      if (Date.now() > deadline) throw upstreamFailed("storeBusy");
      await sleep(wait * (0.5 + Math.random()));
    }
  }
  try {
    return await task();
  } finally {
    await rmdir(path).catch(() => undefined);
  }
}

/**
 * Runs `task` after every earlier task on the same key has settled, e.g. `withKeyLock("events/x", fn)`.
 * Outside production the file lock also covers other threads; in production etags do that job.
 */
export async function withKeyLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const locked = getEnv().isProduction ? task : () => withFileLock(key, task);
  const previous = locks.get(key) ?? Promise.resolve();
  const current = previous.then(locked, locked);
  const settled = current.catch(() => undefined);
  locks.set(key, settled);
  try {
    return await current;
  } finally {
    if (locks.get(key) === settled) locks.delete(key);
  }
}

function parseStored<S extends z.ZodMiniType>(schema: S, key: string, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Stored record ${key} does not match its schema: ${result.error.message}`);
  }
  return result.data;
}

/** Reads and validates one record; `null` when it does not exist. */
export async function readRecord<S extends z.ZodMiniType>(
  store: Store,
  key: string,
  schema: S,
): Promise<z.infer<S> | null> {
  const data: unknown = await store.get(key, { type: "json" });
  return data === null ? null : parseStored(schema, key, data);
}

/**
 * Every key under a prefix, in key order, e.g. `listKeys(store, "posts/")` →
 * `["posts/p1", "posts/p2"]`. The store answers a list a page at a time; each page is a store call
 * of its own, with its own time limit, so thousands of keys are listed in bounded steps.
 */
export async function listKeys(store: Store, prefix: string): Promise<string[]> {
  const pages = store.list({ prefix, paginate: true })[Symbol.asyncIterator]();
  const keys: string[] = [];
  for (;;) {
    const page = await withStoreCall(`list ${prefix}`, () => pages.next());
    if (page.done === true) return keys;
    for (const { key } of page.value.blobs) keys.push(key);
  }
}

/**
 * Lists every record under a prefix, validated, in key order: the keys page by page, then the
 * records `READ_CONCURRENCY` at a time, so a collection of thousands never opens thousands of
 * requests at once.
 */
export async function listRecords<S extends z.ZodMiniType>(
  store: Store,
  prefix: string,
  schema: S,
): Promise<z.infer<S>[]> {
  const keys = await listKeys(store, prefix);
  const records: (z.infer<S> | null)[] = await mapBounded(keys, READ_CONCURRENCY, (key) =>
    readRecord(store, key, schema),
  );
  // A record deleted between list and read is simply gone.
  return records.filter((record) => record !== null);
}

/** Writes a new record; a 409 if the key already exists (never overwrites). */
export async function createRecord<S extends z.ZodMiniType>(
  store: Store,
  key: string,
  schema: S,
  record: z.input<S>,
  label: Thing = "Record",
) {
  const value = schema.parse(record);
  return withKeyLock(key, async () => {
    const { modified } = await store.setJSON(key, value, { onlyIfNew: true });
    if (!modified) throw conflict(english(`${label} already exists`));
    return value;
  });
}

/**
 * Read-modify-write of one record. `change` gets the current record and returns the next one
 * (or throws a domain error, which aborts without writing). Returns the stored result.
 */
export async function updateRecord<S extends z.ZodMiniType>(
  store: Store,
  key: string,
  schema: S,
  change: (current: z.infer<S>) => z.input<S> | Promise<z.input<S>>,
  label: Thing = "Record",
): Promise<z.infer<S>> {
  return upsertRecord(
    store,
    key,
    schema,
    (current) => {
      if (current === null) throw notFound(label);
      return change(current);
    },
    label,
  );
}

/**
 * A read-modify-write that lost its race `MAX_WRITE_ATTEMPTS` times: so many writers at once that
 * the caller may answer better than 502 (a rate limit answers 429: that client is the crowd).
 */
export class ContendedWriteError extends AppError {
  constructor(label: Thing) {
    super("upstream_failed", 502, say("tooManyChanges", { thing: { thing: label } }));
  }
}

/**
 * Read-modify-write of a record that may not exist yet (a counter, a setting): `change` gets the
 * current value or `null`. Serialised per key; `onlyIfNew` for a create and `onlyIfMatch` for an
 * update, retried a bounded number of times when another writer got there first.
 */
export async function upsertRecord<S extends z.ZodMiniType>(
  store: Store,
  key: string,
  schema: S,
  change: (current: z.infer<S> | null) => z.input<S> | Promise<z.input<S>>,
  label: Thing = "Record",
): Promise<z.infer<S>> {
  const { isProduction } = getEnv();
  return withKeyLock(key, async () => {
    for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt++) {
      const read = await store.getWithMetadata(key, { type: "json", consistency: "strong" });
      const current = read === null ? null : parseStored(schema, key, read.data);
      const next: z.infer<S> = schema.parse(await change(current));
      let written: boolean;
      if (read === null) {
        written = (await store.setJSON(key, next, { onlyIfNew: true })).modified;
      } else if (read.etag === undefined) {
        // Netlify Blobs always answers with an etag (and the patched local server does too);
        // outside production the file lock above is the guarantee all the same.
        if (isProduction) {
          console.error(`The store returned no etag for ${key}; refusing an unconditional write`);
          throw upstreamFailed("storeUnexpected");
        }
        await store.setJSON(key, next);
        written = true;
      } else {
        written = (await store.setJSON(key, next, { onlyIfMatch: read.etag })).modified;
      }
      if (written) return next;
      await sleep(Math.random() * 20 * attempt);
    }
    throw new ContendedWriteError(label);
  });
}

/**
 * Deletes one record; a 404 if it does not exist, or when `only` is given and the stored record,
 * read with its schema, is not one it takes (another season's, say).
 */
export async function deleteRecord<S extends z.ZodMiniType>(
  store: Store,
  key: string,
  label: Thing = "Record",
  only?: { schema: S; takes: (record: z.infer<S>) => boolean },
): Promise<void> {
  await withKeyLock(key, async () => {
    if (only) {
      const stored = await readRecord(store, key, only.schema);
      if (stored === null || !only.takes(stored)) throw notFound(label);
    } else if ((await store.getMetadata(key)) === null) {
      throw notFound(label);
    }
    await store.delete(key);
  });
}
