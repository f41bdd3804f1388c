import { atom, onMount } from "nanostores";

/** The state of data an island loads: what to draw while waiting, once it is there, or on failure. */
export type Loadable<T> =
  { status: "loading" } | { status: "ready"; data: T } | { status: "error"; message: string };

/** A message a parent can act on, whatever went wrong. */
export function describeLoadError(error: unknown): string {
  if (error instanceof TypeError) return "You seem to be offline. Check your connection and try again.";
  return "Something went wrong loading this. Please try again.";
}

/**
 * An atom of API data that loads when the first island subscribes (never while prerendering) and
 * reloads on demand, e.g. `const { $store, load } = createLoadable(fetchPosts)`. A reload keeps the
 * data on screen until the new answer arrives, so a list never flashes back to its loading state.
 */
export function createLoadable<T>(fetcher: () => Promise<T>) {
  const $store = atom<Loadable<T>>({ status: "loading" });
  let inFlight: Promise<void> | null = null;
  let requests = 0;

  async function run(): Promise<void> {
    for (;;) {
      const answering = requests;
      try {
        $store.set({ status: "ready", data: await fetcher() });
      } catch (error) {
        $store.set({ status: "error", message: describeLoadError(error) });
      }
      // Asked again meanwhile (after a write): that answer may predate the write, so fetch once more.
      if (requests === answering) return;
    }
  }

  /** Loads (or reloads) the data; a call during a load gets one more fetch after it, never a stale answer. */
  function load(): Promise<void> {
    requests += 1;
    if ($store.get().status === "error") $store.set({ status: "loading" });
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  onMount($store, () => {
    if (import.meta.env.SSR) return;
    void load();
  });

  return { $store, load };
}
