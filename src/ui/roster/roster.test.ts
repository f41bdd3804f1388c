import { describe, expect, it } from "vitest";
import { filterPlayers, rosterStats, sortPlayers } from "./roster";

const player = (firstName: string, lastName: string | null, jerseyNumber: number | null) => ({
  firstName,
  lastName,
  jerseyNumber,
});

describe("sortPlayers", () => {
  it.each([
    {
      name: "by jersey number",
      players: [player("Ava", "B.", 10), player("Zoe", "C.", 2)],
      expected: ["Zoe", "Ava"],
    },
    {
      name: "players without a number last",
      players: [player("Ava", null, null), player("Zoe", null, 99)],
      expected: ["Zoe", "Ava"],
    },
    {
      name: "then by first name",
      players: [player("zoe", null, null), player("Ava", null, null), player("mia", null, null)],
      expected: ["Ava", "mia", "zoe"],
    },
  ])("$name", ({ players, expected }) => {
    expect(sortPlayers(players).map((p) => p.firstName)).toEqual(expected);
  });

  it("leaves its input alone", () => {
    const players = [player("B", null, 2), player("A", null, 1)];
    sortPlayers(players);
    expect(players.map((p) => p.firstName)).toEqual(["B", "A"]);
  });
});

describe("filterPlayers", () => {
  const roster = [player("Mateo", "Garcia", 7), player("Sofía", "R.", 17), player("Liam", "Nguyen", null)];
  it.each([
    { query: "", expected: ["Mateo", "Sofía", "Liam"] },
    { query: "   ", expected: ["Mateo", "Sofía", "Liam"] },
    { query: "mat", expected: ["Mateo"] },
    { query: "GARC", expected: ["Mateo"] },
    { query: "sofia", expected: ["Sofía"] },
    { query: "7", expected: ["Mateo"] },
    { query: "#17", expected: ["Sofía"] },
    { query: "1", expected: [] },
    { query: "nguyen", expected: ["Liam"] },
    { query: "zzz", expected: [] },
  ])("'$query' → $expected", ({ query, expected }) => {
    expect(filterPlayers(roster, query).map((p) => p.firstName)).toEqual(expected);
  });
});

describe("rosterStats", () => {
  it.each([
    { players: [], expected: { totalPlayers: 0, assignedJerseys: 0 } },
    {
      players: [player("A", null, 1), player("B", null, null), player("C", null, 3)],
      expected: { totalPlayers: 3, assignedJerseys: 2 },
    },
  ])("$expected", ({ players, expected }) => {
    expect(rosterStats(players)).toEqual(expected);
  });
});
