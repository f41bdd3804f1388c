/**
 * The record layer against the real local Blobs server: validation on read, create-only-once,
 * lossless concurrent read-modify-writes, and no unconditional write in production.
 */
import type { Store } from "@netlify/blobs";
import * as z from "zod/mini";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AppError, english } from "../../src/lib/domain/errors";
import { errorText } from "../../src/lib/server/messages";
import { eventsRepository } from "../../src/lib/server/repositories/events";
import {
  createRecord,
  deleteRecord,
  listRecords,
  readRecord,
  teamStore,
  updateRecord,
} from "../../src/lib/server/store";
import { useEnv } from "../support/env";

const CounterSchema = z.strictObject({ id: z.string(), count: z.int(), log: z.array(z.string()) });

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = useEnv({ APP_ENV: "test" });
});
afterAll(() => {
  restoreEnv();
});

describe("records in Blobs", () => {
  it("creates a record once and refuses to overwrite it", async () => {
    const store = teamStore();
    await createRecord(store, "counters/a", CounterSchema, { id: "a", count: 0, log: [] });
    await expect(
      createRecord(store, "counters/a", CounterSchema, { id: "a", count: 9, log: [] }),
    ).rejects.toMatchObject({
      code: "conflict",
      status: 409,
    });
    expect(await readRecord(store, "counters/a", CounterSchema)).toEqual({ id: "a", count: 0, log: [] });
  });

  it("loses none of 50 concurrent updates of one record", async () => {
    const store = teamStore();
    await createRecord(store, "counters/b", CounterSchema, { id: "b", count: 0, log: [] });
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        updateRecord(store, "counters/b", CounterSchema, (current) => ({
          ...current,
          count: current.count + 1,
          log: [...current.log, `u${String(index)}`],
        })),
      ),
    );
    const final = await readRecord(store, "counters/b", CounterSchema);
    expect(final?.count).toBe(50);
    expect(new Set(final?.log).size).toBe(50);
  });

  it("loses none of 50 concurrent updates through a repository (seeded event)", async () => {
    const id = "game-2025-09-20";
    const before = await eventsRepository.get(id);
    expect(before?.sequence).toBe(0);
    await Promise.all(
      Array.from({ length: 50 }, () =>
        eventsRepository.update(id, (event) => ({ ...event, sequence: event.sequence + 1 })),
      ),
    );
    expect((await eventsRepository.get(id))?.sequence).toBe(50);
  });

  it("aborts without writing when the change throws", async () => {
    const store = teamStore();
    await createRecord(store, "counters/c", CounterSchema, { id: "c", count: 1, log: [] });
    await expect(
      updateRecord(store, "counters/c", CounterSchema, () => {
        throw new AppError("conflict", 409, english("Already covered"));
      }),
    ).rejects.toThrow("Already covered");
    expect((await readRecord(store, "counters/c", CounterSchema))?.count).toBe(1);
  });

  it("refuses to store a record its schema rejects", async () => {
    const store = teamStore();
    await createRecord(store, "counters/d", CounterSchema, { id: "d", count: 1, log: [] });
    await expect(
      updateRecord(store, "counters/d", CounterSchema, (current) => ({ ...current, count: 1.5 })),
    ).rejects.toThrow();
    expect((await readRecord(store, "counters/d", CounterSchema))?.count).toBe(1);
  });

  it("rejects a stored record that does not match its schema on read", async () => {
    const store = teamStore();
    await store.setJSON("counters/bad", { id: "bad", count: "one", log: [] });
    await expect(readRecord(store, "counters/bad", CounterSchema)).rejects.toThrow(
      /does not match its schema/,
    );
  });

  it("answers 404 for a missing record on update and delete", async () => {
    const store = teamStore();
    await expect(updateRecord(store, "counters/none", CounterSchema, (c) => c)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteRecord(store, "counters/none")).rejects.toMatchObject({ status: 404 });
  });

  it("lists records under a prefix, validated", async () => {
    const store = teamStore();
    await createRecord(store, "widgets/1", CounterSchema, { id: "1", count: 1, log: [] });
    await createRecord(store, "widgets/2", CounterSchema, { id: "2", count: 2, log: [] });
    expect((await listRecords(store, "widgets/", CounterSchema)).map((record) => record.count)).toEqual([
      1, 2,
    ]);
  });
});

