/**
 * The posts page's search text and tag, kept in the address (`/posts?q=snack&tag=Uniform`) so a
 * parent can share a filtered view. Written with `history.replaceState`: no reload, and no
 * history entry per keystroke.
 */
import { useSyncExternalStore } from "react";
import type { PostFilter } from "./post-filter";

const PARAMS = { query: "q", tag: "tag" } as const satisfies Record<keyof PostFilter, string>;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const readSearch = () => window.location.search;
// The prerendered page has no address to read; hydration starts unfiltered, then follows it.
const readServerSearch = () => "";

function writeFilter(change: Partial<PostFilter>): void {
  const url = new URL(window.location.href);
  for (const key of ["query", "tag"] as const) {
    const value = change[key];
    if (value === undefined) continue;
    if (value === "") url.searchParams.delete(PARAMS[key]);
    else url.searchParams.set(PARAMS[key], value);
  }
  window.history.replaceState(window.history.state, "", url);
  for (const listener of listeners) listener();
}

/** The current filter and a function that changes part of it, e.g. `setFilter({ tag: "" })`. */
export function useUrlFilter(): [PostFilter, (change: Partial<PostFilter>) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const params = new URLSearchParams(search);
  return [{ query: params.get(PARAMS.query) ?? "", tag: params.get(PARAMS.tag) ?? "" }, writeFilter];
}
