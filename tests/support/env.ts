/** Sets environment variables for one test file and re-reads the environment (and the clock). */
import { afterAll, beforeAll } from "vitest";
import { fixClock } from "../../src/lib/clock";
import { getEnv, resetEnv } from "../../src/lib/server/env";

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

/** Fixes the clock at `at` for every test of the file. */
export function useSeasonClock(at = SEASON_DAY): void {
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = useEnv({ APP_ENV: "test", APP_NOW: at });
  });
  afterAll(() => {
    restore?.();
  });
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
