/** The coach's calls on snack volunteers and the snack note (docs/api.md). */
import * as z from "zod/mini";
import { CoachUserSchema, PublicUserSchema } from "../../../lib/schemas/snacks";
import { EventSchema } from "../../../lib/schemas/events";
import type { SnackNoteInputSchema, SnackVolunteerInputSchema } from "../../../lib/schemas/snacks";
import { SnackNoteAnswerSchema } from "../../../lib/schemas/snacks";
import { coachGet, coachSend, coachView, pathId } from "../../kit/coach/coach-call";

/** Parents with the whole name, email, phone and what they bring, to say who brings snacks and how to reach them. */
export const fetchCoachUsers = (signal?: AbortSignal) =>
  coachView("/api/users?view=coach", z.array(CoachUserSchema), z.array(PublicUserSchema), signal);

/**
 * Signs a family up for a game, covered or not and beyond the two-game budget: the volunteer it
 * replaces is removed (their private link stops working). Answers the game.
 */
export const assignVolunteer = (eventId: string, input: z.input<typeof SnackVolunteerInputSchema>) =>
  coachSend("PUT", `/api/events/${pathId(eventId)}/snack-volunteer`, input, EventSchema);

/** Clears a game's volunteer (their link stops working); answers the game needing one again. */
export const clearVolunteer = (eventId: string) =>
  coachSend("DELETE", `/api/events/${pathId(eventId)}/snack-volunteer`, undefined, EventSchema);

/** The team's snack note, or null, e.g. `{ note: "Nut-free team: one player has a peanut allergy" }`. */
export const fetchCoachSnackNote = (signal?: AbortSignal) =>
  coachGet("/api/snack-note", SnackNoteAnswerSchema, signal);

/** Sets the note (at most 200 characters) or, with null or "", removes it; answers it as saved. */
export const saveSnackNote = (input: z.input<typeof SnackNoteInputSchema>) =>
  coachSend("PUT", "/api/snack-note", input, SnackNoteAnswerSchema);
