/**
 * Snack sign-ups (docs/product-rules.md#snack-sign-ups): a parent claims a game, manages that one
 * sign-up with its private link until kick-off, and the coach assigns or clears any game.
 */
import { now } from "../clock";
import { AppError, conflict, notFound, say, validationFailed } from "../domain/errors";
import { claimSnackSlot, SnackSlotTakenError } from "../domain/events";
import { toPublicUser } from "../domain/projections";
import type { Event } from "../schemas/events";
import type { User } from "../schemas/snacks";
import type { SnackVolunteerInput } from "../schemas/snacks";
import type { SnackSignupView } from "../schemas/snacks";
import { eventsRepository, forgetParent, ignoreNotFound } from "./repositories/events";
import { readSnackNote } from "./repositories/snack-note";
import {
  createVolunteer,
  decoyVolunteer,
  listUsers,
  listVolunteerRecordsFor,
  usersRepository,
  volunteerByToken,
} from "./repositories/users";
import { type Claimant, claimantsOf, mailbox, releaseClaim, reserveClaim } from "./snack-claims";
import { withStoreDeadline } from "./store-calls";

/** The share of one store call's time limit the clean-up of a refused sign-up may add to the wait. */
const UNDO_SHARE = 0.6;

async function alreadyCovered(volunteerId: string): Promise<AppError> {
  const volunteer = await usersRepository.get(volunteerId);
  // The public's form of the name: whoever asks learns no more than the schedule shows.
  return conflict(volunteer ? say("snackTakenBy", { name: toPublicUser(volunteer).name }) : "snackTaken");
}

/** Runs a claim and turns "already covered" into a 409 that names the volunteer as the public sees them. */
async function explainRefusal<T>(claim: () => T | Promise<T>): Promise<T> {
  try {
    return await claim();
  } catch (error) {
    if (error instanceof SnackSlotTakenError) throw await alreadyCovered(error.volunteerId);
    throw error;
  }
}

/** Undoes what a refused sign-up wrote, within a share of the store's time; failures are logged. */
async function undo(what: string, step: () => Promise<void>): Promise<void> {
  await withStoreDeadline(UNDO_SHARE, step)
    .catch(ignoreNotFound)
    .catch((error: unknown) => {
      console.error(`A refused snack sign-up could not ${what}:`, error);
    });
}

/**
 * A parent signs up to bring snacks. The first volunteer wins: the claim is one read-modify-write
 * of the event, so of many parents at once exactly one succeeds and the rest get 409 with the
 * winner's public name. Before that, the sign-up reserves a claim on the budget of its email
 * address, of its client and of an IPv6 client's /48 (`snack-claims.ts`); a refusal there is a 409
 * that says so. Every
 * sign-up gets its own parent record, written first (so whoever loses the race can be told who
 * won) and removed again, with its claims, if anything after it fails. A sign-up never changes
 * another record: an email address already on file proves nothing about who typed it.
 *
 * Answers the game and the manage token, which only this answer ever carries.
 */
/**
 * What a bot that filled the honeypot is answered: a person's answer, field for field (the game as
 * the claim would leave it, a manage token of the same form), and the same refusals where the game
 * refuses anyone; nothing is stored and the token opens nothing.
 */
export async function decoySignup(eventId: string): Promise<Event & { manageToken: string }> {
  const at = now();
  const event = await eventsRepository.get(eventId);
  if (!event) throw notFound("Event");
  const { id, token } = decoyVolunteer(eventId);
  const claimed = await explainRefusal(() => claimSnackSlot(event, id, at));
  return { ...claimed, manageToken: token };
}

