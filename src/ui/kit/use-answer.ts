/**
 * One API answer for one island, on the kit's loader (load.ts) without a store library: loading
 * (also what the prerendered HTML shows), ready, an error with a message a parent can act on, or
 * not found (a 404), and a way to ask again. For answers that belong to one page, such as a past
 * season's, where no other island shares them.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "./api";
import { createLoader, loadProblemOf, LOADING, type Loadable } from "./load";
import { useKitWords } from "./words";

export type Answer<T> = Loadable<T> | { status: "not-found" };

export interface AnswerState<T> {
  answer: Answer<T>;
  /** Loads again, e.g. from Try again. */
  retry: () => void;
  /** Whether the answer on screen came from a retry: the island then moves the focus to it. */
  retried: boolean;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * Loads with `load` once the island runs, its error said in the kit's words (the page's language);
 * `load` must keep its identity (a module-level function).
 */
export function useAnswer<T>(load: (signal: AbortSignal) => Promise<T>): AnswerState<T> {
  const [answer, setAnswer] = useState<Answer<T>>(LOADING);
  const [retried, setRetried] = useState(false);
  const current = useRef<Answer<T>>(LOADING);
  const reload = useRef<() => Promise<void>>(null);
  const words = useKitWords();

  useEffect(() => {
    const controller = new AbortController();
    const cell = {
      get: () => current.current,
      set: (next: Answer<T>) => {
        current.current = next;
        if (!controller.signal.aborted) setAnswer(next);
      },
    };
    reload.current = createLoader<T, Answer<T>>(() => load(controller.signal), cell, {
      ready: (data) => ({ status: "ready", data }),
      failed: (error) =>
        isNotFound(error) ? { status: "not-found" } : { status: "error", problem: loadProblemOf(error) },
    });
    void reload.current();
    return () => {
      controller.abort();
    };
  }, [load, words]);

  const retry = useCallback(() => {
    setRetried(true);
    void reload.current?.();
  }, []);

  return { answer, retry, retried };
}
