/**
 * The coach's sign-in (docs/api.md#auth): what the login takes and the session every coach
 * page asks about.
 */
import * as z from "zod/mini";
import { LIMITS } from "../constants.ts";
import { InstantSchema, requiredText } from "./primitives.ts";

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

export const LoginInputSchema = z.strictObject({
  email: requiredText(LIMITS.email, "Email is required"),
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(LIMITS.password)),
  /**
   * The 6-digit code from the coach's authenticator app, which the sign-in asks for when
   * `COACH_TOTP_SECRET` is set (and ignores otherwise); `""` is no code.
   */
  code: z.optional(
    z.string().check(z.trim(), z.regex(/^(\d{6})?$/, "Enter the 6 digits from your authenticator app")),
  ),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes answer (open)

export const SessionSchema = z.object({
  authenticated: z.boolean(),
  user: z.nullable(z.object({ email: z.string(), name: z.string() })),
  /** When the session ends on its own (12 hours after sign-in). */
  expiresAt: z.nullable(InstantSchema),
  /**
   * When the session ends unless it is used before (2 hours after its last use, never after
   * `expiresAt`): the heartbeat's answer tells a coach's page how long it has left.
   */
  idleExpiresAt: z.nullable(InstantSchema),
});
export type Session = z.infer<typeof SessionSchema>;
