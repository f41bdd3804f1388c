/**
 * A coach session ends after 2 hours without use, and 12 hours after sign-in whatever happens
 * (docs/api.md#who-may-call-what). Use is a request to a coach route or the heartbeat
 * (`POST /api/auth/session`); its last use is written at most once a minute. The clock moves with
 * `APP_NOW`, minute by minute from the sign-in.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SessionSchema } from "../../../src/lib/schemas/auth";
import { SESSION_VERSION_KEY } from "../../../src/lib/server/keys";
import { teamStore } from "../../../src/lib/server/store";
import { useFreshBlobsSite } from "../../setup/each-file";
import { asCoach, fn, send, signInAsCoach } from "../../support/api";
import { call } from "../../support/call";
import { useEnv } from "../../support/env";
import { blobsOrigin, recordBlobWrites } from "../../support/store-snapshot";

/** Monday 15 Sep 2025, noon in Kyle: the coach signs in. */
const SIGN_IN = Date.parse("2025-09-15T17:00:00.000Z");

/** What the environment goes back to after each test, kept by its first move of the clock. */
let restoreEnv: () => void = () => undefined;
let moved = false;

/** Moves the clock to `minutes` (and `seconds`) after the sign-in. */
function at(minutes: number, seconds = 0): void {
  const iso = new Date(SIGN_IN + (minutes * 60 + seconds) * 1000).toISOString();
  const restore = useEnv({ APP_ENV: "test", APP_NOW: iso });
  if (!moved) restoreEnv = restore;
  moved = true;
}

/** `minutes` after the sign-in, as the API writes it. */
const isoAt = (minutes: number) => new Date(SIGN_IN + minutes * 60_000).toISOString();

let cookie = "";

beforeEach(async () => {
  useFreshBlobsSite();
  moved = false;
  at(0);
  cookie = await signInAsCoach();
});

afterEach(() => {
  restoreEnv();
});

/** A coach route's read: a use of the session. */
const coachRead = () => call(fn("posts-all"), "/api/posts/all", asCoach(cookie));
const heartbeat = (from = cookie) =>
  call(fn("auth-session"), "/api/auth/session", send("POST", undefined, from || undefined));
const check = () => call(fn("auth-session"), "/api/auth/session", asCoach(cookie));

async function storedLastUses(): Promise<Record<string, number> | undefined> {
  const record = (await teamStore().get(SESSION_VERSION_KEY, { type: "json" })) as {
    lastUse?: Record<string, number>;
  } | null;
  return record?.lastUse;
}

describe("2 hours without use", () => {
  it.each([
    { case: "used at 1h59 after sign-in", minutes: 119, status: 200 },
    { case: "first used 2h01 after sign-in", minutes: 121, status: 401 },
    { case: "first used exactly 2 hours after sign-in", minutes: 120, status: 401 },
  ])("$case: $status", async ({ minutes, status }) => {
    at(minutes);
    const answer = await coachRead();
    expect(answer.status).toBe(status);
    if (status === 401) {
      expect(answer.body).toEqual({
        error: { code: "unauthorized", message: "Sign in as the coach to do this" },
      });
    }
  });

  it("counts from the last use: used at 1h59, still open at 3h58, ended at 4h00", async () => {
    at(119);
    expect((await coachRead()).status).toBe(200);
    at(238);
    expect((await coachRead()).status).toBe(200);
    at(238 + 120);
    expect((await coachRead()).status).toBe(401);
    // An ended session stays ended: nothing written brings it back.
    at(238 + 121);
    expect((await heartbeat()).status).toBe(401);
  });

  it("the session check says signed out once the session is idle, and asking is no use", async () => {
    at(60);
    expect(SessionSchema.parse((await check()).body)).toMatchObject({
      authenticated: true,
      idleExpiresAt: isoAt(120),
    });
    expect(await storedLastUses()).toBeUndefined();
    at(121);
    expect((await check()).body).toEqual({
      authenticated: false,
      user: null,
      expiresAt: null,
      idleExpiresAt: null,
    });
  });
});

