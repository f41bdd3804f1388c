/** The roster as the caller may see it (public for parents, full for the coach). */
import { fetchPlayers } from "./api";
import { createLoadable } from "../kit/loadable";

const roster = createLoadable(() => fetchPlayers());

export const $players = roster.$store;
export const loadPlayers = roster.load;
