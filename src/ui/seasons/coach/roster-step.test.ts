import { describe, expect, it } from "vitest";
import { FALL_CONTEXT } from "../../../../tests/support/seasons";
import { checkRosterStep, newPlayerRow, rosterStepKeys, type NewPlayerRow } from "./roster-step";

describe("checkRosterStep", () => {
  const row = (changes: Partial<NewPlayerRow>, key = "n"): NewPlayerRow => ({
    ...newPlayerRow(key),
    firstName: "Noah",
    ...changes,
  });

  it("sends the returning players in roster order and the new ones with blanks as null", () => {
    const result = checkRosterStep(
      {
        returningIds: ["p-ava", "p-mia"],
        newPlayers: [row({ lastName: " ", parentId: " Dad, 512-555-0101 " })],
      },
      FALL_CONTEXT,
      11,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        returningPlayerIds: ["p-mia", "p-ava"],
        newPlayers: [
          {
            firstName: "Noah",
            lastName: null,
            jerseyNumber: null,
            position: null,
            parentId: "Dad, 512-555-0101",
          },
        ],
      },
    });
  });

  // [name, rows, the input named, its message]
  it.each<[string, NewPlayerRow[], string, string]>([
    ["no first name", [row({ firstName: " " })], "newPlayers.0.firstName", "First name is required"],
    [
      "jersey 0",
      [row({ jerseyNumber: "0" })],
      "newPlayers.0.jerseyNumber",
      "Jersey number must be between 1 and 99",
    ],
    [
      "jersey 100",
      [row({ jerseyNumber: "100" })],
      "newPlayers.0.jerseyNumber",
      "Jersey number must be between 1 and 99",
    ],
    [
      "a returning player's number",
      [row({ jerseyNumber: "7" })],
      "newPlayers.0.jerseyNumber",
      "#7 is already Mia Ramirez's number",
    ],
    [
      "another new player's number",
      [row({ firstName: "Zoe", jerseyNumber: "12" }, "a"), row({ jerseyNumber: "12" }, "b")],
      "newPlayers.1.jerseyNumber",
      "#12 is already Zoe's number",
    ],
  ])("names the input: %s", (_, rows, key, message) => {
    const result = checkRosterStep({ returningIds: ["p-mia"], newPlayers: rows }, FALL_CONTEXT, 11);
    expect(result).toMatchObject({ ok: false, errors: { [key]: message } });
  });

  it("frees the number of a player who leaves", () => {
    const result = checkRosterStep(
      { returningIds: ["p-leo"], newPlayers: [row({ jerseyNumber: "7" })] },
      FALL_CONTEXT,
      11,
    );
    expect(result.ok).toBe(true);
  });

  it("keeps the roster within its size", () => {
    const result = checkRosterStep(
      { returningIds: ["p-mia", "p-leo", "p-ava"], newPlayers: [row({}, "a")] },
      FALL_CONTEXT,
      3,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        newPlayers:
          "The roster size is 3, and 4 players are listed. Let fewer return, or raise the roster size in step 1.",
      },
    });
  });

  it("lists the inputs in screen order, a row's included", () => {
    expect(rosterStepKeys({ returningIds: [], newPlayers: [row({})] })).toEqual([
      "returningIds",
      "newPlayers.0.firstName",
      "newPlayers.0.lastName",
      "newPlayers.0.jerseyNumber",
      "newPlayers.0.position",
      "newPlayers.0.parentId",
      "newPlayers",
    ]);
  });
});
