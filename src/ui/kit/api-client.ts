/**
 * The API client the forms and the coach's code use: every read and shared piece of api-reads.ts,
 * plus the writes. The parents' stores import api-reads.ts directly, so the pages that only read
 * never download the writes.
 */
import type * as z from "zod/mini";
import type {
  ContactInputSchema,
  SnackSignupInputSchema,
  SnackVolunteerInputSchema,
} from "../../lib/schemas/requests";
import type { ContactReceiptSchema, SnackSignupAnswer, SnackSignupView } from "../../lib/schemas/responses";
import {
  ApiRequestError,
  getJson,
  isRecord,
  recordOf,
  syncClockFrom,
  toRequestError,
  type AnswerReader,
} from "./api";

export * from "./api";

type JsonMethod = "POST" | "PUT" | "DELETE";

/**
 * Sends a JSON body (or none) and reads the answer with `reader`; `null` for a 204. Same-origin,
 * so the session cookie goes along and the server's Origin check passes.
 */
export async function sendJson<T>(
  method: JsonMethod,
  path: string,
  body: unknown,
  reader: AnswerReader<T>,
  headers: Record<string, string> = {},
): Promise<T | null> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  syncClockFrom(response);
  if (!response.ok) throw await toRequestError(response);
  if (response.status === 204) return null;
  return reader.parse(await response.json());
}

/** Like `sendJson` for routes that always answer with a body. */
export async function sendForJson<T>(
  method: JsonMethod,
  path: string,
  body: unknown,
  reader: AnswerReader<T>,
  headers: Record<string, string> = {},
): Promise<T> {
  const result = await sendJson(method, path, body, reader, headers);
  if (result === null) throw new ApiRequestError(204, "204: No Content", null, null);
  return result;
}

/** The message to show for a failed call: the server's own words when it gave any. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.userMessage) return error.userMessage;
  return fallback;
}

/**
 * What a failed call tells a screen, e.g. `{ status: 404, userMessage: "This sign-up link no longer
 * works: …" }`; null when no answer came (offline) or it could not be read.
 */
export const failureOf = (error: unknown): ApiRequestError | null =>
  error instanceof ApiRequestError ? error : null;

/**
 * Claims a game's snacks: answers the game and, this once, the sign-up's `manageToken`. 409 when
 * someone else was first (with their name in the message), or the email or connection already
 * holds two upcoming games.
 */
export const signUpForSnacks = (eventId: string, input: z.input<typeof SnackSignupInputSchema>) =>
  sendForJson(
    "PUT",
    `/api/events/${encodeURIComponent(eventId)}/snack-signup`,
    input,
    recordOf<SnackSignupAnswer>(),
  );

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
  sendForJson("PUT", signupPath(token), input, signupView);

/** Cancels the sign-up: the game needs a volunteer again and the link is spent. */
export async function cancelSignup(token: string): Promise<void> {
  await sendJson("DELETE", signupPath(token), undefined, signupView);
}

export const sendContactMessage = (input: z.input<typeof ContactInputSchema>) =>
  sendForJson("POST", "/api/contact", input, recordOf<z.infer<typeof ContactReceiptSchema>>());
