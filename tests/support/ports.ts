/** Loopback ports for tests that need one in a given state. */
import { createServer } from "node:net";

/** A local port nothing listens on: one the system just handed out and took back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address !== null ? address.port : 0;
}

/**
 * The port the end-to-end run starts the local GroupMe on unless `FAKE_GROUPME_PORT` says otherwise
 * (this module imports nothing of the project's, so plain Node reads it too, as `npm test` does).
 */
export const FAKE_GROUPME_DEFAULT_PORT = 4598;
