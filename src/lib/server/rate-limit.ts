/**
 * Rate limits (docs/api.md#rate-limits), counted in Blobs so they hold across function instances
 * and the local runtime's worker threads. A sliding window: the times of recent requests, older
 * ones dropped on every write; per client, or for the whole site (the sign-in's password checks).
 * Every 429 writes one line to the security log.
 */
import * as z from "zod/mini";
import { now } from "../clock";
import { type ApiMessageKey, type AppError, rateLimited, say } from "../domain/errors";
import { clientNetwork, type Ipv6Prefix } from "./client-network";
import { rateLimitKey } from "./keys";
import { logSecurityEvent, type SignInFailure } from "./security-log";
import { openTeamStore } from "./seed";
import { ContendedWriteError, readRecord, upsertRecord } from "./store";

export interface RateLimit {
  /** Part of the storage key, e.g. `"contact"`. */
  name: string;
  limit: number;
  windowMs: number;
  /** What the 429 says, before "Try again in …". */
  message: ApiMessageKey;
  /** How much of an IPv6 address is one client (64 when unset): see client-network.ts. */
  ipv6Prefix?: Ipv6Prefix;
  /**
   * Counts IPv6 clients only: a looser limit on a /48, on top of a tighter one on each /64, which
   * an IPv4 address, one client under the tighter one already, would only cost a write.
   */
  ipv6Only?: boolean;
  /** The route it counts, for the security log, e.g. `"POST /api/contact"`. */
  route: string;
  /** A sign-in's limit: its 429 is logged as a failed sign-in for this reason, not as `rate-limited`. */
  signInFailure?: SignInFailure;
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
    message: "limitSignInFailures",
    ipv6Prefix: 48,
    route: "POST /api/auth/login",
    signInFailure: "rate-limited",
  },
  /**
   * Password checks for the whole site, whoever asks (`consumeSiteLimit`), counted before scrypt
   * runs. Each check (N=2^17, r=8) takes 128 MiB and about half a second of a core, so a flood of
   * guesses from a thousand addresses, each within its own limit above, costs at most 20 of them a
   * minute, about 10 CPU-seconds. The coach needs one or two a sign-in and a backup one a run; a
   * refusal is a 429 with a Retry-After of a minute at most, and a network the coach signed in from
   * lately is not counted at all (sign-in.ts). docs/decisions/016-sign-in-under-pressure.md.
   */
  scryptBudget: {
    name: "scrypt-budget",
    limit: 20,
    windowMs: MINUTE,
    message: "limitSignInSite",
    route: "POST /api/auth/login",
    signInFailure: "scrypt-budget",
  },
  /**
   * Wrong authenticator codes sent with the right password, from every client: the coach's account
   * (the site has one) takes 5 in 15 minutes, then every code check waits (`checkSiteLimit`) until
   * the oldest of them is 15 minutes old. Without it, someone who has the password and 30 addresses
   * (10 failures each per 15 minutes) could try about 28,800 codes a day; with it, 480, and a code is
   * right about 3 times in a million. Only someone with the password can fill it, and a network the
   * coach signed in from lately is not held to it (sign-in.ts), so it cannot keep the coach out at
   * home. docs/decisions/016-sign-in-under-pressure.md.
   */
  wrongCodes: {
    name: "wrong-codes",
    limit: 5,
    windowMs: 15 * MINUTE,
    message: "limitWrongCodes",
    route: "POST /api/auth/login",
    signInFailure: "wrong-codes",
  },
  /** A few contact messages a minute. */
  contact: {
    name: "contact",
    limit: 3,
    windowMs: MINUTE,
    message: "limitMessages",
    route: "POST /api/contact",
  },
  /** Enough for a parent covering several games, with a few typos on the way. */
  snackSignup: {
    name: "snack-signup",
    limit: 20,
    windowMs: 10 * MINUTE,
    message: "limitSignups",
    route: "PUT /api/events/:id/snack-signup",
  },
  /**
   * The same for an IPv6 /48, on top of each /64's own (both must pass): one customer can hold a
   * /48, 65,536 /64s, each with its 20. Three connections' whole allowance, since a mobile carrier
   * puts many phones (a /64 each) in one /48, and a home provider may put neighbours there, so the
   * families of one team, signing up at once after a practice, can share it.
   */
  snackSignupNetwork: {
    name: "snack-signup-48",
    limit: 60,
    windowMs: 10 * MINUTE,
    message: "limitSignups",
    ipv6Prefix: 48,
    ipv6Only: true,
    route: "PUT /api/events/:id/snack-signup",
  },
  /**
   * Opening, changing and cancelling sign-ups by their links: plenty for a family with a few games,
   * and a bound on anyone trying links at random (each one 256 random bits besides).
   */
  snackManage: {
    name: "snack-manage",
    limit: 60,
    windowMs: 10 * MINUTE,
    message: "limitSignupRequests",
    // Any of its three methods: the line says which route, not which of them.
    route: "GET, PUT or DELETE /api/snack-signup",
  },
  /**
   * A family's page by its link, as the snack manage link: every request of the family routes,
   * counted before the token is looked at. A family opening its page, answering a few events for
   * two children and adding a note is a dozen; anyone trying links at random is held to 60 in 10
   * minutes (each link 256 bits of HMAC besides).
   */
  familyLink: {
    name: "family-link",
    limit: 60,
    windowMs: 10 * MINUTE,
    message: "limitFamilyRequests",
    route: "GET, PUT, POST or DELETE /api/family*",
  },
  /**
   * Public reads that reach a function, route by route (the CDN answers the rest), and the health
   * check, which the CDN never answers: a parent's page asks each route once, and the CDN answers
   * all but the first after a change, so 120 a minute is never near; a script is held to two a
   * second. A route is its `config.path` (`/api/seasons/:id`, whatever the id), and every answer
   * counts, a 404 or a 400 too. Counted in memory by `consumePublicRead`, never in Blobs;
   * `PUBLIC_READS_PER_MINUTE` changes the number.
   */
  publicRead: {
    name: "public-read",
    limit: 120,
    windowMs: MINUTE,
    message: "limitRequests",
    // The log names the route that was read (`consumePublicRead`).
    route: "GET of a cached public route or of /api/health",
  },
} as const satisfies Record<string, RateLimit>;

