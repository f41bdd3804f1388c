/** The coach's calls on events and scores (docs/api.md), typed with the shared schemas. */
import type * as z from "zod/mini";
import { EventSchema } from "../../../lib/schemas/events";
import type { EventInputSchema, EventUpdateSchema, GameScoreInputSchema } from "../../../lib/schemas/events";
import { PracticeGenerationSchema } from "../../../lib/schemas/events";
import { coachCall, coachRemove, coachSend, pathId } from "../../kit/coach/coach-call";
import { fetchEvents } from "../api";

/** Every event of the season: the list parents read, as a coach call (a 401 ends the session). */
export const fetchCoachEvents = (signal?: AbortSignal) => coachCall(() => fetchEvents(signal));

export const createEvent = (input: z.input<typeof EventInputSchema>) =>
  coachSend("POST", "/api/events", input, EventSchema);

/** Changes the fields named; `{ snackParentId: null }` clears the snack volunteer. */
export const updateEvent = (eventId: string, update: z.input<typeof EventUpdateSchema>) =>
  coachSend("PUT", `/api/events/${pathId(eventId)}`, update, EventSchema);

export const deleteEvent = (eventId: string) => coachRemove(`/api/events/${pathId(eventId)}`);

/** Replaces every practice with the season plan's; games and sign-ups stay. */
export const generatePractices = () =>
  coachSend("POST", "/api/events/practices/generate", undefined, PracticeGenerationSchema);

/** The first score of a game (409 when it has one); answers the event with `gameScore`. */
export const createGameScore = (input: z.input<typeof GameScoreInputSchema>) =>
  coachSend("POST", "/api/game-scores", input, EventSchema);

export const updateGameScore = (input: z.input<typeof GameScoreInputSchema>) =>
  coachSend("PUT", `/api/game-scores/${pathId(input.eventId)}`, input, EventSchema);
