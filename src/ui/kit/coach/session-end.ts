/**
 * The one handler for a coach call that finds the session gone (a 401: logged out elsewhere, 2
 * hours without use, or 12 hours passed), whatever screen made the call. The session store
 * registers it; every coach call (coach-call.ts) reports to it. Apart from coach-call.ts so the
 * login page, which registers it, loads no zod. Also where a coach's write that the server took is
 * reported: what was typed before it is saved (the session's keep-alive listens).
 */
import type { ApiRequestError } from "../api";

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

let writeHandler: (() => void) | null = null;

/** Registers what happens when the server took a coach's write; returns the way to unregister. */
export function onCoachWrite(handler: () => void): () => void {
  writeHandler = handler;
  return () => {
    if (writeHandler === handler) writeHandler = null;
  };
}

/** Tells the registered handler that the server took a coach's write (a save, a delete). */
export function reportCoachWrite(): void {
  writeHandler?.();
}
