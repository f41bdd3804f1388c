import { describe, expect, it } from "vitest";
import { createLoadable } from "./loadable";

/** A fetcher whose answers the test releases one by one, counting the calls. */
function controlledFetcher() {
  const pending: ((value: number) => void)[] = [];
  let calls = 0;
  const fetcher = () =>
    new Promise<number>((resolve) => {
      calls += 1;
      pending.push(resolve);
    });
  return { fetcher, calls: () => calls, answer: (value: number) => pending.shift()?.(value) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createLoadable", () => {
  it("shares one request between loads that start together", async () => {
    const source = controlledFetcher();
    const { $store, load } = createLoadable(source.fetcher);
    const first = load();
    await tick();
    expect(source.calls()).toBe(1);
    source.answer(1);
    await first;
    expect($store.get()).toEqual({ status: "ready", data: 1 });
  });

  it("fetches again when asked during a load, so a reload after a write never keeps the older answer", async () => {
    const source = controlledFetcher();
    const { $store, load } = createLoadable(source.fetcher);
    const first = load();
    await tick();
    const second = load(); // e.g. after a sign-up, while the page's first load is still out
    source.answer(1); // the answer from before the write
    await tick();
    expect(source.calls()).toBe(2);
    source.answer(2);
    await Promise.all([first, second]);
    expect($store.get()).toEqual({ status: "ready", data: 2 });
  });

  it("says what went wrong, and loads again from an error", async () => {
    let fail = true;
    const { $store, load } = createLoadable(() =>
      fail ? Promise.reject(new TypeError("offline")) : Promise.resolve(3),
    );
    await load();
    expect($store.get()).toEqual({
      status: "error",
      problem: "offline",
    });
    fail = false;
    await load();
    expect($store.get()).toEqual({ status: "ready", data: 3 });
  });
});
