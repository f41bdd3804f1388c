/**
 * Starts the local GroupMes (tests/support/fake-groupme.ts) for the end-to-end run, one on each port
 * the previews use (servers.ts); the previews' functions reach them through `GROUPME_API_URL`.
 * Tests in this process or another steer them through their `/__control/*` routes.
 */
import { startFakeGroupMe } from "../support/fake-groupme";
import { groupMePorts } from "./servers";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const fakes = await Promise.all(groupMePorts().map((port) => startFakeGroupMe({ port })));
  return async () => {
    await Promise.all(fakes.map((fake) => fake.stop()));
  };
}
