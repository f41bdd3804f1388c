/** The roster, read in outline (src/ui/kit/api.ts). */
import type { PublicPlayer } from "../../lib/schemas/players";
import { getJson, recordsOf } from "../kit/api";

/** Players as the caller may see them: public (last initial) for parents, full for the coach. */
export const fetchPlayers = (signal?: AbortSignal) =>
  getJson("/api/players", recordsOf<PublicPlayer>(), signal);
