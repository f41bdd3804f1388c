/** The coach's game-day calls: the field alert every page shows, and the rainout. */
import type * as z from "zod/mini";
import type { FieldAlertInputSchema, RainoutInputSchema } from "../../../lib/schemas/game-day";
import { FieldAlertAnswerSchema, RainoutResultSchema } from "../../../lib/schemas/game-day";
import { coachGet, coachRemove, coachSend } from "../../kit/coach/coach-call";

/** The alert every page shows, or null. */
export const fetchFieldAlert = (signal?: AbortSignal) =>
  coachGet("/api/alert", FieldAlertAnswerSchema, signal);

/** Posts the alert, replacing any other; without `endsAt` it ends at the end of today in Kyle. */
export const postFieldAlert = (input: z.input<typeof FieldAlertInputSchema>) =>
  coachSend("PUT", "/api/alert", input, FieldAlertAnswerSchema);

export const clearFieldAlert = () => coachRemove("/api/alert");

/** Cancels the events, posts the alert and tells the group, as asked; answers each part's outcome. */
export const runRainout = (input: z.input<typeof RainoutInputSchema>) =>
  coachSend("POST", "/api/rainout", input, RainoutResultSchema);
