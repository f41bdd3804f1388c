/**
 * What every route shares: the error every non-2xx answer carries, the health check, an empty
 * body, and the email and honeypot fields of the parents' forms.
 */
import * as z from "zod/mini";
import { ERROR_CODES, LIMITS } from "../constants.ts";
import { fieldIssue } from "./field-issue.ts";
import { InstantSchema } from "./primitives.ts";

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

/**
 * An email address in a parent's form, trimmed first so a stray space from a phone keyboard is
 * not an error; its sentence in the page's language (src/i18n/field-issues.ts).
 */
export const EmailInputSchema = z.pipe(
  z.string().check(z.trim()),
  z.email(fieldIssue("emailInvalid")).check(z.maxLength(LIMITS.email)),
);

/** Bots fill every field; people never see this one (contact form and snack sign-up). */
export const HoneypotSchema = z.optional(z.string().check(z.maxLength(LIMITS.honeypot)));

/** For routes that take no body (a logout, the practice generator): nothing, or `{}`. */
export const EmptyBodySchema = z.strictObject({});

// ---------------------------------------------------------------------------------------------
// What the routes answer (open)

export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    issues: z.optional(
      z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
    ),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthSchema = z.object({
  ok: z.literal(true),
  store: z.object({ reachable: z.boolean(), latencyMs: z.number().check(z.gte(0)) }),
  now: InstantSchema,
});
export type Health = z.infer<typeof HealthSchema>;
