/**
 * Starts the local GroupMe (tests/support/fake-groupme.ts) for the end-to-end run, on
 * `FAKE_GROUPME_PORT` (default 4598); the preview's functions reach it through `GROUPME_API_URL`.
 * Tests in this process or another steer it through its `/__control/*` routes.
 */
import { fakeGroupMePort, startFakeGroupMe } from "../support/fake-groupme";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = fakeGroupMePort();
  const fake = await startFakeGroupMe({ port });
  return () => fake.stop();
}
