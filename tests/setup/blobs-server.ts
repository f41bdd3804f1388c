/**
 * Starts one real local Netlify Blobs server for the whole run. Each test file gets its own
 * site id on it (see each-file.ts), so files running in parallel never see each other's data.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import type { TestProject } from "vitest/node";

export const BLOBS_TOKEN = "local-test-token";

export default async function startBlobsServer(project: TestProject) {
  const directory = await mkdtemp(join(tmpdir(), "team-blobs-"));
  const server = new BlobsServer({ directory, token: BLOBS_TOKEN, logger: () => undefined });
  const { port } = await server.start();
  project.provide("blobsPort", port);
  project.provide("blobsDirectory", directory);
  return async () => {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    blobsPort: number;
    /** Where that server keeps its files, so a test can copy a seeded site (seeded-site.ts). */
    blobsDirectory: string;
  }
}
