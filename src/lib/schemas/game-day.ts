/**
 * Game day (docs/product-rules.md#game-day-changes): the field-status alert every page shows,
 * and the rainout that cancels a day's events, posts the alert and tells the group in one step.
 */
import * as z from "zod/mini";
import { ALERT_LEVELS, GROUPME_MESSAGE_MAX, LIMITS } from "../constants.ts";
import {
  IdSchema,
  InstantInputSchema,
  InstantSchema,
  optionalText,
  requiredText,
  spanishText,
  text,
} from "./primitives.ts";
import { EventSchema } from "./events.ts";
import { ErrorCodeSchema } from "./http.ts";

// The record (strict)

export const AlertLevelSchema = z.enum(ALERT_LEVELS);

/**
 * The field-status alert every page shows at the top until `endsAt` or until the coach clears it,
 * e.g. `{ message: "All fields closed today: rain", level: "closed", endsAt: "2025-09-27T04:59:59.999Z", … }`.
 */
export const FieldAlertSchema = z.strictObject({
  message: text(1, LIMITS.alertMessage),
  /** The Spanish version of the message, if the coach wrote one. */
  messageEs: spanishText(LIMITS.alertMessage),
  level: AlertLevelSchema,
  endsAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type FieldAlert = z.infer<typeof FieldAlertSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

/**
 * The coach's field-status alert. Without `endsAt` it ends at the end of today in Kyle; an `endsAt`
 * already past is refused.
 */
export const FieldAlertInputSchema = z.strictObject({
  message: requiredText(LIMITS.alertMessage, "Please write the alert"),
  messageEs: optionalText(LIMITS.alertMessage),
  level: AlertLevelSchema,
  endsAt: z._default(z.nullable(InstantInputSchema), null),
});
export type FieldAlertInput = z.infer<typeof FieldAlertInputSchema>;

/**
 * `POST /api/rainout`: one step for a day the fields close. Cancels every event named with one
 * note; posts the alert when `alert` is given; sends `groupMe.text` through the team's bot when
 * given. A repeat for the parts that failed sends only those.
 */
export const RainoutInputSchema = z.strictObject({
  eventIds: z.array(IdSchema).check(z.maxLength(50, "Cancel at most 50 events at once")),
  statusNote: optionalText(LIMITS.statusNote),
  statusNoteEs: optionalText(LIMITS.statusNote),
  alert: z._default(z.nullable(FieldAlertInputSchema), null),
  groupMe: z._default(
    z.nullable(z.strictObject({ text: requiredText(GROUPME_MESSAGE_MAX, "Message is required") })),
    null,
  ),
});
export type RainoutInput = z.infer<typeof RainoutInputSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes answer (open)

/** `GET /api/alert`: the alert on every page, or null when there is none (or it has ended). */
export const FieldAlertAnswerSchema = z.object({ alert: z.nullable(FieldAlertSchema) });
export type FieldAlertAnswer = z.infer<typeof FieldAlertAnswerSchema>;

/** How one part of a rainout went: done, or failed with the error an answer of its own would have had. */
const RainoutFailureSchema = z.object({
  ok: z.literal(false),
  error: z.object({ code: ErrorCodeSchema, message: z.string() }),
});

/**
 * `POST /api/rainout` answers 200 with each part's outcome, so the dashboard says exactly what was
 * done: `events` one per id asked for; `alert` and `groupMe` null when not asked for.
 */
export const RainoutResultSchema = z.object({
  events: z.array(
    z.union([
      z.object({ id: IdSchema, ok: z.literal(true), event: EventSchema }),
      z.extend(RainoutFailureSchema, { id: IdSchema }),
    ]),
  ),
  alert: z.nullable(
    z.union([z.object({ ok: z.literal(true), alert: FieldAlertSchema }), RainoutFailureSchema]),
  ),
  groupMe: z.nullable(z.union([z.object({ ok: z.literal(true) }), RainoutFailureSchema])),
});
export type RainoutResult = z.infer<typeof RainoutResultSchema>;
