/**
 * One API answer for one island: loading (also what the prerendered HTML shows), ready, an error
 * with a message a parent can act on, or not found (a 404), and a way to ask again. The seasons'
 * answers belong to one page each, so no shared store is needed.
 */
import { useCallback, useEffect, useState } from "react";
import { ApiRequestError } from "./api";
import { loadErrorMessage } from "../seasons/past-season";
import type { Loadable } from "./loadable";

export type Answer<T> = Loadable<T> | { status: "not-found" };

export interface AnswerState<T> {
  answer: Answer<T>;
  /** Loads again, e.g. from Try again. */
  retry: () => void;
  /** Whether the answer on screen came from a retry: the island then moves the focus to it. */
  retried: boolean;
}

/** Loads with `load` once the island runs; `load` must keep its identity (a module-level function). */
export function useAnswer<T>(load: (signal: AbortSignal) => Promise<T>): AnswerState<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [retried, setRetried] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ status: "ready", data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer(
          error instanceof ApiRequestError && error.status === 404
            ? { status: "not-found" }
            : { status: "error", message: loadErrorMessage(error) },
        );
      },
    );
    return () => {
      controller.abort();
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setRetried(true);
    setAnswer({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);

  return { answer, retry, retried };
}
