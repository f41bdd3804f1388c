import { describe, expect, it } from "vitest";
import { signupProblem, tokenFromHash, withoutSnackToken, withSnackToken } from "./snack-manage";
import { wordsFor } from "../../i18n/words";
import type { SnackTokens } from "./snack-tokens";

/** 43 characters of base64url, as 256 random bits are written. */
const SECRET = "Qm9v".repeat(11).slice(0, 43);
const TOKEN_A = `vol-a.${SECRET}`;
const TOKEN_B = `vol-b.${SECRET.replace(/Q/g, "_")}`;

describe("withSnackToken and withoutSnackToken", () => {
  it.each<{ name: string; tokens: SnackTokens; add: [string, string]; expected: SnackTokens }>([
    { name: "adds a game", tokens: {}, add: ["game-1", TOKEN_A], expected: { "game-1": TOKEN_A } },
    {
      name: "a new sign-up for the same game replaces the old token",
      tokens: { "game-1": TOKEN_A },
      add: ["game-1", TOKEN_B],
      expected: { "game-1": TOKEN_B },
    },
  ])("$name", ({ tokens, add, expected }) => {
    expect(withSnackToken(tokens, ...add)).toEqual(expected);
    expect(tokens).not.toBe(expected);
  });

  it.each<{ name: string; tokens: SnackTokens; token: string; expected: SnackTokens }>([
    {
      name: "removes the token's game",
      tokens: { "game-1": TOKEN_A, "game-2": TOKEN_B },
      token: TOKEN_A,
      expected: { "game-2": TOKEN_B },
    },
    {
      name: "an unknown token changes nothing",
      tokens: { "game-1": TOKEN_A },
      token: TOKEN_B,
      expected: { "game-1": TOKEN_A },
    },
    { name: "nothing kept", tokens: {}, token: TOKEN_A, expected: {} },
  ])("$name", ({ tokens, token, expected }) => {
    expect(withoutSnackToken(tokens, token)).toEqual(expected);
  });
});

describe("tokenFromHash", () => {
  it.each([
    { hash: "", expected: "missing" },
    { hash: "#", expected: "missing" },
    { hash: "#  ", expected: "missing" },
    { hash: `#${TOKEN_A}`, expected: { token: TOKEN_A } },
    { hash: TOKEN_B, expected: { token: TOKEN_B } },
    { hash: `#${TOKEN_A.slice(0, -5)}`, expected: "garbled" },
    { hash: `#${TOKEN_A}.`, expected: "garbled" },
    { hash: "#snack-game-2025-09-20", expected: "garbled" },
  ])("$hash", ({ hash, expected }) => {
    expect(tokenFromHash(hash)).toEqual(expected);
  });
});

describe("signupProblem", () => {
  const inEnglish = { words: wordsFor("en").snacks, kit: wordsFor("en").kit };
  const inSpanish = { words: wordsFor("es").snacks, kit: wordsFor("es").kit };
  const spent =
    "This sign-up link no longer works: the sign-up was cancelled or changed by the coach. The schedule shows who is bringing snacks now.";
  const started = "This game has started, so its sign-up can no longer be changed. Please contact the coach.";
  const limited = "Too many requests for sign-ups at once. Try again in 40 seconds.";

  it.each([
    {
      name: "no answer (offline)",
      failure: null,
      expected: {
        message: "You seem to be offline. Check your connection and try again.",
        spent: false,
        retry: true,
      },
    },
    {
      name: "a spent link, in the server's words",
      failure: { status: 404, userMessage: spent },
      expected: { message: spent, spent: true, retry: false },
    },
    {
      name: "a 404 without words (a proxy's page)",
      failure: { status: 404, userMessage: null },
      expected: {
        message: "This sign-up link no longer works. The schedule shows who is bringing snacks now.",
        spent: true,
        retry: false,
      },
    },
    {
      name: "the game has started",
      failure: { status: 409, userMessage: started },
      expected: { message: started, spent: false, retry: false },
    },
    {
      name: "a 409 without words",
      failure: { status: 409, userMessage: null },
      expected: {
        message: "This game has started, so its sign-up can no longer be changed.",
        spent: false,
        retry: false,
      },
    },
    {
      name: "too many requests, with the wait",
      failure: { status: 429, userMessage: limited },
      expected: { message: limited, spent: false, retry: true },
    },
    {
      name: "too many requests without words",
      failure: { status: 429, userMessage: null },
      expected: {
        message: "Too many requests at once. Please wait a minute and try again.",
        spent: false,
        retry: true,
      },
    },
    {
      name: "a server failure never shows its text",
      failure: { status: 502, userMessage: "The store did not answer in time." },
      expected: { message: "Something went wrong on our side. Please try again.", spent: false, retry: true },
    },
    {
      name: "a 500",
      failure: { status: 500, userMessage: null },
      expected: { message: "Something went wrong on our side. Please try again.", spent: false, retry: true },
    },
  ])("$name", ({ failure, expected }) => {
    expect(signupProblem(failure, inEnglish)).toEqual(expected);
  });

  it.each([
    { failure: null, message: "Parece que no tiene conexión. Revise su conexión e inténtelo de nuevo." },
    {
      failure: { status: 404, userMessage: null },
      message:
        "Este enlace de inscripción ya no funciona. El calendario muestra quién lleva la merienda ahora.",
    },
    {
      failure: { status: 409, userMessage: null },
      message: "Este partido ya empezó, así que su inscripción ya no se puede cambiar.",
    },
    {
      failure: { status: 429, userMessage: null },
      message: "Demasiadas solicitudes a la vez. Espere un minuto e inténtelo de nuevo.",
    },
    {
      failure: { status: 500, userMessage: null },
      message: "Algo salió mal de nuestro lado. Inténtelo de nuevo.",
    },
    {
      failure: { status: 404, userMessage: "Este enlace ya no funciona: …" },
      message: "Este enlace ya no funciona: …",
    },
  ])("in Spanish: $failure.status, the server's words or the page's", ({ failure, message }) => {
    expect(signupProblem(failure, inSpanish).message).toBe(message);
  });
});
