/**
 * The schedule's reads: every event, the upcoming ones, the volunteers' names that say who
 * brings snacks (`{ id, name: "María G." }`), each read in outline (src/ui/kit/api.ts).
 */
import type { Event } from "../../lib/schemas/events";
import type { PublicCountsAnswer } from "../../lib/schemas/families";
import type { PublicUser } from "../../lib/schemas/snacks";
import { getJson, isRecord, recordsOf } from "../kit/api";

export const fetchEvents = (signal?: AbortSignal) => getJson("/api/events", recordsOf<Event>(), signal);

export const fetchUpcomingEvents = (signal?: AbortSignal) =>
  getJson("/api/events/upcoming", recordsOf<Event>(), signal);

/** Volunteers' names, to say who covers a game. */
export const fetchUsers = (signal?: AbortSignal) => getJson("/api/users", recordsOf<PublicUser>(), signal);

/**
 * How many of the team answered Going for each upcoming event (`{ "game-…": { going: 7, … } }`), or
 * null when the coach shows none; never a name or a note.
 */
export const fetchCounts = (signal?: AbortSignal) =>
  getJson(
    "/api/availability/counts",
    {
      parse: (value) =>
        isRecord(value) && (value.counts === null || isRecord(value.counts))
          ? (value.counts as PublicCountsAnswer["counts"])
          : null,
    },
    signal,
  );
