/**
 * Hooks that keep an island's first render in the browser identical to its prerendered HTML, so
 * React hydrates without a mismatch (and without the error React logs for one).
 */
import type { ReadableAtom } from "nanostores";
import { useCallback, useSyncExternalStore } from "react";
import type { Loadable } from "./load";

const LOADING = { status: "loading" } as const;
const noSubscription = () => () => undefined;

/**
 * `false` in the prerendered HTML and during hydration, `true` once the island runs. Inputs are
 * disabled until then, so nothing a parent types before the script arrives is silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A store of API data as an island sees it: the loading state while hydrating (that is what the
 * HTML shows, even if another island already has the data), then the store's value.
 */
export function useLoadable<T>($store: ReadableAtom<Loadable<T>>): Loadable<T> {
  const subscribe = useCallback((onChange: () => void) => $store.listen(onChange), [$store]);
  return useSyncExternalStore(
    subscribe,
    () => $store.get(),
    () => LOADING,
  );
}
