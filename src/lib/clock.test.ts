import { afterEach, describe, expect, it } from "vitest";
import { fixClock, now, nowMillis, syncClock } from "./clock";

afterEach(() => {
  fixClock(null);
  syncClock(new Date().toISOString());
});

describe("clock", () => {
  it("freezes at APP_NOW with an offset, reported in UTC", () => {
    fixClock("2025-09-15T12:00:00-05:00");
    expect(now().toISO()).toBe("2025-09-15T17:00:00.000Z");
  });

  it("runs from the server's now when synced", () => {
    syncClock("2025-11-02T06:30:00.000Z");
    const drift = Math.abs(now().toMillis() - Date.parse("2025-11-02T06:30:00.000Z"));
    expect(drift).toBeLessThan(1000);
  });

  it("adds the time a cached answer spent in the CDN", () => {
    syncClock("2025-11-02T06:30:00.000Z", 3600);
    const drift = Math.abs(now().toMillis() - Date.parse("2025-11-02T07:30:00.000Z"));
    expect(drift).toBeLessThan(1000);
  });

  it("gives the same instant in epoch milliseconds, for the islands", () => {
    fixClock("2025-11-02T01:30:00-06:00");
    expect(nowMillis()).toBe(Date.parse("2025-11-02T07:30:00.000Z"));
    expect(now().toMillis()).toBe(nowMillis());
  });

  it("ignores a server clock it cannot read", () => {
    syncClock("2025-11-02T06:30:00.000Z");
    syncClock("soon");
    expect(Math.abs(nowMillis() - Date.parse("2025-11-02T06:30:00.000Z"))).toBeLessThan(1000);
  });

  it("rejects a value that is not an instant", () => {
    expect(() => {
      fixClock("next tuesday");
    }).toThrow(/Not an ISO instant/);
  });
});
