import { afterEach, describe, expect, it, vi } from "vitest";
import { clearAdminFlags, hasAdminFlag, setAdminFlags } from "./admin-flags";

const COACH = { email: "coach@example.org", name: "Coach Sam" };

/** A localStorage that keeps its items in a map, or throws on every call once `broken`. */
function fakeStorage(broken = false): Storage {
  const items = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (guard(), items.get(key) ?? null),
    setItem: (key, value) => (guard(), void items.set(key, value)),
    removeItem: (key) => (guard(), void items.delete(key)),
    clear: () => {
      items.clear();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the coach flags", () => {
  it("are set at sign-in and cleared at logout", () => {
    const storage = fakeStorage();
    vi.stubGlobal("window", { localStorage: storage });
    expect(hasAdminFlag()).toBe(false);
    setAdminFlags(COACH);
    expect(hasAdminFlag()).toBe(true);
    expect(JSON.parse(storage.getItem("adminUser") ?? "null")).toEqual(COACH);
    clearAdminFlags();
    expect(hasAdminFlag()).toBe(false);
    expect(storage.length).toBe(0);
  });

  it.each([
    ["no window (prerendering)", undefined],
    ["a storage that refuses every call (full, or private mode)", { localStorage: fakeStorage(true) }],
    [
      "a storage the browser blocks outright",
      Object.defineProperty({}, "localStorage", {
        get() {
          throw new DOMException("Access is denied.", "SecurityError");
        },
      }),
    ],
  ])("with %s: no flag, and setting or clearing throws nothing", (_, window) => {
    vi.stubGlobal("window", window);
    expect(() => {
      setAdminFlags(COACH);
      clearAdminFlags();
    }).not.toThrow();
    expect(hasAdminFlag()).toBe(false);
  });
});