export async function signUpForSnacks(
  eventId: string,
  input: SnackVolunteerInput,
  client: string,
  familyId: string | null = null,
): Promise<{ event: Event; token: string }> {
  const at = now();
  const event = await eventsRepository.get(eventId);
  if (!event) throw notFound("Event");
  // Refusals that need no race to decide are made before anything is written.
  await explainRefusal(() => claimSnackSlot(event, "", at));
  // A family's sign-up is managed from its family page: it gets no manage link of its own.
  const { user, token } = await createVolunteer(input, eventId, at, familyId === null, familyId);
  const claimants = claimantsOf(user.email, client);
  const reserved: Claimant[] = [];
  let claimed: Event;
  try {
    for (const claimant of claimants) {
      await reserveClaim(claimant, eventId, user.id, at.toMillis());
      reserved.push(claimant);
    }
    claimed = await explainRefusal(() =>
      eventsRepository.update(eventId, (current) => claimSnackSlot(current, user.id, at)),
    );
  } catch (error) {
    await undo("remove its parent record", () => usersRepository.remove(user.id));
    for (const claimant of reserved) await undo("give back its claim", () => releaseClaim(claimant, user.id));
    throw error;
  }
  await removeLeftoverVolunteers(eventId, user.id).catch((sweep: unknown) => {
    console.error("A snack sign-up could not clear earlier attempts at the same game:", sweep);
  });
  return { event: claimed, token: token ?? "" };
}

/**
 * Removes the parent records that earlier sign-ups for this game left behind when the store failed
 * between their writes: the game has its volunteer now, so a record made for it that no game
 * names belongs to nobody. One listing, and nothing more unless something was left behind.
 */
async function removeLeftoverVolunteers(eventId: string, volunteerId: string): Promise<void> {
  const others = (await listVolunteerRecordsFor(eventId)).filter((user) => user.id !== volunteerId);
  if (others.length === 0) return;
  const named = new Set((await eventsRepository.list()).map((event) => event.snackParentId));
  await Promise.all(
    others
      .filter((user) => !named.has(user.id))
      .map((user) => usersRepository.remove(user.id).catch(ignoreNotFound)),
  );
}

/**
 * The one answer for a manage token that opens nothing: made up, spent, cut short, malformed or
 * missing alike, so the answer tells a guesser nothing about which.
 */
export const signupNotFound = () => new AppError("not_found", 404, "signupLinkSpent");

/**
 * The sign-up a manage token opens, with its game: 404 for a token that opens nothing or whose game
 * no longer names its volunteer (spent), 409 once the game has started.
 */
async function openSignup(token: string): Promise<{ user: User; event: Event }> {
  const user = await volunteerByToken(token);
  const event = user?.eventId ? await eventsRepository.get(user.eventId) : null;
  if (!user || event?.snackParentId !== user.id) throw signupNotFound();
  if (Date.parse(event.date) <= now().toMillis()) throw conflict("signupGameStarted");
  return { user, event };
}

async function viewOf(user: User, event: Event): Promise<SnackSignupView> {
  const note = await readSnackNote();
  return {
    signup: { id: user.id, name: user.name, email: user.email, phone: user.phone, bringing: user.bringing },
    event,
    snackNote: note?.note ?? null,
    snackNoteEs: note?.noteEs ?? null,
  };
}

/** `GET /api/snack-signup`: the sign-up as its holder gave it, its game and the snack note. */
export async function readSignup(token: string): Promise<SnackSignupView> {
  const { user, event } = await openSignup(token);
  return viewOf(user, event);
}

/**
 * `PUT /api/snack-signup`: the holder changes name, email, phone or what they bring (read by
 * `readInput` once the token has opened the sign-up). A new
 * email address must have room in its budget; its old one gets the claim back.
 */
export async function changeSignup(
  token: string,
  readInput: () => Promise<SnackVolunteerInput>,
): Promise<SnackSignupView> {
  // A spent or unknown link is said first: whatever the form holds, there is nothing to change.
  const { user, event } = await openSignup(token);
  const changed = await changeOpenSignup(user, event, await readInput());
  return viewOf(changed, event);
}

/** Changes the name, email, phone and what they bring of a sign-up; a new email needs room in its budget. */
async function changeOpenSignup(user: User, event: Event, input: SnackVolunteerInput): Promise<User> {
  const at = now();
  const newMailbox = mailbox(input.parentEmail) !== mailbox(user.email);
  if (newMailbox)
    await reserveClaim({ kind: "email", email: input.parentEmail }, event.id, user.id, at.toMillis());
  const changed = await usersRepository.update(user.id, (current) => ({
    ...current,
    name: input.parentName,
    email: input.parentEmail,
    phone: input.parentPhone,
    bringing: input.bringing,
    updatedAt: at.toISO() ?? "",
  }));
  if (newMailbox) {
    await releaseClaim({ kind: "email", email: user.email }, user.id).catch((error: unknown) => {
      console.error("A changed sign-up could not give back its old email's claim:", error);
    });
  }
  return changed;
}

