/**
 * Netlify's purge API, faked at the fetch level for the tests of one `describe` block: every purge
 * a function asks for is recorded (after checking the site and the token it was sent with) and
 * answered with `status` (202, as Netlify does, unless a test sets another). Other requests go out
 * as they would.
 */
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { useEnv } from "./env";

const PURGE_URL = "https://api.netlify.com/api/v1/purge";

export interface PurgeRecorder {
  /** The cache tags of each purge, in order, e.g. `[["events"], ["posts"]]`; emptied after each test. */
  purged: string[][];
  /** What the fake answers until the test ends, e.g. 500 for a purge that fails. */
  status: number;
}

export function usePurgeRecorder(): PurgeRecorder {
  const recorder: PurgeRecorder = { purged: [], status: 202 };
  let restoreEnv: (() => void) | undefined;

  beforeAll(() => {
    restoreEnv = useEnv({
      APP_ENV: "test",
      APP_NOW: "2025-09-15T12:00:00-05:00",
      NETLIFY_PURGE_API_TOKEN: "test-purge-token",
      SITE_ID: "test-site",
    });
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== PURGE_URL) return realFetch(input, init);
      const payload = JSON.parse(typeof init?.body === "string" ? init.body : "{}") as {
        cache_tags: string[];
        site_id: string;
      };
      expect(payload.site_id).toBe("test-site");
      expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer test-purge-token");
      recorder.purged.push(payload.cache_tags);
      return new Response(null, { status: recorder.status });
    });
  });
  afterEach(() => {
    recorder.purged.length = 0;
    recorder.status = 202;
  });
  afterAll(() => {
    vi.restoreAllMocks();
    restoreEnv?.();
  });
  return recorder;
}
