/**
 * The one handler for a coach call that finds the session gone (a 401: logged out elsewhere, or
 * 12 hours passed), whatever screen made the call. The session store registers it; every coach
 * call (coach-call.ts) reports to it. Apart from coach-call.ts so the login page, which registers
 * it, loads no zod.
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
