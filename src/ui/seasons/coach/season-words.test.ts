import { describe, expect, it } from "vitest";
import type { SeasonStartPreview } from "../../../lib/schemas/seasons";
import { FALL_ARCHIVE } from "../../../../tests/support/seasons";
import type { StepId } from "./season-flow";
import { gameTimeText, startedSentence, startSentence, stepsInWords } from "./season-words";

describe("words", () => {
  const preview = (changes: {
    archive?: Partial<SeasonStartPreview["archive"]>;
    returning?: number;
    leaving?: number;
    added?: number;
    practices?: number;
    games?: number;
  }): Pick<SeasonStartPreview, "archive" | "roster" | "practices" | "games"> => {
    const players = (n: number) =>
      Array.from({ length: n }, (_, index) => ({
        id: `p${String(index)}`,
        firstName: "P",
        jerseyNumber: null,
      }));
    return {
      archive: { ...FALL_ARCHIVE, ...changes.archive },
      roster: {
        returning: players(changes.returning ?? 9),
        leaving: players(changes.leaving ?? 2),
        added: players(changes.added ?? 1).map(({ firstName, jerseyNumber }) => ({
          firstName,
          jerseyNumber,
        })),
      },
      practices: { count: changes.practices ?? 20, first: null, last: null },
      games: Array.from({ length: changes.games ?? 8 }, (_, index) => ({
        line: index + 2,
        date: "2026-03-07",
        start: null,
        end: null,
        opponent: "Arrows",
        location: null,
      })),
    };
  };

  it.each([
    {
      name: "the usual start",
      changes: {},
      sentence:
        "Fall 2025 moves to Past seasons with its 8 games, 5 posts and scores; 9 players return, 2 leave the roster, 1 joins; 20 practices and 8 games are added.",
    },
    {
      name: "ones",
      changes: {
        archive: { games: 1, posts: 1, finalScores: 0 },
        returning: 1,
        leaving: 1,
        added: 2,
        practices: 1,
        games: 1,
      },
      sentence:
        "Fall 2025 moves to Past seasons with its 1 game and 1 post; 1 player returns, 1 leaves the roster, 2 join; 1 practice and 1 game are added.",
    },
    {
      name: "nothing to keep, nobody back, no games",
      changes: {
        archive: { games: 0, posts: 0, finalScores: 0 },
        returning: 0,
        leaving: 0,
        added: 0,
        practices: 1,
        games: 0,
      },
      sentence: "Fall 2025 moves to Past seasons; no player returns; 1 practice is added.",
    },
  ])("says what starting does: $name", ({ changes, sentence }) => {
    expect(startSentence(preview(changes))).toBe(sentence);
  });

  it("says the season started and that parents' pages follow", () => {
    expect(startedSentence("Spring 2026")).toBe(
      "Spring 2026 is now the current season. Parents' pages update within about 15 minutes: Site updates says when.",
    );
  });

  it("gives a game's time, or Time TBA", () => {
    expect(gameTimeText({ start: "09:00", end: "10:00" })).toBe("9:00 AM - 10:00 AM");
    expect(gameTimeText({ start: "09:00", end: null })).toBe("9:00 AM");
    expect(gameTimeText({ start: null, end: null })).toBe("Time TBA");
  });

  it("lists what starting does in the locale given", () => {
    expect(startSentence(preview({}), "es")).toBe(
      "Fall 2025 moves to Past seasons with its 8 games, 5 posts y scores; 9 players return, 2 leave the roster, 1 joins; 20 practices y 8 games are added.",
    );
  });

  it.each<{ steps: StepId[]; text: string }>([
    { steps: ["games"], text: "step 4 (Games)" },
    { steps: ["season", "games"], text: "step 1 (Season) and step 4 (Games)" },
    {
      steps: ["season", "roster", "practices"],
      text: "step 1 (Season), step 2 (Roster) and step 3 (Practices)",
    },
  ])("names the steps: $text", ({ steps, text }) => {
    expect(stepsInWords(steps)).toBe(text);
  });
});
