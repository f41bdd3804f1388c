/**
 * What one request keeps while it runs, from `route()` (http.ts) until it answers: the cache tags
 * its writes touched, purged once just before the answer, and the reads it makes at most once
 * (which season is current). Kept in an AsyncLocalStorage, so the store wrapper and the
 * repositories reach it without every function passing it along, and two requests in one
 * instance never share it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { CACHE_TAGS, purgeTags, type CacheTag } from "./cache-tags";

interface RequestScope {
  /** Tags of the CDN's copies that a write of this request made stale and no purge has dropped yet. */
  readonly touched: Set<CacheTag>;
  /** False once the request is answering: a write still landing then is purged on its own. */
  open: boolean;
  /** Reads made once, by the store key they read. */
  readonly reads: Map<string, Promise<unknown>>;
}

const scopes = new AsyncLocalStorage<RequestScope>();

async function purgeTouched(scope: RequestScope): Promise<void> {
  if (scope.touched.size === 0) return;
  const tags = CACHE_TAGS.filter((tag) => scope.touched.has(tag));
  scope.touched.clear();
  await purgeTags(...tags);
}

/**
 * Runs one request's `task`, then purges every tag its writes touched, whether it answers a
 * success or an error: a write that landed before a later step failed (a practice generation
 * stopped half-way) changed what parents see all the same. One purge however many writes.
 */
export async function withRequestScope<T>(task: () => Promise<T>): Promise<T> {
  if (scopes.getStore()) return task();
  const scope: RequestScope = { touched: new Set(), open: true, reads: new Map() };
  try {
    return await scopes.run(scope, task);
  } finally {
    scope.open = false;
    await purgeTouched(scope);
  }
}

/**
 * Notes the tags a write that landed made stale, for the request's purge. Outside a request (a
 * script, a scheduled run), or for a write that lands after its request answered (one of several
 * in flight when another failed), they are purged at once: a write never goes without its purge.
 */
export async function touchTags(tags: readonly CacheTag[]): Promise<void> {
  if (tags.length === 0) return;
  const scope = scopes.getStore();
  if (!scope?.open) {
    await purgeTags(...tags);
    return;
  }
  for (const tag of tags) scope.touched.add(tag);
}

/**
 * Purges now what the request's writes touched so far: a rebuild of the pages reads `/api/season`
 * through the CDN, so its copy must be gone before the build hook is called (docs/decisions/019).
 */
export async function purgeTouchedTags(): Promise<void> {
  const scope = scopes.getStore();
  if (scope) await purgeTouched(scope);
}

/**
 * `read()` once per request for `key`, e.g. the current season's pointer, which every repository
 * call of a request would otherwise read again; outside a request, every time. A failed read is
 * not kept, and a write to `key` through the store forgets it (`forgetRead`).
 */
export function readOncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope) return read();
  const held = scope.reads.get(key) as Promise<T> | undefined;
  if (held) return held;
  const pending = read();
  scope.reads.set(key, pending);
  pending.catch(() => {
    if (scope.reads.get(key) === pending) scope.reads.delete(key);
  });
  return pending;
}

/** Forgets the request's read of `key`: a write to it, done or perhaps done, makes it stale. */
export function forgetRead(key: string): void {
  scopes.getStore()?.reads.delete(key);
}
