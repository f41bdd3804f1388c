import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ManageTokenSchema } from "../../lib/schemas/snacks";
import { isManageToken, manageLink, parseSnackTokens, snackRow, tokenVolunteerId } from "./snack-tokens";

/** 43 characters of base64url, as 256 random bits are written. */
const SECRET = "Qm9v".repeat(11).slice(0, 43);
const TOKEN_A = `vol-a.${SECRET}`;
const TOKEN_B = `3f2b9c1e-0d4a-4f6e-9b7a-2c8d1e5f6a7b.${SECRET.replace(/Q/g, "_")}`;

describe("isManageToken", () => {
  it.each([
    { name: "a seeded-style id", value: TOKEN_A, expected: true },
    { name: "a UUID id", value: TOKEN_B, expected: true },
    { name: "a secret with - and _", value: `v1.${"-_".repeat(21)}a`, expected: true },
    { name: "a secret one character short", value: `v1.${SECRET.slice(1)}`, expected: false },
    { name: "a secret one character long", value: `v1.${SECRET}x`, expected: false },
    { name: "no id", value: `.${SECRET}`, expected: false },
    { name: "no period", value: `v1${SECRET}`, expected: false },
    { name: "an id of 65 characters", value: `${"a".repeat(65)}.${SECRET}`, expected: false },
    { name: "a space inside", value: `v1 .${SECRET}`, expected: false },
    { name: "percent-encoding", value: `v1.${SECRET.slice(3)}%2F`, expected: false },
    { name: "a number", value: 7, expected: false },
    { name: "null", value: null, expected: false },
  ])("$name: $expected", ({ value, expected }) => {
    expect(isManageToken(value)).toBe(expected);
  });

  it("agrees with the schema the API checks tokens with", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(
              fc.stringMatching(/^[\w.-]{0,66}$/),
              fc.constantFrom(".", ""),
              fc.stringMatching(/^[\w-]{41,45}$/),
            )
            .map((parts) => parts.join("")),
        ),
        (value) => {
          expect(isManageToken(value)).toBe(ManageTokenSchema.safeParse(value).success);
        },
      ),
    );
  });
});

describe("tokenVolunteerId and manageLink", () => {
  it.each([
    { token: TOKEN_A, id: "vol-a" },
    { token: TOKEN_B, id: "3f2b9c1e-0d4a-4f6e-9b7a-2c8d1e5f6a7b" },
  ])("$id", ({ token, id }) => {
    expect(tokenVolunteerId(token)).toBe(id);
    expect(manageLink(token)).toBe(`/snacks/manage#${token}`);
    expect(manageLink(token, "/es/snacks/manage")).toBe(`/es/snacks/manage#${token}`);
  });
});

describe("parseSnackTokens", () => {
  it.each([
    { name: "nothing stored", stored: null, expected: {} },
    { name: "an empty object", stored: "{}", expected: {} },
    {
      name: "two games",
      stored: JSON.stringify({ "game-2025-09-20": TOKEN_A, "game-2025-09-27": TOKEN_B }),
      expected: { "game-2025-09-20": TOKEN_A, "game-2025-09-27": TOKEN_B },
    },
    {
      name: "values that are not tokens are left out",
      stored: JSON.stringify({ "game-1": TOKEN_A, "game-2": 7, "game-3": "v1.short", "game-4": null }),
      expected: { "game-1": TOKEN_A },
    },
    { name: "not JSON", stored: "{game-1:", expected: {} },
    { name: "a list", stored: JSON.stringify([TOKEN_A]), expected: {} },
    { name: "a string", stored: JSON.stringify(TOKEN_A), expected: {} },
    { name: "null as JSON", stored: "null", expected: {} },
  ])("$name", ({ stored, expected }) => {
    expect(parseSnackTokens(stored)).toEqual(expected);
  });

  it("reads back what was written", () => {
    const tokens = { "game-1": TOKEN_A, "game-2": TOKEN_B };
    expect(parseSnackTokens(JSON.stringify(tokens))).toEqual(tokens);
  });
});

describe("snackRow", () => {
  const volunteers = [
    { id: "vol-a", name: "María G.", bringing: "Orange slices" },
    { id: "vol-c", name: "Sam R.", bringing: null },
  ];
  const mine = { "game-1": TOKEN_A };

  it.each([
    {
      name: "open",
      game: { id: "game-1", snackParentId: null },
      tokens: mine,
      expected: { token: null, covered: false, name: null, bringing: null },
    },
    {
      name: "this phone's sign-up",
      game: { id: "game-1", snackParentId: "vol-a" },
      tokens: mine,
      expected: { token: TOKEN_A, covered: true, name: "María G.", bringing: "Orange slices" },
    },
    {
      name: "this phone's sign-up before the names have loaded",
      game: { id: "game-1", snackParentId: "vol-a" },
      tokens: mine,
      users: [],
      expected: { token: TOKEN_A, covered: true, name: null, bringing: null },
    },
    {
      name: "covered by another family (this phone's token was spent: the coach reassigned it)",
      game: { id: "game-1", snackParentId: "vol-c" },
      tokens: mine,
      expected: { token: null, covered: true, name: "Sam R.", bringing: null },
    },
    {
      name: "a token kept for another game does not count",
      game: { id: "game-2", snackParentId: "vol-a" },
      tokens: mine,
      expected: { token: null, covered: true, name: "María G.", bringing: "Orange slices" },
    },
    {
      name: "covered by a volunteer not listed (yet)",
      game: { id: "game-3", snackParentId: "vol-z" },
      tokens: {},
      expected: { token: null, covered: true, name: null, bringing: null },
    },
    {
      name: "a public answer without bringing (a cached copy from before)",
      game: { id: "game-3", snackParentId: "vol-old" },
      tokens: {},
      users: [{ id: "vol-old", name: "Ana G." }],
      expected: { token: null, covered: true, name: "Ana G.", bringing: null },
    },
  ])("$name", ({ game, tokens, users, expected }) => {
    expect(snackRow(game, users ?? volunteers, tokens)).toEqual(expected);
  });
});
