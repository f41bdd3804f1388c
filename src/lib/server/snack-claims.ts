/**
 * The budget on snack claims (docs/product-rules.md#snack-sign-ups): one email address, and one
 * client (an IPv4 address or an IPv6 /64), holds at most `SNACK_CLAIM_BUDGET` upcoming games at a
 * time, so twenty sign-ups from one place cannot take every open game from the families who would
 * bring snacks. An IPv6 /48 holds at most `SNACK_NETWORK_CLAIM_BUDGET` on top of that: one customer
 * can hold a whole /48, 65,536 /64s, each a client with a budget of its own. The coach's
 * assignments are outside it.
 *
 * Each email and client has a record of the claims it holds, changed in one guarded
 * read-modify-write, so of twenty requests at once at most two get through. A claim is reserved
 * before the game is claimed and released if that fails; one that outlived its game, or whose game
 * no longer names its volunteer (cancelled, cleared, reassigned), stops counting the next time the
 * record is read. The record is keyed like a rate limit, by an HMAC of the address, so the store
 * never holds either in the clear, and like a rate limit it is never backed up.
 */
import * as z from "zod/mini";
import { type ApiMessage, conflict, say } from "../domain/errors";
import { IdSchema, InstantSchema } from "../schemas/primitives";
import { clientNetwork } from "./client-network";
import { rateLimitKey } from "./keys";
import { eventsRepository } from "./repositories/events";
import { usersRepository } from "./repositories/users";
import { openTeamStore } from "./seed";
import { ContendedWriteError, upsertRecord } from "./store";

/** How many upcoming games one email address, and one client, may hold at once. */
export const SNACK_CLAIM_BUDGET = 2;

/**
 * How many upcoming games one IPv6 /48 may hold at once, whichever of its /64s signed up. Generous
 * on purpose: a mobile carrier puts many phones, each a /64 of its own, in one /48, and so may a
 * home provider its neighbours, so the families of one team can share a /48 without knowing it, at
 * a practice where the coach asks everyone to sign up. Six is three families' whole budgets; a
 * season has about eight games, so one /48 can no longer take every open game, and the coach can
 * sign anyone up beyond it. Late in a season, with six or fewer games ahead, one /48 could still
 * hold all that are left; a lower number would refuse real families more often than it would stop
 * that, and the coach sees who holds each game.
 */
export const SNACK_NETWORK_CLAIM_BUDGET = 6;

/**
 * How long a claim counts without its game naming the volunteer: the time between reserving it and
 * claiming the game, a second or two, with room for a slow store.
 */
const PENDING_MS = 60_000;

const ClaimSchema = z.strictObject({ eventId: IdSchema, userId: IdSchema, reservedAt: InstantSchema });
type Claim = z.infer<typeof ClaimSchema>;
const ClaimsSchema = z.strictObject({ claims: z.array(ClaimSchema) });

/** Who holds claims: an email address, a client (an IPv4 address or an IPv6 /64), or an IPv6 /48. */
export type Claimant =
  | { kind: "email"; email: string }
  | { kind: "client"; network: string }
  | { kind: "network"; network: string };

/** How many upcoming games each kind of claimant may hold at once. */
export const CLAIM_BUDGETS: Record<Claimant["kind"], number> = {
  email: SNACK_CLAIM_BUDGET,
  client: SNACK_CLAIM_BUDGET,
  network: SNACK_NETWORK_CLAIM_BUDGET,
};

/**
 * Whose budgets a sign-up with `email` from `client` (as `clientAddress` gives it) counts against,
 * e.g. `"2001:db8:1:2::/64"` → its email, its /64 and `"2001:db8:1::/48"`. An IPv4 address has no
 * wider network here: it is one client already, with the tighter budget.
 */
export function claimantsOf(email: string, client: string): Claimant[] {
  const byClient = clientNetwork(client);
  const byNetwork = clientNetwork(client, 48);
  return [
    { kind: "email", email },
    { kind: "client", network: byClient },
    ...(byNetwork === byClient ? [] : [{ kind: "network" as const, network: byNetwork }]),
  ];
}

/**
 * The email as one mailbox: lower case, and without a "+tag" (`Jane+1@Example.com` and
 * `jane+2@example.com` are both `jane@example.com`), so tags do not multiply the budget.
 */
export function mailbox(email: string): string {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, "")}@${domain}`;
}

const claimKey = (claimant: Claimant) =>
  claimant.kind === "email"
    ? rateLimitKey("snack-claims-email", mailbox(claimant.email))
    : rateLimitKey(`snack-claims-${claimant.kind}`, claimant.network);

const REFUSALS: Record<Claimant["kind"], ApiMessage> = {
  email: say("snackBudgetEmail", { count: SNACK_CLAIM_BUDGET }),
  client: say("snackBudgetClient", { count: SNACK_CLAIM_BUDGET }),
  network: say("snackBudgetNetwork", { count: SNACK_NETWORK_CLAIM_BUDGET }),
};

/**
 * Whether `claim` still holds a game at `at`: its game names its volunteer and is ahead, or it was
 * reserved within the last minute and its parent record still exists (the game is being claimed
 * right now). A cancelled, cleared or reassigned sign-up has no record, so it frees its claim at
 * once, whichever email or connection made it.
 */
async function holds(claim: Claim, at: number): Promise<boolean> {
  const event = await eventsRepository.get(claim.eventId);
  if (event?.snackParentId === claim.userId) return Date.parse(event.date) > at;
  if (Date.parse(claim.reservedAt) <= at - PENDING_MS) return false;
  return (await usersRepository.get(claim.userId)) !== null;
}

/**
 * Reserves a claim on `eventId` for the volunteer record `userId`, or throws a 409 that says why
 * when `claimant` already holds the budget.
 */
export async function reserveClaim(
  claimant: Claimant,
  eventId: string,
  userId: string,
  at: number,
): Promise<void> {
  const store = await openTeamStore();
  await upsertRecord(store, claimKey(claimant), ClaimsSchema, async (current) => {
    const others = (current?.claims ?? []).filter((claim) => claim.eventId !== eventId);
    const held = await Promise.all(others.map((claim) => holds(claim, at)));
    const kept = others.filter((_, index) => held[index]);
    if (kept.length >= CLAIM_BUDGETS[claimant.kind]) throw conflict(REFUSALS[claimant.kind]);
    return { claims: [...kept, { eventId, userId, reservedAt: new Date(at).toISOString() }] };
  }).catch((error: unknown) => {
    // Eight sign-ups from the same place changed it first: a burst, answered as the budget would be.
    if (error instanceof ContendedWriteError) throw conflict(REFUSALS[claimant.kind]);
    throw error;
  });
}

/** Gives back the claim of `userId` (a sign-up that lost its race, was cancelled or moved elsewhere). */
export async function releaseClaim(claimant: Claimant, userId: string): Promise<void> {
  const store = await openTeamStore();
  await upsertRecord(store, claimKey(claimant), ClaimsSchema, (current) => ({
    claims: (current?.claims ?? []).filter((claim) => claim.userId !== userId),
  }));
}
