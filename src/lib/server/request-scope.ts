/**
 * What one request keeps while it runs, from `route()` (http.ts) until it answers: the cache tags
 * its writes touched, purged once just before the answer. Kept in an AsyncLocalStorage, so the
 * store wrapper reaches it without every function passing it along, and two requests in one
 * instance never share it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { CACHE_TAGS, purgeTags, type CacheTag } from "./cache-tags";

interface RequestScope {
  /** Tags of the CDN's copies that a write of this request made stale and no purge has dropped yet. */
  readonly touched: Set<CacheTag>;
  /** False once the request is answering: a write still landing then is purged on its own. */
  open: boolean;
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
  const scope: RequestScope = { touched: new Set(), open: true };
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
