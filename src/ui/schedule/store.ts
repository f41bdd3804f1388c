/**
 * Events shared by every island on a page: one fetch of upcoming events, one of all events, serve
 * them all, however many islands a page has. The first subscriber starts each load.
 */
import { fetchCounts, fetchEvents, fetchUpcomingEvents, fetchUsers } from "./api";
import { createLoadable, reloadInUse } from "../kit/loadable";

const upcoming = createLoadable(() => fetchUpcomingEvents());
const all = createLoadable(() => fetchEvents());
const users = createLoadable(() => fetchUsers());
const counts = createLoadable(() => fetchCounts());

export const $upcomingEvents = upcoming.$store;
export const loadUpcomingEvents = upcoming.load;

/** Every event of the season, for the schedule and the month view. */
export const $events = all.$store;
export const loadEvents = all.load;

/** Volunteers (`{ id, name }`), to name who brings snacks. */
export const $volunteers = users.$store;
export const loadVolunteers = users.load;

/** How many answered Going per upcoming event, or null when the coach shows none. */
export const $goingCounts = counts.$store;

/** After a sign-up or an edit: what is on screen reloads, only what is in use. */
export const refreshEvents = (): Promise<void> =>
  reloadInUse([
    [$upcomingEvents, loadUpcomingEvents],
    [$events, loadEvents],
    [$volunteers, loadVolunteers],
  ]);
