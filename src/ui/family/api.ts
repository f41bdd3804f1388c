/**
 * The family page's calls (docs/api.md#family-answers), each with the link's token in the
 * `X-Family-Token` header, never in the path or the query, so it reaches no log or cache key. Read in
 * outline, typed by the shared schemas (src/ui/kit/api.ts): the family page loads no zod.
 */
import { FAMILY_TOKEN_HEADER, type AvailabilityAnswer } from "../../lib/constants";
import type {
  AwayWeekday,
  FamilyAnswerInput,
  FamilyAwayInput,
  FamilySavedAnswer,
  FamilySnackSignupAnswer,
  FamilySnackSignupInputSchema,
  FamilyView,
} from "../../lib/schemas/families";
import type * as z from "zod/mini";
import type { SnackVolunteerInputSchema } from "../../lib/schemas/snacks";
import { callApi, isRecord, NOTHING, type AnswerReader } from "../kit/api";

/** Reads an answer that is an object holding `key`, e.g. `outline<FamilyView>("events")`. */
const outline = <T>(key: string): AnswerReader<T> => ({
  parse(value) {
    if (!isRecord(value) || !(key in value)) throw new Error(`Expected an answer with ${key}`);
    return value as T;
  },
});

const withToken = (token: string) => ({ [FAMILY_TOKEN_HEADER]: token });

/** The family's players, events with their answers, away days and snack sign-ups. */
export const fetchFamily = (token: string, signal?: AbortSignal): Promise<FamilyView> =>
  callApi("GET", "/api/family", outline<FamilyView>("events"), { headers: withToken(token), signal });

/** Saves an answer, a note or both for one player at one event; answers what is now saved. */
export const saveFamilyAnswer = (
  token: string,
  input: Omit<FamilyAnswerInput, "answer" | "note"> & {
    answer?: AvailabilityAnswer | null;
    note?: string | null;
  },
): Promise<FamilySavedAnswer> =>
  callApi("PUT", "/api/family/answers", outline<FamilySavedAnswer>("playerId"), {
    body: input,
    headers: withToken(token),
  });

/** Sets or clears "not available on <weekday>s" for a player; answers every one now saved. */
export const saveFamilyAway = (token: string, input: FamilyAwayInput): Promise<AwayWeekday[]> =>
  callApi("PUT", "/api/family/away", outline<{ awayWeekdays: AwayWeekday[] }>("awayWeekdays"), {
    body: input,
    headers: withToken(token),
  }).then((answer) => answer.awayWeekdays);

/** Signs the family up to bring snacks to a game (or changes its sign-up). */
export const signUpFamily = (
  token: string,
  input: z.input<typeof FamilySnackSignupInputSchema>,
): Promise<FamilySnackSignupAnswer> =>
  callApi("POST", "/api/family/snack-signup", outline<FamilySnackSignupAnswer>("signup"), {
    body: input,
    headers: withToken(token),
  });

/** Changes the family's snack sign-up for a game (name, email, phone, what it brings). */
export const changeFamilySignup = (
  token: string,
  eventId: string,
  input: z.input<typeof SnackVolunteerInputSchema>,
): Promise<FamilySnackSignupAnswer> =>
  callApi(
    "PUT",
    `/api/family/snack-signup/${encodeURIComponent(eventId)}`,
    outline<FamilySnackSignupAnswer>("signup"),
    {
      body: input,
      headers: withToken(token),
    },
  );

/** Cancels the family's snack sign-up for a game. */
export const cancelFamilySignup = (token: string, eventId: string): Promise<void> =>
  callApi("DELETE", `/api/family/snack-signup/${encodeURIComponent(eventId)}`, NOTHING, {
    headers: withToken(token),
  });
