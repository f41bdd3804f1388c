/**
 * The coach's sign-in, in the order that keeps a flood of guesses cheap
 * (docs/decisions/016-sign-in-under-pressure.md):
 *
 * 1. The client's own limit, 10 failures in 15 minutes (an IPv6 client is its /48), counted before
 *    anything is checked and given back when the sign-in succeeds.
 * 2. With the second factor on (totp.ts), an attempt without a code fails here: nothing to check.
 * 3. With it on, the account's limit on wrong codes, 5 in 15 minutes from every client
 *    (`RATE_LIMITS.wrongCodes`), and then the site's limit on password checks, 20 a minute
 *    (`RATE_LIMITS.scryptBudget`), unless the client's network is one the coach signed in from in
 *    the last 30 days: a flood from a thousand addresses, or someone who has the password trying
 *    codes, holds the coach up at home for no time at all; elsewhere a minute, or a quarter of an
 *    hour, at a time.
 * 4. The email and password (scrypt, when the password is a hash), and the code, together: a wrong
 *    code takes as long as a wrong password, so no answer tells a guesser the code alone was right.
 *    With the right password, the code is counted in the account's window of wrong codes before it
 *    is checked (given back when it is right); every other attempt with a code writes that window
 *    too, unchanged, so the time of the answer does not tell a guesser the password was right.
 * 5. The code's 30-second step is claimed in Blobs, so one code opens one session only.
 *
 * Every failure is the same 401, whatever was wrong, and counts against the client's limit; every
 * attempt writes one line to the security log.
 */
import * as z from "zod/mini";
import { nowMillis } from "../clock";
import { AppError, english } from "../domain/errors";
import type { LoginInput } from "../schemas/auth";
import { checkCredentials, startSession, type CoachSession } from "./auth";
import { clientNetwork } from "./client-network";
import { getEnv } from "./env";
import {
  checkSiteLimit,
  consumeRateLimit,
  consumeSiteLimit,
  countSiteLimit,
  RATE_LIMITS,
  refundRateLimit,
  refundSiteLimit,
} from "./rate-limit";
import { clientKey } from "./secrets";
import { logSecurityEvent, type SignInFailure } from "./security-log";
import { openTeamStore } from "./seed";
import { readRecord, upsertRecord } from "./store";
import { matchingStep, totpSecret } from "./totp";

const ROUTE = "POST /api/auth/login";

/** The networks (their `clientKey`) the coach signed in from lately, newest first. */
export const SIGN_IN_NETWORKS_KEY = "meta/sign-in-networks";
/** The last 30-second step whose code opened a session. */
export const TOTP_LAST_STEP_KEY = "meta/totp-last-step";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many networks are remembered, for how long after their last sign-in, and how stale the
 * newest may be before a sign-in from it writes it again (most sign-ins then write nothing).
 */
const KNOWN_NETWORKS = { count: 5, forMs: 30 * DAY_MS, refreshAfterMs: DAY_MS };

const NetworksSchema = z.strictObject({
  networks: z.array(z.strictObject({ key: z.string(), at: z.int() })),
});
const LastStepSchema = z.strictObject({ step: z.int().check(z.gte(0)) });

/** What the 401 says when a code is asked for; its `issues` tell the sign-in page to show the field. */
const CODE_ISSUE = { path: ["code"], message: "A 6-digit code from your authenticator app is required" };

/** `client`'s network as the sign-in counts it (an IPv6 /48), keyed: how it is remembered. */
const networkKey = (client: string) => clientKey(clientNetwork(client, RATE_LIMITS.login.ipv6Prefix));

const knownNetworks = async () =>
  (await readRecord(await openTeamStore(), SIGN_IN_NETWORKS_KEY, NetworksSchema))?.networks ?? [];

/** Whether the coach signed in from `client`'s network within the last 30 days. */
async function isKnownNetwork(client: string): Promise<boolean> {
  const key = networkKey(client);
  const since = nowMillis() - KNOWN_NETWORKS.forMs;
  return (await knownNetworks()).some((network) => network.key === key && network.at > since);
}