/** What a site-wide window is counted under in place of a client. */
const WHOLE_SITE = "site";

const HitsSchema = z.strictObject({ hits: z.array(z.int()) });

/**
 * `client` as `limit` counts it, e.g. `"2001:db8:1::/48"` for a limit of /48s, or null when the
 * limit does not count it at all (an IPv4 address, for a limit of IPv6 clients only).
 */
export function limitedClient(limit: RateLimit, client: string): string | null {
  const network = clientNetwork(client, limit.ipv6Prefix);
  return limit.ipv6Only === true && !network.includes(":") ? null : network;
}

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

/** The 429 for `client`, logged: e.g. "Too many messages at once. Try again in 42 seconds." */
function limited(limit: RateLimit, seconds: number, client: string): AppError {
  logSecurityEvent(
    limit.signInFailure
      ? {
          event: "sign-in",
          outcome: "failure",
          reason: limit.signInFailure,
          limit: limit.name,
          route: limit.route,
        }
      : { event: "rate-limited", outcome: "failure", limit: limit.name, route: limit.route },
    client,
  );
  const wait =
    seconds >= 90
      ? say("waitMinutes", { count: Math.ceil(seconds / 60) })
      : say("waitSeconds", { count: seconds });
  return rateLimited(say("rateLimitedWait", { limit: say(limit.message, {}), wait }), seconds);
}

/** Counts a request at `key`, or throws `client`'s 429 (writing nothing) when `limit` is used up there. */
async function consume(limit: RateLimit, key: string, client: string): Promise<number> {
  const at = now().toMillis();
  await upsertRecord(await openTeamStore(), key, HitsSchema, (current) => {
    const hits = inWindow(current?.hits ?? [], limit, at);
    const seconds = retryAfterSeconds(hits, limit, at);
    if (seconds > 0) throw limited(limit, seconds, client);
    return { hits: [...hits, at] };
  }).catch((error: unknown) => {
    // Eight requests counted first: a burst, which is what a limit answers, rather than a 502 that
    // says the site is failing.
    if (error instanceof ContendedWriteError) throw limited(limit, 1, client);
    throw error;
  });
  return at;
}

