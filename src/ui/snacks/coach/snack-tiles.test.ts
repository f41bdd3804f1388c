import { describe, expect, it } from "vitest";
import { gamesByDate, snackTiles } from "./snack-tiles";

const event = (id: string, date: string, type: "practice" | "game" = "practice") => ({
  id,
  type,
  date,
  endDate: null,
});

describe("snackTiles and gamesByDate", () => {
  const events = [
    { ...event("g2", "2025-09-27T15:30:00.000Z", "game"), snackParentId: null, status: "scheduled" as const },
    { ...event("g1", "2025-09-20T14:00:00.000Z", "game"), snackParentId: "u1", status: "scheduled" as const },
    { ...event("p1", "2025-09-16T23:30:00.000Z"), snackParentId: null, status: "scheduled" as const },
    { ...event("g3", "2025-10-04T13:30:00.000Z", "game"), snackParentId: "u2", status: "scheduled" as const },
  ];

  it("counts games only", () => {
    expect(snackTiles(events)).toEqual({ covered: 2, needVolunteers: 1, total: 3 });
    expect(snackTiles([])).toEqual({ covered: 0, needVolunteers: 0, total: 0 });
  });

  it("does not ask volunteers for a called-off game", () => {
    const calledOff = events.map((game) =>
      game.id === "g2" ? { ...game, status: "cancelled" as const } : game,
    );
    expect(snackTiles(calledOff)).toEqual({ covered: 2, needVolunteers: 0, total: 3 });
  });

  it("lists games by date", () => {
    expect(gamesByDate(events).map((e) => e.id)).toEqual(["g1", "g2", "g3"]);
  });
});
