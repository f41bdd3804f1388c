/** Players on the roster. */
import { randomUUID } from "node:crypto";
import { now } from "../../clock";
import { conflict, english } from "../../domain/errors";
import type { NewPlayer, Player } from "../../schemas/players";
import type { PlayerInput, PlayerUpdate } from "../../schemas/players";
import { defineRepository, type ReadMode } from "../repository";
import { withKeyLock } from "../store";

export const playersRepository = defineRepository("players");

/** Jersey number ascending, players without a number after, then first name. */
export function compareRosterOrder(a: Player, b: Player): number {
  const byNumber =
    (a.jerseyNumber ?? Number.POSITIVE_INFINITY) - (b.jerseyNumber ?? Number.POSITIVE_INFINITY);
  return byNumber !== 0 && !Number.isNaN(byNumber) ? byNumber : a.firstName.localeCompare(b.firstName);
}

/** The roster in display order. */
export async function listPlayers(mode: ReadMode = "exact"): Promise<Player[]> {
  return (await playersRepository.list(mode)).sort(compareRosterOrder);
}

/** Jersey numbers are checked and written under one lock, so two players never get the same one. */
const JERSEY_LOCK = "players:jersey-numbers";

async function assertJerseyFree(jerseyNumber: number | null, playerId: string | null): Promise<void> {
  if (jerseyNumber === null) return;
  const holder = (await playersRepository.list()).find(
    (player) => player.jerseyNumber === jerseyNumber && player.id !== playerId,
  );
  if (holder)
    throw conflict(english(`Jersey ${String(jerseyNumber)} is already worn by ${holder.firstName}`));
}

export async function createPlayer(input: PlayerInput): Promise<Player> {
  const stamp = now().toISO() ?? "";
  const player: NewPlayer = { id: randomUUID(), ...input, createdAt: stamp, updatedAt: stamp };
  if (input.jerseyNumber === null) return playersRepository.create(player);
  return withKeyLock(JERSEY_LOCK, async () => {
    await assertJerseyFree(input.jerseyNumber, null);
    return playersRepository.create(player);
  });
}

/** Edits a player; fields the edit leaves out stay as they are. */
export async function updatePlayer(id: string, update: PlayerUpdate): Promise<Player> {
  const apply = () =>
    playersRepository.update(id, async (current) => {
      const next: Player = {
        ...current,
        firstName: update.firstName ?? current.firstName,
        lastName: update.lastName === undefined ? current.lastName : update.lastName,
        jerseyNumber: update.jerseyNumber === undefined ? current.jerseyNumber : update.jerseyNumber,
        position: update.position === undefined ? current.position : update.position,
        parentId: update.parentId === undefined ? current.parentId : update.parentId,
        updatedAt: now().toISO() ?? "",
      };
      if (next.jerseyNumber !== current.jerseyNumber) await assertJerseyFree(next.jerseyNumber, id);
      return next;
    });
  return update.jerseyNumber == null ? apply() : withKeyLock(JERSEY_LOCK, apply);
}
