import { describe, expect, it } from "vitest";
import { FALL_CONTEXT, springFlow, springFlowBody } from "../../../../tests/support/seasons";
import { checkSeasonStep, nextSeasonLabel, withId, withLabel, type SeasonStepValues } from "./season-step";

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
    expect(checkSeasonStep(season(), FALL_CONTEXT)).toEqual({ ok: true, input: springFlowBody().season });
  });

  it.each([
    { typed: "Primavera 2026", sent: "Primavera 2026" },
    { typed: "  Primavera 2026 ", sent: "Primavera 2026" },
    { typed: "", sent: null },
    { typed: "   ", sent: null },
  ])("sends the Spanish name $typed as $sent", ({ typed, sent }) => {
    expect(checkSeasonStep({ ...season(), labelEs: typed }, FALL_CONTEXT)).toEqual({
      ok: true,
      input: { ...springFlowBody().season, labelEs: sent },
    });
  });

  // [name, change, the input named, its message]
  it.each<[string, Partial<SeasonStepValues>, string, string]>([
    ["no name", { label: " " }, "label", "Season name is required"],
    [
      "a Spanish name too long",
      { labelEs: "P".repeat(61) },
      "labelEs",
      "Too big: expected string to have <=60 characters",
    ],
    [
      "an id with spaces",
      { id: "Spring 2026" },
      "id",
      "Use lower-case letters, digits and single hyphens, such as spring-2026",
    ],
    [
      "the current season's id",
      { id: "fall-2025" },
      "id",
      "This is the current season's id: the new season needs its own",
    ],
    ["no first day", { firstDay: "" }, "firstDay", "First day is required"],
    ["a day that does not exist", { lastDay: "2026-02-30" }, "lastDay", "Enter a date such as 2026-02-28"],
    [
      "the last day first",
      { lastDay: "2026-02-01" },
      "lastDay",
      "The last day cannot be before the first day",
    ],
    ["no division", { division: "" }, "division", "Division is required"],
    ["no youngest age", { "ages.min": "" }, "ages.min", "Youngest age is required"],
    ["a fraction of an age", { "ages.min": "9.5" }, "ages.min", "Enter a whole number"],
    ["ages out of range", { "ages.max": "20" }, "ages.max", "Ages are 3 to 19"],
    [
      "ages the wrong way round",
      { "ages.min": "10", "ages.max": "9" },
      "ages.max",
      "The oldest age cannot be under the youngest",
    ],
    ["a roster of 0", { rosterCapacity: "0" }, "rosterCapacity", "Roster size is 1 to 40"],
  ])("names the input: %s", (_, change, key, message) => {
    const result = checkSeasonStep({ ...season(), ...change }, FALL_CONTEXT);
    expect(result).toMatchObject({ ok: false, errors: { [key]: message } });
  });
});