describe("the heartbeat, POST /api/auth/session", () => {
  it("extends the session and answers when it now ends", async () => {
    at(90);
    const beat = await heartbeat();
    expect(beat.status).toBe(200);
    expect(beat.headers.get("Cache-Control")).toBe("no-store");
    expect(SessionSchema.parse(beat.body)).toEqual({
      authenticated: true,
      user: { email: expect.any(String) as unknown, name: expect.any(String) as unknown },
      expiresAt: isoAt(12 * 60),
      idleExpiresAt: isoAt(90 + 120),
    });
    // Past 2 hours after the sign-in, open because of the heartbeat.
    at(200);
    expect((await coachRead()).status).toBe(200);
  });

  it("takes no body, or {}: any other is a 400, as on every write", async () => {
    at(10);
    const beat = (body: unknown) => call(fn("auth-session"), "/api/auth/session", send("POST", body, cookie));
    expect((await beat({})).status).toBe(200);
    expect((await beat({ renew: true })).status).toBe(400);
  });

  it("is the coach's: 401 without a session, 403 from another site", async () => {
    expect((await heartbeat("")).status).toBe(401);
    const crossSite = await call(fn("auth-session"), "/api/auth/session", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://elsewhere.example" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("never moves the 12-hour end: used every 1h50, the session still ends 12 hours after sign-in", async () => {
    for (let minutes = 110; minutes < 12 * 60; minutes += 110) {
      at(minutes);
      expect((await heartbeat()).status).toBe(200);
    }
    at(11 * 60 + 55);
    expect(SessionSchema.parse((await heartbeat()).body).idleExpiresAt).toBe(isoAt(12 * 60));
    at(12 * 60);
    expect((await coachRead()).status).toBe(401);
    expect((await heartbeat()).status).toBe(401);
  });
});

describe("the last use in the store", () => {
  it("is written at most once a minute, however many requests", async () => {
    const writes = recordBlobWrites(blobsOrigin());
    try {
      const sessionWrites = () => writes.take().filter((key) => key === SESSION_VERSION_KEY).length;
      at(0, 30);
      expect((await coachRead()).status).toBe(200);
      expect(sessionWrites()).toBe(0);
      at(1, 1);
      expect((await coachRead()).status).toBe(200);
      expect(sessionWrites()).toBe(1);
      at(1, 59);
      expect((await heartbeat()).status).toBe(200);
      expect(sessionWrites()).toBe(0);
      // A dashboard's burst of requests at once: one write.
      at(5);
      const burst = await Promise.all([coachRead(), coachRead(), heartbeat(), coachRead(), heartbeat()]);
      expect(burst.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(sessionWrites()).toBe(1);
    } finally {
      writes.restore();
    }
  });

  it("holds a digest of the session, never its cookie, and logout drops every last use", async () => {
    at(10);
    expect((await coachRead()).status).toBe(200);
    const stored = await storedLastUses();
    expect(Object.values(stored ?? {})).toEqual([Math.floor((SIGN_IN + 10 * 60_000) / 1000)]);
    const token = cookie.split("=")[1] ?? "";
    for (const id of Object.keys(stored ?? {})) {
      expect(id).toMatch(/^[\w-]{22}$/);
      expect(token).not.toContain(id);
    }
    expect((await call(fn("auth-logout"), "/api/auth/logout", send("POST", undefined, cookie))).status).toBe(
      200,
    );
    expect(await storedLastUses()).toBeUndefined();
  });

  it("drops the last uses of sessions idle for 2 hours when it writes another", async () => {
    at(10);
    expect((await coachRead()).status).toBe(200);
    at(150);
    const second = await signInAsCoach();
    at(152);
    expect((await call(fn("posts-all"), "/api/posts/all", asCoach(second))).status).toBe(200);
    expect(Object.values((await storedLastUses()) ?? {})).toEqual([
      Math.floor((SIGN_IN + 152 * 60_000) / 1000),
    ]);
  });
});
