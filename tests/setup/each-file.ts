/**
 * Runs before every test file: points Netlify Blobs at the shared local server under a fresh
 * site id, and fails any test that logs an unexpected console.error (as epic-stack does).
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, inject, vi } from "vitest";
import { blobsContext } from "../../scripts/blobs-context";
import { BLOBS_TOKEN } from "./blobs-server";

/**
 * Points Netlify Blobs at a new, empty site (or the one named `siteID`): on the shared local
 * server, or at `url` (e.g. a proxy in front of it). Returns the site id.
 */
export function useFreshBlobsSite(
  url = `http://127.0.0.1:${String(inject("blobsPort"))}`,
  siteID = `test-${randomUUID()}`,
): string {
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(url, BLOBS_TOKEN, siteID);
  return siteID;
}

useFreshBlobsSite();

let consoleError: { mockRestore: () => void } | undefined;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  consoleError?.mockRestore();
});
