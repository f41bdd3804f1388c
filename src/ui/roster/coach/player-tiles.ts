/** The Players tab's tiles (docs/product-rules.md#coach-dashboard). Pure. */
import type { Player } from "../../../lib/schemas/players";

export interface PlayerTiles {
  total: number;
  assignedJerseys: number;
  /** Roster capacity minus players, never below 0. */
  spotsAvailable: number;
}

/** The Players tab's tiles, e.g. 11 players, 10 with a number, capacity 11 → 11, 10, 0. */
export function playerTiles(players: readonly Pick<Player, "jerseyNumber">[], capacity: number): PlayerTiles {
  return {
    total: players.length,
    assignedJerseys: players.filter((player) => player.jerseyNumber !== null).length,
    spotsAvailable: Math.max(0, capacity - players.length),
  };
}
