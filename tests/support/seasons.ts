/** Starting Spring 2026 after the seeded Fall 2025, as the coach would: a request body and its CSV. */
import type { StartSeasonInput } from "../../src/lib/schemas/seasons";

/** The league's spring schedule as a coach pastes it: 8 Saturday games, one of them Time TBA. */
export const SPRING_CSV = [
  "Date,Start,End,Opponent,Location",
  "2026-03-07,9:00 AM,10:00 AM,Buda Blaze,Hays Youth Sports Complex Field 5 West",
  "2026-03-14,10:30 AM,11:30 AM,Kyle Comets,Lehman Fields",
  "2026-03-21,9:00 AM,10:00 AM,San Marcos Strikers,Rio Vista Soccer Fields",
  "2026-03-28,9:00 AM,10:00 AM,Wimberley Wildcats,Hays Youth Sports Complex Field 5 West",
  "2026-04-11,9:00 AM,10:00 AM,Dripping Springs Tigers,Dripping Springs Sports Park",
  "2026-04-18,,,Lockhart Lions,Lockhart City Park",
  "2026-04-25,10:30 AM,11:30 AM,New Braunfels Nova,Hays Youth Sports Complex Field 5 West",
  '2026-05-02,9:00 AM,10:00 AM,"Austin FC Juniors, Blue",Hays Youth Sports Complex Field 5 West',
].join("\n");

/** Players of the seeded Fall 2025 roster who come back: Mateo (7) and Olivia (10). */
export const RETURNING = ["player-01", "player-02"];

/** Spring 2026: two returning players, one new, 8 games from CSV, Monday/Wednesday practices. */
export function springRequest(overrides: Partial<StartSeasonInput> = {}): StartSeasonInput {
  return {
    currentSeasonId: "fall-2025",
    season: {
      id: "spring-2026",
      label: "Spring 2026",
      firstDay: "2026-02-23",
      lastDay: "2026-05-16",
      division: "U10",
      ages: { min: 9, max: 10 },
      rosterCapacity: 11,
    },
    practicePlan: {
      title: "Practice",
      firstDate: "2026-02-23",
      lastDate: "2026-05-13",
      weekdays: ["monday", "wednesday"],
      start: "18:00",
      end: "19:15",
      location: "Hays Youth Sports Complex, Field 5 West, 100 Hays Youth Drive",
      topics: ["Welcome back: dribbling relays", "Passing in pairs"],
    },
    returningPlayerIds: RETURNING,
    newPlayers: [
      { firstName: "Ximena", lastName: "Ortiz", jerseyNumber: 21, position: "Defender", parentId: null },
    ],
    games: { format: "csv", text: SPRING_CSV },
    ...overrides,
  };
}