/**
 * Counts this request, or throws a 429 (writing nothing) when `client` has used up `limit`.
 * Returns the instant it counted, for `refundRateLimit`; a client the limit does not count
 * (`limitedClient`) passes, and nothing is written.
 */
export async function consumeRateLimit(limit: RateLimit, client: string): Promise<number> {
  const network = limitedClient(limit, client);
  if (network === null) return now().toMillis();
  return consume(limit, rateLimitKey(limit.name, network), client);
}

/**
 * Throws a 429 to `client` (writing nothing) when the site has used up `limit`, e.g.
 * `RATE_LIMITS.wrongCodes`; counts nothing. One plain read.
 */
export async function checkSiteLimit(limit: RateLimit, client: string): Promise<void> {
  const stored = await readRecord(await openTeamStore(), rateLimitKey(limit.name, WHOLE_SITE), HitsSchema);
  const seconds = retryAfterSeconds(stored?.hits ?? [], limit, now().toMillis());
  if (seconds > 0) throw limited(limit, seconds, client);
}

/**
 * Counts this request against `limit` for the whole site, e.g. `RATE_LIMITS.scryptBudget`, or
 * throws a 429 to `client` (writing nothing) when the site has used it up.
 */
export async function consumeSiteLimit(limit: RateLimit, client: string): Promise<number> {
  // Under a flood nearly every request is refused: a plain read refuses it at once, rather than in
  // the queue of writes to this one key (and, on Netlify, in their race for its etag).
  await checkSiteLimit(limit, client);
  return consume(limit, rateLimitKey(limit.name, WHOLE_SITE), client);
}

/**
 * Writes the site's window of `limit` whatever happens, and counts this request in it when `counts`
 * and the window has room, or `counts` is `"always"`: e.g. `countSiteLimit(RATE_LIMITS.wrongCodes,
 * client, passwordIsRight ? "if-room" : false)`. The one write either way, so how long the answer
 * takes does not say whether it counted. Returns the instant it counted, for `refundSiteLimit`, or
 * null when it did not (not asked to, or no room: the caller refuses). Counted in one guarded
 * write, so of a burst at once no more than the room left is counted; a window contended eight
 * times over is a burst, a 429 to `client`.
 */
export async function countSiteLimit(
  limit: RateLimit,
  client: string,
  counts: "if-room" | "always" | false,
): Promise<number | null> {
  const at = now().toMillis();
  const counted: { at: number | null } = { at: null };
  await upsertRecord(await openTeamStore(), rateLimitKey(limit.name, WHOLE_SITE), HitsSchema, (current) => {
    const hits = inWindow(current?.hits ?? [], limit, at);
    counted.at = counts === "always" || (counts === "if-room" && hits.length < limit.limit) ? at : null;
    return { hits: counted.at === null ? hits : [...hits, at] };
  }).catch((error: unknown) => {
    if (error instanceof ContendedWriteError) throw limited(limit, 1, client);
    throw error;
  });
  return counted.at;
}

/** Gives back a request `countSiteLimit` counted at `at` (a code that turned out right). */
export async function refundSiteLimit(limit: RateLimit, at: number): Promise<void> {
  await removeHit(rateLimitKey(limit.name, WHOLE_SITE), at);
}

/**
 * Gives back a request counted at `at` (a login that turned out right): counting first and
 * refunding after keeps a burst of simultaneous guesses from slipping past the limit.
 */
export async function refundRateLimit(limit: RateLimit, client: string, at: number): Promise<void> {
  await removeHit(windowKey(limit, client), at);
}

/** Takes the request counted at `at` out of the window at `key`. */
async function removeHit(key: string, at: number): Promise<void> {
  await upsertRecord(await openTeamStore(), key, HitsSchema, (current) => {
    const hits = [...(current?.hits ?? [])];
    const index = hits.indexOf(at);
    if (index !== -1) hits.splice(index, 1);
    return { hits };
  });
}

/** The public-read limit, with `PUBLIC_READS_PER_MINUTE` when set (a whole number from 1). */
function publicReadLimit(): RateLimit {
  const setting = process.env.PUBLIC_READS_PER_MINUTE;
  if (setting === undefined || setting === "") return RATE_LIMITS.publicRead;
  const limit = Number(setting);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`PUBLIC_READS_PER_MINUTE must be a whole number from 1, not "${setting}"`);
  }
  return { ...RATE_LIMITS.publicRead, limit };
}

