import { describe, expect, it } from "vitest";
import { season } from "../content";
import { summarizeSeason } from "./season";

describe("summarizeSeason", () => {
  it("states the Fall 2025 season's facts", () => {
    expect(summarizeSeason(season)).toEqual({
      practiceDays: "Tuesdays and Thursdays",
      practiceTime: "6:30-7:45 PM",
      practiceCount: 20,
      firstGameDay: "2025-09-20",
      practiceSpan: "Sep 9 - Nov 13, 2025",
      gameCount: 8,
      gameDays: "7 on Saturday and 1 on Sunday",
      playerCount: 11,
    });
  });
});
