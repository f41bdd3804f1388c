/**
 * The coach's session as the browser knows it. The server decides (`GET /api/auth/session`, an
 * HttpOnly cookie); this store mirrors its answer, keeps the local admin flags in step with it,
 * and is the one place that reacts when a coach call finds the session gone.
 */
import { atom } from "nanostores";
import type { Session } from "../../../lib/schemas/auth";
import { ApiRequestError } from "../../kit/api";
import { onCoachUnauthorized } from "../../kit/coach/session-end";
import { loadProblemOf, type LoadProblem } from "../../kit/load";
import { clearAdminFlags, setAdminFlags, type AdminUser } from "../admin-flags";
import { fetchSession, logIn, logOut } from "./api";

export type SessionState =
  | { status: "checking" }
  | { status: "signed-in"; user: AdminUser; expiresAt: string | null; idleExpiresAt: string | null }
  | { status: "signed-out" }
  | { status: "error"; problem: LoadProblem };

/** Where a coach whose session ended is sent, and the query that makes the login page say so. */
export const EXPIRED_LOGIN_PATH = "/admin-login?expired=1";

export const $session = atom<SessionState>({ status: "checking" });

/** Set once this page is on its way out (logout, or an ended session), so it reacts only once. */
let leaving = false;

function apply(session: Session): SessionState {
  const state: SessionState =
    session.authenticated && session.user
      ? {
          status: "signed-in",
          user: session.user,
          expiresAt: session.expiresAt,
          idleExpiresAt: session.idleExpiresAt,
        }
      : { status: "signed-out" };
  // The flags follow the server: set only once it holds a session, gone once it does not.
  if (state.status === "signed-in") setAdminFlags(state.user);
  else clearAdminFlags();
  $session.set(state);
  return state;
}

/** Asks the server whether this browser holds the coach's session. */
export async function checkSession(): Promise<SessionState> {
  $session.set({ status: "checking" });
  try {
    return apply(await fetchSession());
  } catch (error) {
    const state: SessionState = { status: "error", problem: loadProblemOf(error) };
    $session.set(state);
    return state;
  }
}

/**
 * Signs in, with the authenticator's `code` when the server asks for one. Throws the
 * `ApiRequestError` of a refusal (401 wrong credentials, with `issues` naming `code` when a code
 * is required; 429 with `retryAfterSeconds`) for the login form to explain.
 */
export async function signIn(email: string, password: string, code?: string): Promise<AdminUser> {
  const state = apply(await logIn({ email, password, code }));
  if (state.status !== "signed-in")
    throw new ApiRequestError(401, "401: not signed in", "unauthorized", null);
  return state.user;
}

/**
 * Signs out on the server (every copy of the cookie stops working), clears the flags and goes
 * home. A 401 means the session had already ended, which is what the coach wanted anyway.
 */
export async function signOut(): Promise<void> {
  // Calls still under way when the server ends the session answer 401: that is this logout, not
  // a session that ended on its own.
  leaving = true;
  try {
    await logOut();
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401)) {
      leaving = false;
      throw error;
    }
  }
  clearAdminFlags();
  window.location.assign("/");
}

/**
 * The heartbeat's answer (keep-alive.ts): when the session now ends. Changes only the times of a
 * session the page already holds; the flags stay as they are.
 */
export function noteSessionTimes(session: Session): void {
  const state = $session.get();
  if (state.status !== "signed-in" || !session.authenticated) return;
  $session.set({ ...state, expiresAt: session.expiresAt, idleExpiresAt: session.idleExpiresAt });
}

/** Asked first when the session ends: true keeps the page as it is (it holds typed text). */
let keepPage: (() => boolean) | null = null;

/**
 * Lets a coach page stay when a coach call finds the session gone, e.g. while it holds typed text
 * that the move to the login page would lose (keep-alive.ts); returns the way to stop.
 */
export function keepPageOnSessionEnd(keep: () => boolean): () => void {
  keepPage = keep;
  return () => {
    if (keepPage === keep) keepPage = null;
  };
}

/**
 * A coach call got a 401: forget the session and send the coach to log in again, once; unless the
 * page holds typed text, which stays on screen with the way to sign in again (keep-alive.ts).
 */
export function expireSession(): void {
  if (leaving) return;
  if (keepPage?.()) return;
  leaving = true;
  clearAdminFlags();
  $session.set({ status: "signed-out" });
  window.location.assign(EXPIRED_LOGIN_PATH);
}

onCoachUnauthorized(expireSession);
