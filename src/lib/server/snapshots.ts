/**
 * Public reads from memory while nothing has changed (docs/decisions/008-snapshots-of-public-reads.md).
 *
 * Every write to a collection parents read (events, players, posts, users) is followed, before it
 * answers, by a bump of that collection's version record (`meta/versions/<collection>`): a fresh
 * random tag, never used twice. A public read first reads the version (one store call); when this
 * instance holds a snapshot of the collection taken under the same tag, it answers from it, else
 * it lists and reads the collection and keeps the result under that tag.
 *
 * Why a read that starts after a write has answered sees it: the write's bump finished before its
 * answer, so the read finds that tag or a later one. A snapshot under the same tag was taken (its
 * version read) after the last bump, hence after every write bumped so far had landed, and its list
 * began later still. Tags are never reused, so a tag that matches means no bump came in between.
 *
 * A write whose bump failed (the store failed between the two) is still done and answers so; the
 * instance that wrote drops its own snapshot, and every snapshot older than `snapshotMaxAgeMs`
 * (60 s by default) is taken again, so the write shows everywhere within that bound. Backups,
 * restores, every write's own reads and the coach's reads stay exact: they never read a snapshot.
 */
import { randomUUID } from "node:crypto";
import type { Store } from "@netlify/blobs";
import * as z from "zod/mini";
import { getEnv } from "./env";
import { PUBLIC_COLLECTIONS, type PublicCollection } from "../collections";

/** The collections parents read (the registry's `public` ones); a write to any of them bumps its version. */
export type SnapshotCollection = PublicCollection;

/** `versionKey("events")` → `"meta/versions/events"`. */
export const versionKey = (collection: SnapshotCollection) => `meta/versions/${collection}`;

const VersionSchema = z.object({ tag: z.string(), bumpedAt: z.string() });

/** The snapshot collection a store key belongs to, e.g. `"events/game-1"` → `"events"`; else null. */
export function snapshotCollectionOf(key: string): SnapshotCollection | null {
  return PUBLIC_COLLECTIONS.find((collection) => key.startsWith(`${collection}/`)) ?? null;
}

interface Snapshot {
  tag: string;
  /** `performance.now()` when the version was read, just before the list. */
  takenAt: number;
  records: readonly unknown[];
}

/**
 * One store (a Blobs site and store), collection and view of it: snapshots of different sites never
 * mix, and a view (`""` for the records themselves) is a value of its own read under the same version.
 */
const scopeOf = (collection: SnapshotCollection, view = "") =>
  `${process.env.NETLIFY_BLOBS_CONTEXT ?? ""}\n${collection}\n${view}`;

const snapshots = new Map<string, Snapshot>();
/** Loads in flight, by scope and tag: readers that found the same tag share one. */
const loading = new Map<string, Promise<Snapshot>>();

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

/**
 * The records of `collection` as of now, from this instance's snapshot when the collection has not
 * changed since it was taken, else from `load` (a list and a read of every record). The records
 * are frozen and shared: copy before changing. One store call when the snapshot holds. `view` names
 * another value kept under the collection's version, e.g. the calendar feed's events with the team
 * and season they are named by, which then holds exactly as long as the records do.
 */
export async function readThroughSnapshot<T>(
  store: Store,
  collection: SnapshotCollection,
  load: () => Promise<T[]>,
  view = "",
): Promise<T[]> {
  const readAt = performance.now();
  const stored: unknown = await store.get(versionKey(collection), { type: "json", consistency: "strong" });
  const parsed = VersionSchema.safeParse(stored);
  // No version yet (a store written before versions existed): a snapshot under "none" holds until
  // the first bump, or the age limit.
  const tag = parsed.success ? parsed.data.tag : "none";
  const scope = scopeOf(collection, view);
  const held = snapshots.get(scope);
  if (held?.tag === tag && readAt - held.takenAt < getEnv().snapshotMaxAgeMs)
    return [...(held.records as T[])];
  const loadKey = `${scope}\n${tag}`;
  let pending = loading.get(loadKey);
  if (!pending) {
    pending = load().then((records) => {
      const snapshot: Snapshot = { tag, takenAt: readAt, records: deepFreeze(records) };
      const latest = snapshots.get(scope);
      if (!latest || latest.takenAt <= snapshot.takenAt) snapshots.set(scope, snapshot);
      return snapshot;
    });
    const settled = pending.finally(() => {
      if (loading.get(loadKey) === settled) loading.delete(loadKey);
    });
    settled.catch(() => undefined);
    loading.set(loadKey, settled);
  }
  return [...((await pending).records as T[])];
}

interface Bump {
  started: boolean;
  done: Promise<void>;
}

/** Bumps queued or running, by scope: writers that arrive before a bump starts share it. */
const bumps = new Map<string, Bump>();

/**
 * Gives `collection` a new version after a write to it landed, before the write answers. Writes that
 * land while a bump is running wait for the next one (it must start after they landed); writes
 * that land before it starts share it, so a burst of writes costs one or two bumps.
 */
export function bumpVersion(store: Store, collection: SnapshotCollection): Promise<void> {
  const scope = scopeOf(collection);
  const queued = bumps.get(scope);
  if (queued && !queued.started) return queued.done;
  const bump: Bump = { started: false, done: Promise.resolve() };
  bump.done = (queued?.done ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      bump.started = true;
      await store.setJSON(versionKey(collection), { tag: randomUUID(), bumpedAt: new Date().toISOString() });
    })
    .finally(() => {
      if (bumps.get(scope) === bump) bumps.delete(scope);
    });
  bumps.set(scope, bump);
  return bump.done;
}

/** Forgets this instance's snapshot of `collection`: its next public read lists the store. */
export function dropSnapshot(collection: SnapshotCollection): void {
  // Every view of it: they were all read under its version.
  const prefix = scopeOf(collection, "").slice(0, -1);
  for (const scope of [...snapshots.keys()]) if (scope.startsWith(`${prefix}\n`)) snapshots.delete(scope);
}
