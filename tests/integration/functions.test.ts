/** Function handlers called as Netlify calls them, against the real local Blobs server. */
import * as z from "zod/mini";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import events from "../../netlify/functions/events-upcoming.mts";
import health from "../../netlify/functions/health.mts";
import { EventSchema } from "../../src/lib/schemas/events";
import { HealthSchema } from "../../src/lib/schemas/http";
import { SECURITY_HEADERS } from "../../src/lib/server/security-headers";
import { call } from "../support/call";
import { useEnv } from "../support/env";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = useEnv({ APP_ENV: "test", APP_NOW: "2025-09-15T12:00:00-05:00" });
});
afterAll(() => {
  restoreEnv();
});

describe("GET /api/health", () => {
  it("says the function is up and the store is reachable, with the server's clock", async () => {
    const { status, body, headers } = await call(health, "/api/health");
    expect(status).toBe(200);
    const parsed = HealthSchema.parse(body);
    expect(parsed.store.reachable).toBe(true);
    expect(parsed.now).toBe("2025-09-15T17:00:00.000Z");
    expect(headers.get("X-App-Now")).toBe("2025-09-15T17:00:00.000Z");
    expect(headers.get("Cache-Control")).toBe("no-store");
  });

  it.each(["POST", "PUT", "DELETE"])("answers %s with 405 and Allow", async (method) => {
    const { status, body, headers } = await call(health, "/api/health", { method });
    expect(status).toBe(405);
    expect(headers.get("Allow")).toBe("GET, HEAD");
    expect(body).toEqual({
      error: { code: "method_not_allowed", message: "Use GET or HEAD for this route" },
    });
  });

  it("sends every security header", async () => {
    const { headers } = await call(health, "/api/health");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name)).toBe(value);
  });
});

describe("GET /api/events/upcoming", () => {
  it("lists events at or after now, earliest first, from the seeded season", async () => {
    const { status, body } = await call(events, "/api/events/upcoming");
    expect(status).toBe(200);
    const list = z.array(EventSchema).parse(body);
    expect(list[0]).toMatchObject({
      id: "practice-2025-09-16",
      type: "practice",
      date: "2025-09-16T23:30:00.000Z",
    });
    expect(list.every((event) => event.date >= "2025-09-15T17:00:00.000Z")).toBe(true);
    expect(list.map((event) => event.date)).toEqual([...list.map((event) => event.date)].sort());
    expect(list.filter((event) => event.type === "game")).toHaveLength(8);
  });

  it("is empty once the season is over", async () => {
    const restore = useEnv({ APP_ENV: "test", APP_NOW: "2025-12-01T12:00:00-06:00" });
    try {
      const { status, body } = await call(events, "/api/events/upcoming");
      expect(status).toBe(200);
      expect(body).toEqual([]);
    } finally {
      restore();
    }
  });
});
