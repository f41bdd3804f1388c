/**
 * The roster (docs/product-rules.md#roster): a player's record under `players/<id>`, the public
 * view with the last name as an initial, and what the coach sends to add or change one.
 */
import * as z from "zod/mini";
import { LEGACY_SEASON_ID, LIMITS, POSITIONS } from "../constants.ts";
import {
  clearableText,
  IdSchema,
  InstantSchema,
  optionalText,
  requiredText,
  SeasonIdSchema,
  text,
} from "./primitives.ts";

// The record (strict)

export const PositionSchema = z.enum(POSITIONS);

export const JerseyNumberSchema = z
  .int("Jersey number must be a whole number")
  .check(
    z.gte(1, "Jersey number must be between 1 and 99"),
    z.lte(99, "Jersey number must be between 1 and 99"),
  );

export const PlayerSchema = z.strictObject({
  id: IdSchema,
  firstName: text(1, LIMITS.name),
  lastName: z.nullable(text(0, LIMITS.name)),
  jerseyNumber: z.nullable(JerseyNumberSchema),
  position: z.nullable(PositionSchema),
  /** Free text with the parent's contact details: coach only. */
  parentId: z.nullable(text(0, LIMITS.parentContact)),
  /** The seasons the player is on the roster of; a returning player is on the next one too. */
  seasonIds: z._default(z.array(SeasonIdSchema).check(z.minLength(1)), [LEGACY_SEASON_ID]),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Player = z.infer<typeof PlayerSchema>;
/** A player before it is stored: the store puts them on the current season's roster. */
export type NewPlayer = Omit<Player, "seasonIds"> & { seasonIds?: string[] };

/** What anyone may see of a player: last name as an initial, no parent contact. */
export const PublicPlayerSchema = z.omit(PlayerSchema, {
  parentId: true,
  seasonIds: true,
  createdAt: true,
  updatedAt: true,
});
export type PublicPlayer = z.infer<typeof PublicPlayerSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

export const PlayerInputSchema = z.strictObject({
  firstName: requiredText(LIMITS.name, "First name is required"),
  lastName: optionalText(LIMITS.name),
  jerseyNumber: z._default(z.nullable(JerseyNumberSchema), null),
  position: z._default(z.nullable(PositionSchema), null),
  parentId: optionalText(LIMITS.parentContact),
});
export type PlayerInput = z.infer<typeof PlayerInputSchema>;

/** An edit changes only the fields it names; `null` or `""` clears an optional one. */
export const PlayerUpdateSchema = z.strictObject({
  firstName: z.optional(PlayerInputSchema.shape.firstName),
  lastName: clearableText(LIMITS.name),
  jerseyNumber: z.optional(z.nullable(JerseyNumberSchema)),
  position: z.optional(z.nullable(PositionSchema)),
  parentId: clearableText(LIMITS.parentContact),
});
export type PlayerUpdate = z.infer<typeof PlayerUpdateSchema>;
