/**
 * A local Blobs server of its own, in a temporary folder, and a store on it: for tests of the
 * server itself, which must not go through the site's store code (`src/lib/server/store.ts`).
 * Call in a test file's top level; `store()` is ready inside its tests.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll } from "vitest";

const TOKEN = "bare-blobs-token";

export function useBareBlobsStore(name: string): () => Store {
  let server: BlobsServer | undefined;
  let directory: string | undefined;
  let store: Store | undefined;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), `blobs-${name}-`));
    server = new BlobsServer({ directory, token: TOKEN, logger: () => undefined });
    const { port } = await server.start();
    const url = `http://127.0.0.1:${String(port)}`;
    store = getStore({
      name,
      siteID: name,
      token: TOKEN,
      edgeURL: url,
      uncachedEdgeURL: url,
      consistency: "strong",
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  return () => {
    if (!store) throw new Error("The bare Blobs store is ready only inside tests");
    return store;
  };
}
