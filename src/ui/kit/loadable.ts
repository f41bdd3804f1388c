import { atom, onMount, type ReadableAtom } from "nanostores";

/** The state of data an island loads: what to draw while waiting, once it is there, or on failure. */
export type Loadable<T> =
  { status: "loading" } | { status: "ready"; data: T } | { status: "error"; message: string };

/** A message a parent can act on, whatever went wrong. */
export function describeLoadError(error: unknown): string {
  if (error instanceof TypeError) return "You seem to be offline. Check your connection and try again.";
  return "Something went wrong loading this. Please try again.";
}

/**
 * Runs `attempt` one at a time and returns the function that asks for a run: a call during a run
 * gets one more run after it, so the last answer is never older than the last call (a reload asked
 * for after a write). `attempt` gets `isLatest()`, false when a call came while it waited.
 */
export function coalesceLoads(attempt: (isLatest: () => boolean) => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let requests = 0;

  async function run(): Promise<void> {
    for (;;) {
      const answering = requests;
      await attempt(() => requests === answering);
      if (requests === answering) return;
    }
  }

  return () => {
    requests += 1;
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/**
 * An atom of API data that loads when the first island subscribes (never while prerendering) and
 * reloads on demand, e.g. `const { $store, load } = createLoadable(fetchPosts)`. A reload keeps the
 * data on screen until the new answer arrives, so a list never flashes back to its loading state.
 */
export function createLoadable<T>(fetcher: () => Promise<T>) {
  const $store = atom<Loadable<T>>({ status: "loading" });
  const reload = coalesceLoads(async () => {
    try {
      $store.set({ status: "ready", data: await fetcher() });
    } catch (error) {
      $store.set({ status: "error", message: describeLoadError(error) });
    }
  });

  /** Loads (or reloads) the data; a call during a load gets one more fetch after it, never a stale answer. */
  function load(): Promise<void> {
    if ($store.get().status === "error") $store.set({ status: "loading" });
    return reload();
  }

  onMount($store, () => {
    if (import.meta.env.SSR) return;
    void load();
  });

  return { $store, load };
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
