/**
 * The loader (load.ts) in a nanostores atom: data shared by every island of a page, which loads
 * when the first island subscribes (never while prerendering).
 */
import { atom, onMount, type ReadableAtom, type WritableAtom } from "nanostores";
import { createLoader, LOADING, type Loadable } from "./load";

/**
 * An atom of API data that loads when the first island subscribes and reloads on demand, e.g.
 * `const { $store, load } = createLoadable(fetchPosts)`. A reload keeps the data on screen until
 * the new answer arrives, so a list never flashes back to its loading state.
 */
export function createLoadable<T>(fetcher: () => Promise<T>) {
  const $store = atom<Loadable<T>>(LOADING);
  const load = createLoader(fetcher, $store);
  onMount($store, () => {
    if (import.meta.env.SSR) return;
    void load();
  });
  return { $store, load };
}

/**
 * Changes loaded data in place, e.g. a saved record put into the list on screen. Data still
 * loading is fetched once more after that load (which may have started before this save), so the
 * change is never lost.
 */
export function changeLoaded<T>(
  store: WritableAtom<Loadable<T>>,
  load: () => Promise<void>,
  next: (data: T) => T,
): void {
  const current = store.get();
  if (current.status === "ready") store.set({ status: "ready", data: next(current.data) });
  else if (current.status === "loading" && store.lc > 0) void load();
}

/**
 * Reloads the stores that something on screen shows (listened to); the others load afresh when
 * shown again, e.g. after a write that changed what they hold.
 */
export async function reloadInUse(
  stores: readonly (readonly [ReadableAtom<unknown>, () => Promise<void>])[],
): Promise<void> {
  await Promise.all(stores.filter(([store]) => store.lc > 0).map(([, load]) => load()));
}
