/**
 * The local Blobs server must list every record that exists, even while others are being written.
 * It writes a record to a temporary file beside it and renames that over the record; its list walks
 * the folder and stats entry by entry. Unpatched, a temporary file that is renamed between the
 * folder read and its stat made the walk throw ENOENT, and the server answered 200 with the records
 * read so far; a temporary file caught before its rename was listed as a record of its own.
 * patches/@netlify+blobs+*.patch fixes both (patches/README.md).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useBareBlobsStore } from "../support/bare-blobs";

const RECORDS = 40;
const ROUNDS = 60;

const bare = useBareBlobsStore("list-race");

beforeAll(async () => {
  const store = bare();
  await Promise.all(
    Array.from({ length: RECORDS }, (_, index) => store.setJSON(`events/e${String(index)}`, { index })),
  );
});

describe("the local Blobs server's list while records are written", () => {
  it(`lists all ${String(RECORDS)} records, and nothing else, in ${String(ROUNDS)} rounds of lists racing rewrites`, async () => {
    const store = bare();
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
    const store = bare();
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
