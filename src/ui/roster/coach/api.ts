/** The coach's calls on the roster (docs/api.md), typed with the shared schemas. */
import * as z from "zod/mini";
import { PlayerSchema, PublicPlayerSchema } from "../../../lib/schemas/players";
import type { PlayerInputSchema, PlayerUpdateSchema } from "../../../lib/schemas/players";
import { coachRemove, coachSend, coachView, pathId } from "../../kit/coach/coach-call";

/** The roster with full names and parent contacts. */
export const fetchCoachPlayers = (signal?: AbortSignal) =>
  coachView("/api/players?view=coach", z.array(PlayerSchema), z.array(PublicPlayerSchema), signal);

/** 409 with the holder's name when the jersey number is taken. */
export const createPlayer = (input: z.input<typeof PlayerInputSchema>) =>
  coachSend("POST", "/api/players", input, PlayerSchema);

export const updatePlayer = (playerId: string, update: z.input<typeof PlayerUpdateSchema>) =>
  coachSend("PUT", `/api/players/${pathId(playerId)}`, update, PlayerSchema);

export const deletePlayer = (playerId: string) => coachRemove(`/api/players/${pathId(playerId)}`);
