/**
 * The coach's optional second factor: a 6-digit code from an authenticator app, time-based as in
 * RFC 6238 (HMAC-SHA1, 30-second steps, the settings every app reads), asked at sign-in when
 * `COACH_TOTP_SECRET` holds a base32 secret. `npm run totp-setup` makes one. A code is good for its
 * step and one on either side, for a phone's clock a little off and a code typed as it changes.
 * Imports nothing of the site (otpauth only), so that `scripts/totp-setup.mjs` can run this file
 * directly; the sign-in (sign-in.ts) keeps a used code from opening a second session.
 */
import { Secret, TOTP } from "otpauth";

/** The environment variable that turns the second factor on. */
export const TOTP_SECRET_VARIABLE = "COACH_TOTP_SECRET";

/** Steps on either side of now that a code may come from: 30 seconds each way. */
export const TOTP_WINDOW = 1;

/** The settings the app is given; otpauth's defaults, RFC 6238's. */
const SETTINGS = { algorithm: "SHA1", digits: 6, period: 30 } as const;

/** RFC 4226 asks for at least 128 bits of secret; `totp-setup` makes 160. */
const MIN_SECRET_BYTES = 16;

/** `"JBSW Y3DP ehpk3pxp"` → `"JBSWY3DPEHPK3PXP"`: apps show secrets in groups and either case. */
const normalise = (secret: string) => secret.replace(/[\s=]/g, "").toUpperCase();

/**
 * The coach's TOTP secret from `COACH_TOTP_SECRET` (base32, spaces and case ignored), or null when
 * it is unset or empty and the sign-in asks for no code. A secret that is not base32, or shorter
 * than 128 bits, throws a message naming the variable: a typo must never leave the factor off.
 */
export function totpSecret(source: Record<string, string | undefined> = process.env): string | null {
  const raw = source[TOTP_SECRET_VARIABLE]?.trim() ?? "";
  if (raw === "") return null;
  const secret = normalise(raw);
  if (!/^[A-Z2-7]+$/.test(secret) || Math.floor((secret.length * 5) / 8) < MIN_SECRET_BYTES) {
    throw new Error(
      `${TOTP_SECRET_VARIABLE} must be a base32 secret of at least 26 characters (npm run totp-setup makes one)`,
    );
  }
  return secret;
}

/** The TOTP generator for `secret`, labelled for the authenticator app, e.g. "Hays Lightning (coach@example.com)". */
export const totpFor = (secret: string, issuer = "", label = "Coach") =>
  new TOTP({ ...SETTINGS, issuer, label, secret: Secret.fromBase32(secret) });

/** The 30-second step that instant `at` (epoch milliseconds) falls in, e.g. 0 for the first 30 s of 1970. */
export const totpStep = (at: number) => TOTP.counter({ period: SETTINGS.period, timestamp: at });

/**
 * The step whose code `code` is, if it is one of the steps around `at` (epoch milliseconds):
 * `matchingStep(secret, "287082", 59_000)` → 1 for RFC 6238's first example; null for a wrong
 * code, a code from further away, or anything but 6 digits. Compared in constant time.
 */
export function matchingStep(secret: string, code: string, at: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(at) + delta;
}

/** A new random secret of 160 bits in base32, e.g. `"JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"`. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;
