/**
 * The shape every repository shares: one collection of records, one key each, validated by
 * its schema on every read and write. Aggregate-specific queries live beside each instance in
 * `repositories/`.
 */
import type { Store } from "@netlify/blobs";
import type * as z from "zod/mini";
import { COLLECTIONS, PUBLIC_COLLECTIONS, type RecordCollection } from "../collections";
import { notFound } from "../domain/errors";
import { IdSchema } from "../schemas/primitives";
import { COLLECTION_SCHEMAS } from "../schemas/collection-schemas";
import { collectionPrefix, recordKey } from "./keys";
import { openTeamStore } from "./seed";
import { readThroughSnapshot, type SnapshotCollection } from "./snapshots";
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord, upsertRecord } from "./store";
import { readCurrentSeasonId } from "./repositories/seasons";

/**
 * The collections whose records belong to a season, and how: events, posts and parents to one, a
 * player to each season whose roster they are on. Their repositories read and write the current
 * season only: a record of another season (a past one whose clean-up failed, or the next one while
 * it is being started) is not found, for a change or a removal as for a read, so starting a season
 * is one write away from all or nothing.
 */
const SEASON_SCOPED = {
  events: "seasonId",
  posts: "seasonId",
  users: "seasonId",
  players: "seasonIds",
  families: "seasonId",
  availability: "seasonId",
} as const satisfies Partial<Record<RecordCollection, "seasonId" | "seasonIds">>;

type Scoped = Partial<Record<"seasonId", string> & Record<"seasonIds", readonly string[]>>;

function inSeason(record: Scoped, seasonId: string): boolean {
  if (record.seasonIds !== undefined) return record.seasonIds.includes(seasonId);
  return record.seasonId === seasonId;
}

function seasonScopeOf(collection: RecordCollection): "seasonId" | "seasonIds" | null {
  return (SEASON_SCOPED as Partial<Record<RecordCollection, "seasonId" | "seasonIds">>)[collection] ?? null;
}

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
  const scope = seasonScopeOf(collection);
  /** The records of the current season only, for a collection that belongs to seasons. */
  const current = async <T>(store: Store, records: T[]): Promise<T[]> => {
    if (scope === null) return records;
    const seasonId = await readCurrentSeasonId(store);
    return records.filter((record) => inSeason(record as Scoped, seasonId));
  };
  /** Whether a stored record may be changed or removed: any, or the current season's only. */
  const changeable = async (store: Store): Promise<(record: z.infer<S>) => boolean> => {
    if (scope === null) return () => true;
    const seasonId = await readCurrentSeasonId(store);
    return (record) => inSeason(record as Scoped, seasonId);
  };
  return {
    list: async (mode = "exact") => {
      const store = await openTeamStore();
      // The snapshot holds the current season's records: the switch of the current season bumps
      // every public collection's version (store.ts), so no snapshot outlives it.
      const load = async () => current(store, await listRecords(store, collectionPrefix(collection), schema));
      if (mode === "exact") return load();
      if (!snapshotOf) throw new Error(`${collection} has no snapshot: parents never read it`);
      return readThroughSnapshot(store, snapshotOf, load);
    },
    // An id that cannot exist is simply not found, and so is a record of another season.
    get: async (id) => {
      if (!IdSchema.safeParse(id).success) return null;
      const store = await openTeamStore();
      const record = await readRecord(store, recordKey(collection, id), schema);
      if (record === null) return null;
      return (await current(store, [record]))[0] ?? null;
    },
    create: async (record) => {
      const store = await openTeamStore();
      // A new record joins the current season unless it names its own (a season being started).
      const given = record as Scoped;
      let stamped = record;
      if (scope !== null && given[scope] === undefined) {
        const seasonId = await readCurrentSeasonId(store);
        stamped = { ...given, [scope]: scope === "seasonIds" ? [seasonId] : seasonId } as z.input<S>;
      }
      const { id } = schema.parse(stamped);
      return createRecord(store, recordKey(collection, id), schema, stamped, label);
    },
    update: async (id, change) => {
      const store = await openTeamStore();
      const key = recordKey(collection, id);
      const takes = await changeable(store);
      return updateRecord(
        store,
        key,
        schema,
        (stored) => {
          if (!takes(stored)) throw notFound(label);
          return change(stored);
        },
        label,
      );
    },
    upsert: async (id, change) =>
      upsertRecord(await openTeamStore(), recordKey(collection, id), schema, change, label),
    remove: async (id) => {
      const store = await openTeamStore();
      const key = recordKey(collection, id);
      if (scope === null) return deleteRecord(store, key, label);
      return deleteRecord(store, key, label, { schema, takes: await changeable(store) });
    },
  };
}
