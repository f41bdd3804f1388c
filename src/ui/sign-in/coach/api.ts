/**
 * Sign-in, sign-out and the session check (docs/api.md). The login page loads them without the
 * coach's other calls or zod (docs/decisions/006-answers-in-the-browser.md).
 */
import type * as z from "zod/mini";
import type { LoginInputSchema } from "../../../lib/schemas/auth";
import type { Session } from "../../../lib/schemas/auth";
import { callApi, getJson, isRecord, type AnswerReader } from "../../kit/api";

const isTextOrNull = (value: unknown): boolean => value === null || typeof value === "string";

/**
 * Reads `{ authenticated, user: { email, name } | null, expiresAt, idleExpiresAt }`, field by
 * field: the session store decides what the page draws from it.
 */
const SESSION: AnswerReader<Session> = {
  parse(value) {
    const user = isRecord(value) ? value.user : undefined;
    const valid =
      isRecord(value) &&
      typeof value.authenticated === "boolean" &&
      (user === null ||
        (isRecord(user) && typeof user.email === "string" && typeof user.name === "string")) &&
      isTextOrNull(value.expiresAt) &&
      isTextOrNull(value.idleExpiresAt);
    if (!valid) throw new Error("Expected a session");
    return value as Session;
  },
};

/** Whether this browser holds the coach's session (never a 401). */
export const fetchSession = (signal?: AbortSignal) => getJson("/api/auth/session", SESSION, signal);

/**
 * The heartbeat of a visible coach page: a use of the session, answered with when it now ends; 401
 * once it has ended. A coach call (keep-alive.ts makes it one), unlike the session check.
 */
export const postHeartbeat = () => callApi("POST", "/api/auth/session", SESSION);

/** Starts a session: 401 on wrong credentials, 429 with `retryAfterSeconds` after 10 failures. */
export const logIn = (input: z.input<typeof LoginInputSchema>) =>
  callApi("POST", "/api/auth/login", SESSION, { body: input });

/** Ends the session on the server (every copy of the cookie); 401 when there was none. */
export const logOut = () => callApi("POST", "/api/auth/logout", SESSION);
