import { describe, expect, it } from "vitest";
import { lastNameInitial, toCoachUser, toPublicPlayer, toPublicUser } from "./projections";

describe("lastNameInitial", () => {
  it.each([
    { lastName: "Ramirez", expected: "R." },
    { lastName: "  o'Neil", expected: "O." },
    { lastName: "Ávila", expected: "Á." },
    { lastName: "", expected: null },
    { lastName: "   ", expected: null },
    { lastName: null, expected: null },
  ])("$lastName → $expected", ({ lastName, expected }) => {
    expect(lastNameInitial(lastName)).toBe(expected);
  });
});

describe("public projections", () => {
  it("keeps a player's parent contact and full last name private", () => {
    const player = {
      id: "player-01",
      firstName: "Mateo",
      lastName: "Garcia",
      jerseyNumber: 7,
      position: "Forward" as const,
      parentId: "Ana Garcia · (512) 555-0101 · ana.garcia@example.com",
      seasonIds: ["fall-2025"],
      createdAt: "2025-09-01T00:00:00.000Z",
      updatedAt: "2025-09-01T00:00:00.000Z",
    };
    expect(toPublicPlayer(player)).toEqual({
      id: "player-01",
      firstName: "Mateo",
      lastName: "G.",
      jerseyNumber: 7,
      position: "Forward",
    });
  });

  const user = {
    id: "u1",
    eventId: "game-2025-09-20",
    name: "Sam Rivera",
    email: "sam@example.com",
    phone: "(512) 555-0142",
    bringing: "Orange slices",
    manageTokenHash: "a".repeat(64),
    familyId: null,
    seasonId: "fall-2025",
    createdAt: "2025-09-01T00:00:00.000Z",
    updatedAt: null,
  };

  it("shows the public a parent's first name and last initial and what they bring, nothing else", () => {
    expect(toPublicUser(user)).toEqual({ id: "u1", name: "Sam R.", bringing: "Orange slices" });
  });

  it("shows the coach everything but the manage token's hash", () => {
    const coach = toCoachUser(user);
    expect(coach).not.toHaveProperty("manageTokenHash");
    expect(coach).toMatchObject({ name: "Sam Rivera", email: "sam@example.com", phone: "(512) 555-0142" });
  });
});
