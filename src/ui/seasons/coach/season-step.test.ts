import { describe, expect, it } from "vitest";
import { FALL_CONTEXT, springFlow } from "../../../../tests/support/seasons";
import { checkSeasonStep, nextSeasonLabel, withId, withLabel } from "./season-step";

describe("nextSeasonLabel", () => {
  it.each([
    ["Fall 2025", "Spring 2026"],
    ["Spring 2026", "Fall 2026"],
    ["Summer 2026", "Fall 2026"],
    ["Winter 2026", "Spring 2026"],
    ["Autumn 2025", "Spring 2026"],
    ["U10 Fall 2025", "U10 Spring 2026"],
    ["2025 Fall", "2026 Spring"],
    ["FALL 2025", "SPRING 2026"],
    ["fall 2025", "spring 2026"],
    ["Fall '25 (U10)", "Spring '26 (U10)"],
    ["2025 Season", "2026 Season"],
    ["Fall", ""],
    ["", ""],
  ])("%s → %s", (label, next) => {
    expect(nextSeasonLabel(label)).toBe(next);
  });
});

describe("the season id", () => {
  it("lets the id follow the name until the coach types one, and again once it is emptied", () => {
    const { season } = springFlow();
    const renamed = withLabel(season, "Spring 2026 (U10)");
    expect(renamed.id).toBe("spring-2026-u10");
    const own = withId(renamed, "spring-26");
    expect(withLabel(own, "Spring 2026").id).toBe("spring-26");
    const emptied = withId(own, "");
    expect(emptied).toMatchObject({ id: "", idFollowsLabel: true });
    expect(withLabel(emptied, "Spring 2026").id).toBe("spring-2026");
  });
});

describe("checkSeasonStep", () => {
  const season = () => springFlow().season;

  it("builds the body's season", () => {
    expect(checkSeasonStep(season(), FALL_CONTEXT)).toEqual({
      ok: true,
      input: {
        id: "spring-2026",
        label: "Spring 2026",
        firstDay: "2026-03-01",
        lastDay: "2026-05-31",
        division: "U10",
        ages: { min: 9, max: 10 },
        rosterCapacity: 11,
      },
    });
  });

  it.each([
    { name: "no name", change: { label: " " }, key: "label", message: "Season name is required" },
    {
      name: "an id with spaces",
      change: { id: "Spring 2026" },
      key: "id",
      message: "Use lower-case letters, digits and single hyphens, such as spring-2026",
    },
    {
      name: "the current season's id",
      change: { id: "fall-2025" },
      key: "id",
      message: "This is the current season's id: the new season needs its own",
    },
    { name: "no first day", change: { firstDay: "" }, key: "firstDay", message: "First day is required" },
    {
      name: "a day that does not exist",
      change: { lastDay: "2026-02-30" },
      key: "lastDay",
      message: "Enter a date such as 2026-02-28",
    },
    {
      name: "the last day first",
      change: { lastDay: "2026-02-01" },
      key: "lastDay",
      message: "The last day cannot be before the first day",
    },
    { name: "no division", change: { division: "" }, key: "division", message: "Division is required" },
    {
      name: "no youngest age",
      change: { "ages.min": "" },
      key: "ages.min",
      message: "Youngest age is required",
    },
    {
      name: "a fraction of an age",
      change: { "ages.min": "9.5" },
      key: "ages.min",
      message: "Enter a whole number",
    },
    { name: "ages out of range", change: { "ages.max": "20" }, key: "ages.max", message: "Ages are 3 to 19" },
    {
      name: "ages the wrong way round",
      change: { "ages.min": "10", "ages.max": "9" },
      key: "ages.max",
      message: "The oldest age cannot be under the youngest",
    },
    {
      name: "a roster of 0",
      change: { rosterCapacity: "0" },
      key: "rosterCapacity",
      message: "Roster size is 1 to 40",
    },
  ])("names the input: $name", ({ change, key, message }) => {
    const result = checkSeasonStep({ ...season(), ...change }, FALL_CONTEXT);
    expect(result).toMatchObject({ ok: false, errors: { [key]: message } });
  });
});
