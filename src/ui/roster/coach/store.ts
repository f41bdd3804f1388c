/** The coach's roster: whole names and parent contacts, in jersey order. */
import type { Player } from "../../../lib/schemas/players";
import { coachLoadable, removeById, upsertById } from "../../kit/coach/coach-loadable";
import { changeLoaded } from "../../kit/loadable";
import { sortPlayers } from "../roster";
import { fetchCoachPlayers } from "./api";

const players = coachLoadable(() => fetchCoachPlayers());

export const $coachPlayers = players.$store;
export const loadCoachPlayers = players.load;

export const putPlayer = (player: Player) => {
  changeLoaded($coachPlayers, loadCoachPlayers, (list) => sortPlayers(upsertById(list, player)));
};
export const dropPlayer = (id: string) => {
  changeLoaded($coachPlayers, loadCoachPlayers, (list) => removeById(list, id));
};
