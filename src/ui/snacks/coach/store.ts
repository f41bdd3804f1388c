/** The coach's view of snack volunteers (whole names and contacts) and the team's snack note. */
import type { SnackNoteAnswer } from "../../../lib/schemas/snacks";
import { coachLoadable } from "../../kit/coach/coach-loadable";
import { fetchCoachSnackNote, fetchCoachUsers, fetchPastBringings } from "./api";

const users = coachLoadable(() => fetchCoachUsers());
const pastBringings = coachLoadable(() => fetchPastBringings());
const snackNote = coachLoadable(() => fetchCoachSnackNote());

export const $coachUsers = users.$store;
export const loadCoachUsers = users.load;

/** What past seasons' volunteers brought, as their seasons' pages show it, for the coach to hide. */
export const $pastBringings = pastBringings.$store;
export const loadPastBringings = pastBringings.load;

/** The team's snack note parents see where they sign up and its Spanish version, each null for none. */
export const $snackNote = snackNote.$store;
export const loadSnackNote = snackNote.load;
/** After the coach saves or removes the note: the answer shown at once. */
export const showSnackNote = (saved: SnackNoteAnswer) => {
  $snackNote.set({ status: "ready", data: saved });
};
