/**
 * A parent's snack calls: the sign-up, the team's snack note, and the sign-up a private manage
 * link opens, changes or cancels. Answers are read in outline (src/ui/kit/api.ts).
 */
import type * as z from "zod/mini";
import type { SnackSignupInputSchema, SnackVolunteerInputSchema } from "../../lib/schemas/snacks";
import type { SnackSignupAnswer, SnackSignupView } from "../../lib/schemas/snacks";
import { MANAGE_TOKEN_HEADER } from "../../lib/constants";
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

/** The team's snack note and its Spanish version, e.g. `{ note: "Nut-free team", noteEs: "Equipo sin nueces" }`. */
export interface SnackNoteText {
  note: string;
  noteEs: string | null;
}

/** The team's snack note, e.g. "Nut-free team: one player has a peanut allergy"; null for none. */
export const fetchSnackNote = (signal?: AbortSignal) =>
  getJson(
    "/api/snack-note",
    {
      parse: (value): SnackNoteText | null =>
        isRecord(value) && typeof value.note === "string"
          ? { note: value.note, noteEs: typeof value.noteEs === "string" ? value.noteEs : null }
          : null,
    },
    signal,
  );

/** Reads `GET`/`PUT /api/snack-signup`'s answer in outline: the sign-up and its game. */
const signupView: AnswerReader<SnackSignupView> = {
  parse(value) {
    if (!isRecord(value) || !isRecord(value.signup) || !isRecord(value.event)) {
      throw new Error("Expected a sign-up");
    }
    return value as unknown as SnackSignupView;
  },
};

/**
 * Every call on one sign-up goes to one address, the token in a header: a path or a query would
 * land in the host's request logs (docs/api.md#snack-sign-up).
 */
const SIGNUP_PATH = "/api/snack-signup";
const withToken = (token: string) => ({ [MANAGE_TOKEN_HEADER]: token });

/** The sign-up a manage token opens, its game and the snack note; 404 spent or unknown, 409 started. */
export const fetchSignup = (token: string, signal?: AbortSignal) =>
  callApi("GET", SIGNUP_PATH, signupView, { headers: withToken(token), signal });

/** Changes name, email, phone or what they bring; answers the sign-up as it now is. */
export const changeSignup = (token: string, input: z.input<typeof SnackVolunteerInputSchema>) =>
  callApi("PUT", SIGNUP_PATH, signupView, { body: input, headers: withToken(token) });

/** Cancels the sign-up: the game needs a volunteer again and the link is spent. */
export async function cancelSignup(token: string): Promise<void> {
  await callApi("DELETE", SIGNUP_PATH, NOTHING, { headers: withToken(token) });
}
