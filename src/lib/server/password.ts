/**
 * The coach's password hash: scrypt, N=2^17, r=8, p=1, 64-byte key, stored as
 * `scrypt$17$8$1$<salt>$<key>` (base64url). Imports only Node built-ins so that
 * `scripts/hash-password.mjs` can run this file directly.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptCost {
  /** log2 of N, the CPU/memory cost. */
  logN: number;
  r: number;
  p: number;
}

export const DEFAULT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };

/** `scrypt$<logN>$<r>$<p>$<salt>$<key>`; env.ts checks COACH_PASSWORD_HASH against it. */
export const PASSWORD_HASH_PATTERN = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([\w-]{22,})\$([\w-]{43,})$/;

let evaluations = 0;

/**
 * How many times this process has run scrypt, hashing or checking, e.g. `3`: what the sign-in's
 * site-wide limit bounds, read by the tests that flood the sign-in.
 */
export const scryptEvaluations = () => evaluations;

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  evaluations += 1;
  const N = 2 ** cost.logN;
  // scrypt needs about 128 * N * r bytes; Node's default cap (32 MiB) is below that for N=2^17.
  const maxmem = 256 * N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, length, { N, r: cost.r, p: cost.p, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** A new hash of `password` with a random salt, e.g. `"scrypt$17$8$1$mJ0…$Zq…"`. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, 64);
  const parameters = `${String(cost.logN)}$${String(cost.r)}$${String(cost.p)}`;
  return `scrypt$${parameters}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Whether `password` matches `stored`, compared in constant time; `false` for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PASSWORD_HASH_PATTERN.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match;
  const expected = Buffer.from(key ?? "", "base64url");
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt ?? "", "base64url"), cost, expected.length);
  return timingSafeEqual(actual, expected);
}
