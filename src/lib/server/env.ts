/**
 * The environment, validated once at start-up. Production (the default when `APP_ENV`
 * is unset, so a deployed site never runs on local defaults) requires every secret; local
 * development and tests get documented defaults. Importing this module also sets the one clock.
 */
import { randomBytes } from "node:crypto";
import * as z from "zod/mini";
import { fixClock } from "../clock";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD, isLocalOrigin } from "./local-defaults";
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
  PORT: fromEnv(z._default(wholeNumber(1, 65_535), 4321)),
  APP_NOW: optional(z.iso.datetime({ offset: true })),
  STORE_TIMEOUT_MS: optional(wholeNumber(100, 60_000)),
  SNAPSHOT_MAX_AGE_MS: fromEnv(z._default(wholeNumber(0, 3_600_000), 60_000)),
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
   * Milliseconds a public read may answer from an instance's snapshot before taking it again
   * whatever the version says: the bound within which a write whose version bump failed shows.
   */
  snapshotMaxAgeMs: number;
}

/** Parses an environment object; throws one readable error listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const raw = RawEnvSchema.safeParse(source);
  if (!raw.success) {
    throw new Error(
      `Invalid environment: ${raw.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
  }
  const value = raw.data;
  const isProduction = value.APP_ENV === "production";
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
  // The published local password only ever opens a site on this machine, never a deploy preview
  // that someone ran with APP_ENV=development.
  const localPassword =
    value.COACH_PASSWORD_HASH === undefined && isLocalOrigin(siteUrl) ? DEV_COACH_PASSWORD : null;
  return {
    appEnv: value.APP_ENV,
    isProduction,
    coachEmail: value.COACH_EMAIL ?? DEV_COACH_EMAIL,
    coachPasswordHash: value.COACH_PASSWORD_HASH ?? null,
    coachPassword: isProduction ? null : (value.COACH_PASSWORD ?? localPassword),
    sessionSecret: value.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
    groupMeAccessToken: value.GROUPME_ACCESS_TOKEN ?? null,
    groupMeApiUrl: value.GROUPME_API_URL.replace(/\/$/, ""),
    groupMeTimeoutMs: value.GROUPME_TIMEOUT_MS,
    siteUrl,
    appNow: isProduction ? null : (value.APP_NOW ?? null),
    storeTimeoutMs:
      value.STORE_TIMEOUT_MS ?? (isProduction ? STORE_TIMEOUT_MS.production : STORE_TIMEOUT_MS.local),
    snapshotMaxAgeMs: value.SNAPSHOT_MAX_AGE_MS,
  };
}

let cached: Env | undefined;

/** The validated environment of this process, e.g. `{ appEnv: "development", siteUrl: "http://localhost:4321", … }`. */
export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    fixClock(cached.appNow);
  }
  return cached;
}

/** Forgets the cached environment, for tests that change `process.env`. */
export function resetEnv(): void {
  cached = undefined;
}
