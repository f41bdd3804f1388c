/**
 * Sign-in, sign-out and the session check (docs/api.md), and the one handler for a coach call that
 * finds the session gone. Apart from coach-api.ts, which re-exports these, so the login page loads
 * neither the coach's calls nor zod (docs/decisions/006-answers-in-the-browser.md).
 */
import type * as z from "zod/mini";
import { getJson, isRecord, sendForJson, type ApiRequestError, type AnswerReader } from "../../kit/api-client";
import type { LoginInputSchema } from "../../../lib/schemas/requests";
import type { Session } from "../../../lib/schemas/responses";

type UnauthorizedHandler = (error: ApiRequestError) => void;

let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registers what happens when a coach call finds the session gone; returns the way to unregister. */
export function onCoachUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Tells the registered handler that a coach call was refused for want of a session. */
export function reportCoachUnauthorized(error: ApiRequestError): void {
  unauthorizedHandler?.(error);
}

const isTextOrNull = (value: unknown): boolean => value === null || typeof value === "string";

/**
 * Reads `{ authenticated, user: { email, name } | null, expiresAt }`, field by field: the session
 * store decides what the page draws from it.
 */
const SESSION: AnswerReader<Session> = {
  parse(value) {
    const user = isRecord(value) ? value.user : undefined;
    const valid =
      isRecord(value) &&
      typeof value.authenticated === "boolean" &&
      (user === null ||
        (isRecord(user) && typeof user.email === "string" && typeof user.name === "string")) &&
      isTextOrNull(value.expiresAt);
    if (!valid) throw new Error("Expected a session");
    return value as Session;
  },
};

/** Whether this browser holds the coach's session (never a 401). */
export const fetchSession = (signal?: AbortSignal) => getJson("/api/auth/session", SESSION, signal);

/** Starts a session: 401 on wrong credentials, 429 with `retryAfterSeconds` after 10 failures. */
export const logIn = (input: z.input<typeof LoginInputSchema>) =>
  sendForJson("POST", "/api/auth/login", input, SESSION);

/** Ends the session on the server (every copy of the cookie); 401 when there was none. */
export const logOut = () => sendForJson("POST", "/api/auth/logout", undefined, SESSION);
