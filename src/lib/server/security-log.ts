/**
 * The security log: one line of JSON on standard output for every event that someone watching the
 * site for abuse needs, which Netlify keeps with the function's log, e.g.
 *
 *   {"log":"security","time":"2025-09-15T17:00:00.000Z","event":"sign-in","outcome":"failure",
 *    "reason":"bad-code","route":"POST /api/auth/login","client":"5c1f0e…"}
 *
 * Events: `sign-in` (success, or failure for a `reason`), `rate-limited` (a 429 of any other
 * limit), `logout`, `restore`, `backup` (the coach downloaded every record), `alert` (posted or
 * cleared), `rainout` (success when every part asked for was done), `groupme` (a message or a bot
 * went to GroupMe), `team` (the team's details changed), `inbox` (the coach read the contact
 * messages), `season` (a season started) and `delete` (a coach's delete, with its `target`). The
 * coach's own lines are there because a stolen session would show itself by them: a backup taken,
 * the inbox read, the group told something, from a client the coach never signs in from. A line
 * says what happened, on which route, when and from which client, never who or with what: no
 * email, phone, password, code, token, cookie or text anyone typed, which is why an entry has only
 * these fields, each an enumeration or a name the code chose.
 *
 * The client is its `clientKey` (secrets.ts) and never its address: the log is read by whoever
 * can see the site's deploys and kept wherever logs are shipped, and it must not become a list of
 * the parents' addresses. A client keeps its key on every line (until SESSION_SECRET changes),
 * so one guesser's lines still read together, and a limit counted by /64 or by address names its
 * window in the store with the same key.
 */
import { nowMillis } from "../clock";
import { clientKey } from "./secrets";

export type SecurityEvent =
  | "sign-in"
  | "rate-limited"
  | "logout"
  | "restore"
  | "backup"
  | "alert"
  | "rainout"
  | "groupme"
  | "team"
  | "inbox"
  | "delete"
  | "season";

/**
 * Why a sign-in failed: a wrong email or password, a missing, wrong or used authenticator code,
 * the client's own limit (`login-failures`), the site's limit on password checks (`scrypt-budget`),
 * or the account's limit on wrong codes sent with the right password (`wrong-codes`: whoever sends
 * them has the password).
 */
export type SignInFailure = "bad-credentials" | "bad-code" | "rate-limited" | "scrypt-budget" | "wrong-codes";

export interface SecurityEntry {
  event: SecurityEvent;
  outcome: "success" | "failure";
  /** The method and the route as its function's `config.path` names it, e.g. `"DELETE /api/players/:id"`. */
  route: string;
  /** Why a sign-in failed. */
  reason?: SignInFailure;
  /** The rate limit that answered 429, e.g. `"contact"`. */
  limit?: string;
  /** The record a coach's delete removed, e.g. `"players/player-07"`: a key, never its contents. */
  target?: string;
}

/** One line as written: the entry, when, and the client's key. */
export type SecurityLine = { log: "security"; time: string } & SecurityEntry & { client: string };

/**
 * The line for `entry` from `client` (an address or network as `clientAddress` gives it, e.g.
 * `"203.0.113.9"`, which the line replaces by its key), at the clock's now.
 */
export function securityLine(entry: SecurityEntry, client: string): SecurityLine {
  return {
    log: "security",
    time: new Date(nowMillis()).toISOString(),
    ...entry,
    client: clientKey(client),
  };
}

/**
 * Writes one line of the security log, e.g.
 * `logSecurityEvent({ event: "logout", outcome: "success", route: "POST /api/auth/logout" }, clientAddress(request, context))`.
 */
export function logSecurityEvent(entry: SecurityEntry, client: string): void {
  console.info(JSON.stringify(securityLine(entry, client)));
}
