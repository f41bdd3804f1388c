import { describe, expect, it } from "vitest";
import { parseScheduleDate } from "./game-import-checks";

describe("parseScheduleDate", () => {
  it.each([
    ["2026-03-07", "2026-03-07"],
    ["3/7/2026", "2026-03-07"],
    ["03/07/2026", "2026-03-07"],
    [" 12/31/2026 ", "2026-12-31"],
    ["2026-3-7", "2026-03-07"],
    ["2028-02-29", "2028-02-29"],
    ["2026-02-30", null],
    ["3/32/2026", null],
    ["13/1/2026", null],
    ["3/7/26", null],
    ["March 7, 2026", null],
    ["", null],
  ])("%j → %j", (value, expected) => {
    expect(parseScheduleDate(value)).toBe(expected);
  });
});
