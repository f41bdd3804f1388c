/** Sets environment variables for one test file and re-reads the environment (and the clock). */
import { afterAll, beforeAll } from "vitest";
import { fixClock } from "../../src/lib/clock";
import { getEnv, resetEnv, STORE_TIMEOUT_MS } from "../../src/lib/server/env";

export function useEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (source: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(source)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
    resetEnv();
    fixClock(null);
    getEnv();
  };
  apply(values);
  return () => {
    apply(previous);
  };
}

/** Monday 15 Sep 2025, noon in Kyle: the season's first full week; the next event is Tuesday's practice. */
export const SEASON_DAY = "2025-09-15T12:00:00-05:00";

/** Sets environment variables for the file's tests, from before its first to after its last. */
export function useFileEnv(values: Record<string, string | undefined>): void {
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = useEnv(values);
  });
  afterAll(() => {
    restore?.();
  });
}

/** Fixes the clock at `at` for every test of the file. */
export function useSeasonClock(at = SEASON_DAY): void {
  useFileEnv({ APP_ENV: "test", APP_NOW: at });
}

/**
 * The season's clock with the store time limit of a deployed site, not the local runtime's minute,
 * so that a call to a failing store fails in seconds.
 */
export function useDeployedStoreLimit(): void {
  useFileEnv({ APP_ENV: "test", APP_NOW: SEASON_DAY, STORE_TIMEOUT_MS: String(STORE_TIMEOUT_MS.production) });
}

/** Runs `task` with some environment variables changed, then puts them back, e.g. a missing token. */
export async function withEnv<T>(
  values: Record<string, string | undefined>,
  task: () => Promise<T>,
): Promise<T> {
  const restore = useEnv(values);
  try {
    return await task();
  } finally {
    restore();
  }
}
