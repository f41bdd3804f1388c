import { describe, expect, it } from "vitest";
import type { Player } from "../../../lib/schemas/players";
import {
  NEW_PLAYER_FORM,
  parseJerseyNumber,
  playerToFormValues,
  validatePlayerForm,
  type PlayerFormValues,
} from "./player-form";

const form = (overrides: Partial<PlayerFormValues>): PlayerFormValues => ({
  ...NEW_PLAYER_FORM,
  firstName: "Mia",
  ...overrides,
});

describe("parseJerseyNumber", () => {
  it.each([
    { text: "7", expected: 7 },
    { text: " 12 ", expected: 12 },
    { text: "", expected: null },
    { text: "abc", expected: null },
    { text: "7.5", expected: 7.5 },
    { text: "0", expected: 0 },
  ])("$text → $expected", ({ text, expected }) => {
    expect(parseJerseyNumber(text)).toBe(expected);
  });
});

describe("validatePlayerForm", () => {
  it.each([
    {
      name: "first name only: empty optional fields are null",
      values: form({}),
      input: { firstName: "Mia", lastName: null, jerseyNumber: null, position: null, parentId: null },
    },
    {
      name: "every field, trimmed",
      values: form({
        firstName: " Mia ",
        lastName: " Ramirez ",
        jerseyNumber: "7",
        position: "Forward",
        parentId: " Ana Ramirez, (512) 555-0100 ",
      }),
      input: {
        firstName: "Mia",
        lastName: "Ramirez",
        jerseyNumber: 7,
        position: "Forward",
        parentId: "Ana Ramirez, (512) 555-0100",
      },
    },
    { name: "jersey 1", values: form({ jerseyNumber: "1" }), input: { jerseyNumber: 1 } },
    { name: "jersey 99", values: form({ jerseyNumber: "99" }), input: { jerseyNumber: 99 } },
  ])("accepts $name", ({ values, input }) => {
    expect(validatePlayerForm(values)).toMatchObject({ ok: true, input });
  });

  it.each([
    {
      name: "no first name",
      values: form({ firstName: "  " }),
      errors: { firstName: "First name is required" },
    },
    {
      name: "jersey 0",
      values: form({ jerseyNumber: "0" }),
      errors: { jerseyNumber: "Jersey number must be between 1 and 99" },
    },
    {
      name: "jersey 100",
      values: form({ jerseyNumber: "100" }),
      errors: { jerseyNumber: "Jersey number must be between 1 and 99" },
    },
    {
      name: "jersey 7.5",
      values: form({ jerseyNumber: "7.5" }),
      errors: { jerseyNumber: "Jersey number must be a whole number" },
    },
  ])("refuses $name", ({ values, errors }) => {
    const result = validatePlayerForm(values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual(errors);
  });
});

describe("playerToFormValues", () => {
  const player: Player = {
    id: "p1",
    firstName: "Mia",
    lastName: null,
    jerseyNumber: null,
    position: null,
    parentId: null,
    seasonIds: ["fall-2025"],
    createdAt: "2025-08-01T00:00:00.000Z",
    updatedAt: "2025-08-01T00:00:00.000Z",
  };

  it.each([
    { name: "empty fields", player, expected: NEW_PLAYER_FORM },
    {
      name: "full record",
      player: {
        ...player,
        lastName: "Ramirez",
        jerseyNumber: 7,
        position: "Defender" as const,
        parentId: "Ana",
      },
      expected: {
        firstName: "Mia",
        lastName: "Ramirez",
        jerseyNumber: "7",
        position: "Defender",
        parentId: "Ana",
      },
    },
  ])("$name", ({ player: record, expected }) => {
    expect(playerToFormValues(record)).toEqual({ ...expected, firstName: "Mia" });
  });
});
