/**
 * Backups of the team store: every record of every collection of the registry (`collections.ts`) as one document,
 * and a restore that puts the store back to a document, all or nothing.
 *
 * What "all or nothing" means on Blobs, which has no transactions:
 *
 * 1. Nothing is written until the whole document is valid: every record against the schema the
 *    store validates it with, and the rules across records (`findBackupClashes`). A bad record is
 *    a 400 that points at it, and the store is untouched.
 * 2. The store's current value of every key the restore covers is read first (the snapshot).
 * 3. Only what differs is written: added and changed records first, then removed ones deleted, so a
 *    reader in between sees the old or the new version of a record, never a gap where a record that
 *    both versions have is missing.
 * 4. If any write or delete fails, every key the restore touches is put back from the snapshot and
 *    the answer is a 502 that says nothing changed. Only if putting back fails as well (the store is
 *    down) is the store left part-way, which the 500 says; restoring the same file again finishes it,
 *    as a restore only ever moves the store towards the document.
 *
 * Two restores never run at once in one process (or in the local runtime). A parent's write that
 * lands during a restore (a snack sign-up in those seconds) may be overwritten by it or by its
 * rollback, as if it had come just before. A function stopped mid-way (its time limit) cannot roll
 * back: restoring again finishes the job.
 */
import type { Store } from "@netlify/blobs";
import * as z from "zod/mini";
import { setTimeout as sleep } from "node:timers/promises";
import { now } from "../clock";
import { diffBackup, findBackupClashes, planRestore } from "../domain/backup";
import { AppError, english, upstreamFailed, validationFailed } from "../domain/errors";
import { COLLECTIONS } from "../collections";
import { BACKUP_FORMAT, BACKUP_VERSION } from "../constants";
import { COLLECTION_SCHEMAS } from "../schemas/collection-schemas";
import {
  BACKUP_SECTION_NAMES,
  type BackupData,
  type BackupDocument,
  type BackupRestoreResult,
  type BackupSection,
} from "../schemas/backup";
import { mapBounded, READ_CONCURRENCY } from "./bounded";
import { CACHE_TAGS } from "./cache-tags";
import { touchTags } from "./request-scope";
import { readCurrentSeason } from "./repositories/seasons";
import { openTeamStore } from "./seed";
import { listKeys, withKeyLock } from "./store";

/**
 * How many writes a restore (and the rollback of a failed one) keeps in flight at once: as many
 * as reads, since a restore that clears a flood of messages deletes as many records as it read,
 * and each write waits a round trip to the store (20,000 deletes 8 at a time are 2,500 round trips
 * in a row, far past a function's time limit; 32 at a time, 625).
 */
const WRITE_CONCURRENCY = READ_CONCURRENCY;
/** Attempts to put one key back after a failed restore. */
const ROLLBACK_ATTEMPTS = 3;
const RESTORE_LOCK = "backup:restore";

/**
 * The store key of one record of a backup: `backupKey("events", "game-2025-09-20")` →
 * `"events/game-2025-09-20"`, the same key its repository uses; a setting's key is its section,
 * `backupKey("settings/groupme", "settings/groupme")` → `"settings/groupme"`.
 */
export function backupKey(section: BackupSection, id: string): string {
  return COLLECTIONS[section].kind === "setting" ? section : `${section}/${id}`;
}

interface StoreState {
  /** Every record, validated, each section's records in id order. */
  data: BackupData;
  /** The stored value of every key of the backup's sections, as it is, for a rollback. */
  raw: Map<string, unknown>;
}

/**
 * The store's sections as `readState` checks them: every record by its collection's schema, as in
 * a backup file, but with no cap on how many a section holds. A file holds at most
 * `BACKUP_MAX_RECORDS` a section; the store may hold more (a flood of contact messages), and must
 * still be read to be exported, previewed and restored away.
 */
const StoredDataSchema = z.strictObject(
  Object.fromEntries(
    BACKUP_SECTION_NAMES.map((section) => {
      const record: z.ZodMiniType = COLLECTION_SCHEMAS[section];
      return [section, COLLECTIONS[section].kind === "setting" ? z.nullable(record) : z.array(record)];
    }),
  ),
);

/** The keys of a section: a setting's one key, or every record's, listed page by page. */
const sectionKeys = async (store: Store, section: BackupSection): Promise<string[]> =>
  COLLECTIONS[section].kind === "setting" ? [section] : listKeys(store, `${section}/`);

/**
 * A section as the store holds it, from the values read for its keys: a setting's value or null, a
 * collection's records in id order (a record deleted between list and read is simply gone).
 */
function sectionOf(
  section: BackupSection,
  values: readonly (readonly [string, unknown])[],
  raw: Map<string, unknown>,
): unknown {
  const records: unknown[] = [];
  for (const [key, value] of [...values].sort(([a], [b]) => a.localeCompare(b))) {
    if (value === null) continue;
    raw.set(key, value);
    records.push(value);
  }
  return COLLECTIONS[section].kind === "setting" ? (records[0] ?? null) : records;
}

/**
 * Reads every section of the store; a stored record that fails its schema is an error (500). The
 * sections' keys are listed at once, then every key is read through one pool of
 * `READ_CONCURRENCY` reads, so thousands of contact messages are read a few dozen at a time
 * rather than all at once.
 */
