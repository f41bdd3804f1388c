/** Players on the roster. */
import { PlayerSchema, type Player } from "../../schemas";
import { defineRepository } from "../repository";

export const playersRepository = defineRepository("players", PlayerSchema);

/** Jersey number ascending, players without a number after, then first name (spec section 2). */
export function compareRosterOrder(a: Player, b: Player): number {
  const byNumber =
    (a.jerseyNumber ?? Number.POSITIVE_INFINITY) - (b.jerseyNumber ?? Number.POSITIVE_INFINITY);
  return byNumber !== 0 && !Number.isNaN(byNumber) ? byNumber : a.firstName.localeCompare(b.firstName);
}

/** The roster in display order. */
export async function listPlayers(): Promise<Player[]> {
  return (await playersRepository.list()).sort(compareRosterOrder);
}
