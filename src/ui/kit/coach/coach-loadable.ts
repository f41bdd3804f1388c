/**
 * The coach's data on screen, feature by feature (each feature's `coach/store.ts`): an atom that
 * loads when a tab first shows it, and one way to reload everything shown after a change the
 * screens did not make themselves (a restore).
 */
import type { ReadableAtom } from "nanostores";
import { createLoadable, reloadInUse } from "../loadable";

const everyStore: (readonly [ReadableAtom<unknown>, () => Promise<void>])[] = [];

/** `createLoadable` for the coach's data, reloaded by `refreshCoachData`. */
export function coachLoadable<T>(fetcher: () => Promise<T>) {
  const loadable = createLoadable(fetcher);
  everyStore.push([loadable.$store, loadable.load]);
  return loadable;
}

/** After a restore: the coach's data on screen reloads to show the restored records. */
export const refreshCoachData = (): Promise<void> => reloadInUse(everyStore);

/** A list with `item` in place of the record with its id, or added when it is new. */
export function upsertById<T extends { id: string }>(items: readonly T[], item: T): T[] {
  return items.some((existing) => existing.id === item.id)
    ? items.map((existing) => (existing.id === item.id ? item : existing))
    : [...items, item];
}

/** A list without the record with this id. */
export const removeById = <T extends { id: string }>(items: readonly T[], id: string): T[] =>
  items.filter((item) => item.id !== id);
