import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { fallSeason } from "../../../tests/support/seasons";
import { WEEKDAYS } from "../constants";
import { SeasonPracticePlanSchema } from "../schemas/seasons";
import {
  generatePractices,
  practiceDates,
  practicePlanProblems,
  spanishTopicProblems,
  type PracticePlanInput,
} from "./practices";
import { TEAM_ZONE } from "./time";

const topics = Array.from({ length: 20 }, (_, index) => `Topic ${String(index + 1)}`);

/** Fall 2025's plan as the season holds it (seasons.ts), with a topic for each of its 20 practices. */
function buildPlan(overrides: Partial<PracticePlanInput> = {}): PracticePlanInput {
  return { ...fallSeason().practicePlan, topics, ...overrides };
}

/** Monday/Wednesday 6:00-7:15 PM across the spring-forward change of Sun 8 Mar 2026. */
const springPlan = buildPlan({
  firstDate: "2026-03-02",
  lastDate: "2026-03-11",
  weekdays: ["monday", "wednesday"],
  start: "18:00",
  end: "19:15",
  topics: [],
});

describe("generatePractices with the Fall 2025 plan", () => {
  const practices = generatePractices(buildPlan());

  it("yields one practice per topic", () => {
    expect(practices).toHaveLength(20);
  });

  it.each([
    {
      case: "first, in CDT",
      index: 0,
      expected: {
        id: "practice-2025-09-09",
        date: "2025-09-09T23:30:00.000Z",
        endDate: "2025-09-10T00:45:00.000Z",
        notes: "Focus: Topic 1",
        notesEs: null,
      },
    },
    {
      case: "Thu 30 Oct, the last before the change",
      index: 15,
      expected: {
        id: "practice-2025-10-30",
        date: "2025-10-30T23:30:00.000Z",
        endDate: "2025-10-31T00:45:00.000Z",
        notes: "Focus: Topic 16",
        notesEs: null,
      },
    },
    {
      case: "Tue 4 Nov, the first in CST",
      index: 16,
      expected: {
        id: "practice-2025-11-04",
        date: "2025-11-05T00:30:00.000Z",
        endDate: "2025-11-05T01:45:00.000Z",
        notes: "Focus: Topic 17",
        notesEs: null,
      },
    },
    {
      case: "last, on 13 Nov",
      index: 19,
      expected: {
        id: "practice-2025-11-13",
        date: "2025-11-14T00:30:00.000Z",
        endDate: "2025-11-14T01:45:00.000Z",
        notes: "Focus: Topic 20",
        notesEs: null,
      },
    },
  ])("$case", ({ index, expected }) => {
    expect(practices[index]).toEqual({
      ...expected,
      title: "Team Practice",
      location: "Hays Youth Sports Complex, Field 5 West",
    });
  });

  it("has unique ids in date order with the topics in order", () => {
    expect(new Set(practices.map((practice) => practice.id)).size).toBe(practices.length);
    const starts = practices.map((practice) => practice.date);
    expect([...starts].sort()).toEqual(starts);
    expect(practices.map((practice) => practice.notes)).toEqual(topics.map((topic) => `Focus: ${topic}`));
  });
});

