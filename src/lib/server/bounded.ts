/**
 * Many store calls, a few at a time. A collection of thousands of records read with one
 * `Promise.all` opens thousands of requests at once: each waits its turn behind the others while
 * its own time limit runs (store-calls.ts), so a big collection failed as a whole where a few
 * requests at a time finish one after another.
 */

/**
 * How many records a read keeps in flight at once: enough to hide the store's latency (one request
 * at a time would wait a round trip per record), few enough that no request waits behind thousands.
 * Measured on 20,000 records against the local store: 8 at once took 25% longer than 16 or 32.
 */
export const READ_CONCURRENCY = 32;

/**
 * `task` of every item, at most `limit` running at once, the results in the items' order, e.g.
 * `mapBounded(keys, 32, (key) => store.get(key))`. After the first failure no task starts; the
 * running ones are waited for and the first failure is thrown.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (failures.length === 0 && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await task(items[index] as T, index);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  if (failures.length > 0) throw failures[0];
  return results;
}
