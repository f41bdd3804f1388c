/**
 * The one loader of API data, free of any store library: the states an island draws (loading,
 * ready, or an error a parent can act on), one request at a time, and a reload that never leaves
 * an older answer on screen. The nanostores version the shared stores use (loadable.ts) and the
 * hook of a page that keeps its answer to itself (use-answer.ts) are both built on it, so a page
 * without shared stores loads no store library.
 */

/**
 * What went wrong loading, as a key of the kit's words: "offline" (no answer came) or
 * "loadFailed" (anything else). A page's island says it with `useKitWords()[problem]`.
 */
export type LoadProblem = "offline" | "loadFailed";

/**
 * The state of data an island loads: what to draw while waiting, once it is there, or on failure,
 * with the failure's `problem`, which the island says in its page's kit words (`useKitWords()`).
 */
export type Loadable<T> =
  { status: "loading" } | { status: "ready"; data: T } | { status: "error"; problem: LoadProblem };

export const LOADING = { status: "loading" } as const;

/** What went wrong, e.g. a `TypeError` from `fetch` is "offline". */
export const loadProblemOf = (error: unknown): LoadProblem =>
  error instanceof TypeError ? "offline" : "loadFailed";

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

/** Where a loader keeps its state, e.g. a nanostores atom, or a React state with a ref beside it. */
export interface Cell<S> {
  get(): S;
  set(next: S): void;
}

/** How answers and failures become states; the default is `Loadable`'s. */
export interface LoadStates<T, S> {
  ready(data: T): S;
  /** The state after a failure, given the one before (a reload may keep the data on screen). */
  failed(error: unknown, current: S): S;
}

const LOADABLE_STATES: LoadStates<unknown, Loadable<unknown>> = {
  ready: (data) => ({ status: "ready", data }),
  failed: (error) => ({ status: "error", problem: loadProblemOf(error) }),
};

/**
 * Loads with `fetcher` into `cell` and returns the function that (re)loads, e.g.
 * `createLoader(fetchPosts, $posts)`. A reload keeps the data on screen until the new answer
 * arrives, so a list never flashes back to its loading state; an answer that a later call has
 * overtaken is never shown.
 */
export function createLoader<T, S extends { status: string } = Loadable<T>>(
  fetcher: () => Promise<T>,
  cell: Cell<S>,
  states: LoadStates<T, S> = LOADABLE_STATES as unknown as LoadStates<T, S>,
): () => Promise<void> {
  const reload = coalesceLoads(async (isLatest) => {
    let next: S;
    try {
      next = states.ready(await fetcher());
    } catch (error) {
      next = states.failed(error, cell.get());
    }
    if (isLatest()) cell.set(next);
  });
  return () => {
    // From a failure, the loading state shows while it asks again; ready data stays on screen.
    if (cell.get().status !== "ready") cell.set(LOADING as S);
    return reload();
  };
}