/** Puts `client`'s network first among those the coach signed in from; the oldest beyond 5 go. */
async function rememberNetwork(client: string): Promise<void> {
  const key = networkKey(client);
  const at = nowMillis();
  const [newest] = await knownNetworks();
  if (newest?.key === key && newest.at > at - KNOWN_NETWORKS.refreshAfterMs) return;
  await upsertRecord(await openTeamStore(), SIGN_IN_NETWORKS_KEY, NetworksSchema, (current) => ({
    networks: [
      { key, at },
      ...(current?.networks ?? []).filter(
        (network) => network.key !== key && network.at > at - KNOWN_NETWORKS.forMs,
      ),
    ].slice(0, KNOWN_NETWORKS.count),
  }));
}

/** Thrown inside the claim when the step was used: nothing is written. */
class UsedStep extends Error {}

/** Claims `step` for one sign-in; false when a sign-in already used it or a later one. */
async function claimStep(step: number): Promise<boolean> {
  try {
    await upsertRecord(await openTeamStore(), TOTP_LAST_STEP_KEY, LastStepSchema, (current) => {
      if (current && current.step >= step) throw new UsedStep();
      return { step };
    });
    return true;
  } catch (error) {
    if (error instanceof UsedStep) return false;
    throw error;
  }
}

/** Logs the failure and throws the one 401 of the sign-in. */
function refuse(reason: SignInFailure, client: string, codeAsked: boolean): never {
  logSecurityEvent({ event: "sign-in", outcome: "failure", reason, route: ROUTE }, client);
  throw codeAsked
    ? new AppError("unauthorized", 401, english("Invalid email, password or code"), [CODE_ISSUE])
    : new AppError("unauthorized", 401, english("Invalid email or password"));
}

/**
 * Signs the coach in from `client` (as `clientAddress` gives it) with `input`, or throws the 401 or
 * 429 to answer. Returns the session and the `Set-Cookie` value that carries it.
 */
export async function signIn(
  request: Request,
  input: LoginInput,
  client: string,
): Promise<{ session: CoachSession; cookie: string }> {
  // Counted before the check, so simultaneous guesses cannot all slip under the limit.
  const countedAt = await consumeRateLimit(RATE_LIMITS.login, client);
  const secret = totpSecret();
  const code = input.code ?? "";
  if (secret !== null && code === "") refuse("bad-code", client, true);
  const hashed = getEnv().coachPasswordHash !== null;
  const known = (hashed || secret !== null) && (await isKnownNetwork(client));
  if (secret !== null && !known) await checkSiteLimit(RATE_LIMITS.wrongCodes, client);
  if (hashed && !known) await consumeSiteLimit(RATE_LIMITS.scryptBudget, client);
  const credentialsMatch = await checkCredentials(input.email, input.password);
  const step = secret === null ? null : matchingStep(secret, code, nowMillis());
  // With the right password the code takes a place among the account's wrong codes before it is
  // checked, so a burst of guesses at once gets no more checks than the limit has room for; from a
  // known network it always does. Every other attempt writes the same window unchanged.
  const codeCountedAt =
    secret === null
      ? null
      : await countSiteLimit(
          RATE_LIMITS.wrongCodes,
          client,
          credentialsMatch && (known ? "always" : "if-room"),
        );
  if (!credentialsMatch) refuse("bad-credentials", client, secret !== null);
  if (secret !== null) {
    // No room: the window filled while this attempt waited for its password check. The code is not
    // checked, and the answer is the one 401, which says nothing of the password.
    if (codeCountedAt === null) refuse("wrong-codes", client, true);
    if (step === null || !(await claimStep(step))) refuse("bad-code", client, true);
    await refundSiteLimit(RATE_LIMITS.wrongCodes, codeCountedAt);
  }

  await refundRateLimit(RATE_LIMITS.login, client, countedAt);
  await rememberNetwork(client);
  const started = await startSession(request);
  logSecurityEvent({ event: "sign-in", outcome: "success", route: ROUTE }, client);
  return started;
}
