/**
 * The coach's families and headcount, shared by the Players tab (families, links, slips, settings)
 * and each event's headcount in the Events tab. Each loads when first shown.
 */
import type { AvailabilitySettings, CoachFamily, HeadcountEvent } from "../../../lib/schemas/families";
import { coachLoadable, removeById, upsertById } from "../../kit/coach/coach-loadable";
import { changeLoaded } from "../../kit/loadable";
import { fetchFamilies, fetchHeadcount } from "./api";

const families = coachLoadable(() => fetchFamilies());
const headcount = coachLoadable(() => fetchHeadcount());

export const $coachFamilies = families.$store;
export const loadCoachFamilies = families.load;

export const $headcount = headcount.$store;
export const loadHeadcount = headcount.load;

const byName = (list: CoachFamily[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

export const putFamily = (family: CoachFamily) => {
  changeLoaded($coachFamilies, loadCoachFamilies, (list) => byName(upsertById(list, family)));
};
export const dropFamily = (id: string) => {
  changeLoaded($coachFamilies, loadCoachFamilies, (list) => removeById(list, id));
};

/** An event's headcount as the server answered it after the coach set an answer. */
export const putHeadcountEvent = (event: HeadcountEvent) => {
  changeLoaded($headcount, loadHeadcount, (data) => ({
    ...data,
    events: data.events.map((entry) => (entry.eventId === event.eventId ? event : entry)),
  }));
};

export const putAvailabilitySettings = (settings: AvailabilitySettings) => {
  changeLoaded($headcount, loadHeadcount, (data) => ({ ...data, settings }));
};
