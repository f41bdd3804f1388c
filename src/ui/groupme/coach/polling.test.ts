import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPolling, type Visibility } from "./polling";

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isHidden: () => hidden,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    for (const listener of listeners) listener();
  };
  return { visibility, set, listeners };
}

/** A load that takes `ms` of fake time and counts how many ran at once. */
function slowLoad(ms: number) {
  const state = { calls: 0, active: 0, maxActive: 0 };
  const load = vi.fn(async () => {
    state.calls += 1;
    state.active += 1;
    state.maxActive = Math.max(state.maxActive, state.active);
    await new Promise((resolve) => setTimeout(resolve, ms));
    state.active -= 1;
  });
  return { load, state };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startPolling", () => {
  it("loads at once, then every interval after the previous load ends", async () => {
    const { visibility } = fakeVisibility();
    const { load, state } = slowLoad(1_000);
    const stop = startPolling(load, 30_000, visibility, Date.now);
    expect(state.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(30_500);
    expect(state.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(state.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(state.calls).toBe(3);
    stop();
  });

  it("never runs two loads at once, however slow the server", async () => {
    const { visibility } = fakeVisibility();
    const { load, state } = slowLoad(45_000);
    const stop = startPolling(load, 30_000, visibility, Date.now);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(state.maxActive).toBe(1);
    expect(state.calls).toBe(3);
    stop();
  });

  it("keeps its beat after a failed load", async () => {
    const { visibility } = fakeVisibility();
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    const stop = startPolling(load, 30_000, visibility, Date.now);
    await vi.advanceTimersByTimeAsync(60_001);
    expect(load).toHaveBeenCalledTimes(3);
    stop();
  });

  it("waits while the page is hidden and catches up when it is shown", async () => {
    const { visibility, set } = fakeVisibility();
    const load = vi.fn(() => Promise.resolve());
    const stop = startPolling(load, 30_000, visibility, Date.now);
    await vi.advanceTimersByTimeAsync(10_000);
    set(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(1);
    set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it("shown again before the beat, it keeps the beat", async () => {
    const { visibility, set } = fakeVisibility();
    const load = vi.fn(() => Promise.resolve());
    const stop = startPolling(load, 30_000, visibility, Date.now);
    await vi.advanceTimersByTimeAsync(5_000);
    set(true);
    await vi.advanceTimersByTimeAsync(5_000);
    set(false);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it("stops for good, even with a load under way", async () => {
    const { visibility, set, listeners } = fakeVisibility();
    const { load, state } = slowLoad(1_000);
    const stop = startPolling(load, 30_000, visibility, Date.now);
    stop();
    await vi.advanceTimersByTimeAsync(200_000);
    set(true);
    set(false);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(state.calls).toBe(1);
    expect(listeners.size).toBe(0);
  });
});
