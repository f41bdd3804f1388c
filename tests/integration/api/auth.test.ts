/** Coach sign-in: the cookie, its lifetime, logout on the server, the rate limit. */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SessionSchema } from "../../../src/lib/schemas/auth";
import { hashPassword } from "../../../src/lib/server/password";
import { deriveKey } from "../../../src/lib/server/secrets";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../../src/lib/server/local-defaults";
import { asCoach, cookieFrom, fn, send, signInAsCoach } from "../../support/api";
import { call, fakeContext } from "../../support/call";
import { SEASON_DAY, useEnv, useSeasonClock, withEnv } from "../../support/env";

useSeasonClock();

const login = (body: unknown, ip = "198.51.100.1") =>
  call(fn("auth-login"), "/api/auth/login", send("POST", body), { ip });
const session = (cookie?: string) =>
  call(fn("auth-session"), "/api/auth/session", cookie ? asCoach(cookie) : {});
const allPosts = (cookie?: string) => call(fn("posts-all"), "/api/posts/all", cookie ? asCoach(cookie) : {});

describe("POST /api/auth/login", () => {
  it("sets a signed HttpOnly SameSite=Strict cookie for 12 hours and says who signed in", async () => {
    const { status, body, headers } = await login({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD });
    expect(status).toBe(200);
    expect(SessionSchema.parse(body)).toMatchObject({
      authenticated: true,
      user: { email: DEV_COACH_EMAIL },
      expiresAt: "2025-09-16T05:00:00.000Z",
    });
    const cookie = headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^team_session=[\w-]+\.[\w-]+; /);
    expect(cookie).toContain("Max-Age=43200");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(headers.get("Cache-Control")).toBe("no-store");
  });

  it("accepts the email in any case and with stray spaces", async () => {
    const { status } = await login({
      email: `  ${DEV_COACH_EMAIL.toUpperCase()} `,
      password: DEV_COACH_PASSWORD,
    });
    expect(status).toBe(200);
  });

  it.each([
    { case: "wrong password", body: { email: DEV_COACH_EMAIL, password: "not-the-password" } },
    { case: "wrong email", body: { email: "parent@example.com", password: DEV_COACH_PASSWORD } },
  ])("answers 401 for a $case, with no cookie", async ({ body }) => {
    const { status, body: answer, headers } = await login(body, "198.51.100.2");
    expect(status).toBe(401);
    expect(answer).toEqual({ error: { code: "unauthorized", message: "Invalid email or password" } });
    expect(headers.get("Set-Cookie")).toBeNull();
  });
});

describe("sessions", () => {
  it("opens coach routes with the cookie and keeps them shut without it", async () => {
    expect((await allPosts()).status).toBe(401);
    const cookie = await signInAsCoach();
    expect((await allPosts(cookie)).status).toBe(200);
    expect(SessionSchema.parse((await session(cookie)).body).authenticated).toBe(true);
    expect((await session()).body).toEqual({
      authenticated: false,
      user: null,
      expiresAt: null,
      idleExpiresAt: null,
    });
  });

  it("refuses a forged or altered cookie", async () => {
    const cookie = await signInAsCoach();
    const [name, token] = cookie.split("=") as [string, string];
    const [payload, signature] = token.split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify({ v: 0, iat: 0, exp: 9_999_999_999, c: "" })).toString(
      "base64url",
    );
    for (const value of [`${forged}.${signature}`, `${payload}.${signature.slice(1)}x`, payload, "garbage"]) {
      expect((await allPosts(`${name}=${value}`)).status).toBe(401);
    }
  });

  it("signs with a key derived for sessions: the same payload signed with SESSION_SECRET itself is refused", async () => {
    const cookie = await signInAsCoach();
    const [name, token] = cookie.split("=") as [string, string];
    const [payload] = token.split(".") as [string, string];
    const sign = (key: string | Buffer) => createHmac("sha256", key).update(payload).digest("base64url");
    expect(`${payload}.${sign(deriveKey("session"))}`).toBe(token);
    expect((await allPosts(`${name}=${payload}.${sign(deriveKey("session"))}`)).status).toBe(200);
    expect((await allPosts(`${name}=${payload}.${sign(process.env.SESSION_SECRET ?? "")}`)).status).toBe(401);
  });

  it("ends 12 hours after sign-in, however often it is used", async () => {
    const cookie = await signInAsCoach();
    // Used every 100 minutes (2 hours without use would end it sooner: idle-sessions.test.ts).
    const signedInAt = Date.parse("2025-09-15T17:00:00Z");
    const restore = useEnv({ APP_ENV: "test", APP_NOW: SEASON_DAY });
    try {
      for (let minutes = 100; minutes < 12 * 60; minutes += 100) {
        useEnv({ APP_ENV: "test", APP_NOW: new Date(signedInAt + minutes * 60_000).toISOString() });
        expect((await allPosts(cookie)).status).toBe(200);
      }
      useEnv({ APP_ENV: "test", APP_NOW: "2025-09-16T04:59:00Z" });
      expect((await allPosts(cookie)).status).toBe(200);
      useEnv({ APP_ENV: "test", APP_NOW: "2025-09-16T05:00:00Z" });
      expect((await allPosts(cookie)).status).toBe(401);
    } finally {
      restore();
    }
  });

  it("logout clears the cookie and makes every earlier cookie stop working", async () => {
    const first = await signInAsCoach();
    const second = await signInAsCoach();
    const { status, headers, body } = await call(
      fn("auth-logout"),
      "/api/auth/logout",
      send("POST", undefined, first),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ authenticated: false, user: null, expiresAt: null, idleExpiresAt: null });
    expect(headers.get("Set-Cookie")).toMatch(/^team_session=; Max-Age=0; /);
    expect((await allPosts(first)).status).toBe(401);
    expect((await allPosts(second)).status).toBe(401);
    expect((await call(fn("auth-logout"), "/api/auth/logout", send("POST", undefined, first))).status).toBe(
      401,
    );
    // A new sign-in works again.
    expect((await allPosts(await signInAsCoach())).status).toBe(200);
  });

  it("uses the __Host- prefix and Secure over HTTPS", async () => {
    const response = await fn("auth-login")(
      new Request("https://team.example.org/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://team.example.org" },
        body: JSON.stringify({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }),
      }),
      fakeContext({}, "198.51.100.3"),
    );
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__Host-team_session=/);
    expect(cookie).toContain("Secure");
    const check = await fn("auth-session")(
      new Request("https://team.example.org/api/auth/session", { headers: { Cookie: cookieFrom(cookie) } }),
      fakeContext(),
    );
    expect(SessionSchema.parse(await check.json()).authenticated).toBe(true);
  });
});

