/** Roster rules (docs/product-rules.md#roster-and-privacy): order, search and the stat tiles. Pure. */
import type { PublicPlayer } from "../../lib/schemas/players";

type RosterPlayer = Pick<PublicPlayer, "firstName" | "lastName" | "jerseyNumber">;

/** By jersey number, players without one after, then by first name; returns a new array. */
export function sortPlayers<T extends RosterPlayer>(players: readonly T[]): T[] {
  return [...players].sort((a, b) => {
    if (a.jerseyNumber !== b.jerseyNumber) {
      if (a.jerseyNumber === null) return 1;
      if (b.jerseyNumber === null) return -1;
      return a.jerseyNumber - b.jerseyNumber;
    }
    return a.firstName.localeCompare(b.firstName, "en", { sensitivity: "base" });
  });
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");

/**
 * Players whose first name, last name or jersey number matches, e.g. "7" finds #7 (not #17) and
 * "sofi" finds Sofía. An empty query keeps everyone.
 */
export function filterPlayers<T extends RosterPlayer>(players: readonly T[], query: string): T[] {
  const needle = fold(query.trim().replace(/^#/, ""));
  if (needle === "") return [...players];
  return players.filter(
    (player) =>
      fold(player.firstName).includes(needle) ||
      fold(player.lastName ?? "").includes(needle) ||
      (player.jerseyNumber !== null && String(player.jerseyNumber) === needle),
  );
}

export interface RosterStats {
  totalPlayers: number;
  assignedJerseys: number;
}

export function rosterStats(players: readonly RosterPlayer[]): RosterStats {
  return {
    totalPlayers: players.length,
    assignedJerseys: players.filter((player) => player.jerseyNumber !== null).length,
  };
}