/**
 * The real store, as deployed Blobs answers: reads carry an etag, and the first `refuse`
 * conditional writes lose their race (`modified: false`), as when another instance wrote first.
 */
function withLostRaces(store: Store, refuse: number) {
  let refused = 0;
  const wrapped = Object.create(store) as Store;
  const getWithMetadata = async (key: string) => {
    const read = await store.getWithMetadata(key, { type: "json" });
    return read && { ...read, etag: `"etag-${String(refused)}"` };
  };
  const setJSON = async (key: string, data: unknown, options?: { onlyIfMatch?: string }) => {
    if (options?.onlyIfMatch !== undefined && refused < refuse) {
      refused += 1;
      return { modified: false };
    }
    return store.setJSON(key, data);
  };
  Object.assign(wrapped, { getWithMetadata, setJSON });
  return { store: wrapped, refused: () => refused };
}

describe("with etags, as on Netlify", () => {
  it("retries a lost race and then writes", async () => {
    await createRecord(teamStore(), "counters/race", CounterSchema, { id: "race", count: 0, log: [] });
    const { store, refused } = withLostRaces(teamStore(), 3);
    const changes: number[] = [];
    const result = await updateRecord(store, "counters/race", CounterSchema, (current) => {
      changes.push(current.count);
      return { ...current, count: current.count + 1 };
    });
    expect(refused()).toBe(3);
    expect(changes).toHaveLength(4);
    expect(result.count).toBe(1);
    expect((await readRecord(teamStore(), "counters/race", CounterSchema))?.count).toBe(1);
  });

  it("gives up with 502 after 8 lost races, without writing", async () => {
    await createRecord(teamStore(), "counters/busy", CounterSchema, { id: "busy", count: 0, log: [] });
    const { store, refused } = withLostRaces(teamStore(), 100);
    const failure: unknown = await updateRecord(
      store,
      "counters/busy",
      CounterSchema,
      (current) => ({ ...current, count: 9 }),
      "Record",
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 502, code: "upstream_failed" });
    expect(errorText(failure as AppError, "en")).toMatch(/Too many changes to this record at once/);
    expect(refused()).toBe(8);
    expect((await readRecord(teamStore(), "counters/busy", CounterSchema))?.count).toBe(0);
  });
});

describe("in production", () => {
  it("never writes unconditionally when the store returns no etag", async () => {
    await createRecord(teamStore(), "counters/prod", CounterSchema, { id: "prod", count: 1, log: [] });
    // A store that, unlike Netlify Blobs and the patched local server, answers a read without one.
    const store = Object.create(teamStore()) as Store;
    const getWithMetadata = async (key: string) => {
      const read = await teamStore().getWithMetadata(key, { type: "json" });
      return read && { ...read, etag: undefined };
    };
    Object.assign(store, { getWithMetadata });
    const restore = useEnv({
      APP_ENV: "production",
      COACH_EMAIL: "coach@team.example.org",
      COACH_PASSWORD_HASH:
        "scrypt$17$8$1$f0qCXjYBBG9cByOKZCUmmw$QG52vnpS-wn21ks3a6LFp-nZXeyadCnRaPwZmxJTxNYjM6D_DeB9PgmTptKusUG-0R23sfjJTIDlJh7mIthTew",
      SESSION_SECRET: "s".repeat(32),
      SITE_URL: "https://team.example.org",
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(
        updateRecord(store, "counters/prod", CounterSchema, (current) => ({ ...current, count: 2 })),
      ).rejects.toMatchObject({ code: "upstream_failed", status: 502 });
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/no etag for counters\/prod/));
    } finally {
      restore();
    }
    expect((await readRecord(store, "counters/prod", CounterSchema))?.count).toBe(1);
  });
});

describe("ids from the outside", () => {
  it.each(["../meta/seeded-v1", "a/b", "", "x".repeat(65), "events/game-2025-09-20"])(
    "treats %j as not found instead of reaching another key",
    async (id) => {
      expect(await eventsRepository.get(id)).toBeNull();
      await expect(eventsRepository.update(id, (event) => event)).rejects.toMatchObject({
        status: 404,
        message: "Event not found",
      });
      await expect(eventsRepository.remove(id)).rejects.toMatchObject({ status: 404 });
    },
  );

  it("names the record, not the storage key, in messages", async () => {
    await expect(eventsRepository.remove("no-such-event")).rejects.toMatchObject({
      message: "Event not found",
    });
  });
});