/** Each client's public reads of each route: `"<route> <client>"` → when its minute began, and the reads in it. */
const publicReads = new Map<string, { start: number; count: number }>();
/** The most counts one instance keeps: past it, ended minutes are dropped, then every count. */
const MAX_PUBLIC_READ_COUNTS = 10_000;

function forgetPublicReads(at: number, windowMs: number): void {
  for (const [key, minute] of publicReads) {
    if (at - minute.start >= windowMs) publicReads.delete(key);
  }
  if (publicReads.size >= MAX_PUBLIC_READ_COUNTS) publicReads.clear();
}

/**
 * Counts a public read of `route` (a GET the CDN caches, named as its function's `config.path`
 * names it, e.g. `"/api/seasons/:id"`, or `"/api/health"`) by `client`, or throws a 429 once the
 * client has made `RATE_LIMITS.publicRead.limit` of them within a minute of its first. The route,
 * never the path that was asked for: one count per route keeps a script that asks for made-up ids
 * within the limit, keeps the counts this instance holds to the routes times the clients, and keeps
 * the log's line free of anything the client typed. `at` is a monotonic time in milliseconds
 * (`performance.now()`), not the app's clock, which `APP_NOW` stops.
 *
 * Counted in this function instance's memory, not in Blobs: a count in the store costs a read and a
 * write, more than the one store call the read it guards costs, and a page's reads, all at once
 * from one address, would contend for one record. So the limit holds per instance: a script that
 * keeps several instances busy at once gets as many minutes' worth, still bounded, and a new
 * instance starts at zero (docs/decisions/018-pinned-cache-keys.md).
 */
export function consumePublicRead(route: string, client: string, at = performance.now()): void {
  const limit = publicReadLimit();
  const key = `${route} ${client}`;
  let minute = publicReads.get(key);
  if (!minute || at - minute.start >= limit.windowMs) {
    if (!minute && publicReads.size >= MAX_PUBLIC_READ_COUNTS) forgetPublicReads(at, limit.windowMs);
    minute = { start: at, count: 0 };
    publicReads.set(key, minute);
  }
  if (minute.count >= limit.limit) {
    throw limited(
      { ...limit, route: `GET ${route}` },
      Math.max(1, Math.ceil((minute.start + limit.windowMs - at) / 1000)),
      client,
    );
  }
  minute.count += 1;
}

const DayCountSchema = z.strictObject({ count: z.int() });

/**
 * Counts this request against a cap on everyone's requests of one kind in one day, e.g. contact
 * messages: `consumeDailyCap({ name: "contact-day", limit: 100, route: "POST /api/contact" },
 * "2025-09-15", client, refusal)`. One counter a day (keyed like a client, by the day), so it
 * starts again when the day does. Once the day's `limit` is used up it throws `refusal()`, writes
 * nothing and logs the 429 for `client`; a counter contended eight times over is a crowd arriving
 * at once, a 429 that asks for a moment.
 */
export async function consumeDailyCap(
  cap: { name: string; limit: number; route: string },
  day: string,
  client: string,
  refusal: () => AppError,
): Promise<void> {
  const refuse = (error: AppError) => {
    logSecurityEvent(
      { event: "rate-limited", outcome: "failure", limit: cap.name, route: cap.route },
      client,
    );
    return error;
  };
  const key = rateLimitKey(cap.name, day);
  // Past the cap nearly every request is refused: a plain read refuses it at once, rather than in
  // the queue of writes to this one key.
  const stored = await readRecord(await openTeamStore(), key, DayCountSchema);
  if ((stored?.count ?? 0) >= cap.limit) throw refuse(refusal());
  await upsertRecord(await openTeamStore(), key, DayCountSchema, (current) => {
    const count = current?.count ?? 0;
    if (count >= cap.limit) throw refuse(refusal());
    return { count: count + 1 };
  }).catch((error: unknown) => {
    if (error instanceof ContendedWriteError) {
      throw refuse(rateLimited("tooManyRequestsNow", 1));
    }
    throw error;
  });
}
