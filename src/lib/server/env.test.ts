import { afterEach, describe, expect, it } from "vitest";
import { netlifyDeployContext, parseEnv } from "./env";
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

describe("where the code runs", () => {
  const preview = "https://deploy-preview-7--hayslightning.netlify.app";

  it.each([
    {
      case: "npm start",
      source: { APP_ENV: "development" },
      runtime: null,
      expected: { deployContext: null, isLocal: true, coachPassword: DEV_COACH_PASSWORD },
    },
    {
      case: "the tests",
      source: { APP_ENV: "test" },
      runtime: null,
      expected: { deployContext: null, isLocal: true, coachPassword: DEV_COACH_PASSWORD },
    },
    {
      case: "the preview on another address",
      source: { APP_ENV: "development", SITE_URL: "http://127.0.0.1:4599" },
      runtime: null,
      expected: { deployContext: null, isLocal: true, coachPassword: DEV_COACH_PASSWORD },
    },
    {
      case: "a local run whose SITE_URL is a deploy's",
      source: { APP_ENV: "development", SITE_URL: preview },
      runtime: null,
      expected: { deployContext: null, isLocal: true, coachPassword: DEV_COACH_PASSWORD },
    },
    {
      case: "a local run with its own password",
      source: { APP_ENV: "development", COACH_PASSWORD: "another-password" },
      runtime: null,
      expected: { deployContext: null, isLocal: true, coachPassword: "another-password" },
    },
    {
      case: "a local run with a hash",
      source: { APP_ENV: "development", COACH_PASSWORD_HASH: production.COACH_PASSWORD_HASH },
      runtime: null,
      expected: { deployContext: null, isLocal: true, coachPassword: null },
    },
    {
      case: "production on this machine",
      source: production,
      runtime: null,
      expected: { deployContext: null, isLocal: false, coachPassword: null },
    },
    {
      case: "Netlify's production",
      source: { ...production, SITE_ID: "site-1", SITE_NAME: "hays-lightning" },
      runtime: "production",
      expected: { deployContext: "production", isLocal: false, coachPassword: null },
    },
    {
      case: "a deploy preview",
      source: { ...production, SITE_URL: preview, SITE_ID: "site-1", SITE_NAME: "hays-lightning" },
      runtime: "deploy-preview",
      expected: { deployContext: "deploy-preview", isLocal: false, coachPassword: null },
    },
    {
      case: "a build of a branch deploy",
      source: { ...production, NETLIFY: "true", CONTEXT: "branch-deploy" },
      runtime: null,
      expected: { deployContext: "branch-deploy", isLocal: false, coachPassword: null },
    },
    {
      case: "a function whose runtime and CONTEXT disagree",
      source: { ...production, CONTEXT: "production" },
      runtime: "deploy-preview",
      expected: { deployContext: "deploy-preview", isLocal: false, coachPassword: null },
    },
  ])("$case: $expected", ({ source, runtime, expected }) => {
    expect(parseEnv(source, runtime)).toMatchObject(expected);
  });

  it.each([
    {
      case: "development in a deploy preview without SITE_URL",
      source: { APP_ENV: "development" },
      runtime: "deploy-preview",
    },
    { case: "development in production", source: { APP_ENV: "development" }, runtime: "production" },
    { case: "test in netlify dev", source: { APP_ENV: "test", CONTEXT: "dev" }, runtime: null },
    {
      case: "development in a Netlify build",
      source: { APP_ENV: "development", NETLIFY: "true" },
      runtime: null,
    },
    {
      case: "development beside SITE_ID and SITE_NAME",
      source: { APP_ENV: "development", SITE_ID: "site-1", SITE_NAME: "hays-lightning" },
      runtime: null,
    },
  ])("refuses $case: only production runs on Netlify", ({ source, runtime }) => {
    expect(() => parseEnv(source, runtime)).toThrow(/APP_ENV=\w+ is for this machine only; on Netlify/);
  });

  it.each([
    {
      case: "SITE_ID and SITE_NAME",
      source: { ...production, SITE_ID: "site-1", SITE_NAME: "hays-lightning" },
    },
    { case: "NETLIFY", source: { ...production, NETLIFY: "true" } },
  ])("refuses to run on Netlify ($case) without knowing the deploy context", ({ source }) => {
    expect(() => parseEnv(source)).toThrow(/without a deploy context/);
  });
});

describe("netlifyDeployContext", () => {
  const before = Object.getOwnPropertyDescriptor(globalThis, "Netlify");
  afterEach(() => {
    if (before) Object.defineProperty(globalThis, "Netlify", before);
    else Reflect.deleteProperty(globalThis, "Netlify");
  });

  it.each([
    { case: "no Netlify global (the function host, a script)", netlify: undefined, expected: null },
    { case: "outside a request", netlify: { context: null }, expected: null },
    { case: "Netlify's local runtime", netlify: { context: { deploy: { context: "" } } }, expected: null },
    {
      case: "production",
      netlify: { context: { deploy: { context: "production" } } },
      expected: "production",
    },
    {
      case: "a deploy preview",
      netlify: { context: { deploy: { context: "deploy-preview" } } },
      expected: "deploy-preview",
    },
  ])("is $expected for $case", ({ netlify, expected }) => {
    Object.defineProperty(globalThis, "Netlify", { value: netlify, configurable: true, writable: true });
    expect(netlifyDeployContext()).toBe(expected);
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
