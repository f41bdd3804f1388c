/** Events (practices, games, other events) with their game score and snack volunteer. */
import { randomUUID } from "node:crypto";
import { now } from "../../clock";
import { season } from "../../content";
import { AppError } from "../../domain/errors";
import {
  applyEventUpdate,
  applyGameScore,
  buildEvent,
  claimSnackSlot,
  type ScoreChange,
  SnackSlotTakenError,
  snackSignupRefusal,
} from "../../domain/events";
import { generatePractices } from "../../domain/practices";
import { selectUpcoming, sortByDate } from "../../domain/schedule";
import {
  EventSchema,
  type Event,
  type EventInput,
  type EventUpdate,
  type PracticeGeneration,
  type SnackSignupInput,
} from "../../schemas";
import { defineRepository } from "../repository";
import { withKeyLock } from "../store";
import { createVolunteer, findVolunteer, refreshVolunteer, usersRepository } from "./users";

export const eventsRepository = defineRepository("events", EventSchema);

/** Where an event is when the coach gives no place: the practice field. */
const PRACTICE_FIELD = season.practicePlan.location;

/** Every event, earliest first. */
export async function listEvents(): Promise<Event[]> {
  return sortByDate(await eventsRepository.list());
}

/** Events at or after now (the one clock), earliest first. */
export async function listUpcomingEvents(): Promise<Event[]> {
  return selectUpcoming(await eventsRepository.list(), now());
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

/**
 * A parent signs up to bring snacks. The first volunteer wins: the claim is one read-modify-write
 * of the event, so of many parents at once exactly one succeeds and the rest get 409 with the
 * winner's name. A new parent's record is saved before the claim (so whoever loses the race can be
 * told who won) and removed again if the claim fails; a known parent's name and phone are refreshed
 * only after a claim succeeds.
 */
export async function signUpForSnacks(eventId: string, input: SnackSignupInput): Promise<Event> {
  const at = now();
  const event = await eventsRepository.get(eventId);
  if (!event) throw new AppError("not_found", 404, "Event not found");
  if (snackSignupRefusal(event, at) === "covered") {
    throw alreadyCovered(await volunteerName(event.snackParentId ?? ""));
  }
  // One sign-up per email address at a time, so one parent never gets two records.
  return withKeyLock(`volunteer:${input.parentEmail.toLowerCase()}`, async () => {
    const known = await findVolunteer(input.parentEmail);
    const volunteer = known ?? (await createVolunteer(input, at));
    let claimed: Event;
    try {
      claimed = await eventsRepository.update(eventId, (current) =>
        claimSnackSlot(current, volunteer.id, at),
      );
    } catch (error) {
      if (!known) await usersRepository.remove(volunteer.id).catch(logFailedUndo);
      if (error instanceof SnackSlotTakenError) throw alreadyCovered(await volunteerName(error.volunteerId));
      throw error;
    }
    // The claim stands either way; a stale name is better than refusing a sign-up that happened.
    if (known) await refreshVolunteer(known.id, input).catch(logFailedUndo);
    return claimed;
  });
}

function logFailedUndo(error: unknown): void {
  console.error("A snack sign-up could not tidy up the parent's record:", error);
}

/**
 * Replaces every practice with the season plan's (DESIGN.md section 3): the 20 Tuesday/Thursday
 * practices at 6:30-7:45 PM in Kyle, each with its topic. Practices keep their ids (so calendar
 * apps update them rather than duplicate them); practices that are not in the plan are removed.
 * Games and other events, their scores and volunteers are not touched.
 */
export async function replacePractices(): Promise<PracticeGeneration> {
  return withKeyLock("events:practice-generation", async () => {
    const at = now();
    const stamp = at.toISO() ?? "";
    const slots = generatePractices(season.practicePlan);
    const existing = new Map((await eventsRepository.list()).map((event) => [event.id, event]));
    const practices = await Promise.all(
      slots.map(async (slot) => {
        // A slot whose id the coach turned into a game or event keeps that one and gets a new id.
        const taken = existing.get(slot.id);
        const id = taken && taken.type !== "practice" ? `${slot.id}-practice` : slot.id;
        const fields = { ...slot, id, type: "practice" as const, opponent: null, snackParentId: null };
        const current = existing.get(id);
        if (!current) {
          return eventsRepository.create({ ...fields, sequence: 0, createdAt: stamp, updatedAt: stamp });
        }
        return eventsRepository.update(id, (stored) => {
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
    await Promise.all(stale.map((event) => eventsRepository.remove(event.id).catch(ignoreNotFound)));
    return { removed: stale.length, practices: sortByDate(practices) };
  });
}
