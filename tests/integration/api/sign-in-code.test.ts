/**
 * The authenticator code at sign-in (COACH_TOTP_SECRET, RFC 6238): asked for, checked one step
 * either side, good once, and every failure the same 401 that counts against the client's limit.
 * Wrong codes sent with the right password, from any client, count against the account: after 5 in
 * 15 minutes code checks wait, except from a network the coach signed in from lately.
 */
import * as z from "zod/mini";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { nowMillis } from "../../../src/lib/clock";
import { PublicPlayerSchema } from "../../../src/lib/schemas/players";
import { clientNetwork } from "../../../src/lib/server/client-network";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../../src/lib/server/local-defaults";
import { clientKey } from "../../../src/lib/server/secrets";
import type { SecurityLine } from "../../../src/lib/server/security-log";
import { totpFor } from "../../../src/lib/server/totp";
import { asCoach, cookieFrom, fn, send } from "../../support/api";
import { call } from "../../support/call";
import { SEASON_DAY, useEnv, withEnv } from "../../support/env";

const SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

/** The instants of the file's tests, each a minute or more apart so each has steps of its own. */
const minute = (n: number) => new Date(Date.parse(SEASON_DAY) + n * 60_000).toISOString();

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = useEnv({ APP_ENV: "test", APP_NOW: SEASON_DAY, COACH_TOTP_SECRET: SECRET });
});
afterAll(() => {
  restoreEnv();
});

const login = (body: unknown, ip: string) =>
  call(fn("auth-login"), "/api/auth/login", send("POST", body), { ip });
/** The code of the step `steps` away from now. */
const code = (steps = 0) => totpFor(SECRET).generate({ timestamp: nowMillis() + steps * 30_000 });
const withCode = (value?: string, password = DEV_COACH_PASSWORD) =>
  value === undefined
    ? { email: DEV_COACH_EMAIL, password }
    : { email: DEV_COACH_EMAIL, password, code: value };

const REFUSED = {
  error: {
    code: "unauthorized",
    message: "Invalid email, password or code",
    issues: [{ path: ["code"], message: "A 6-digit code from your authenticator app is required" }],
  },
};

describe("with COACH_TOTP_SECRET set", () => {
  it("signs in with the password and the current code", async () => {
    await withEnv({ APP_NOW: minute(1) }, async () => {
      const { status, headers } = await login(withCode(code()), "198.51.100.120");
      expect(status).toBe(200);
      expect(headers.get("Set-Cookie")).toMatch(/^team_session=/);
    });
  });

  it.each([
    { case: "no code", body: () => withCode() },
    { case: "an empty code", body: () => withCode("") },
    { case: "a wrong code", body: () => withCode(code(3)) },
    { case: "the right code with a wrong password", body: () => withCode(code(), "not-the-password") },
    { case: "a code from 60 s ago", body: () => withCode(code(-2)) },
    { case: "a code from 60 s ahead", body: () => withCode(code(2)) },
  ])("answers $case with the one 401, which asks for the code, and no cookie", async ({ body }) => {
    await withEnv({ APP_NOW: minute(3) }, async () => {
      const answer = await login(body(), "198.51.100.121");
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(REFUSED);
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    });
  });

  it("takes the codes of the steps either side of now, each once", async () => {
    await withEnv({ APP_NOW: minute(5) }, async () => {
      // Oldest first: a step, once used, closes itself and every step before it.
      expect((await login(withCode(code(-1)), "198.51.100.122")).status).toBe(200);
      expect((await login(withCode(code(0)), "198.51.100.122")).status).toBe(200);
      expect((await login(withCode(code(1)), "198.51.100.122")).status).toBe(200);
    });
  });

  it("never takes a code twice, nor one older than the last it took, from any client", async () => {
    // Past the quarter of an hour of the wrong codes above, which the account counts too.
    await withEnv({ APP_NOW: minute(20) }, async () => {
      const now = code();
      expect((await login(withCode(now), "198.51.100.123")).status).toBe(200);
      const again = await login(withCode(now), "203.0.113.123");
      expect(again.status).toBe(401);
      expect(again.body).toEqual(REFUSED);
      expect((await login(withCode(code(-1)), "203.0.113.124")).status).toBe(401);
      // The next step's code still opens a session.
      expect((await login(withCode(code(1)), "203.0.113.124")).status).toBe(200);
    });
  });

  it("counts a missing or wrong code as a failure: after 10, even the right code waits", async () => {
    // Past the quarter of an hour of the test above.
    await withEnv({ APP_NOW: minute(40) }, async () => {
      const ip = "198.51.100.125";
      for (let attempt = 0; attempt < 10; attempt++) {
        const body = attempt % 2 === 0 ? withCode() : withCode(code(4));
        expect((await login(body, ip)).status).toBe(401);
      }
      const limited = await login(withCode(code()), ip);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Retry-After")).toBe("900");
    });
  });

  it("refuses a malformed code before counting it (400)", async () => {
    for (const value of ["12345", "1234567", "12a456", "123 456"]) {
      const answer = await login(withCode(value), "198.51.100.126");
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: {
          code: "validation_failed",
          issues: [{ path: ["code"], message: "Enter the 6 digits from your authenticator app" }],
        },
      });
    }
  });

  it("refuses every sign-in (500) rather than run without the code when the secret is malformed", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await withEnv({ COACH_TOTP_SECRET: "not base32!" }, async () => {
        expect((await login(withCode(), "198.51.100.127")).status).toBe(500);
      });
      expect(String(logged.mock.calls[0]?.[1])).toMatch(/COACH_TOTP_SECRET must be a base32 secret/);
    } finally {
      logged.mockRestore();
    }
  });

  it("holds no session while the secret is malformed, and the roster still answers as to a parent", async () => {
    await withEnv({ APP_NOW: minute(60) }, async () => {
      const signedIn = await login(withCode(code()), "198.51.100.128");
      const cookie = cookieFrom(signedIn.headers.get("Set-Cookie"));
      await withEnv({ COACH_TOTP_SECRET: "not base32!" }, async () => {
        const session = await call(fn("auth-session"), "/api/auth/session", asCoach(cookie));
        expect(session).toMatchObject({ status: 200, body: { authenticated: false } });
        const players = await call(fn("players"), "/api/players", asCoach(cookie));
        expect(players.status).toBe(200);
        expect(z.array(PublicPlayerSchema).safeParse(players.body).success).toBe(true);
        expect((await call(fn("posts-all"), "/api/posts/all", asCoach(cookie))).status).toBe(401);
      });
    });
  });
});

