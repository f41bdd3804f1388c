/**
 * Snack volunteers (docs/product-rules.md#snack-sign-ups): a parent's record under `users/<id>`
 * and how the coach and the public see it, the team's snack note, the sign-up a parent sends and the
 * one their private manage link opens.
 */
import * as z from "zod/mini";
import { fieldIssue } from "./field-issue.ts";
import { LIMITS } from "../constants.ts";
import {
  BringingSchema,
  EmailSchema,
  IdSchema,
  InstantSchema,
  optionalText,
  personName,
  seasonOf,
  spanishText,
  text,
} from "./primitives.ts";
import { EventSchema } from "./events.ts";
import { EmailInputSchema, HoneypotSchema } from "./http.ts";

// The record (strict)

/** A parent, created by a snack sign-up (one record per sign-up) or by the coach's assignment. */
export const UserSchema = z.strictObject({
  id: IdSchema,
  name: text(1, LIMITS.name),
  email: EmailSchema,
  phone: z.nullable(text(0, LIMITS.phone)),
  /** The game the sign-up is for; null on records kept before sign-ups could be managed. */
  eventId: z._default(z.nullable(IdSchema), null),
  /** What they plan to bring, e.g. "Orange slices and water"; everyone sees it. */
  bringing: z._default(z.nullable(text(1, LIMITS.bringing)), null),
  /**
   * SHA-256 (hex) of the secret half of the sign-up's manage token; null when the sign-up has none
   * (the coach's assignment, records kept before manage links). The token itself is never stored.
   */
  manageTokenHash: z._default(z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))), null),
  /**
   * The family whose page made the sign-up, which can change or cancel it there; null for a sign-up
   * from the schedule or the coach's assignment (and records from before family links).
   */
  familyId: z._default(z.nullable(IdSchema), null),
  seasonId: seasonOf(),
  createdAt: InstantSchema,
  /** When the volunteer last changed the sign-up; null for never. */
  updatedAt: z._default(z.nullable(InstantSchema), null),
});
export type User = z.infer<typeof UserSchema>;

/** What the coach sees of a parent: everything but the token's hash. */
export const CoachUserSchema = z.omit(UserSchema, { manageTokenHash: true, seasonId: true, familyId: true });
export type CoachUser = z.infer<typeof CoachUserSchema>;

/**
 * What anyone may see of a parent (docs/product-rules.md#roster-and-privacy): the id, the first
 * name and last initial ("María G.") and what they bring.
 */
export const PublicUserSchema = z.strictObject({
  id: IdSchema,
  name: text(1, LIMITS.name),
  bringing: z._default(z.nullable(text(1, LIMITS.bringing)), null),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** The team's snack guidance, e.g. `{ note: "Nut-free team: one player has a peanut allergy", … }`. */
export const SnackSettingsSchema = z.strictObject({
  note: z.nullable(text(1, LIMITS.snackNote)),
  /** The Spanish version, if the coach wrote one. */
  noteEs: spanishText(LIMITS.snackNote),
  updatedAt: InstantSchema,
});
export type SnackSettings = z.infer<typeof SnackSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

/**
 * A family's snack sign-up: the name (docs/product-rules.md#names-and-snack-notes), an email and
 * phone only the coach sees, and what they plan to bring, which everyone sees.
 */
export const SnackVolunteerInputSchema = z.strictObject({
  parentName: personName("nameAndEmailRequired"),
  parentEmail: EmailInputSchema,
  parentPhone: optionalText(LIMITS.phone),
  bringing: BringingSchema,
});
export type SnackVolunteerInput = z.infer<typeof SnackVolunteerInputSchema>;

/** `PUT /api/events/:id/snack-signup`: a parent's sign-up, with the field only bots fill. */
export const SnackSignupInputSchema = z.strictObject({
  ...SnackVolunteerInputSchema.shape,
  website: HoneypotSchema,
});
export type SnackSignupInput = z.infer<typeof SnackSignupInputSchema>;

/**
 * A manage token, as `/snacks/manage#<token>` carries it: the volunteer record's id, a period and
 * 43 characters of base64url (256 random bits), e.g. `v3f9a…-9c2e….Qm9v…`.
 */
export const ManageTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{43}$/, fieldIssue("signupLinkInvalid")));

/**
 * `PUT /api/snack-note`: the team's snack guidance, e.g. "Nut-free team", and its Spanish version,
 * e.g. "Equipo sin nueces"; null or "" removes either (the Spanish alone is refused).
 */
export const SnackNoteInputSchema = z.strictObject({
  note: z._default(
    z.pipe(
      z.nullable(z.string().check(z.trim(), z.maxLength(LIMITS.snackNote))),
      z.transform((value: string | null) => (value === "" ? null : value)),
    ),
    null,
  ),
  noteEs: optionalText(LIMITS.snackNote),
});
export type SnackNoteInput = z.infer<typeof SnackNoteInputSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes answer (open)

/**
 * `PUT /api/events/:id/snack-signup` answers the game as it now is and, this once, the secret that
 * lets this sign-up be changed or cancelled (`/snacks/manage#<manageToken>`); only its hash is kept.
 */
export const SnackSignupAnswerSchema = z.extend(EventSchema, { manageToken: z.string() });
export type SnackSignupAnswer = z.infer<typeof SnackSignupAnswerSchema>;

/**
 * `GET`/`PUT /api/snack-signup`: the sign-up as its holder gave it (the whole name, email
 * and phone: they typed them), the game, and the team's snack note.
 */
export const SnackSignupViewSchema = z.object({
  signup: z.object({
    id: IdSchema,
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    bringing: z.nullable(z.string()),
  }),
  event: EventSchema,
  snackNote: z.nullable(z.string()),
  /** The snack note's Spanish version, or null for none. */
  snackNoteEs: z.nullable(z.string()),
});
export type SnackSignupView = z.infer<typeof SnackSignupViewSchema>;

/** `GET`/`PUT /api/snack-note`: the team's snack guidance and its Spanish version, each null for none. */
export const SnackNoteAnswerSchema = z.object({
  note: z.nullable(z.string()),
  noteEs: z.nullable(z.string()),
});
export type SnackNoteAnswer = z.infer<typeof SnackNoteAnswerSchema>;
