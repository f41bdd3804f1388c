import { describe, expect, it } from "vitest";
import { springFlow } from "../../../../tests/support/seasons";
import { describeProblem, placeIssues, problemsByStep } from "./server-answers";

describe("the server's answers", () => {
  it("puts each problem on the step that can fix it, naming the line", () => {
    const problems = [
      { area: "games" as const, line: 4, message: "Date 2026-13-01 is not a date" },
      { area: "season" as const, line: null, message: "The season overlaps Fall 2025" },
      { area: "players" as const, line: null, message: "Jersey 7 is worn twice" },
      { area: "practicePlan" as const, line: null, message: "Practices end after the season" },
      { area: "games" as const, line: 9, message: "Opponent is missing" },
    ];
    expect(problemsByStep(problems)).toEqual({
      games: [problems[0], problems[4]],
      season: [problems[1]],
      roster: [problems[2]],
      practices: [problems[3]],
    });
    expect(describeProblem(problems[0] ?? { line: null, message: "" })).toBe(
      "Line 4: Date 2026-13-01 is not a date",
    );
    expect(describeProblem({ line: null, message: "Jersey 7 is worn twice" })).toBe("Jersey 7 is worn twice");
  });

  it("puts a 400's issues on their step and input", () => {
    const values = springFlow();
    const placed = placeIssues(
      [
        { path: ["season", "label"], message: "Season name is required" },
        { path: ["season", "labelEs"], message: "Too long" },
        { path: ["season", "ages", "min"], message: "Ages are 3 to 19" },
        { path: ["newPlayers", 0, "jerseyNumber"], message: "Jersey number must be between 1 and 99" },
        { path: ["returningPlayerIds", 1], message: "Invalid id" },
        // The second topic is on line 3 (line 2 is blank).
        { path: ["practicePlan", "topics", 1], message: "Too long" },
        { path: ["practicePlan", "topicsEs", 0], message: "Too long" },
        { path: ["practicePlan", "weekdays"], message: "Choose at least one practice day" },
        { path: ["games", "text"], message: "The schedule file is too large (500 KB at most)" },
        { path: ["currentSeasonId"], message: "Invalid id" },
        { path: "season", message: "not an issue" },
      ],
      values,
    );
    expect(placed).toEqual({
      steps: {
        season: { label: "Season name is required", labelEs: "Too long", "ages.min": "Ages are 3 to 19" },
        roster: {
          "newPlayers.0.jerseyNumber": "Jersey number must be between 1 and 99",
          returningIds: "Invalid id",
        },
        practices: {
          topics: "Line 3: Too long",
          topicsEs: "Line 1: Too long",
          weekdays: "Choose at least one practice day",
        },
        games: { csv: "The schedule file is too large (500 KB at most)" },
      },
      other: ["Invalid id"],
    });
    expect(
      placeIssues([{ path: ["games", "text"], message: "x" }], {
        ...values,
        games: { ...values.games, source: "ics" },
      }).steps,
    ).toEqual({
      games: { ics: "x" },
    });
    expect(placeIssues(undefined, values)).toEqual({ steps: {}, other: [] });
  });
});