/**
 * `DELETE /api/snack-signup`: the holder cancels. The game needs a volunteer again at once
 * (one guarded write that only lets go of this volunteer), then the record goes and the link is spent.
 */
export async function cancelSignup(token: string): Promise<void> {
  const { user, event } = await openSignup(token);
  await cancelOpenSignup(user, event);
}

/** Frees the game a sign-up holds, removes its parent record and gives back its email's claim. */
async function cancelOpenSignup(user: User, event: Event): Promise<void> {
  const at = now();
  await eventsRepository.update(event.id, (current) => {
    if (current.snackParentId !== user.id) throw signupNotFound();
    return { ...current, snackParentId: null, updatedAt: at.toISO() ?? "" };
  });
  await forgetParent(user.id);
  await releaseClaim({ kind: "email", email: user.email }, user.id).catch((error: unknown) => {
    console.error("A cancelled sign-up could not give back its email's claim:", error);
  });
}

/**
 * The coach signs a family up for a game, covered or not, whatever the budget says: the new
 * volunteer replaces any other, whose record goes (spending their link). Answers the game.
 */
export async function assignVolunteer(eventId: string, input: SnackVolunteerInput): Promise<Event> {
  const at = now();
  const event = await eventsRepository.get(eventId);
  if (!event) throw notFound("Event");
  if (event.type !== "game") throw validationFailed("snackGamesOnly");
  const { user } = await createVolunteer(input, eventId, at, false);
  const replaced: { id: string | null } = { id: null };
  let assigned: Event;
  try {
    assigned = await eventsRepository.update(eventId, (current) => {
      if (current.type !== "game") throw validationFailed("snackGamesOnly");
      replaced.id = current.snackParentId;
      return { ...current, snackParentId: user.id, updatedAt: at.toISO() ?? "" };
    });
  } catch (error) {
    await undo("remove its parent record", () => usersRepository.remove(user.id));
    throw error;
  }
  if (replaced.id !== null && replaced.id !== user.id) await forgetParent(replaced.id);
  return assigned;
}

/**
 * The snack sign-ups a family made from its family page that still hold their game, e.g. the
 * Garcias bringing snacks on Saturday; a sign-up the coach cleared or reassigned is not one.
 */
export async function familySignups(familyId: string, events: readonly Event[]): Promise<User[]> {
  const holders = new Set(events.map((event) => event.snackParentId));
  return (await listUsers()).filter((user) => user.familyId === familyId && holders.has(user.id));
}

/**
 * The family's sign-up for a game, with the game: 404 when the family holds none for it, 409 once
 * the game has started.
 */
async function openFamilySignup(familyId: string, eventId: string): Promise<{ user: User; event: Event }> {
  const event = await eventsRepository.get(eventId);
  const user = event?.snackParentId ? await usersRepository.get(event.snackParentId) : null;
  if (!event || user?.familyId !== familyId) throw new AppError("not_found", 404, "familySnackNotFound");
  if (Date.parse(event.date) <= now().toMillis()) throw conflict("signupGameStarted");
  return { user, event };
}

/** Cancels the family's sign-up for a game, as its manage link would (see `openFamilySignup`). */
export async function cancelFamilySignup(familyId: string, eventId: string): Promise<void> {
  const { user, event } = await openFamilySignup(familyId, eventId);
  await cancelOpenSignup(user, event);
}

/**
 * Changes the family's sign-up for a game, as its manage link would: the sign-up's rules, a new
 * email with room in its budget. The family is checked before the body is read.
 */
export async function changeFamilySignup(
  familyId: string,
  eventId: string,
  readInput: () => Promise<SnackVolunteerInput>,
): Promise<{ event: Event; user: User }> {
  const { user, event } = await openFamilySignup(familyId, eventId);
  return { event, user: await changeOpenSignup(user, event, await readInput()) };
}
