/**
 * Seeds an empty store from `content/` on first use. Records are written
 * with `onlyIfNew` under their content ids and the marker goes last, so a crash half-way is
 * finished by the next start, and a second start (or two at once) duplicates nothing.
 */
import type { Store } from "@netlify/blobs";
import { now } from "../clock";
import { season } from "../content";
import { buildSeedRecords } from "../domain/seed";
import type { RecordCollection } from "../collections";
import { getEnv } from "./env";
import { recordKey, SEED_MARKER_KEY } from "./keys";
import { storeNameFor, teamStore } from "./store";

const globalSeeding = globalThis as typeof globalThis & { __teamSeeding?: Map<string, Promise<void>> };
const seeding = (globalSeeding.__teamSeeding ??= new Map<string, Promise<void>>());

/** Writes the season's records into an empty store; does nothing once the marker exists. */
export async function seedStore(store: Store): Promise<{ seeded: boolean }> {
  if ((await store.getMetadata(SEED_MARKER_KEY)) !== null) return { seeded: false };
  const stampedAt = now().toISO() ?? "";
  const records = buildSeedRecords(season, stampedAt);
  const writes = (Object.entries(records) as [RecordCollection, { id: string }[]][]).flatMap(
    ([collection, list]) =>
      list.map((record) => store.setJSON(recordKey(collection, record.id), record, { onlyIfNew: true })),
  );
  await Promise.all(writes);
  await store.setJSON(SEED_MARKER_KEY, { seededAt: stampedAt }, { onlyIfNew: true });
  return { seeded: true };
}

/**
 * The team store, seeded once per process, Blobs context and store before the first use: a deploy
 * preview's store starts from `content/` as production's once did.
 */
export async function openTeamStore(): Promise<Store> {
  const store = teamStore();
  const contextKey = `${storeNameFor(getEnv().deployContext)}\n${process.env.NETLIFY_BLOBS_CONTEXT ?? "default"}`;
  let pending = seeding.get(contextKey);
  if (!pending) {
    pending = seedStore(store).then(() => undefined);
    seeding.set(contextKey, pending);
    pending.catch(() => seeding.delete(contextKey));
  }
  await pending;
  return store;
}
