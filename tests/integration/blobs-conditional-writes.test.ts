/**
 * The local Blobs server must decide conditional writes as Netlify Blobs does, so that writers in
 * separate processes or worker threads (Netlify's per-request runtime starts one per call) still
 * lose no update. Unpatched it answered reads with no etag at all (so the store code fell back to
 * unconditional writes behind an in-process lock), checked `If-Match` and `If-None-Match` and then
 * wrote with awaits between (so two writers holding the same etag could both succeed), and derived
 * etags from the modification time in milliseconds (so two writes in one millisecond shared one).
 * patches/@netlify+blobs+*.patch fixes all three (patches/README.md).
 */
import { describe, expect, it } from "vitest";
import { useBareBlobsStore } from "../support/bare-blobs";

const WRITERS = 20;

const bare = useBareBlobsStore("conditional");

describe("the local Blobs server's conditional writes", () => {
  it("answers a read with the etag that its list and its last write reported", async () => {
    const store = bare();
    const { etag: written } = await store.setJSON("records/a", { value: 1 });
    const read = await store.getWithMetadata("records/a", { type: "json" });
    const { blobs } = await store.list({ prefix: "records/a" });
    expect(read?.etag).toMatch(/^".+"$/);
    expect(read?.etag).toBe(written);
    expect(blobs.map((blob) => blob.etag)).toEqual([written]);
  });

  it("gives every write a new etag, however fast they follow each other", async () => {
    const store = bare();
    const etags = new Set<string | undefined>();
    for (let index = 0; index < 50; index += 1) {
      etags.add((await store.setJSON("records/fast", { index })).etag);
    }
    expect(etags.size).toBe(50);
  });

  it(`lets exactly one of ${String(WRITERS)} writers holding the same etag write`, async () => {
    const store = bare();
    for (let round = 0; round < 10; round += 1) {
      const key = `records/race-${String(round)}`;
      const { etag } = await store.setJSON(key, { winner: null });
      const results = await Promise.all(
        Array.from({ length: WRITERS }, (_, writer) =>
          store.setJSON(key, { winner: writer }, { onlyIfMatch: etag ?? "" }),
        ),
      );
      const winners = results.flatMap((result, writer) => (result.modified ? [writer] : []));
      expect(winners).toHaveLength(1);
      expect(await store.get(key, { type: "json" })).toEqual({ winner: winners[0] });
    }
  });

  it(`lets exactly one of ${String(WRITERS)} writers create a record that is new`, async () => {
    const store = bare();
    for (let round = 0; round < 10; round += 1) {
      const key = `records/new-${String(round)}`;
      const results = await Promise.all(
        Array.from({ length: WRITERS }, (_, writer) => store.setJSON(key, { writer }, { onlyIfNew: true })),
      );
      expect(results.filter((result) => result.modified)).toHaveLength(1);
    }
  });

  it("refuses a write whose etag a delete has made stale", async () => {
    const store = bare();
    const { etag } = await store.setJSON("records/gone", { value: 1 });
    await store.delete("records/gone");
    expect((await store.setJSON("records/gone", { value: 2 }, { onlyIfMatch: etag ?? "" })).modified).toBe(
      false,
    );
    expect(await store.get("records/gone")).toBeNull();
  });
});
