/**
 * What the public may see of people (docs/product-rules.md#roster-and-privacy): a parent's name
 * without email or phone, a player's last name as an initial and never the parent contact.
 */
import { shortName } from "../schemas/person-name";
import type { CoachUser, PublicUser, User } from "../schemas/snacks";
import type { Player, PublicPlayer } from "../schemas/players";

/** `"Ramirez"` → `"R."`; `"  o'neil"` → `"O."`; nothing stays `null`. */
export function lastNameInitial(lastName: string | null): string | null {
  const first = Array.from(lastName?.trim() ?? "")[0];
  return first === undefined ? null : `${first.toLocaleUpperCase("en-US")}.`;
}

export const toPublicPlayer = (player: Player): PublicPlayer => ({
  id: player.id,
  firstName: player.firstName,
  lastName: lastNameInitial(player.lastName),
  jerseyNumber: player.jerseyNumber,
  position: player.position,
});

/**
 * A volunteer as pages, the feed, the GroupMe reminder and a 409 show them: the first name and
 * last initial and what they bring, e.g. `{ id, name: "María G.", bringing: "Orange slices" }`.
 */
export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  name: shortName(user.name),
  bringing: user.bringing,
});

/** A parent as the coach sees them: everything but the manage token's hash. */
export const toCoachUser = (user: User): CoachUser => ({
  id: user.id,
  eventId: user.eventId,
  name: user.name,
  email: user.email,
  phone: user.phone,
  bringing: user.bringing,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
});
