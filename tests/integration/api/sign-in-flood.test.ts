/**
 * A flood of password guesses from many addresses, each within its own limit, against a hashed
 * password (docs/decisions/016-sign-in-under-pressure.md): the site's limit holds scrypt to 20 runs
 * a minute, the rest are a 429 of a minute at most, and the coach gets in at once from a network
 * she signed in from lately, elsewhere within the minute. Counted with `scryptEvaluations`, the
 * number of times this process really ran scrypt.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { DEV_COACH_EMAIL } from "../../../src/lib/server/local-defaults";
import { hashPassword, scryptEvaluations } from "../../../src/lib/server/password";
import { RATE_LIMITS } from "../../../src/lib/server/rate-limit";
import { fn, send } from "../../support/api";
import { call } from "../../support/call";
import { useEnv, withEnv } from "../../support/env";

const PASSWORD = "the-coach-real-password";
const HOME = "2001:db8:40de:7::12";
const CAFE = "198.51.100.77";

/** Noon in Kyle on Monday, an hour after the coach last signed in from home. */
const FLOOD_AT = "2025-09-15T12:00:00-05:00";

let restoreEnv: () => void;
beforeAll(async () => {
  // A cheap scrypt cost, as in password.test.ts: what is counted is how often scrypt runs.
  const hash = await hashPassword(PASSWORD, { logN: 10, r: 8, p: 1 });
  restoreEnv = useEnv({ APP_ENV: "test", APP_NOW: FLOOD_AT, COACH_PASSWORD_HASH: hash });
});
afterAll(() => {
  restoreEnv();
});

const login = (password: string, ip: string) =>
  call(fn("auth-login"), "/api/auth/login", send("POST", { email: DEV_COACH_EMAIL, password }), { ip });

/** `count` distinct IPv4 addresses of the benchmarking range, e.g. `198.18.0.1`. */
const addresses = (count: number, block: number) =>
  Array.from(
    { length: count },
    (_, index) => `198.${String(18 + block)}.${String(Math.floor(index / 250))}.${String((index % 250) + 1)}`,
  );

/** Sends `task` for every item, `concurrency` at a time, as a flood arrives. */
async function flood<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += concurrency) {
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(task))));
  }
  return results;
}

describe("a flood of guesses from 1,000 addresses", () => {
  it("lets 20 reach scrypt, answers the rest 429 within a minute, and never keeps the coach out for longer", async () => {
    // The coach signed in from home an hour ago, so home is a network she signs in from.
    await withEnv({ APP_NOW: "2025-09-15T11:00:00-05:00" }, async () => {
      expect((await login(PASSWORD, HOME)).status).toBe(200);
    });

    const before = scryptEvaluations();
    const answers = await flood(addresses(1000, 0), 50, (ip) => login("password123", ip));
    const ran = scryptEvaluations() - before;
    const unauthorized = answers.filter((answer) => answer.status === 401).length;
    const limited = answers.filter((answer) => answer.status === 429);
    console.log(
      `1,000 wrong guesses from 1,000 addresses: ${String(ran)} reached scrypt (${String(unauthorized)} answered 401, ${String(limited.length)} 429)`,
    );
    expect(ran).toBe(RATE_LIMITS.scryptBudget.limit);
    expect(ran).toBe(20);
    expect(unauthorized).toBe(20);
    expect(limited).toHaveLength(980);
    for (const answer of limited) {
      expect(ApiErrorSchema.parse(answer.body).error).toEqual({
        code: "rate_limited",
        message: "Too many sign-in attempts on the site right now. Try again in 60 seconds.",
      });
      expect(Number(answer.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    }

    // At home the coach is not held up at all; elsewhere, for the minute the guesses stay counted.
    expect((await login(PASSWORD, HOME)).status).toBe(200);
    const away = await login(PASSWORD, CAFE);
    expect(away.status).toBe(429);
    expect(away.headers.get("Retry-After")).toBe("60");
    await withEnv({ APP_NOW: "2025-09-15T12:01:00-05:00" }, async () => {
      expect((await login(PASSWORD, CAFE)).status).toBe(200);
    });
  }, 60_000);

  it("counts a client's own limit first: its guesses past 10 failures never reach the site's limit", async () => {
    await withEnv({ APP_NOW: "2025-09-15T13:00:00-05:00" }, async () => {
      const before = scryptEvaluations();
      const one = "198.51.100.78";
      const statuses = [];
      for (let attempt = 0; attempt < 25; attempt++)
        statuses.push((await login(`guess-${String(attempt)}`, one)).status);
      expect(statuses).toEqual([
        ...Array.from({ length: 10 }, () => 401),
        ...Array.from({ length: 15 }, () => 429),
      ]);
      expect(scryptEvaluations() - before).toBe(10);
      // The site has 10 of its 20 checks left for everyone else.
      const others = await flood(addresses(15, 1), 15, (ip) => login("password123", ip));
      expect(others.filter((answer) => answer.status === 401)).toHaveLength(10);
      expect(scryptEvaluations() - before).toBe(20);
    });
  });
});
