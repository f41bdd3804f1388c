/**
 * Starting Spring 2026 after Fall 2025, as the coach would: the seeded store's request body and its
 * CSV, and the records the coach's season page reads (the team, Fall 2025, its roster) with the
 * season flow's inputs as a coach fills them, shared by the unit tests and the page's browser spec.
 */
import type { Player } from "../../src/lib/schemas/players";
import type {
  PublicSeason,
  SeasonStartPreview,
  SiteFacts,
  StartSeasonInput,
  Team,
} from "../../src/lib/schemas/seasons";
import type { FlowContext, FlowValues } from "../../src/ui/seasons/coach/season-flow";

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

/** The team record as stored, e.g. `teamRecord({ equipment: [] })` for one without equipment. */
export function teamRecord(changes: Partial<Team> = {}): Team {
  return {
    name: "Hays Lightning",
    shortName: "Lightning",
    town: "Kyle, Texas",
    tagline: "Fast feet, big hearts, and a whole lot of fun on Field 5 West.",
    taglineEs: null,
    coach: {
      name: "Coach Alex Rivera",
      bio: "Six seasons with Hays County youth teams.",
      phone: "(512) 555-0142",
      email: "coach@example.com",
    },
    field: {
      name: "Hays Youth Sports Complex",
      address: "100 Hays Youth Drive",
      field: "Field 5 West",
      directions: "Park in the main lot and follow the path to the west fields.",
      coordinates: { latitude: 29.9891, longitude: -97.8772 },
    },
    leagueLinks: {
      info: { label: "League Information", url: "https://www.example.org/league-info" },
      contacts: { label: "League Contacts", url: "https://www.example.org/league-contacts" },
    },
    equipment: [
      { name: "Soccer ball", detail: "Size 4", nameEs: null, detailEs: null },
      { name: "Shin guards", detail: "Mandatory for practices and games", nameEs: null, detailEs: null },
      { name: "Water bottle", detail: "Labelled with your player's name", nameEs: null, detailEs: null },
    ],
    values: [{ name: "Teamwork", detail: "We win and lose together.", nameEs: null, detailEs: null }],
    updatedAt: "2025-09-01T12:00:00.000Z",
    ...changes,
  };
}

/** Fall 2025 as the season page reads it: Tuesday and Thursday practices at 6:30 PM, no topics. */
export function fallSeason(changes: Partial<PublicSeason> = {}): PublicSeason {
  return {
    id: "fall-2025",
    label: "Fall 2025",
    labelEs: null,
    firstDay: "2025-09-09",
    lastDay: "2025-11-15",
    division: "U10",
    ages: { min: 9, max: 10 },
    rosterCapacity: 11,
    practicePlan: {
      title: "Team Practice",
      firstDate: "2025-09-09",
      lastDate: "2025-11-13",
      weekdays: ["tuesday", "thursday"],
      start: "18:30",
      end: "19:45",
      location: "Hays Youth Sports Complex, Field 5 West",
      topics: [],
      topicsEs: [],
    },
    ...changes,
  };
}

/**
 * The site's facts once the coach has started Spring 2026, a U11 season, with the team renamed
 * (Kyle Thunder unless `name` says otherwise): what the store answers a rebuild after content/'s.
 */
export function springFacts(contentFacts: SiteFacts, name = "Kyle Thunder"): SiteFacts {
  return {
    ...contentFacts,
    team: { ...contentFacts.team, name },
    season: {
      ...contentFacts.season,
      id: "spring-2026",
      label: "Spring 2026",
      division: "U11",
      ages: { min: 10, max: 11 },
    },
  };
}

const fallPlayer = (
  id: string,
  firstName: string,
  lastName: string,
  jerseyNumber: number | null,
): Player => ({
  id,
  firstName,
  lastName,
  jerseyNumber,
  position: null,
  parentId: `${lastName} family`,
  seasonIds: ["fall-2025"],
  createdAt: "2025-08-01T00:00:00.000Z",
  updatedAt: "2025-08-01T00:00:00.000Z",
});

/** Fall 2025's roster on the season page: Mia Ramirez (#7), Leo Chen (#10) and Ava Okafor, no number. */
export const FALL_PLAYERS: readonly Player[] = [
  fallPlayer("p-mia", "Mia", "Ramirez", 7),
  fallPlayer("p-leo", "Leo", "Chen", 10),
  fallPlayer("p-ava", "Ava", "Okafor", null),
];

/** What Fall 2025 takes into Past seasons when Spring 2026 starts, as a preview counts it. */
export const FALL_ARCHIVE = {
  seasonId: "fall-2025",
  label: "Fall 2025",
  games: 8,
  finalScores: 6,
  events: 30,
  posts: 5,
  volunteers: 7,
} as const satisfies SeasonStartPreview["archive"];

/** What the season flow's checks know after Fall 2025: its id and its roster. */
export const FALL_CONTEXT: FlowContext = { currentSeasonId: "fall-2025", players: FALL_PLAYERS };

/** The league's schedule for Spring 2026 as the season flow's tests paste it: one game. */
export const ONE_GAME_CSV = "date,start,end,opponent,location\n2026-03-07,09:00,10:00,Austin Arrows,Field 3";

/**
 * The season flow after Fall 2025 as a coach fills it for Spring 2026: the suggested name, dates
 * typed, Leo leaving and Noah (#12) joining, the plan's dates and two topics, one game pasted.
 */
export function springFlow(): FlowValues {
  return {
    season: {
      label: "Spring 2026",
      labelEs: "",
      id: "spring-2026",
      idFollowsLabel: true,
      firstDay: "2026-03-01",
      lastDay: "2026-05-31",
      division: "U10",
      "ages.min": "9",
      "ages.max": "10",
      rosterCapacity: "11",
    },
    roster: {
      returningIds: ["p-mia", "p-ava"],
      newPlayers: [
        {
          key: "n1",
          firstName: "Noah",
          lastName: "",
          jerseyNumber: "12",
          position: "Defender",
          parentId: "",
        },
      ],
    },
    practices: {
      title: "Team Practice",
      firstDate: "2026-03-03",
      lastDate: "2026-05-07",
      weekdays: ["tuesday", "thursday"],
      start: "18:30",
      end: "19:45",
      location: "Hays Youth Sports Complex, Field 5 West",
      topics: "Dribbling\n\nPassing\n",
      topicsEs: "",
    },
    games: { source: "csv", csv: ONE_GAME_CSV, ics: "", icsFileName: "" },
  };
}

/** The body of `POST /api/seasons` (without `dryRun`) that `springFlow()` builds once every step passes. */
export function springFlowBody(): StartSeasonInput {
  return {
    currentSeasonId: "fall-2025",
    season: {
      id: "spring-2026",
      label: "Spring 2026",
      labelEs: null,
      firstDay: "2026-03-01",
      lastDay: "2026-05-31",
      division: "U10",
      ages: { min: 9, max: 10 },
      rosterCapacity: 11,
    },
    // The plan as typed, its topics the lines that are not blank.
    practicePlan: { ...springFlow().practices, topics: ["Dribbling", "Passing"], topicsEs: [] },
    returningPlayerIds: ["p-mia", "p-ava"],
    newPlayers: [
      { firstName: "Noah", lastName: null, jerseyNumber: 12, position: "Defender", parentId: null },
    ],
    games: { format: "csv", text: ONE_GAME_CSV },
  };
}
