/** The coach's copy of the season's events: every coach tab that shows games reads it. */
import { sortByDate } from "../../../lib/domain/schedule";
import type { Event } from "../../../lib/schemas/events";
import { coachLoadable, removeById, upsertById } from "../../kit/coach/coach-loadable";
import { changeLoaded } from "../../kit/loadable";
import { fetchCoachEvents } from "./api";

const events = coachLoadable(() => fetchCoachEvents());

export const $coachEvents = events.$store;
export const loadCoachEvents = events.load;

/** A saved event in place, in date order. */
export const putEvent = (event: Event) => {
  changeLoaded($coachEvents, loadCoachEvents, (list) => sortByDate(upsertById(list, event)));
};
export const dropEvent = (id: string) => {
  changeLoaded($coachEvents, loadCoachEvents, (list) => removeById(list, id));
};
