/**
 * Events shared by every island on a page: one fetch of upcoming events serves them all
 * (DESIGN.md section 1). The first subscriber starts the load.
 */
import { atom, onMount } from "nanostores";
import { fetchUpcomingEvents } from "../lib/api-client";
import type { Event } from "../lib/schemas";
import { describeLoadError, type Loadable } from "./loadable";

export const $upcomingEvents = atom<Loadable<Event[]>>({ status: "loading" });

/** Loads (or reloads) the upcoming events into `$upcomingEvents`. */
export async function loadUpcomingEvents(): Promise<void> {
  if ($upcomingEvents.get().status === "error") $upcomingEvents.set({ status: "loading" });
  try {
    $upcomingEvents.set({ status: "ready", data: await fetchUpcomingEvents() });
  } catch (error) {
    $upcomingEvents.set({ status: "error", message: describeLoadError(error) });
  }
}

onMount($upcomingEvents, () => {
  // Prerendering subscribes too; the HTML must show the loading state, and only a browser fetches.
  if (import.meta.env.SSR) return;
  void loadUpcomingEvents();
});
