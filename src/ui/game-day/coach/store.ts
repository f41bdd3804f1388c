/** The field alert every page shows, as the coach's Game Day tab knows it. */
import type { FieldAlert } from "../../../lib/schemas/game-day";
import { coachLoadable } from "../../kit/coach/coach-loadable";
import { fetchFieldAlert } from "./api";

const alert = coachLoadable(async () => (await fetchFieldAlert()).alert);

/** The field alert every page shows, or null. */
export const $fieldAlert = alert.$store;
export const loadFieldAlert = alert.load;
/** After the coach posts or clears the alert: the answer shown at once. */
export const showFieldAlert = (next: FieldAlert | null) => {
  $fieldAlert.set({ status: "ready", data: next });
};
