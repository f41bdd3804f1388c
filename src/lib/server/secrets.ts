/**
 * One key for each use of `SESSION_SECRET`, derived with HKDF-SHA256 (RFC 5869), so that no two
 * uses share a key: nothing one use signs (a session cookie) can pass for another's (a client's
 * key in a rate limit or the log), and what one use shows says nothing about another's key.
 *
 *   deriveKey("session")       // signs the session cookie (auth.ts)
 *   deriveKey("client-keys")   // names a client in rate limits and the security log (clientKey)
 *   deriveKey("snack-claims")  // a new use takes a new name, and gets a key of its own
 *
 * Rotating SESSION_SECRET changes every derived key: the coach signs in again and every rate-limit
 * window starts afresh.
 */
import { createHmac, hkdfSync } from "node:crypto";
import { getEnv } from "./env";

/** Part of every derivation: changing it would change every key (and end every session). */
const SALT = "hays-lightning/derived-keys/v1";

/** A use's name, e.g. `session`: lower-case words joined by hyphens. */
const PURPOSE_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * The 32-byte key for `purpose`, e.g. `deriveKey("session")`: the same for as long as
 * `SESSION_SECRET` is, and unrelated to the key of any other purpose.
 */
export function deriveKey(purpose: string): Buffer {
  if (!PURPOSE_PATTERN.test(purpose)) throw new Error(`Not a key purpose: "${purpose}"`);
  return Buffer.from(hkdfSync("sha256", getEnv().sessionSecret, SALT, purpose, 32));
}

/**
 * `clientKey("203.0.113.9")` → `"5c1f…"` (32 hex characters): how rate limits and the security log
 * name a client, an HMAC under `deriveKey("client-keys")`. The same client gets the same key for as
 * long as SESSION_SECRET holds, and nobody without the secret can tell an address from its key,
 * not even by trying all four billion IPv4 addresses.
 */
export const clientKey = (client: string) =>
  createHmac("sha256", deriveKey("client-keys")).update(client).digest("hex").slice(0, 32);
