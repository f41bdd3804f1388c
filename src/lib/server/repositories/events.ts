/** Events (practices, games, other events) with their game score and snack volunteer. */
import { randomUUID } from "node:crypto";
import { now } from "../../clock";
import { season } from "../../content";
import { AppError, conflict, notFound } from "../../domain/errors";
import {
  applyEventUpdate,
  applyGameScore,
  buildEvent,
  claimSnackSlot,
  type ScoreChange,
  SnackSlotTakenError,
} from "../../domain/events";
import { generatePractices } from "../../domain/practices";
import { selectUpcoming, sortByDate } from "../../domain/schedule";
import type { Event, User } from "../../schemas/records";
import type { EventInput, EventUpdate, SnackSignupInput } from "../../schemas/requests";
import type { PracticeGeneration } from "../../schemas/responses";
import { defineRepository, type ReadMode } from "../repository";
import { withKeyLock } from "../store";
import { withStoreDeadline } from "../store-calls";
import { createVolunteer, listUsers, listVolunteerRecordsFor, usersRepository } from "./users";

export const eventsRepository = defineRepository("events");

/** Where an event is when the coach gives no place: the practice field. */
const PRACTICE_FIELD = season.practicePlan.location;

/** Every event, earliest first. */
export async function listEvents(mode: ReadMode = "exact"): Promise<Event[]> {
  return sortByDate(await eventsRepository.list(mode));
}

/** Events at or after now (the one clock), earliest first. */
export async function listUpcomingEvents(mode: ReadMode = "exact"): Promise<Event[]> {
  return selectUpcoming(await eventsRepository.list(mode), now().toMillis());
}

export async function createEvent(input: EventInput): Promise<Event> {
  return eventsRepository.create(buildEvent(input, randomUUID(), now(), PRACTICE_FIELD));
}

export async function updateEvent(id: string, update: EventUpdate): Promise<Event> {
  return eventsRepository.update(id, (current) => applyEventUpdate(current, update, now(), PRACTICE_FIELD));
}

/** Saves a game's score: `create` for a game without one (409 otherwise), `update` for one with it (404 otherwise). */
export async function saveGameScore(
  eventId: string,
  input: ScoreChange,
  mode: "create" | "update",
): Promise<Event> {
  return eventsRepository.update(eventId, (current) => applyGameScore(current, input, mode, now()));
}

/** A record someone else removed first is as good as removed. */
function ignoreNotFound(error: unknown): void {
  if (!(error instanceof AppError && error.status === 404)) throw error;
}

async function volunteerName(userId: string): Promise<string | null> {
  return (await usersRepository.get(userId))?.name ?? null;
}

function alreadyCovered(name: string | null): AppError {
  const who = name ? `${name} just signed up` : "Someone else just signed up";
  return new AppError("conflict", 409, `${who} to bring snacks for this game.`);
}

/** The share of one store call's time limit the clean-up of a refused sign-up may add to the wait. */
const UNDO_SHARE = 0.6;

/**
 * A parent signs up to bring snacks. The first volunteer wins: the claim is one read-modify-write
 * of the event, so of many parents at once exactly one succeeds and the rest get 409 with the
 * winner's name. Every sign-up gets its own parent record, written before the claim (so whoever
 * loses the race can be told who won) and removed again if the claim fails. A sign-up never
 * changes another record: an email address already on file proves nothing about who typed it.
 *
 * Two writes cannot be one, so a store that fails between them can leave a parent record that no
 * game names. Nobody sees it (`listVolunteers`), and the game's next successful sign-up removes it.
 */
