/**
 * The API client the forms and the coach's code use: every read and shared piece of api-reads.ts,
 * plus the writes. The parents' stores import api-reads.ts directly, so the pages that only read
 * never download the writes.
 */
import type * as z from "zod/mini";
import type { Event } from "../schemas/records";
import type { ContactInputSchema, SnackSignupInputSchema } from "../schemas/requests";
import type { ContactReceiptSchema } from "../schemas/responses";
import { ApiRequestError, recordOf, syncClockFrom, toRequestError, type AnswerReader } from "./api-reads";

export * from "./api-reads";

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

/** Claims a game's snacks; 409 when someone else was first, with their name in the message. */
export const signUpForSnacks = (eventId: string, input: z.input<typeof SnackSignupInputSchema>) =>
  sendForJson("PUT", `/api/events/${encodeURIComponent(eventId)}/snack-signup`, input, recordOf<Event>());

export const sendContactMessage = (input: z.input<typeof ContactInputSchema>) =>
  sendForJson("POST", "/api/contact", input, recordOf<z.infer<typeof ContactReceiptSchema>>());