describe("generatePractices across plans and daylight-saving changes", () => {
  it.each([
    {
      case: "Mon/Wed spring 2026: CST (UTC-6) before 8 Mar, CDT (UTC-5) after",
      plan: springPlan,
      expected: [
        ["practice-2026-03-02", "2026-03-03T00:00:00.000Z", "2026-03-03T01:15:00.000Z"],
        ["practice-2026-03-04", "2026-03-05T00:00:00.000Z", "2026-03-05T01:15:00.000Z"],
        ["practice-2026-03-09", "2026-03-09T23:00:00.000Z", "2026-03-10T00:15:00.000Z"],
        ["practice-2026-03-11", "2026-03-11T23:00:00.000Z", "2026-03-12T00:15:00.000Z"],
      ],
    },
    {
      case: "Tue/Thu fall 2025: CDT until 30 Oct, CST from 4 Nov (clocks fell back Sun 2 Nov)",
      plan: buildPlan({ firstDate: "2025-10-28", lastDate: "2025-11-06", topics: [] }),
      expected: [
        ["practice-2025-10-28", "2025-10-28T23:30:00.000Z", "2025-10-29T00:45:00.000Z"],
        ["practice-2025-10-30", "2025-10-30T23:30:00.000Z", "2025-10-31T00:45:00.000Z"],
        ["practice-2025-11-04", "2025-11-05T00:30:00.000Z", "2025-11-05T01:45:00.000Z"],
        ["practice-2025-11-06", "2025-11-07T00:30:00.000Z", "2025-11-07T01:45:00.000Z"],
      ],
    },
    {
      case: "weekdays listed out of order still come in date order",
      plan: buildPlan({
        firstDate: "2025-10-28",
        lastDate: "2025-11-06",
        weekdays: ["thursday", "tuesday", "thursday"],
        topics: [],
      }),
      expected: [
        ["practice-2025-10-28", "2025-10-28T23:30:00.000Z", "2025-10-29T00:45:00.000Z"],
        ["practice-2025-10-30", "2025-10-30T23:30:00.000Z", "2025-10-31T00:45:00.000Z"],
        ["practice-2025-11-04", "2025-11-05T00:30:00.000Z", "2025-11-05T01:45:00.000Z"],
        ["practice-2025-11-06", "2025-11-07T00:30:00.000Z", "2025-11-07T01:45:00.000Z"],
      ],
    },
    {
      case: "Saturdays only across the fall-back change of Sun 1 Nov 2026",
      plan: buildPlan({
        firstDate: "2026-10-24",
        lastDate: "2026-11-07",
        weekdays: ["saturday"],
        start: "09:00",
        end: "10:00",
        topics: [],
      }),
      expected: [
        ["practice-2026-10-24", "2026-10-24T14:00:00.000Z", "2026-10-24T15:00:00.000Z"],
        ["practice-2026-10-31", "2026-10-31T14:00:00.000Z", "2026-10-31T15:00:00.000Z"],
        ["practice-2026-11-07", "2026-11-07T15:00:00.000Z", "2026-11-07T16:00:00.000Z"],
      ],
    },
    {
      case: "one day: Sun 8 Mar 2026 at 3:00 AM, the first hour of CDT",
      plan: buildPlan({
        firstDate: "2026-03-08",
        lastDate: "2026-03-08",
        weekdays: ["sunday"],
        start: "03:00",
        end: "04:00",
        topics: [],
      }),
      expected: [["practice-2026-03-08", "2026-03-08T08:00:00.000Z", "2026-03-08T09:00:00.000Z"]],
    },
    {
      case: "1:30 AM on Sun 1 Nov 2026 is the first (CDT) 1:30; 2:30 AM is CST",
      plan: buildPlan({
        firstDate: "2026-11-01",
        lastDate: "2026-11-01",
        weekdays: ["sunday"],
        start: "01:30",
        end: "02:30",
        topics: [],
      }),
      expected: [["practice-2026-11-01", "2026-11-01T06:30:00.000Z", "2026-11-01T08:30:00.000Z"]],
    },
    {
      case: "1:30 AM on Sun 2 Nov 2025 is the first (CDT) 1:30",
      plan: buildPlan({
        firstDate: "2025-11-02",
        lastDate: "2025-11-02",
        weekdays: ["sunday"],
        start: "01:30",
        end: "01:45",
        topics: [],
      }),
      expected: [["practice-2025-11-02", "2025-11-02T06:30:00.000Z", "2025-11-02T06:45:00.000Z"]],
    },
    {
      case: "a practice ending at 3:00 AM on the spring-forward night",
      plan: buildPlan({
        firstDate: "2026-03-08",
        lastDate: "2026-03-08",
        weekdays: ["sunday"],
        start: "01:30",
        end: "03:00",
        topics: [],
      }),
      expected: [["practice-2026-03-08", "2026-03-08T07:30:00.000Z", "2026-03-08T08:00:00.000Z"]],
    },
  ])("$case", ({ plan, expected }) => {
    const practices = generatePractices(plan);
    expect(practices.map((practice) => [practice.id, practice.date, practice.endDate])).toEqual(expected);
    // Whatever the offset, each practice shows the plan's wall-clock times in Kyle.
    for (const practice of practices) {
      const start = DateTime.fromISO(practice.date, { zone: TEAM_ZONE });
      expect(start.toFormat("HH:mm")).toBe(plan.start);
      expect(DateTime.fromISO(practice.endDate, { zone: TEAM_ZONE }).toFormat("HH:mm")).toBe(plan.end);
      expect(plan.weekdays).toContain(WEEKDAYS[start.weekday - 1]);
      expect(practice.id).toBe(`practice-${start.toFormat("yyyy-MM-dd")}`);
    }
  });

  it.each([
    {
      case: "fewer topics than practices: the rest get no notes",
      topics: ["Dribbling", "Passing"],
      notes: ["Focus: Dribbling", "Focus: Passing", null, null],
    },
    {
      case: "one topic per practice",
      topics: ["Dribbling", "Passing", "Shooting", "Defending"],
      notes: ["Focus: Dribbling", "Focus: Passing", "Focus: Shooting", "Focus: Defending"],
    },
    { case: "no topics", topics: [], notes: [null, null, null, null] },
    { case: "topics left out", topics: undefined, notes: [null, null, null, null] },
  ])("$case", ({ topics: planTopics, notes }) => {
    const practices = generatePractices({ ...springPlan, topics: planTopics });
    expect(practices.map((practice) => practice.notes)).toEqual(notes);
  });

  it.each([
    { case: "no Spanish topics", topicsEs: undefined, notesEs: [null, null, null, null] },
    {
      case: "a Spanish topic by position; none where null or past the list",
      topicsEs: ["Regate", null],
      notesEs: ["Enfoque: Regate", null, null, null],
    },
    {
      case: "a Spanish topic without an English one gets no notes",
      topicsEs: ["Regate", "Pases", "Tiros"],
      notesEs: ["Enfoque: Regate", "Enfoque: Pases", null, null],
    },
  ])("$case", ({ topicsEs, notesEs }) => {
    const practices = generatePractices({ ...springPlan, topics: ["Dribbling", "Passing"], topicsEs });
    expect(practices.map((practice) => practice.notesEs)).toEqual(notesEs);
  });

  it("takes a season's plan as the schema reads it, topics defaulting to none", () => {
    const plan = SeasonPracticePlanSchema.parse({
      title: "Spring practice",
      firstDate: "2026-03-02",
      lastDate: "2026-03-11",
      weekdays: ["wednesday", "monday"],
      start: "18:00",
      end: "19:15",
      location: "Hays Youth Sports Complex, Field 5 West",
    });
    const practices = generatePractices(plan);
    expect(practices).toHaveLength(4);
    expect(practices[0]).toEqual({
      id: "practice-2026-03-02",
      title: "Spring practice",
      date: "2026-03-03T00:00:00.000Z",
      endDate: "2026-03-03T01:15:00.000Z",
      location: "Hays Youth Sports Complex, Field 5 West",
      notes: null,
      notesEs: null,
    });
  });
});

