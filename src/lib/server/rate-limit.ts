/**
 * Per-client rate limits (docs/api.md#rate-limits), counted in Blobs so they hold across function
 * instances and the local runtime's worker threads. A sliding window: the times of the client's
 * recent requests, older ones dropped on every write.
 */
import * as z from "zod/mini";
import { now } from "../clock";
import { type AppError, rateLimited } from "../domain/errors";
import { clientNetwork, type Ipv6Prefix } from "./client-network";
import { rateLimitKey } from "./keys";
import { openTeamStore } from "./seed";
import { ContendedWriteError, upsertRecord } from "./store";

export interface RateLimit {
  /** Part of the storage key, e.g. `"contact"`. */
  name: string;
  limit: number;
  windowMs: number;
  /** What the 429 says, before "Try again in …". */
  message: string;
  /** How much of an IPv6 address is one client (64 when unset): see client-network.ts. */
  ipv6Prefix?: Ipv6Prefix;
}

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /**
   * Failed logins: after 10 in 15 minutes even the right password waits for the window. An IPv6
   * client is its /48, so a guesser cannot multiply its tries by the /64s its provider gave it.
   */
  login: {
    name: "login-failures",
    limit: 10,
    windowMs: 15 * MINUTE,
    message: "Too many failed sign-in attempts.",
    ipv6Prefix: 48,
  },
  /** A few contact messages a minute. */
  contact: { name: "contact", limit: 3, windowMs: MINUTE, message: "Too many messages at once." },
  /** Enough for a parent covering several games, with a few typos on the way. */
  snackSignup: {
    name: "snack-signup",
    limit: 20,
    windowMs: 10 * MINUTE,
    message: "Too many sign-ups at once.",
  },
} as const satisfies Record<string, RateLimit>;

const HitsSchema = z.strictObject({ hits: z.array(z.int()) });

/** Where `client`'s window of `limit` is kept: its network as the limit counts it, keyed. */
const windowKey = (limit: RateLimit, client: string) =>
  rateLimitKey(limit.name, clientNetwork(client, limit.ipv6Prefix));

function inWindow(hits: readonly number[], limit: RateLimit, at: number): number[] {
  return hits.filter((hit) => hit > at - limit.windowMs && hit <= at);
}

/** Seconds until the client may try again, or 0 when it may now. */
function retryAfterSeconds(hits: readonly number[], limit: RateLimit, at: number): number {
  const recent = inWindow(hits, limit, at).sort((a, b) => a - b);
  if (recent.length < limit.limit) return 0;
  const freedAt = (recent[recent.length - limit.limit] ?? at) + limit.windowMs;
  return Math.max(1, Math.ceil((freedAt - at) / 1000));
}

function limited(limit: RateLimit, seconds: number): AppError {
  const wait = seconds >= 90 ? `${String(Math.ceil(seconds / 60))} minutes` : `${String(seconds)} seconds`;
  return rateLimited(`${limit.message} Try again in ${wait}.`, seconds);
}

/**
 * Counts this request, or throws a 429 (writing nothing) when `client` has used up `limit`.
 * Returns the instant it counted, for `refundRateLimit`.
 */
export async function consumeRateLimit(limit: RateLimit, client: string): Promise<number> {
  const at = now().toMillis();
  await upsertRecord(await openTeamStore(), windowKey(limit, client), HitsSchema, (current) => {
    const hits = inWindow(current?.hits ?? [], limit, at);
    const seconds = retryAfterSeconds(hits, limit, at);
    if (seconds > 0) throw limited(limit, seconds);
    return { hits: [...hits, at] };
  }).catch((error: unknown) => {
    // Eight requests of this client counted first: it is sending a burst, which is what a limit
    // answers, rather than a 502 that says the site is failing.
    if (error instanceof ContendedWriteError) throw limited(limit, 1);
    throw error;
  });
  return at;
}

/**
 * Gives back a request counted at `at` (a login that turned out right): counting first and
 * refunding after keeps a burst of simultaneous guesses from slipping past the limit.
 */
export async function refundRateLimit(limit: RateLimit, client: string, at: number): Promise<void> {
  await upsertRecord(await openTeamStore(), windowKey(limit, client), HitsSchema, (current) => {
    const hits = [...(current?.hits ?? [])];
    const index = hits.indexOf(at);
    if (index !== -1) hits.splice(index, 1);
    return { hits };
  });
}
