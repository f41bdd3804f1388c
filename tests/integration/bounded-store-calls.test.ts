/**
 * Big collections are read a few records at a time: a list, the backup and the restore's pre-read
 * never have more than `READ_CONCURRENCY` reads in flight, and the keys are listed a page at a
 * time, each page a store call with its own time limit.
 */
import { randomUUID } from "node:crypto";
import type { Store } from "@netlify/blobs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessageId } from "../../src/lib/domain/contact-messages";
import { BackupDocumentSchema } from "../../src/lib/schemas/backup";
import { COLLECTION_SCHEMAS } from "../../src/lib/schemas/collection-schemas";
import type { ContactMessage } from "../../src/lib/schemas/contact";
import { READ_CONCURRENCY } from "../../src/lib/server/bounded";
import { openTeamStore } from "../../src/lib/server/seed";
import { listKeys, listRecords } from "../../src/lib/server/store";
import * as storeCalls from "../../src/lib/server/store-calls";
import { asCoach, fn, send, useCoach } from "../support/api";
import { call } from "../support/call";
import { useSeasonClock } from "../support/env";

useSeasonClock();
const coach = useCoach();

const MESSAGES = 300;

function message(index: number): ContactMessage {
  const createdAt = new Date(Date.parse("2025-09-01T12:00:00.000Z") + index * 60_000).toISOString();
  return {
    id: contactMessageId(Date.parse(createdAt), randomUUID()),
    name: "Jordan Lopez",
    email: "jordan.lopez@example.com",
    subject: null,
    message: `Question number ${String(index)} about Thursday.`,
    createdAt,
  };
}

let store: Store;
beforeAll(async () => {
  store = await openTeamStore();
  await Promise.all(
    Array.from({ length: MESSAGES }, (_, index) => {
      const record = message(index);
      return store.setJSON(`contact-messages/${record.id}`, record);
    }),
  );
});

type Method = "get" | "delete" | "setJSON";
type Call = (this: Store, ...args: unknown[]) => Promise<unknown>;

/**
 * Counts the calls of `method` in flight from now on: `most()` is the largest number at once.
 * `fail(n)` makes the call numbered `n` (from 1) fail, as a store that gives out part-way does.
 */
function watch(
  method: Method,
  fail: (call: number) => boolean = () => false,
): { most: () => number; calls: () => number } {
  const prototype = Object.getPrototypeOf(store) as Store;
  const original = Object.getOwnPropertyDescriptor(prototype, method)?.value as Call;
  let running = 0;
  let most = 0;
  let calls = 0;
  const counted: Call = async function (this: Store, ...args: unknown[]) {
    running += 1;
    calls += 1;
    most = Math.max(most, running);
    try {
      if (fail(calls)) throw new Error("The store gave out");
      return await original.apply(this, args);
    } finally {
      running -= 1;
    }
  };
  vi.spyOn(prototype, method).mockImplementation(counted as never);
  return { most: () => most, calls: () => calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe(`${String(MESSAGES)} contact messages`, () => {
  it(`are listed with at most ${String(READ_CONCURRENCY)} reads at once`, async () => {
    const reads = watch("get");
    const records = await listRecords(store, "contact-messages/", COLLECTION_SCHEMAS["contact-messages"]);
    expect(records).toHaveLength(MESSAGES);
    expect(reads.calls()).toBe(MESSAGES);
    expect(reads.most()).toBe(READ_CONCURRENCY);
  });

  it("are backed up, and the restore's pre-read reads them, through one pool of reads", async () => {
    const reads = watch("get");
    const { status, body } = await call(fn("backup"), "/api/backup", asCoach(coach()));
    expect(status).toBe(200);
    const backup = BackupDocumentSchema.parse(body);
    expect(backup.data["contact-messages"]).toHaveLength(MESSAGES);
    expect(reads.most()).toBe(READ_CONCURRENCY);

    const preview = await call(
      fn("backup-restore"),
      "/api/backup/restore?dryRun=1",
      send("POST", { ...backup, data: { ...backup.data, "contact-messages": [] } }, coach()),
    );
    expect(preview.status).toBe(200);
    expect(reads.most()).toBe(READ_CONCURRENCY);
  });

  it("are put back after a restore that clears them fails part-way, as many writes at a time", async () => {
    const backup = BackupDocumentSchema.parse(
      (await call(fn("backup"), "/api/backup", asCoach(coach()))).body,
    );
    const clean = { ...backup, data: { ...backup.data, "contact-messages": [] } };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const deletes = watch("delete", (count) => count === 200);
    const putBack = watch("setJSON");
    const { status, body } = await call(
      fn("backup-restore"),
      "/api/backup/restore",
      send("POST", clean, coach()),
    );
    expect(status, JSON.stringify(body)).toBe(502);
    expect(logged).toHaveBeenCalledWith(
      "A restore failed part-way; every record was put back as it was:",
      expect.any(Error),
    );
    expect(deletes.most()).toBe(READ_CONCURRENCY);
    // Every message the restore deleted before the failure is written back from its snapshot.
    expect(putBack.calls()).toBeGreaterThan(150);
    expect(putBack.most()).toBe(READ_CONCURRENCY);
    vi.restoreAllMocks();
    expect(await listKeys(store, "contact-messages/")).toHaveLength(MESSAGES);
  });

  it("have their keys listed a page at a time, each page a store call of its own", async () => {
    const calls = vi.spyOn(storeCalls, "withStoreCall");
    const keys = await listKeys(store, "contact-messages/");
    expect(keys).toHaveLength(MESSAGES);
    expect(new Set(keys).size).toBe(MESSAGES);
    // The local server answers in one page (Netlify's in several), then the list ends, without a request.
    expect(calls.mock.calls.map(([what]) => what)).toEqual([
      "list contact-messages/",
      "list contact-messages/",
    ]);
  });
});