async function readState(store: Store): Promise<StoreState> {
  const raw = new Map<string, unknown>();
  const listed = await Promise.all(BACKUP_SECTION_NAMES.map((section) => sectionKeys(store, section)));
  const values = await mapBounded(listed.flat(), READ_CONCURRENCY, async (key) => {
    const value: unknown = await store.get(key, { type: "json", consistency: "strong" });
    return [key, value] as const;
  });
  let read = 0;
  const sections = BACKUP_SECTION_NAMES.map((section, index) => {
    const count = listed[index]?.length ?? 0;
    const mine = values.slice(read, read + count);
    read += count;
    return [section, sectionOf(section, mine, raw)] as const;
  });
  const result = StoredDataSchema.safeParse(Object.fromEntries(sections));
  if (!result.success) {
    throw new Error(`Stored records do not match their schemas: ${result.error.message}`);
  }
  // The same records a backup holds, each checked by the same schema; only the count is unbounded.
  return { data: result.data as BackupData, raw };
}

/**
 * Every live record the store holds, as the document `GET /api/backup` answers. A parent record
 * that no game names (a sign-up cancelled or cleared while the store failed to remove it) is
 * nobody's and is left out, so a backup never carries an email address the team no longer needs.
 */
export async function exportBackup(): Promise<BackupDocument> {
  const { data: stored } = await readState(await openTeamStore());
  const named = new Set(stored.events.map((event) => event.snackParentId));
  const data = { ...stored, users: stored.users.filter((user) => named.has(user.id)) };
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now().toISO() ?? "",
    season: (await readCurrentSeason()).label,
    data,
  };
}

/**
 * Runs `tasks`, `limit` at a time. After the first failure it starts no more, waits for those
 * already running, and throws that failure.
 */
async function runLimited(tasks: readonly (() => Promise<unknown>)[], limit: number): Promise<void> {
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (failures.length === 0 && next < tasks.length) {
      const task = tasks[next];
      next += 1;
      try {
        await task?.();
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  if (failures.length > 0) throw failures[0];
}

/**
 * Puts every key back as the snapshot had it (deleting those it did not have), `WRITE_CONCURRENCY`
 * at a time; the keys that failed.
 */
async function rollBack(store: Store, keys: readonly string[], raw: ReadonlyMap<string, unknown>) {
  const failed: string[] = [];
  const putBack = async (key: string) => {
    for (let attempt = 1; attempt <= ROLLBACK_ATTEMPTS; attempt++) {
      try {
        await withKeyLock(key, async () => {
          await (raw.has(key) ? store.setJSON(key, raw.get(key)) : store.delete(key));
        });
        return;
      } catch {
        await sleep(50 * attempt);
      }
    }
    failed.push(key);
  };
  await mapBounded(keys, WRITE_CONCURRENCY, putBack);
  return failed;
}

/**
 * Makes the store hold exactly `backup` (sections it leaves out stay as they are), or with
 * `dryRun` only says what that would change. See the top of this file for the guarantee.
 */
export async function restoreBackup(
  backup: BackupDocument,
  { dryRun }: { dryRun: boolean },
): Promise<BackupRestoreResult> {
  const clashes = findBackupClashes(backup.data);
  if (clashes.length > 0)
    throw validationFailed(english("Some records of the backup clash with each other"), clashes);
  const store = await openTeamStore();
  const summary = { exportedAt: backup.exportedAt, season: backup.season };
  if (dryRun) {
    const { data } = await readState(store);
    return { applied: false, backup: summary, diff: diffBackup(data, backup.data) };
  }
  return withKeyLock(RESTORE_LOCK, async () => {
    const before = await readState(store);
    const diff = diffBackup(before.data, backup.data);
    const plan = planRestore(diff, backup.data);
    const writes = plan.writes.map(({ section, id, record }) => ({ key: backupKey(section, id), record }));
    const deletes = plan.deletes.map(({ section, id }) => backupKey(section, id));
    try {
      await runLimited(
        writes.map(
          ({ key, record }) =>
            () =>
              withKeyLock(key, () => store.setJSON(key, record)),
        ),
        WRITE_CONCURRENCY,
      );
      await runLimited(
        deletes.map((key) => () => withKeyLock(key, () => store.delete(key))),
        WRITE_CONCURRENCY,
      );
    } catch (error) {
      const failed = await rollBack(store, [...writes.map(({ key }) => key), ...deletes], before.raw);
      if (failed.length > 0) {
        console.error(`A restore failed and these keys could not be put back: ${failed.join(", ")}`, error);
        throw new AppError(
          "internal",
          500,
          english("The restore stopped part-way and could not be undone. Please restore the backup again."),
        );
      }
      console.error("A restore failed part-way; every record was put back as it was:", error);
      throw upstreamFailed(
        english("The restore could not be finished, so nothing was changed. Please try again."),
      );
    } finally {
      // Every write above that landed, a rolled-back one too, purges its own tags. A restore purges
      // every tag besides, even where nothing differed: it is how the coach puts the site back in
      // a known state, and so it also drops a copy that an earlier failed purge left behind.
      await touchTags(CACHE_TAGS);
    }
    return { applied: true, backup: summary, diff };
  });
}
