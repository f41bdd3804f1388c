/**
 * What the team's calendar feed is made of: the current season's events, the team and season that
 * name it, and past seasons' archives (for their last 30 days). Kept as one view under the events'
 * version (snapshots.ts), so a warm feed costs the same one store call as `/api/events`: a season's
 * start bumps every version, and a change of the team bumps the events' (store.ts).
 */
import type { Event } from "../schemas/events";
import type { Season, SeasonArchive, Team } from "../schemas/seasons";
import { sortByDate } from "../domain/schedule";
import { eventsRepository } from "./repositories/events";
import { listArchives, readCurrentSeason, readTeam } from "./repositories/seasons";
import { openTeamStore } from "./seed";
import { readThroughSnapshot } from "./snapshots";

export interface CalendarData {
  events: readonly Event[];
  team: Team;
  season: Season;
  archives: readonly SeasonArchive[];
}

/** The feed's data, from this instance's snapshot while the events are unchanged. */
export async function readCalendarData(): Promise<CalendarData> {
  const store = await openTeamStore();
  const [data] = await readThroughSnapshot<CalendarData>(
    store,
    "events",
    async () => {
      const [events, team, season, archives] = await Promise.all([
        eventsRepository.list("exact"),
        readTeam(store),
        readCurrentSeason(store),
        listArchives(store),
      ]);
      return [{ events: sortByDate(events), team, season, archives }];
    },
    "calendar",
  );
  if (!data) throw new Error("The calendar's data could not be read");
  return data;
}
