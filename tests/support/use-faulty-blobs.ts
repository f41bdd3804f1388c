/**
 * A store that a test can turn bad, for one vitest file: the proxy of faulty-blobs.ts in front of the
 * local Blobs server, started before the file's tests and stopped after them.
 */
import { afterAll, beforeAll, beforeEach, inject, vi } from "vitest";
import { useSeededBlobsSite } from "./seeded-site";
import { FaultyBlobsProxy } from "./faulty-blobs";

/**
 * The file's proxy and, once its tests start, the origin it listens at: for a file that decides
 * itself when to seed a site behind it and when to make it healthy again.
 */
export function useFaultyBlobsProxy(): { proxy: FaultyBlobsProxy; origin: () => string } {
  const proxy = new FaultyBlobsProxy(inject("blobsPort"));
  let origin = "";
  beforeAll(async () => {
    origin = await proxy.start();
  });
  afterAll(async () => {
    await proxy.stop();
  });
  return { proxy, origin: () => origin };
}

/**
 * The file's proxy, healthy again before each test with the season freshly seeded on a site of its
 * own behind it; the failures it causes are kept out of the test output (the site logs them for
 * whoever runs it).
 */
export function useFaultyBlobs(): FaultyBlobsProxy {
  const { proxy, origin } = useFaultyBlobsProxy();
  beforeEach(async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    proxy.set({ kind: "healthy" });
    await useSeededBlobsSite(origin());
  });
  return proxy;
}
