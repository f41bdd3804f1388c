/**
 * The schedule's reads: every event, the upcoming ones, and the volunteers' names that say who
 * brings snacks (`{ id, name: "María G." }`), each read in outline (src/ui/kit/api.ts).
 */
import type { Event } from "../../lib/schemas/events";
import type { PublicUser } from "../../lib/schemas/snacks";
import { getJson, recordsOf } from "../kit/api";

export const fetchEvents = (signal?: AbortSignal) => getJson("/api/events", recordsOf<Event>(), signal);

export const fetchUpcomingEvents = (signal?: AbortSignal) =>
  getJson("/api/events/upcoming", recordsOf<Event>(), signal);

/** Volunteers' names, to say who covers a game. */
export const fetchUsers = (signal?: AbortSignal) => getJson("/api/users", recordsOf<PublicUser>(), signal);
