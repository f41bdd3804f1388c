import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { mapBounded } from "./bounded";

/** A task that takes a moment and records how many ran at once. */
function watched(fail?: (item: number) => boolean) {
  const seen = { running: 0, most: 0, started: [] as number[] };
  const task = async (item: number) => {
    seen.started.push(item);
    seen.running += 1;
    seen.most = Math.max(seen.most, seen.running);
    await sleep(1 + (item % 3));
    seen.running -= 1;
    if (fail?.(item)) throw new Error(`failed on ${String(item)}`);
    return item * 10;
  };
  return { seen, task };
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe("mapBounded", () => {
  it.each([
    { items: 0, limit: 4, most: 0 },
    { items: 1, limit: 4, most: 1 },
    { items: 3, limit: 4, most: 3 },
    { items: 40, limit: 4, most: 4 },
    { items: 40, limit: 1, most: 1 },
    { items: 5, limit: 0, most: 1 },
  ])("$items items, $limit at a time: at most $most run at once, results in order", async (row) => {
    const { seen, task } = watched();
    const results = await mapBounded(numbers(row.items), row.limit, task);
    expect(results).toEqual(numbers(row.items).map((item) => item * 10));
    expect(seen.most).toBe(row.most);
  });

  it("starts nothing after a failure, waits for the running tasks and throws the first failure", async () => {
    const { seen, task } = watched((item) => item === 5);
    await expect(mapBounded(numbers(100), 4, task)).rejects.toThrow("failed on 5");
    expect(seen.running).toBe(0);
    // The four running when item 5 failed, and perhaps one more each that started before it did.
    expect(seen.started.length).toBeLessThan(14);
  });
});