describe("practicePlanProblems", () => {
  it.each([
    { case: "the Fall 2025 plan", plan: buildPlan() },
    { case: "the spring plan without topics", plan: springPlan },
    {
      case: "exactly 200 practices, every day",
      plan: buildPlan({
        firstDate: "2026-01-01",
        lastDate: "2026-07-19",
        weekdays: [...WEEKDAYS],
        topics: [],
      }),
    },
  ])("finds nothing wrong with $case", ({ plan }) => {
    expect(practicePlanProblems(plan)).toEqual([]);
  });

  it.each([
    {
      case: "last date before the first",
      plan: buildPlan({ firstDate: "2025-11-13", lastDate: "2025-09-09" }),
      problems: [
        "The last practice date, Sep 9, 2025, is before the first, Nov 13, 2025. Swap them or pick a later last date.",
      ],
    },
    {
      case: "end before start",
      plan: buildPlan({ start: "19:45", end: "18:30" }),
      problems: [
        "Practices end at 6:30 PM, which is not after they start at 7:45 PM. The end time must be later the same day.",
      ],
    },
    {
      case: "end equal to start",
      plan: buildPlan({ start: "18:30", end: "18:30" }),
      problems: [
        "Practices end at 6:30 PM, which is not after they start at 6:30 PM. The end time must be later the same day.",
      ],
    },
    {
      case: "no practice day in the range",
      plan: buildPlan({ firstDate: "2025-09-10", lastDate: "2025-09-10", topics: [] }),
      problems: [
        "No Tuesday or Thursday falls between Sep 10, 2025 and Sep 10, 2025. Choose other practice days or a longer span of dates.",
      ],
    },
    {
      case: "201 practices",
      plan: buildPlan({
        firstDate: "2026-01-01",
        lastDate: "2026-07-20",
        weekdays: [...WEEKDAYS],
        topics: [],
      }),
      problems: [
        "The plan has 201 practices. One plan may have at most 200: choose fewer days or a shorter span of dates.",
      ],
    },
    {
      case: "a span of centuries, counted without listing every day",
      plan: buildPlan({ firstDate: "2000-01-01", lastDate: "9999-12-31", topics: [] }),
      problems: [
        "The plan has 834840 practices. One plan may have at most 200: choose fewer days or a shorter span of dates.",
      ],
    },
    {
      case: "more topics than practices",
      plan: buildPlan({ lastDate: "2025-10-16", topics: [...topics.slice(0, 14)] }),
      problems: ["The plan has 12 practices but 14 topics. Remove 2 topics or add practice days."],
    },
    {
      case: "one topic too many",
      plan: { ...springPlan, topics: ["A", "B", "C", "D", "E"] },
      problems: ["The plan has 4 practices but 5 topics. Remove 1 topic or add practice days."],
    },
    {
      case: "a 2:30 AM Sunday practice on the spring-forward night",
      plan: buildPlan({
        firstDate: "2026-03-01",
        lastDate: "2026-03-15",
        weekdays: ["sunday"],
        start: "02:30",
        end: "03:30",
        topics: [],
      }),
      problems: [
        "The practice on Sunday, Mar 8, 2026 would start at 2:30 AM, a time that does not exist in Kyle " +
          "that night: the clocks spring forward from 2:00 to 3:00 AM. Choose another start time.",
      ],
    },
    {
      case: "a practice ending at 2:15 AM on the spring-forward night of 2025",
      plan: buildPlan({
        firstDate: "2025-03-09",
        lastDate: "2025-03-09",
        weekdays: ["sunday"],
        start: "01:30",
        end: "02:15",
        topics: [],
      }),
      problems: [
        "The practice on Sunday, Mar 9, 2025 would end at 2:15 AM, a time that does not exist in Kyle " +
          "that night: the clocks spring forward from 2:00 to 3:00 AM. Choose another end time.",
      ],
    },
    {
      case: "dates and times that are not ones",
      plan: buildPlan({ firstDate: "2025-02-30", lastDate: "11/13/2025", start: "6:30 PM", end: "24:00" }),
      problems: [
        'The first practice date "2025-02-30" is not a date. Use yyyy-MM-dd, e.g. 2026-03-02.',
        'The last practice date "11/13/2025" is not a date. Use yyyy-MM-dd, e.g. 2026-05-13.',
        'The practice start time "6:30 PM" is not a time. Use HH:mm, e.g. 18:30.',
        'The practice end time "24:00" is not a time. Use HH:mm, e.g. 18:30.',
      ],
    },
    {
      case: "no practice days",
      plan: buildPlan({ weekdays: [] }),
      problems: ["Choose at least one practice day."],
    },
    {
      case: "blank and overlong topics",
      plan: { ...springPlan, topics: ["Dribbling", "  ", "x".repeat(1994)] },
      problems: [
        "Topic 2 is blank. Write a topic or remove it.",
        "Topic 3 is 1994 characters long. A topic may have at most 1993.",
      ],
    },
    {
      case: "several at once, most basic first",
      plan: buildPlan({ start: "20:00", end: "19:00", lastDate: "2025-09-11", topics: ["A", "B", "C"] }),
      problems: [
        "Practices end at 7:00 PM, which is not after they start at 8:00 PM. The end time must be later the same day.",
        "The plan has 2 practices but 3 topics. Remove 1 topic or add practice days.",
      ],
    },
  ])("names $case", ({ plan, problems }) => {
    expect(practicePlanProblems(plan)).toEqual(problems);
    // The generator refuses the plan with its first problem.
    expect(() => generatePractices(plan)).toThrow(problems[0]);
  });
});

