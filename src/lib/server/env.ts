/**
 * The environment, validated once at start-up. Production (the default when `APP_ENV`
 * is unset, so a deployed site never runs on local defaults) requires every secret; local
 * development and tests get documented defaults. On Netlify only production runs, whatever the
 * deploy context, and the context decides which store the data is in (docs/decisions/017).
 * Importing this module also sets the one clock.
 */
import { randomBytes } from "node:crypto";
import * as z from "zod/mini";
import { fixClock } from "../clock";
import { BUILD_WINDOW_MINUTES } from "../domain/site-builds";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "./local-defaults";
import { PASSWORD_HASH_PATTERN } from "./password";

/** Treats an empty variable (`FOO=`) as unset, then applies `schema`. */
const fromEnv = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    schema,
  );
const optional = <T extends z.ZodMiniType>(schema: T) => fromEnv(z.optional(schema));

/** A whole number from `min` to `max` given as text, e.g. a port or a time limit in milliseconds. */
const wholeNumber = (min: number, max: number) =>
  z.pipe(z.coerce.number(), z.int().check(z.gte(min), z.lte(max)));

const RawEnvSchema = z.object({
  APP_ENV: fromEnv(z._default(z.enum(["production", "development", "test"]), "production")),
  COACH_EMAIL: optional(z.email()),
  COACH_PASSWORD_HASH: optional(
    z.string().check(z.regex(PASSWORD_HASH_PATTERN, "must be a hash printed by npm run hash-password")),
  ),
  COACH_PASSWORD: optional(z.string().check(z.minLength(8))),
  SESSION_SECRET: optional(z.string().check(z.minLength(32, "must be at least 32 characters"))),
  GROUPME_ACCESS_TOKEN: optional(z.string().check(z.minLength(1))),
  GROUPME_API_URL: fromEnv(z._default(z.url(), "https://api.groupme.com/v3")),
  GROUPME_TIMEOUT_MS: fromEnv(z._default(wholeNumber(100, 60_000), 8000)),
  SITE_URL: optional(z.url()),
  BUILD_HOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  SITE_BUILD_WINDOW_MINUTES: fromEnv(z._default(wholeNumber(0, 60), BUILD_WINDOW_MINUTES)),
  PORT: fromEnv(z._default(wholeNumber(1, 65_535), 4321)),
  APP_NOW: optional(z.iso.datetime({ offset: true })),
  STORE_TIMEOUT_MS: optional(wholeNumber(100, 60_000)),
  SNAPSHOT_MAX_AGE_MS: fromEnv(z._default(wholeNumber(0, 3_600_000), 60_000)),
  // Set by Netlify, never by hand: see `netlifyDeployContext` and `parseEnv`.
  NETLIFY: optional(z.string()),
  CONTEXT: optional(z.string()),
  SITE_ID: optional(z.string()),
  SITE_NAME: optional(z.string()),
});

/**
 * How long one call to Netlify Blobs may take by default (src/lib/server/store-calls.ts). Deployed,
 * the store is a remote service that answers in well under a second, so a parent hears of an
 * outage within seconds. Locally the store runs on the same machine and is only ever slow because
 * the machine is busy (fifty worker threads starting at once took 10-20 s for their first call on
 * two cores), so there the limit is only a safety net against a request that never ends.
 */
export const STORE_TIMEOUT_MS = { production: 2500, local: 60_000 } as const;

export interface Env {
  appEnv: "production" | "development" | "test";
  isProduction: boolean;
  /**
   * Netlify's deploy context, e.g. `"production"` or `"deploy-preview"`; null off Netlify. Which
   * store holds the data follows it (`storeNameFor` in store.ts).
   */
  deployContext: string | null;
  /**
   * Whether this is a run on this machine (`npm start`, the preview, the tests): off Netlify and in
   * development or test. Only a local run offers the published local coach password.
   */
  isLocal: boolean;
  coachEmail: string;
  coachPasswordHash: string | null;
  coachPassword: string | null;
  sessionSecret: string;
  groupMeAccessToken: string | null;
  groupMeApiUrl: string;
  /** How long a call to GroupMe may take before it counts as failed. */
  groupMeTimeoutMs: number;
  siteUrl: string;
  appNow: string | null;
  /** Milliseconds one store call may take, retries included. */
  storeTimeoutMs: number;
  /**
   * Where to ask for a rebuild when the season or team changes (a Netlify build hook, or the
   * preview's own); null where nothing is rebuilt, and in deploy contexts other than production,
   * whose pages are built from content/.
   */
  buildHookUrl: string | null;
  /**
   * Minutes the changes that need a build gather before it starts (rebuild.ts); 0 asks at once, as
   * the local preview does, whose build takes seconds and costs nothing.
   */
  buildWindowMinutes: number;
  /**
   * Milliseconds a public read may answer from an instance's snapshot before taking it again
   * whatever the version says: the bound within which a write whose version bump failed shows.
   */
  snapshotMaxAgeMs: number;
}

