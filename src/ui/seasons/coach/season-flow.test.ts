import { describe, expect, it } from "vitest";
import { FALL_CONTEXT, fallSeason, springFlow, springFlowBody } from "../../../../tests/support/seasons";
import { checkFlow, initialFlowValues, startSeasonBody, stepNumber, stepsToFix } from "./season-flow";

describe("initialFlowValues", () => {
  it("suggests the next season like the current one, every date empty and the whole roster returning", () => {
    const plan = fallSeason().practicePlan;
    // Topics that the next season must not inherit, and the days out of the week's order.
    const fall = fallSeason({
      practicePlan: { ...plan, weekdays: ["thursday", "tuesday"], topics: ["Dribbling", "Passing"] },
    });
    expect(initialFlowValues(fall, FALL_CONTEXT.players)).toEqual({
      season: {
        label: "Spring 2026",
        labelEs: "",
        id: "spring-2026",
        idFollowsLabel: true,
        firstDay: "",
        lastDay: "",
        division: "U10",
        "ages.min": "9",
        "ages.max": "10",
        rosterCapacity: "11",
      },
      roster: { returningIds: ["p-mia", "p-leo", "p-ava"], newPlayers: [] },
      practices: {
        title: "Team Practice",
        firstDate: "",
        lastDate: "",
        // In the week's order, whatever order the plan listed them in.
        weekdays: ["tuesday", "thursday"],
        start: "18:30",
        end: "19:45",
        location: "Hays Youth Sports Complex, Field 5 West",
        topics: "",
        topicsEs: "",
      },
      games: { source: "csv", csv: "", ics: "", icsFileName: "" },
    });
  });
});

describe("the whole body", () => {
  it("builds the body of POST /api/seasons from every step", () => {
    const check = checkFlow(springFlow(), FALL_CONTEXT);
    expect(stepsToFix(check)).toEqual([]);
    expect(startSeasonBody(check, FALL_CONTEXT)).toEqual(springFlowBody());
  });

  it("says which steps still need something, and builds no body until they pass", () => {
    const values = springFlow();
    const check = checkFlow(
      { ...values, season: { ...values.season, rosterCapacity: "2" }, games: { ...values.games, csv: "" } },
      FALL_CONTEXT,
    );
    // Three players for a roster of 2: the roster step is the one to change.
    expect(stepsToFix(check)).toEqual(["roster", "games"]);
    expect(startSeasonBody(check, FALL_CONTEXT)).toBeNull();
  });

  it("numbers the steps as the coach sees them", () => {
    expect(stepNumber("season")).toBe(1);
    expect(stepNumber("review")).toBe(5);
  });
});
