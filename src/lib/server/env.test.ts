import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "./local-defaults";

const production = {
  COACH_EMAIL: "coach@team.example.org",
  COACH_PASSWORD_HASH:
    "scrypt$17$8$1$f0qCXjYBBG9cByOKZCUmmw$QG52vnpS-wn21ks3a6LFp-nZXeyadCnRaPwZmxJTxNYjM6D_DeB9PgmTptKusUG-0R23sfjJTIDlJh7mIthTew",
  SESSION_SECRET: "x".repeat(32),
  SITE_URL: "https://team.example.org",
};

describe("parseEnv", () => {
  it("defaults to production and accepts a complete production environment", () => {
    const env = parseEnv(production);
    expect(env).toMatchObject({
      appEnv: "production",
      isProduction: true,
      coachPassword: null,
      appNow: null,
    });
    expect(env.siteUrl).toBe("https://team.example.org");
  });

  it("gives development documented defaults", () => {
    const env = parseEnv({ APP_ENV: "development", PORT: "4400" });
    expect(env).toMatchObject({
      coachEmail: DEV_COACH_EMAIL,
      coachPassword: DEV_COACH_PASSWORD,
      coachPasswordHash: null,
      groupMeAccessToken: null,
      groupMeApiUrl: "https://api.groupme.com/v3",
      siteUrl: "http://localhost:4400",
    });
    expect(env.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    { site: "http://localhost:4321", password: DEV_COACH_PASSWORD },
    { site: "http://127.0.0.1:4599", password: DEV_COACH_PASSWORD },
    { site: "https://deploy-preview-7--hayslightning.netlify.app", password: null },
  ])("offers the published local password on $site: $password", ({ site, password }) => {
    expect(parseEnv({ APP_ENV: "development", SITE_URL: site }).coachPassword).toBe(password);
  });

  it("fixes the clock only outside production", () => {
    expect(parseEnv({ APP_ENV: "test", APP_NOW: "2025-09-15T12:00:00-05:00" }).appNow).toBe(
      "2025-09-15T12:00:00-05:00",
    );
    expect(parseEnv({ ...production, APP_NOW: "2025-09-15T12:00:00-05:00" }).appNow).toBeNull();
  });

  it("gives GroupMe 8 seconds to answer unless GROUPME_TIMEOUT_MS says otherwise", () => {
    expect(parseEnv({ APP_ENV: "test" }).groupMeTimeoutMs).toBe(8000);
    expect(parseEnv({ APP_ENV: "test", GROUPME_TIMEOUT_MS: "400" }).groupMeTimeoutMs).toBe(400);
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ APP_ENV: "", ...production, GROUPME_ACCESS_TOKEN: "" }).groupMeAccessToken).toBeNull();
  });

  it.each([
    {
      name: "missing secrets in production",
      source: {},
      message: /COACH_EMAIL, COACH_PASSWORD_HASH, SESSION_SECRET, SITE_URL/,
    },
    {
      name: "a plain password in production",
      source: { ...production, COACH_PASSWORD: "hunter22!" },
      message: /COACH_PASSWORD is for local/,
    },
    {
      name: "a short session secret",
      source: { ...production, SESSION_SECRET: "short" },
      message: /SESSION_SECRET/,
    },
    {
      name: "a hash from elsewhere",
      source: { ...production, COACH_PASSWORD_HASH: "$2b$10$abc" },
      message: /hash-password/,
    },
    { name: "an unknown APP_ENV", source: { APP_ENV: "staging" }, message: /APP_ENV/ },
    { name: "a port out of range", source: { APP_ENV: "test", PORT: "70000" }, message: /PORT/ },
    { name: "a fractional port", source: { APP_ENV: "test", PORT: "80.5" }, message: /PORT/ },
    {
      name: "a GroupMe timeout under 100 ms",
      source: { APP_ENV: "test", GROUPME_TIMEOUT_MS: "10" },
      message: /GROUPME_TIMEOUT_MS/,
    },
    {
      name: "an APP_NOW that is not an instant",
      source: { APP_ENV: "test", APP_NOW: "tomorrow" },
      message: /APP_NOW/,
    },
  ])("rejects $name", ({ source, message }) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});

describe("STORE_TIMEOUT_MS", () => {
  it.each([
    { case: "production by default", source: production, expected: 2500 },
    { case: "the local runtime by default", source: { APP_ENV: "development" }, expected: 60_000 },
    { case: "tests by default", source: { APP_ENV: "test" }, expected: 60_000 },
    { case: "as set", source: { ...production, STORE_TIMEOUT_MS: "4000" }, expected: 4000 },
  ])("is $expected ms in $case", ({ source, expected }) => {
    expect(parseEnv(source).storeTimeoutMs).toBe(expected);
  });

  it.each(["50", "120000", "soon"])("refuses %s", (value) => {
    expect(() => parseEnv({ APP_ENV: "test", STORE_TIMEOUT_MS: value })).toThrow(/STORE_TIMEOUT_MS/);
  });
});