/**
 * The deploy context Netlify gives the function handling the current request, e.g.
 * `"deploy-preview"`; null off Netlify, and outside a request.
 *
 * Netlify documents `context.deploy.context` ("the context of the deploy that the function belongs
 * to") in the Functions API reference, https://docs.netlify.com/functions/api, and its runtime
 * exposes that same `Context` as `Netlify.context` for the request being handled (null outside
 * one: `NetlifyGlobal` in @netlify/types). The environment is no help here: the only read-only
 * variables Netlify sets for functions at run time are `URL`, `SITE_NAME` and `SITE_ID`
 * (https://docs.netlify.com/build/functions/environment-variables/); `CONTEXT` and `NETLIFY` exist
 * during the build only. Netlify's local runtime leaves the context empty, and the function host
 * of `npm start` and the preview defines none.
 */
export function netlifyDeployContext(): string | null {
  const netlify = Reflect.get(globalThis, "Netlify") as
    { context?: { deploy?: { context?: unknown } } | null } | undefined;
  const context = netlify?.context?.deploy?.context;
  return typeof context === "string" && context !== "" ? context : null;
}

/**
 * Parses an environment object; throws one readable error listing every problem. `deployContext`
 * is what Netlify's runtime says (`netlifyDeployContext()`), e.g.
 * `parseEnv(process.env, "deploy-preview")`; `CONTEXT` stands in for it where the runtime says
 * nothing (a build, `netlify dev`).
 *
 * The code runs on Netlify when either names a deploy context, when `NETLIFY` is set, or when both
 * `SITE_ID` and `SITE_NAME` are (Netlify sets them together for every function; `SITE_ID` alone is
 * also what Netlify's purge client reads, which a test of cache purging sets on this machine).
 * There it runs in production only, whatever the context, and must know the context, since the
 * context decides whose data it reads: a deploy preview never opens production's store.
 */
export function parseEnv(
  source: Record<string, string | undefined>,
  deployContext: string | null = null,
): Env {
  const raw = RawEnvSchema.safeParse(source);
  if (!raw.success) {
    throw new Error(
      `Invalid environment: ${raw.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
  }
  const value = raw.data;
  const isProduction = value.APP_ENV === "production";
  const context = deployContext ?? value.CONTEXT ?? null;
  const functionRuntime = value.SITE_ID !== undefined && value.SITE_NAME !== undefined;
  const onNetlify = context !== null || value.NETLIFY !== undefined || functionRuntime;
  if (onNetlify && !isProduction) {
    throw new Error(
      `APP_ENV=${value.APP_ENV} is for this machine only; on Netlify (${context ?? "deploy context unknown"}) ` +
        "leave APP_ENV unset or set it to production (see README, Deploy)",
    );
  }
  if (onNetlify && context === null) {
    throw new Error(
      "Running on Netlify without a deploy context (Netlify.context.deploy.context): " +
        "refusing to guess which store to open",
    );
  }
  if (isProduction) {
    const missing = (["COACH_EMAIL", "COACH_PASSWORD_HASH", "SESSION_SECRET", "SITE_URL"] as const).filter(
      (name) => value[name] === undefined,
    );
    if (missing.length > 0) {
      throw new Error(
        `Missing required environment in production: ${missing.join(", ")} (see README, Deploy)`,
      );
    }
    if (value.COACH_PASSWORD !== undefined) {
      throw new Error("COACH_PASSWORD is for local development only; set COACH_PASSWORD_HASH in production");
    }
  }
  const siteUrl = (value.SITE_URL ?? `http://localhost:${String(value.PORT)}`).replace(/\/$/, "");
  // The published local password only ever opens a run on this machine: the runtime decides that,
  // never SITE_URL, which a deploy could leave unset or point anywhere.
  const isLocal = !onNetlify && !isProduction;
  const localPassword = value.COACH_PASSWORD_HASH === undefined ? DEV_COACH_PASSWORD : null;
  return {
    appEnv: value.APP_ENV,
    isProduction,
    deployContext: context,
    isLocal,
    coachEmail: value.COACH_EMAIL ?? DEV_COACH_EMAIL,
    coachPasswordHash: value.COACH_PASSWORD_HASH ?? null,
    coachPassword: isLocal ? (value.COACH_PASSWORD ?? localPassword) : null,
    sessionSecret: value.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
    groupMeAccessToken: value.GROUPME_ACCESS_TOKEN ?? null,
    groupMeApiUrl: value.GROUPME_API_URL.replace(/\/$/, ""),
    groupMeTimeoutMs: value.GROUPME_TIMEOUT_MS,
    siteUrl,
    appNow: isProduction ? null : (value.APP_NOW ?? null),
    storeTimeoutMs:
      value.STORE_TIMEOUT_MS ?? (isProduction ? STORE_TIMEOUT_MS.production : STORE_TIMEOUT_MS.local),
    snapshotMaxAgeMs: value.SNAPSHOT_MAX_AGE_MS,
    buildHookUrl: context === null || context === "production" ? (value.BUILD_HOOK_URL ?? null) : null,
    buildWindowMinutes: value.SITE_BUILD_WINDOW_MINUTES,
  };
}

let cached: Env | undefined;

/**
 * The validated environment of this process, e.g. `{ appEnv: "development", siteUrl: "http://localhost:4321", … }`.
 * Read on the first call, which on Netlify is inside a request, where `Netlify.context` names the
 * deploy context; an instance only ever serves one deploy.
 */
export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env, netlifyDeployContext());
    fixClock(cached.appNow);
  }
  return cached;
}

/** Forgets the cached environment, for tests that change `process.env`. */
export function resetEnv(): void {
  cached = undefined;
}
