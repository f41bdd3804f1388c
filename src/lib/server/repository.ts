/**
 * The shape every repository shares: one collection of records, one key each, validated by
 * its schema on every read and write. Aggregate-specific queries live beside each instance in
 * `repositories/`.
 */
import type * as z from "zod/mini";
import { COLLECTIONS, PUBLIC_COLLECTIONS, type RecordCollection } from "../collections";
import { IdSchema } from "../schemas/primitives";
import { COLLECTION_SCHEMAS } from "../schemas/collection-schemas";
import { collectionPrefix, recordKey } from "./keys";
import { openTeamStore } from "./seed";
import { readThroughSnapshot, type SnapshotCollection } from "./snapshots";
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord, upsertRecord } from "./store";

/**
 * How a list is read: `exact` lists and reads the store (writes, the coach, backups), `snapshot`
 * answers a public read from this instance's snapshot while the collection is unchanged (one store
 * call; see snapshots.ts).
 */
export type ReadMode = "exact" | "snapshot";

export interface Repository<S extends z.ZodMiniType> {
  /** Every record, in key order; the records of a `snapshot` read are frozen. */
  list(mode?: ReadMode): Promise<z.infer<S>[]>;
  get(id: string): Promise<z.infer<S> | null>;
  create(record: z.input<S>): Promise<z.infer<S>>;
  update(id: string, change: (current: z.infer<S>) => z.input<S> | Promise<z.input<S>>): Promise<z.infer<S>>;
  /** Creates or changes one record in one guarded step: `change` gets the current record or null. */
  upsert(
    id: string,
    change: (current: z.infer<S> | null) => z.input<S> | Promise<z.input<S>>,
  ): Promise<z.infer<S>>;
  remove(id: string): Promise<void>;
}

type Schemas = typeof COLLECTION_SCHEMAS;

/**
 * A repository over `<collection>/<id>` keys, e.g. `defineRepository("players")`: its records are
 * checked with the registry's schema and named by its label ("Player not found").
 */
export function defineRepository<K extends RecordCollection>(collection: K): Repository<Schemas[K]> {
  return repositoryOf(collection, COLLECTION_SCHEMAS[collection]);
}

function repositoryOf<S extends z.ZodMiniType<{ id: string }>>(
  collection: RecordCollection,
  schema: S,
): Repository<S> {
  const label = COLLECTIONS[collection].label;
  const snapshotOf = PUBLIC_COLLECTIONS.find((name): name is SnapshotCollection => name === collection);
  return {
    list: async (mode = "exact") => {
      const store = await openTeamStore();
      const load = () => listRecords(store, collectionPrefix(collection), schema);
      if (mode === "exact") return load();
      if (!snapshotOf) throw new Error(`${collection} has no snapshot: parents never read it`);
      return readThroughSnapshot(store, snapshotOf, load);
    },
    // An id that cannot exist is simply not found.
    get: async (id) =>
      IdSchema.safeParse(id).success
        ? readRecord(await openTeamStore(), recordKey(collection, id), schema)
        : null,
    create: async (record) => {
      const { id } = schema.parse(record);
      return createRecord(await openTeamStore(), recordKey(collection, id), schema, record, label);
    },
    update: async (id, change) =>
      updateRecord(await openTeamStore(), recordKey(collection, id), schema, change, label),
    upsert: async (id, change) =>
      upsertRecord(await openTeamStore(), recordKey(collection, id), schema, change, label),
    remove: async (id) => deleteRecord(await openTeamStore(), recordKey(collection, id), label),
  };
}