describe("without COACH_TOTP_SECRET", () => {
  it.each([
    { case: "without a code", body: withCode() },
    { case: "with any 6 digits, which it ignores", body: withCode("000000") },
  ])("signs in with the password $case, and its 401 asks for no code", async ({ body }) => {
    await withEnv({ COACH_TOTP_SECRET: undefined }, async () => {
      expect((await login(body, "198.51.100.130")).status).toBe(200);
      const wrong = await login({ ...body, password: "not-the-password" }, "198.51.100.131");
      expect(wrong.body).toEqual({ error: { code: "unauthorized", message: "Invalid email or password" } });
    });
  });
});

describe("wrong codes with the right password, from many addresses", () => {
  /** The coach's home: a network she signed in from before the attack. */
  const HOME = "2001:db8:c0ac:7::12";
  /** Thirty addresses of someone who has the password. */
  const ATTACKERS = Array.from({ length: 30 }, (_, index) => `192.0.2.${String(index + 20)}`);

  /** What `task` answered, and the security-log lines it wrote, parsed. */
  async function logged<T>(task: () => Promise<T>): Promise<{ answers: T; lines: SecurityLine[] }> {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    try {
      const answers = await task();
      return {
        answers,
        lines: info.mock.calls.map((args) => JSON.parse(args.map(String).join(" ")) as SecurityLine),
      };
    } finally {
      info.mockRestore();
    }
  }

  it("checks 5 of a burst of 30, refuses the rest, and never keeps the coach out at home", async () => {
    await withEnv({ APP_NOW: minute(120) }, async () => {
      expect((await login(withCode(code()), HOME)).status).toBe(200);
    });
    await withEnv({ APP_NOW: minute(122) }, async () => {
      // All at once, each from its own address and within its own limit: a wrong code each.
      const { answers, lines } = await logged(() =>
        Promise.all(ATTACKERS.map((ip, index) => login(withCode(code(10 + index)), ip))),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(30);
      // Five codes were checked; the rest found no room and were refused unchecked.
      const reasons = lines.map((line) => line.reason);
      expect(reasons.filter((reason) => reason === "bad-code")).toHaveLength(5);
      expect(reasons.filter((reason) => reason === "wrong-codes")).toHaveLength(25);

      // From now on every attempt from elsewhere waits, before its password is checked.
      const later = await logged(() => login(withCode(code(9)), "192.0.2.99"));
      expect(later.answers.status).toBe(429);
      expect(later.answers.body).toEqual({
        error: {
          code: "rate_limited",
          message:
            "Too many wrong authenticator codes were sent for this account lately. Try again in 15 minutes.",
        },
      });
      expect(later.answers.headers.get("Retry-After")).toBe("900");
      expect(later.lines).toEqual([
        {
          log: "security",
          time: new Date(Date.parse(minute(122))).toISOString(),
          event: "sign-in",
          outcome: "failure",
          reason: "wrong-codes",
          limit: "wrong-codes",
          route: "POST /api/auth/login",
          client: clientKey(clientNetwork("192.0.2.99")),
        },
      ]);
      // So does the right code from a network the coach never signed in from.
      expect((await login(withCode(code()), "203.0.113.199")).status).toBe(429);

      // At home the coach signs in with the right code during the attack, and a typo there is
      // checked too, and counted.
      expect((await login(withCode(code(7)), HOME)).status).toBe(401);
      expect((await login(withCode(code()), HOME)).status).toBe(200);
    });
    // A quarter of an hour after the burst the account takes codes from anywhere again.
    await withEnv({ APP_NOW: minute(137) }, async () => {
      expect((await login(withCode(code()), "203.0.113.199")).status).toBe(200);
    });
  });

  it("counts no wrong password: without it, no one can make the coach wait", async () => {
    await withEnv({ APP_NOW: minute(180) }, async () => {
      for (const ip of ATTACKERS) {
        expect((await login(withCode(code(), "not-the-password"), ip)).status).toBe(401);
      }
      expect((await login(withCode(code()), "203.0.113.200")).status).toBe(200);
    });
  });
});