describe("login rate limit", () => {
  it("after 10 failures in 15 minutes refuses even the right password with 429 and Retry-After", async () => {
    const ip = "198.51.100.50";
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login({ email: DEV_COACH_EMAIL, password: `wrong-${String(attempt)}` }, ip)).status).toBe(
        401,
      );
    }
    const limited = await login({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("900");
    expect(limited.body).toMatchObject({ error: { code: "rate_limited" } });
    expect(limited.headers.get("Set-Cookie")).toBeNull();
    // Another client is not affected.
    expect(
      (await login({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }, "198.51.100.51")).status,
    ).toBe(200);
    // Once the window has passed, the right password works again.
    const restore = useEnv({ APP_ENV: "test", APP_NOW: "2025-09-15T12:15:01-05:00" });
    try {
      expect((await login({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }, ip)).status).toBe(200);
    } finally {
      restore();
    }
  });

  it("lets no more than 10 of 25 simultaneous wrong guesses through to a 401", async () => {
    const ip = "198.51.100.70";
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, attempt) =>
        login({ email: DEV_COACH_EMAIL, password: `guess-${String(attempt)}` }, ip),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("counts every address of an IPv6 /48 as one client, whichever /64 it comes from", async () => {
    // Ten guesses, each from another /64 of 2001:db8:a5::/48.
    for (let attempt = 0; attempt < 10; attempt++) {
      const ip = `2001:db8:a5:${attempt.toString(16)}::${String(attempt + 1)}`;
      expect((await login({ email: DEV_COACH_EMAIL, password: `wrong-${String(attempt)}` }, ip)).status).toBe(
        401,
      );
    }
    const right = { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD };
    expect((await login(right, "2001:db8:a5:ffff:1:2:3:4")).status).toBe(429);
    // The next /48 is another client.
    expect((await login(right, "2001:db8:a6::1")).status).toBe(200);
  });

  it("does not count a successful sign-in against the limit", async () => {
    const ip = "198.51.100.80";
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }, ip)).status).toBe(200);
    }
  });
});

describe("a hashed password", () => {
  it("signs in with the password behind COACH_PASSWORD_HASH and not with the local default", async () => {
    const hash = await hashPassword("a-real-coach-password");
    const restore = useEnv({ APP_ENV: "test", APP_NOW: SEASON_DAY, COACH_PASSWORD_HASH: hash });
    try {
      expect(
        (await login({ email: DEV_COACH_EMAIL, password: "a-real-coach-password" }, "198.51.100.60")).status,
      ).toBe(200);
      expect(
        (await login({ email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }, "198.51.100.60")).status,
      ).toBe(401);
    } finally {
      restore();
    }
  });
});

describe("a change of credentials", () => {
  const cheap = { logN: 10, r: 8, p: 1 };
  const password = "the-password-at-sign-in";

  it.each([
    {
      change: "a new password hash",
      ends: true,
      values: (newHash: string) => ({ COACH_PASSWORD_HASH: newHash }),
    },
    { change: "the local password", ends: true, values: () => ({ COACH_PASSWORD_HASH: undefined }) },
    { change: "another email", ends: true, values: () => ({ COACH_EMAIL: "head.coach@example.com" }) },
    {
      change: "an authenticator secret",
      ends: true,
      values: () => ({ COACH_TOTP_SECRET: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ" }),
    },
    {
      change: "another GroupMe token",
      ends: false,
      values: () => ({ GROUPME_ACCESS_TOKEN: "another-token" }),
    },
  ])("to $change ends every session: $ends", async ({ values, ends }) => {
    const hash = await hashPassword(password, cheap);
    const newHash = await hashPassword("the-password-after-a-leak", cheap);
    await withEnv({ APP_ENV: "test", APP_NOW: SEASON_DAY, COACH_PASSWORD_HASH: hash }, async () => {
      const signedIn = await login({ email: DEV_COACH_EMAIL, password }, "198.51.100.90");
      expect(signedIn.status).toBe(200);
      const cookie = cookieFrom(signedIn.headers.get("Set-Cookie"));
      expect((await allPosts(cookie)).status).toBe(200);

      await withEnv(values(newHash), async () => {
        expect((await allPosts(cookie)).status).toBe(ends ? 401 : 200);
        expect(SessionSchema.parse((await session(cookie)).body).authenticated).toBe(!ends);
      });

      // The credentials alone decide: with them back, the same cookie works again until it expires.
      expect((await allPosts(cookie)).status).toBe(200);
    });
  });
});
