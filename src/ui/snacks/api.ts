/**
 * A parent's snack calls: the sign-up, the team's snack note, and the sign-up a private manage
 * link opens, changes or cancels. Answers are read in outline (src/ui/kit/api.ts).
 */
import type * as z from "zod/mini";
import type { SnackSignupInputSchema, SnackVolunteerInputSchema } from "../../lib/schemas/snacks";
import type { SnackSignupAnswer, SnackSignupView } from "../../lib/schemas/snacks";
import { callApi, getJson, isRecord, NOTHING, recordOf, type AnswerReader } from "../kit/api";

/**
 * Claims a game's snacks: answers the game and, this once, the sign-up's `manageToken`. 409 when
 * someone else was first (with their name in the message), or the email or connection already
 * holds two upcoming games.
 */
export const signUpForSnacks = (eventId: string, input: z.input<typeof SnackSignupInputSchema>) =>
  callApi("PUT", `/api/events/${encodeURIComponent(eventId)}/snack-signup`, recordOf<SnackSignupAnswer>(), {
    body: input,
  });

/** The team's snack note, e.g. "Nut-free team: one player has a peanut allergy"; null for none. */
export const fetchSnackNote = (signal?: AbortSignal) =>
  getJson(
    "/api/snack-note",
    { parse: (value) => (isRecord(value) && typeof value.note === "string" ? value.note : null) },
    signal,
  );

/** Reads `GET`/`PUT /api/snack-signups/:token`'s answer in outline: the sign-up and its game. */
const signupView: AnswerReader<SnackSignupView> = {
  parse(value) {
    if (!isRecord(value) || !isRecord(value.signup) || !isRecord(value.event)) {
      throw new Error("Expected a sign-up");
    }
    return value as unknown as SnackSignupView;
  },
};

/** The address of one sign-up: the token is in the path of the API call, never of a page. */
const signupPath = (token: string) => `/api/snack-signups/${encodeURIComponent(token)}`;

/** The sign-up a manage token opens, its game and the snack note; 404 spent or unknown, 409 started. */
export const fetchSignup = (token: string, signal?: AbortSignal) =>
  getJson(signupPath(token), signupView, signal);

/** Changes name, email, phone or what they bring; answers the sign-up as it now is. */
export const changeSignup = (token: string, input: z.input<typeof SnackVolunteerInputSchema>) =>
  callApi("PUT", signupPath(token), signupView, { body: input });

/** Cancels the sign-up: the game needs a volunteer again and the link is spent. */
export async function cancelSignup(token: string): Promise<void> {
  await callApi("DELETE", signupPath(token), NOTHING);
}
