/**
 * A freshly seeded store for a test for the cost of a few file links: the season is written once
 * through the real seeding path (`openTeamStore`: some fifty writes over HTTP) into a template site,
 * and each test after that gets the template's files on the local Blobs server's disk under a new
 * site id. The server writes a blob as a new file renamed over the old one, so the blobs are
 * hard-linked and a test's writes never reach the template or another test's site; it rewrites a
 * blob's metadata file in place, so those are copied.
 *
 * What seeding writes depends on the store's name (the deploy context) and the instant it stamps
 * the records with, so there is one template for each pair, and none while the clock runs: then
 * the test's first request seeds its own site, as it always did.
 */
import { randomUUID } from "node:crypto";
import { copyFile, link, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";
import { inject } from "vitest";
import { now } from "../../src/lib/clock";
import { getEnv } from "../../src/lib/server/env";
import { openTeamStore } from "../../src/lib/server/seed";
import { storeNameFor } from "../../src/lib/server/store";
import { useFreshBlobsSite } from "../setup/each-file";

/** The seeded template's site id, by store name and seeding instant. */
const templates = new Map<string, Promise<string>>();

/** The server's own address: templates are seeded there, never through a test's faulty proxy. */
const serverUrl = () => `http://127.0.0.1:${String(inject("blobsPort"))}`;

async function seededTemplate(): Promise<string> {
  const siteID = useFreshBlobsSite(serverUrl());
  await openTeamStore();
  return siteID;
}

/**
 * Puts every file under `from` in the same place under `to` with `put` (a hard link or a copy);
 * nothing when `from` is missing.
 */
async function copyTree(
  from: string,
  to: string,
  put: (from: string, to: string) => Promise<void>,
): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  if (entries.length === 0) return;
  await mkdir(to, { recursive: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? copyTree(join(from, entry.name), join(to, entry.name), put)
        : put(join(from, entry.name), join(to, entry.name)),
    ),
  );
}

/**
 * Points Netlify Blobs at a new site that already holds the seeded season (at `url`, e.g. a proxy
 * in front of the local server), and returns its id.
 */
export async function useSeededBlobsSite(url = serverUrl()): Promise<string> {
  const env = getEnv();
  if (env.appNow === null) return useFreshBlobsSite(url);
  const key = `${storeNameFor(env.deployContext)}\n${now().toISO() ?? ""}`;
  let template = templates.get(key);
  if (!template) {
    template = seededTemplate();
    templates.set(key, template);
  }
  const from = await template;
  const siteID = `test-${randomUUID()}`;
  const directory = inject("blobsDirectory");
  await Promise.all([
    copyTree(join(directory, "entries", from), join(directory, "entries", siteID), link),
    copyTree(join(directory, "metadata", from), join(directory, "metadata", siteID), copyFile),
  ]);
  return useFreshBlobsSite(url, siteID);
}
