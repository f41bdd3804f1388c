import { describe, expect, it } from "vitest";
import { playerTiles } from "./player-tiles";

describe("playerTiles: spots never below 0", () => {
  const players = (numbers: (number | null)[]) => numbers.map((jerseyNumber) => ({ jerseyNumber }));
  it.each([
    { players: players([]), expected: { total: 0, assignedJerseys: 0, spotsAvailable: 11 } },
    { players: players([7, null, 3]), expected: { total: 3, assignedJerseys: 2, spotsAvailable: 8 } },
    {
      players: players(Array.from({ length: 11 }, (_, i) => i + 1)),
      expected: { total: 11, assignedJerseys: 11, spotsAvailable: 0 },
    },
    {
      players: players(Array.from({ length: 12 }, () => null)),
      expected: { total: 12, assignedJerseys: 0, spotsAvailable: 0 },
    },
  ])("$expected.total players", ({ players: roster, expected }) => {
    expect(playerTiles(roster, 11)).toEqual(expected);
  });
});
