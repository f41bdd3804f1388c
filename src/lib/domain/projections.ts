/**
 * What the public may see of people (docs/product-rules.md#roster-and-privacy): a parent's name
 * without email or phone, a player's last name as an initial and never the parent contact.
 */
import type { Player, PublicPlayer, PublicUser, User } from "../schemas/records";

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

export const toPublicUser = (user: User): PublicUser => ({ id: user.id, name: user.name });
