/**
 * Reloads data on a fixed beat while a screen is open and visible, e.g. the GroupMe group list
 * every 30 seconds. The next load is timed from the end of the last, so two
 * never overlap however slow the server is; a hidden page waits, and once shown again it loads
 * at once if a beat was missed.
 */

/** What the poller needs from the page: whether it is hidden, and word when that changes. */
export interface Visibility {
  isHidden: () => boolean;
  /** Calls `listener` on every change; returns the way to stop. */
  onChange: (listener: () => void) => () => void;
}

/** The browser's page visibility. */
export const documentVisibility: Visibility = {
  isHidden: () => document.hidden,
  onChange: (listener) => {
    document.addEventListener("visibilitychange", listener);
    return () => {
      document.removeEventListener("visibilitychange", listener);
    };
  },
};

/**
 * Loads now, then every `intervalMs` after the previous load ends, until the returned function is
 * called. `load` never rejects here: a failure is the caller's to show, and the beat goes on.
 */
export function startPolling(
  load: () => Promise<unknown>,
  intervalMs: number,
  visibility: Visibility = documentVisibility,
  clock: () => number = Date.now,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;
  // A function, so the check after the awaited load reads the value as it is then.
  const isStopped = () => stopped;
  let lastEnd = Number.NEGATIVE_INFINITY;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), Math.max(0, delay));
  };

  async function run(): Promise<void> {
    timer = undefined;
    if (isStopped() || running) return;
    running = true;
    try {
      await load();
    } catch {
      // Shown by the caller's store; polling simply tries again on the next beat.
    } finally {
      running = false;
      lastEnd = clock();
    }
    if (!isStopped() && !visibility.isHidden()) schedule(intervalMs);
  }

  const stopWatching = visibility.onChange(() => {
    if (isStopped()) return;
    if (visibility.isHidden()) {
      clearTimeout(timer);
      timer = undefined;
    } else if (!running && timer === undefined) {
      schedule(lastEnd + intervalMs - clock());
    }
  });

  // The first load goes ahead even in a hidden page: the screen needs its data once.
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    stopWatching();
  };
}
