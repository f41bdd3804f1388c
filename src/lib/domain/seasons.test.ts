import { describe, expect, it } from "vitest";
import type { Season, SeasonArchive } from "../schemas/seasons";
import { buildEvent } from "../../../tests/support/builders";
import { pastSeasonView, rosterInOrder } from "./seasons";

describe("rosterInOrder", () => {
  it("by jersey number, players without one last, ties by first name", () => {
    const roster = [
      { firstName: "Mia", jerseyNumber: null },
      { firstName: "Leo", jerseyNumber: 7 },
      { firstName: "Ava", jerseyNumber: null },
      { firstName: "Sam", jerseyNumber: 12 },
      { firstName: "Eli", jerseyNumber: 3 },
    ];
    expect(rosterInOrder(roster).map((p) => p.firstName)).toEqual(["Eli", "Leo", "Sam", "Ava", "Mia"]);
    expect(roster[0]?.firstName).toBe("Mia");
  });
});

describe("pastSeasonView", () => {
  const season: Season = {
    id: "fall-2025",
    label: "Fall 2025",
    labelEs: null,
    firstDay: "2025-09-06",
    lastDay: "2025-11-15",
    division: "U10",
    ages: { min: 9, max: 10 },
    rosterCapacity: 11,
    practicePlan: {
      title: "Practice",
      weekdays: ["tuesday"],
      start: "18:30",
      end: "19:45",
      firstDate: "2025-09-09",
      lastDate: "2025-11-11",
      location: "Field 3",
      topics: [],
      topicsEs: [],
    },
    createdAt: "2025-08-01T00:00:00.000Z",
    archivedAt: "2025-12-01T00:00:00.000Z",
  };
  const game = (id: string, date: string) => buildEvent({ id, type: "game", date, endDate: null });
  const archive: SeasonArchive = {
    id: "fall-2025",
    archivedAt: "2025-12-01T00:00:00.000Z",
    events: [game("game-b", "2025-10-04T14:00:00.000Z"), game("game-a", "2025-09-20T14:00:00.000Z")],
    posts: [],
    roster: [
      { firstName: "Mia", jerseyNumber: null },
      { firstName: "Eli", jerseyNumber: 3 },
    ],
    volunteers: [],
  };

  it("answers the games as played and the roster in jersey order", () => {
    const view = pastSeasonView(season, archive);
    expect(view.games.map((g) => g.id)).toEqual(["game-a", "game-b"]);
    expect(view.roster.map((p) => p.firstName)).toEqual(["Eli", "Mia"]);
  });
});
