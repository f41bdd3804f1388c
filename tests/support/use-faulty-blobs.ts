/**
 * A store that a test can turn bad, for one vitest file: the proxy of faulty-blobs.ts in front of the
 * local Blobs server, started before the file's tests and stopped after them. Before each test it is
 * healthy again, the season freshly seeded on a site of its own behind it, and the failures it
 * causes are kept out of the test output (the site logs them for whoever runs it).
 */
import { afterAll, beforeAll, beforeEach, inject, vi } from "vitest";
import { useFreshBlobsSite } from "../setup/each-file";
import { FaultyBlobsProxy } from "./faulty-blobs";

export function useFaultyBlobs(): FaultyBlobsProxy {
  const proxy = new FaultyBlobsProxy(inject("blobsPort"));
  let origin = "";
  beforeAll(async () => {
    origin = await proxy.start();
  });
  afterAll(async () => {
    await proxy.stop();
  });
  beforeEach(() => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    proxy.set({ kind: "healthy" });
    useFreshBlobsSite(origin);
  });
  return proxy;
}