describe("spanishTopicProblems", () => {
  it.each([
    { case: "no Spanish topics", topicsEs: [], problems: [] },
    { case: "some, null where none", topicsEs: [null, "Pases"], problems: [] },
    { case: "null past the English topics", topicsEs: ["Regate", null, null], problems: [] },
    {
      case: "one past the English topics",
      topicsEs: ["Regate", null, "Tiros"],
      problems: ["Spanish topic 3 has no English topic 3. Write the English one or remove the Spanish one."],
    },
    {
      case: "one too long for the Spanish notes",
      topicsEs: ["x".repeat(1992)],
      problems: ["Spanish topic 1 is 1992 characters long. A Spanish topic may have at most 1991."],
    },
  ])("$case", ({ topicsEs, problems }) => {
    expect(spanishTopicProblems(["Dribbling", "Passing"], topicsEs)).toEqual(problems);
  });
});

describe("practiceDates", () => {
  it.each([
    {
      case: "includes both ends of the range",
      plan: { firstDate: "2025-09-09", lastDate: "2025-09-11", weekdays: ["tuesday", "thursday"] as const },
      dates: ["2025-09-09", "2025-09-11"],
    },
    {
      case: "skips days outside the weekdays",
      plan: { firstDate: "2025-09-08", lastDate: "2025-09-12", weekdays: ["wednesday"] as const },
      dates: ["2025-09-10"],
    },
    {
      case: "Sundays only, both ends",
      plan: { firstDate: "2025-09-07", lastDate: "2025-09-14", weekdays: ["sunday"] as const },
      dates: ["2025-09-07", "2025-09-14"],
    },
    {
      case: "across a year end and a leap day",
      plan: { firstDate: "2027-12-27", lastDate: "2028-03-01", weekdays: ["tuesday"] as const },
      dates: [
        "2027-12-28",
        "2028-01-04",
        "2028-01-11",
        "2028-01-18",
        "2028-01-25",
        "2028-02-01",
        "2028-02-08",
        "2028-02-15",
        "2028-02-22",
        "2028-02-29",
      ],
    },
  ])("$case", ({ plan, dates }) => {
    expect(practiceDates(plan)).toEqual(dates);
  });

  it.each([
    { case: "a range backwards", plan: { firstDate: "2025-11-13", lastDate: "2025-09-09" }, error: /before/ },
    {
      case: "an invalid date",
      plan: { firstDate: "2025-02-30", lastDate: "2025-09-09" },
      error: /not a calendar/,
    },
  ])("throws on $case", ({ plan, error }) => {
    expect(() => practiceDates({ ...plan, weekdays: ["monday"] })).toThrow(error);
  });
});
