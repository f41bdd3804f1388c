/**
 * The local Blobs server must list every record that exists, even while others are being written.
 * It writes a record to a temporary file beside it and renames that over the record; its list walks
 * the folder and stats entry by entry. Unpatched, a temporary file that is renamed between the
 * folder read and its stat made the walk throw ENOENT, and the server answered 200 with the records
 * read so far; a temporary file caught before its rename was listed as a record of its own.
 * patches/@netlify+blobs+*.patch fixes both (patches/README.md).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const TOKEN = "list-race-token";
const RECORDS = 40;
const ROUNDS = 60;

let server: BlobsServer;
let directory: string;
let store: Store;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "blobs-list-race-"));
  server = new BlobsServer({ directory, token: TOKEN, logger: () => undefined });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${String(port)}`;
  store = getStore({
    name: "race",
    siteID: "list-race",
    token: TOKEN,
    edgeURL: url,
    uncachedEdgeURL: url,
    consistency: "strong",
  });
  await Promise.all(
    Array.from({ length: RECORDS }, (_, index) => store.setJSON(`events/e${String(index)}`, { index })),
  );
});

afterAll(async () => {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
});

describe("the local Blobs server's list while records are written", () => {
  it(`lists all ${String(RECORDS)} records, and nothing else, in ${String(ROUNDS)} rounds of lists racing rewrites`, async () => {
    const counts: number[] = [];
    const strays = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const writes = Array.from({ length: RECORDS }, (_, index) =>
        store.setJSON(`events/e${String(index)}`, { index, round }),
      );
      const lists = Array.from({ length: 4 }, async () => {
        const { blobs } = await store.list({ prefix: "events/" });
        counts.push(blobs.length);
        for (const { key } of blobs) if (!/^events\/e\d+$/.test(key)) strays.add(key);
      });
      await Promise.all([...writes, ...lists]);
    }
    expect.soft(strays, "keys that are not records").toEqual(new Set());
    expect(
      counts.filter((count) => count !== RECORDS),
      "lists that missed records",
    ).toEqual([]);
  }, 60_000);

  it("lists the records that remain while others are deleted", async () => {
    for (let round = 0; round < 20; round += 1) {
      const extra = Array.from({ length: 20 }, (_, index) => `events/x${String(round)}-${String(index)}`);
      await Promise.all(extra.map((key) => store.setJSON(key, { round })));
      const [listed] = await Promise.all([
        store.list({ prefix: "events/e" }),
        ...extra.map((key) => store.delete(key)),
      ]);
      expect(listed.blobs).toHaveLength(RECORDS);
    }
  }, 60_000);
});
