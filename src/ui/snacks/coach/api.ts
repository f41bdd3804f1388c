/** The coach's calls on snack volunteers and the snack note (docs/api.md). */
import * as z from "zod/mini";
import { CoachUserSchema, PublicUserSchema } from "../../../lib/schemas/snacks";
import { EventSchema } from "../../../lib/schemas/events";
import { PastSeasonSchema, SeasonListSchema } from "../../../lib/schemas/seasons";
import type { SnackNoteInputSchema, SnackVolunteerInputSchema } from "../../../lib/schemas/snacks";
import { SnackNoteAnswerSchema } from "../../../lib/schemas/snacks";
import { coachGet, coachRemove, coachSend, coachView, pathId } from "../../kit/coach/coach-call";

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

/**
 * Hides what the volunteer of a game of this season wrote they bring, from everyone (the coach
 * too); nothing else of the sign-up changes.
 */
export const hideBringing = (eventId: string) =>
  coachRemove(`/api/events/${pathId(eventId)}/snack-volunteer/bringing`);

/** Hides what the volunteer of a past season's game brought, in that season's archive. */
export const hideArchivedBringing = (seasonId: string, eventId: string) =>
  coachRemove(`/api/seasons/${pathId(seasonId)}/games/${pathId(eventId)}/bringing`);

/** A past season's game whose volunteer wrote what they brought, e.g. `{ name: "Sam R.", bringing: "Orange slices" }`. */
export interface PastBringing {
  seasonId: string;
  seasonLabel: string;
  eventId: string;
  title: string;
  date: string;
  name: string;
  bringing: string;
}

/**
 * What past seasons' volunteers brought, as each season's public page shows it, newest season
 * first and each season's games in the order they were played: only games whose volunteer wrote
 * something, since only those have anything to hide.
 */
export async function fetchPastBringings(signal?: AbortSignal): Promise<PastBringing[]> {
  const { past } = await coachGet("/api/seasons", SeasonListSchema, signal);
  const seasons = await Promise.all(
    past.map(({ season }) => coachGet(`/api/seasons/${pathId(season.id)}`, PastSeasonSchema, signal)),
  );
  return seasons.flatMap(({ season, games }) =>
    games.flatMap((game) =>
      game.volunteer?.bringing
        ? [
            {
              seasonId: season.id,
              seasonLabel: season.label,
              eventId: game.id,
              title: game.title,
              date: game.date,
              name: game.volunteer.name,
              bringing: game.volunteer.bringing,
            },
          ]
        : [],
    ),
  );
}
