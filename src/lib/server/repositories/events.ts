/** Events (practices, games, other events) with their game score and snack volunteer. */
import { now } from "../../clock";
import { selectUpcoming, sortByDate } from "../../domain/schedule";
import { EventSchema, type Event } from "../../schemas";
import { defineRepository } from "../repository";

export const eventsRepository = defineRepository("events", EventSchema);

/** Every event, earliest first. */
export async function listEvents(): Promise<Event[]> {
  return sortByDate(await eventsRepository.list());
}

/** Events at or after now (the one clock), earliest first. */
export async function listUpcomingEvents(): Promise<Event[]> {
  return selectUpcoming(await eventsRepository.list(), now());
}
