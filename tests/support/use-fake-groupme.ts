/**
 * The local GroupMe for one vitest file: started before its tests, the server's GroupMe settings
 * pointed at it (with the season's clock), back to its seeded groups and bots before each test.
 * Apart from fake-groupme.ts, which the Playwright setup loads and so must not import vitest.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { SEASON_DAY, useEnv } from "./env";
import { startFakeGroupMe, type FakeGroupMe } from "./fake-groupme";

/** Returns the running fake; `timeoutMs` is the server's GroupMe time limit, short so a stall fails fast. */
export function useFakeGroupMe(timeoutMs: number): () => FakeGroupMe {
  let fake: FakeGroupMe | undefined;
  let restoreEnv: (() => void) | undefined;
  beforeAll(async () => {
    fake = await startFakeGroupMe();
    restoreEnv = useEnv({
      APP_ENV: "test",
      APP_NOW: SEASON_DAY,
      GROUPME_API_URL: fake.url,
      GROUPME_ACCESS_TOKEN: fake.token,
      GROUPME_TIMEOUT_MS: String(timeoutMs),
    });
  });
  beforeEach(() => {
    fake?.reset();
  });
  afterAll(async () => {
    restoreEnv?.();
    await fake?.stop();
  });
  return () => {
    if (!fake) throw new Error("The local GroupMe is not running: call the getter inside a test");
    return fake;
  };
}
