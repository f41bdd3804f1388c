import { describe, expect, it } from "vitest";
import { springFlow } from "../../../../tests/support/seasons";
import { checkGamesStep } from "./games-step";

describe("checkGamesStep", () => {
  const games = springFlow().games;

  it.each([
    { name: "pasted CSV as it is", values: games, input: { format: "csv", text: games.csv } },
    {
      name: "an .ics file's text",
      values: {
        ...games,
        source: "ics" as const,
        ics: "BEGIN:VCALENDAR\nEND:VCALENDAR",
        icsFileName: "s.ics",
      },
      input: { format: "ics", text: "BEGIN:VCALENDAR\nEND:VCALENDAR" },
    },
    { name: "no games yet", values: { ...games, source: "none" as const }, input: null },
  ])("sends $name", ({ values, input }) => {
    expect(checkGamesStep(values)).toEqual({ ok: true, input });
  });

  it.each([
    {
      name: "nothing pasted",
      values: { ...games, csv: " \n" },
      errors: { csv: "Paste the league's schedule, or choose No games yet" },
    },
    {
      name: "a header only",
      values: { ...games, csv: "date,start,end,opponent,location\n" },
      errors: { csv: "Start with the header row, then one game per line" },
    },
    {
      name: "no file read",
      values: { ...games, source: "ics" as const },
      errors: { ics: "Choose the league's .ics file, or choose No games yet" },
    },
    {
      name: "a file too large",
      values: { ...games, source: "ics" as const, ics: "x".repeat(500_001) },
      errors: { ics: "The schedule file is too large (500 KB at most)" },
    },
  ])("refuses $name", ({ values, errors }) => {
    expect(checkGamesStep(values)).toEqual({ ok: false, errors });
  });
});
