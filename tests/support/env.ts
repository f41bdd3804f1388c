/** Sets environment variables for one test file and re-reads the environment (and the clock). */
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
