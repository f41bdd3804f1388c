/**
 * What /admin/season loads once the server confirms the coach's session: the team record with the
 * current season (`GET /api/season`), the current roster and the site's builds (`GET /api/builds`). Each loads when the page first shows
 * it; the dashboard's stores stay on /admin, so this page downloads none of their calls.
 */
import { fetchCoachPlayers } from "../../roster/coach/api";
import { fetchBuilds, fetchSiteFacts } from "./api";
import type { SiteFacts } from "../../../lib/schemas/seasons";
import { createLoadable } from "../../kit/loadable";

const facts = createLoadable(() => fetchSiteFacts());
const players = createLoadable(() => fetchCoachPlayers());
const builds = createLoadable(() => fetchBuilds());

export const $siteFacts = facts.$store;
export const loadSiteFacts = facts.load;
export const $seasonRoster = players.$store;
export const loadSeasonRoster = players.load;
export const $builds = builds.$store;
export const loadBuilds = builds.load;

/** After a save: the answer shown at once (the team form's), without another read. */
export const showSiteFacts = (next: SiteFacts) => {
  $siteFacts.set({ status: "ready", data: next });
};