export async function signUpForSnacks(eventId: string, input: SnackSignupInput): Promise<Event> {
  const at = now();
  const event = await eventsRepository.get(eventId);
  if (!event) throw notFound("Event");
  // Refusals that need no race to decide are made before anything is written.
  await explainRefusal(() => claimSnackSlot(event, "", at));
  const volunteer = await createVolunteer(input, eventId, at);
  let claimed: Event;
  try {
    claimed = await explainRefusal(() =>
      eventsRepository.update(eventId, (current) => claimSnackSlot(current, volunteer.id, at)),
    );
  } catch (error) {
    // Already gone (ignoreNotFound) means the game's winner cleared it away.
    await withStoreDeadline(UNDO_SHARE, () => usersRepository.remove(volunteer.id))
      .catch(ignoreNotFound)
      .catch((undo: unknown) => {
        console.error("A refused snack sign-up could not remove its parent record:", undo);
      });
    throw error;
  }
  await removeLeftoverVolunteers(eventId, volunteer.id).catch((sweep: unknown) => {
    console.error("A snack sign-up could not clear earlier attempts at the same game:", sweep);
  });
  return claimed;
}

/**
 * Removes the parent records that earlier sign-ups for this game left behind when the store failed
 * between their two writes: the game has its volunteer now, so a record made for it that no game
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

/** The parents some game names as its snack volunteer, by name: what `GET /api/users` lists. */
export async function listVolunteers(mode: ReadMode = "exact"): Promise<User[]> {
  const [users, events] = await Promise.all([listUsers(mode), eventsRepository.list(mode)]);
  const named = new Set(events.map((event) => event.snackParentId));
  return users.filter((user) => named.has(user.id));
}

/** Runs a claim and turns "already covered" into a 409 that names the volunteer. */
async function explainRefusal<T>(claim: () => T | Promise<T>): Promise<T> {
  try {
    return await claim();
  } catch (error) {
    if (error instanceof SnackSlotTakenError) throw alreadyCovered(await volunteerName(error.volunteerId));
    throw error;
  }
}

/**
 * Replaces every practice with the season plan's: the 20 Tuesday/Thursday
 * practices at 6:30-7:45 PM in Kyle, each with its topic. Practices keep their ids (so calendar
 * apps update them rather than duplicate them); practices that are not in the plan are removed.
 * Games and other events, their scores and volunteers are not touched.
 */
export async function replacePractices(): Promise<PracticeGeneration> {
  return withKeyLock("events:practice-generation", async () => {
    const stamp = now().toISO() ?? "";
    const slots = generatePractices(season.practicePlan);
    const existing = new Map((await eventsRepository.list()).map((event) => [event.id, event]));
    const practices = await Promise.all(
      slots.map((slot) => {
        // A slot whose id the coach turned into a game or event keeps that one and gets a new id.
        const taken = existing.get(slot.id);
        const id = taken && taken.type !== "practice" ? `${slot.id}-practice` : slot.id;
        const fields = { ...slot, id, type: "practice" as const, opponent: null, snackParentId: null };
        return eventsRepository.upsert(id, (stored) => {
          if (!stored) return { ...fields, sequence: 0, createdAt: stamp, updatedAt: stamp };
          // Checked again inside the guarded write: an edit that made it a game meanwhile wins.
          if (stored.type !== "practice") throw conflict(SCHEDULE_CHANGED);
          const moved = stored.date !== slot.date || stored.endDate !== slot.endDate;
          const next = {
            ...stored,
            ...fields,
            sequence: stored.sequence + (moved ? 1 : 0),
            updatedAt: stamp,
          };
          delete next.gameScore;
          return next;
        });
      }),
    );
    const kept = new Set(practices.map((practice) => practice.id));
    const stale = [...existing.values()].filter((event) => event.type === "practice" && !kept.has(event.id));
    await Promise.all(stale.map((event) => removeIfStillPractice(event.id)));
    return { removed: stale.length, practices: sortByDate(practices) };
  });
}

const SCHEDULE_CHANGED = "The schedule changed while the practices were being made. Please try again.";

/** Removes a practice unless someone removed it first or turned it into something else meanwhile. */
async function removeIfStillPractice(id: string): Promise<void> {
  const current = await eventsRepository.get(id);
  if (current?.type !== "practice") return;
  await eventsRepository.remove(id).catch(ignoreNotFound);
}
