/** Events (practices, games, other events) with their game score and snack volunteer. */
import { randomUUID } from "node:crypto";
import { now } from "../../clock";
import { AppError, conflict, english } from "../../domain/errors";
import { applyEventUpdate, applyGameScore, buildEvent, type ScoreChange } from "../../domain/events";
import { generatePractices } from "../../domain/practices";
import { selectUpcoming, sortByDate } from "../../domain/schedule";
import type { Event } from "../../schemas/events";
import type { User } from "../../schemas/snacks";
import type { EventInput, EventUpdate } from "../../schemas/events";
import type { PracticeGeneration } from "../../schemas/events";
import { defineRepository, type ReadMode } from "../repository";
import { withKeyLock } from "../store";
import { readCurrentSeason } from "./seasons";
import { listUsers, usersRepository } from "./users";

export const eventsRepository = defineRepository("events");

/** Where an event is when the coach gives no place: the current season's practice field. */
const practiceField = async () => (await readCurrentSeason()).practicePlan.location;

/** Every event, earliest first. */
export async function listEvents(mode: ReadMode = "exact"): Promise<Event[]> {
  return sortByDate(await eventsRepository.list(mode));
}

/** Events at or after now (the one clock), earliest first. */
export async function listUpcomingEvents(mode: ReadMode = "exact"): Promise<Event[]> {
  return selectUpcoming(await eventsRepository.list(mode), now().toMillis());
}

export async function createEvent(input: EventInput): Promise<Event> {
  return eventsRepository.create(buildEvent(input, randomUUID(), now(), await practiceField()));
}

/**
 * Changes an event. A volunteer the change lets go (cleared, or the event is no longer a game) is
 * removed with it: a parent record no game names is kept by nobody, and its manage link is spent.
 */
export async function updateEvent(id: string, update: EventUpdate): Promise<Event> {
  const released: { id: string | null } = { id: null };
  const field = await practiceField();
  const event = await eventsRepository.update(id, (current) => {
    const next = applyEventUpdate(current, update, now(), field);
    released.id = current.snackParentId !== next.snackParentId ? current.snackParentId : null;
    return next;
  });
  if (released.id !== null) await forgetParent(released.id);
  return event;
}

/** Removes an event, and the parent record of its volunteer with it. */
export async function deleteEvent(id: string): Promise<void> {
  const event = await eventsRepository.get(id);
  await eventsRepository.remove(id);
  if (event?.snackParentId) await forgetParent(event.snackParentId);
}

/**
 * Removes the record of a parent no game names any more. The change that let them go is done, so a
 * store that fails here is logged, not answered: nobody sees such a record (`listVolunteers`), the
 * backup leaves it out and the game's next sign-up clears it away.
 */
export async function forgetParent(userId: string): Promise<void> {
  await usersRepository
    .remove(userId)
    .catch(ignoreNotFound)
    .catch((error: unknown) => {
      console.error("A parent record no game names could not be removed:", error);
    });
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
export function ignoreNotFound(error: unknown): void {
  if (!(error instanceof AppError && error.status === 404)) throw error;
}

/** The parents some game names as its snack volunteer, by name: what `GET /api/users` lists. */
export async function listVolunteers(mode: ReadMode = "exact"): Promise<User[]> {
  const [users, events] = await Promise.all([listUsers(mode), eventsRepository.list(mode)]);
  const named = new Set(events.map((event) => event.snackParentId));
  return users.filter((user) => named.has(user.id));
}

/**
 * Replaces every practice with the current season plan's (Fall 2025: the 20 Tuesday/Thursday
 * practices at 6:30-7:45 PM in Kyle), each with its topic. Practices keep their ids (so calendar
 * apps update them rather than duplicate them); practices that are not in the plan are removed.
 * Games and other events, their scores and volunteers are not touched.
 */
export async function replacePractices(): Promise<PracticeGeneration> {
  return withKeyLock("events:practice-generation", async () => {
    const stamp = now().toISO() ?? "";
    const season = await readCurrentSeason();
    const slots = generatePractices(season.practicePlan);
    const existing = new Map((await eventsRepository.list()).map((event) => [event.id, event]));
    const practices = await Promise.all(
      slots.map((slot) => {
        // A slot whose id the coach turned into a game or event keeps that one and gets a new id.
        const taken = existing.get(slot.id);
        const id = taken && taken.type !== "practice" ? `${slot.id}-practice` : slot.id;
        const fields = { ...slot, id, type: "practice" as const, opponent: null, snackParentId: null };
        return eventsRepository.upsert(id, (stored) => {
          if (!stored) {
            return { ...fields, sequence: 0, seasonId: season.id, createdAt: stamp, updatedAt: stamp };
          }
          // Checked again inside the guarded write: an edit that made it a game meanwhile wins.
          if (stored.type !== "practice") throw conflict(english(SCHEDULE_CHANGED));
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
