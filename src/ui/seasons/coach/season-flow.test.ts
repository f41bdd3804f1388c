import { describe, expect, it } from "vitest";
import type { PublicSeason, SeasonStartPreview } from "../../../lib/schemas/seasons";
import {
  checkFlow,
  checkGamesStep,
  checkPracticeStep,
  checkRosterStep,
  checkSeasonStep,
  countPractices,
  describeProblem,
  describeWeekdays,
  formatDateSpan,
  formatLocalDate,
  formatLocalTime,
  gameTimeText,
  initialFlowValues,
  newPlayerRow,
  nextSeasonLabel,
  parseWholeNumber,
  placeIssues,
  problemsByStep,
  rosterStepKeys,
  startedSentence,
  startSeasonBody,
  startSentence,
  stepNumber,
  stepsToFix,
  topicLines,
  withId,
  withLabel,
  type FlowContext,
  type FlowValues,
  type NewPlayerRow,
  type PracticeStepValues,
} from "./season-flow";

const FALL: PublicSeason = {
  id: "fall-2025",
  label: "Fall 2025",
  firstDay: "2025-09-09",
  lastDay: "2025-11-15",
  division: "U10",
  ages: { min: 9, max: 10 },
  rosterCapacity: 11,
  practicePlan: {
    title: "Team Practice",
    firstDate: "2025-09-09",
    lastDate: "2025-11-13",
    weekdays: ["thursday", "tuesday"],
    start: "18:30",
    end: "19:45",
    location: "Hays Youth Sports Complex, Field 5 West",
    topics: ["Dribbling", "Passing"],
  },
};

const CONTEXT: FlowContext = {
  currentSeasonId: "fall-2025",
  players: [
    { id: "p-mia", firstName: "Mia", lastName: "Ramirez", jerseyNumber: 7 },
    { id: "p-leo", firstName: "Leo", lastName: "Chen", jerseyNumber: 10 },
    { id: "p-ava", firstName: "Ava", lastName: null, jerseyNumber: null },
  ],
};

/** The flow as a coach fills it for Spring 2026: dates typed, one new player, a pasted schedule. */
function filled(): FlowValues {
  const values = initialFlowValues(FALL, CONTEXT.players);
  return {
    season: { ...values.season, firstDay: "2026-03-01", lastDay: "2026-05-31" },
    roster: {
      returningIds: ["p-mia", "p-ava"],
      newPlayers: [{ ...newPlayerRow("n1"), firstName: "Noah", jerseyNumber: "12", position: "Defender" }],
    },
    practices: {
      ...values.practices,
      firstDate: "2026-03-03",
      lastDate: "2026-05-07",
      topics: "Dribbling\n\nPassing\n",
    },
    games: {
      source: "csv",
      csv: "date,start,end,opponent,location\n2026-03-07,09:00,10:00,Austin Arrows,Field 3",
      ics: "",
      icsFileName: "",
    },
  };
}

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

describe("initialFlowValues", () => {
  it("suggests the next season like the current one, every date empty and the whole roster returning", () => {
    expect(initialFlowValues(FALL, CONTEXT.players)).toEqual({
      season: {
        label: "Spring 2026",
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
      },
      games: { source: "csv", csv: "", ics: "", icsFileName: "" },
    });
  });

  it("lets the id follow the name until the coach types one, and again once it is emptied", () => {
    const { season } = initialFlowValues(FALL, []);
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
  const season = () => filled().season;

  it("builds the body's season", () => {
    expect(checkSeasonStep(season(), CONTEXT)).toEqual({
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
    const result = checkSeasonStep({ ...season(), ...change }, CONTEXT);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[key]).toBe(message);
  });
});

describe("checkRosterStep", () => {
  const row = (changes: Partial<NewPlayerRow>, key = "n"): NewPlayerRow => ({
    ...newPlayerRow(key),
    firstName: "Noah",
    ...changes,
  });

  it("sends the returning players in roster order and the new ones with blanks as null", () => {
    const result = checkRosterStep(
      {
        returningIds: ["p-ava", "p-mia"],
        newPlayers: [row({ lastName: " ", parentId: " Dad, 512-555-0101 " })],
      },
      CONTEXT,
      11,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        returningPlayerIds: ["p-mia", "p-ava"],
        newPlayers: [
          {
            firstName: "Noah",
            lastName: null,
            jerseyNumber: null,
            position: null,
            parentId: "Dad, 512-555-0101",
          },
        ],
      },
    });
  });

  it.each([
    {
      name: "no first name",
      rows: [row({ firstName: " " })],
      key: "newPlayers.0.firstName",
      message: "First name is required",
    },
    {
      name: "jersey 0",
      rows: [row({ jerseyNumber: "0" })],
      key: "newPlayers.0.jerseyNumber",
      message: "Jersey number must be between 1 and 99",
    },
    {
      name: "jersey 100",
      rows: [row({ jerseyNumber: "100" })],
      key: "newPlayers.0.jerseyNumber",
      message: "Jersey number must be between 1 and 99",
    },
    {
      name: "a returning player's number",
      rows: [row({ jerseyNumber: "7" })],
      key: "newPlayers.0.jerseyNumber",
      message: "#7 is already Mia Ramirez's number",
    },
    {
      name: "another new player's number",
      rows: [row({ firstName: "Zoe", jerseyNumber: "12" }, "a"), row({ jerseyNumber: "12" }, "b")],
      key: "newPlayers.1.jerseyNumber",
      message: "#12 is already Zoe's number",
    },
  ])("names the input: $name", ({ rows, key, message }) => {
    const result = checkRosterStep({ returningIds: ["p-mia"], newPlayers: rows }, CONTEXT, 11);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[key]).toBe(message);
  });

  it("frees the number of a player who leaves", () => {
    const result = checkRosterStep(
      { returningIds: ["p-leo"], newPlayers: [row({ jerseyNumber: "7" })] },
      CONTEXT,
      11,
    );
    expect(result.ok).toBe(true);
  });

  it("keeps the roster within its size", () => {
    const result = checkRosterStep(
      { returningIds: ["p-mia", "p-leo", "p-ava"], newPlayers: [row({}, "a")] },
      CONTEXT,
      3,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        newPlayers:
          "The roster size is 3, and 4 players are listed. Let fewer return, or raise the roster size in step 1.",
      },
    });
  });

  it("lists the inputs in screen order, a row's included", () => {
    expect(rosterStepKeys({ returningIds: [], newPlayers: [row({})] })).toEqual([
      "returningIds",
      "newPlayers.0.firstName",
      "newPlayers.0.lastName",
      "newPlayers.0.jerseyNumber",
      "newPlayers.0.position",
      "newPlayers.0.parentId",
      "newPlayers",
    ]);
  });
});

describe("the practice plan", () => {
  const practices = (changes: Partial<PracticeStepValues> = {}): PracticeStepValues => ({
    ...filled().practices,
    ...changes,
  });

  it("builds the body's plan, topics from the lines typed", () => {
    expect(checkPracticeStep(practices())).toEqual({
      ok: true,
      input: {
        title: "Team Practice",
        firstDate: "2026-03-03",
        lastDate: "2026-05-07",
        weekdays: ["tuesday", "thursday"],
        start: "18:30",
        end: "19:45",
        location: "Hays Youth Sports Complex, Field 5 West",
        topics: ["Dribbling", "Passing"],
      },
    });
  });

  it.each([
    {
      name: "no day",
      change: { weekdays: [] },
      key: "weekdays",
      message: "Choose at least one practice day",
    },
    { name: "no start", change: { start: "" }, key: "start", message: "Start time is required" },
    {
      name: "an end before the start",
      change: { end: "18:00" },
      key: "end",
      message: "End time must be after the start time",
    },
    {
      name: "no first date",
      change: { firstDate: "" },
      key: "firstDate",
      message: "First practice is required",
    },
    {
      name: "the last date first",
      change: { lastDate: "2026-03-01" },
      key: "lastDate",
      message: "The last practice cannot be before the first",
    },
    {
      name: "no practice day between the dates",
      change: { firstDate: "2026-03-04", lastDate: "2026-03-04" },
      key: "weekdays",
      message: "No practice day falls between the first and the last practice",
    },
    {
      name: "no place",
      change: { location: " " },
      key: "location",
      message: "Practice location is required",
    },
    { name: "no title", change: { title: "" }, key: "title", message: "Practice title is required" },
    {
      name: "a topic too long",
      change: { topics: `Dribbling\n${"x".repeat(1994)}` },
      key: "topics",
      message: "Line 2: keep a topic to 1993 characters",
    },
  ])("names the input: $name", ({ change, key, message }) => {
    const result = checkPracticeStep(practices(change));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[key]).toBe(message);
  });

  it("reads topics one per line, blank lines left out, each with its line", () => {
    expect(topicLines(" Dribbling \r\n\nPassing\n  ")).toEqual([
      { line: 1, topic: "Dribbling" },
      { line: 3, topic: "Passing" },
    ]);
  });

  it.each([
    {
      name: "Fall 2025's plan: 20 practices",
      plan: { firstDate: "2025-09-09", lastDate: "2025-11-13" },
      expected: 20,
    },
    { name: "one Tuesday", plan: { firstDate: "2026-03-03", lastDate: "2026-03-03" }, expected: 1 },
    { name: "a Wednesday only", plan: { firstDate: "2026-03-04", lastDate: "2026-03-04" }, expected: 0 },
    { name: "the last date first", plan: { firstDate: "2026-03-10", lastDate: "2026-03-03" }, expected: 0 },
    { name: "a date missing", plan: { firstDate: "", lastDate: "2026-03-03" }, expected: 0 },
  ])("counts the practices: $name", ({ plan, expected }) => {
    expect(countPractices({ weekdays: ["tuesday", "thursday"], ...plan })).toBe(expected);
  });

  it("counts a Sunday and a Monday across the turn of a year", () => {
    expect(
      countPractices({ weekdays: ["sunday", "monday"], firstDate: "2025-12-28", lastDate: "2026-01-05" }),
    ).toBe(4);
  });

  it("names the days", () => {
    expect(describeWeekdays(["thursday", "tuesday"])).toBe("Tuesdays and Thursdays");
    expect(describeWeekdays(["monday", "wednesday", "friday"])).toBe("Mondays, Wednesdays and Fridays");
    expect(describeWeekdays(["saturday"])).toBe("Saturdays");
  });
});

describe("checkGamesStep", () => {
  const games = filled().games;

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

describe("the whole body", () => {
  it("builds the body of POST /api/seasons from every step", () => {
    const check = checkFlow(filled(), CONTEXT);
    expect(stepsToFix(check)).toEqual([]);
    expect(startSeasonBody(check, CONTEXT)).toEqual({
      currentSeasonId: "fall-2025",
      season: {
        id: "spring-2026",
        label: "Spring 2026",
        firstDay: "2026-03-01",
        lastDay: "2026-05-31",
        division: "U10",
        ages: { min: 9, max: 10 },
        rosterCapacity: 11,
      },
      practicePlan: {
        title: "Team Practice",
        firstDate: "2026-03-03",
        lastDate: "2026-05-07",
        weekdays: ["tuesday", "thursday"],
        start: "18:30",
        end: "19:45",
        location: "Hays Youth Sports Complex, Field 5 West",
        topics: ["Dribbling", "Passing"],
      },
      returningPlayerIds: ["p-mia", "p-ava"],
      newPlayers: [
        { firstName: "Noah", lastName: null, jerseyNumber: 12, position: "Defender", parentId: null },
      ],
      games: {
        format: "csv",
        text: "date,start,end,opponent,location\n2026-03-07,09:00,10:00,Austin Arrows,Field 3",
      },
    });
  });

  it("says which steps still need something, and builds no body until they pass", () => {
    const values = filled();
    const check = checkFlow(
      { ...values, season: { ...values.season, rosterCapacity: "2" }, games: { ...values.games, csv: "" } },
      CONTEXT,
    );
    // Three players for a roster of 2: the roster step is the one to change.
    expect(stepsToFix(check)).toEqual(["roster", "games"]);
    expect(startSeasonBody(check, CONTEXT)).toBeNull();
  });

  it("numbers the steps as the coach sees them", () => {
    expect(stepNumber("season")).toBe(1);
    expect(stepNumber("review")).toBe(5);
  });
});

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
    const values = filled();
    const placed = placeIssues(
      [
        { path: ["season", "label"], message: "Season name is required" },
        { path: ["season", "ages", "min"], message: "Ages are 3 to 19" },
        { path: ["newPlayers", 0, "jerseyNumber"], message: "Jersey number must be between 1 and 99" },
        { path: ["returningPlayerIds", 1], message: "Invalid id" },
        // The second topic is on line 3 (line 2 is blank).
        { path: ["practicePlan", "topics", 1], message: "Too long" },
        { path: ["practicePlan", "weekdays"], message: "Choose at least one practice day" },
        { path: ["games", "text"], message: "The schedule file is too large (500 KB at most)" },
        { path: ["currentSeasonId"], message: "Invalid id" },
        { path: "season", message: "not an issue" },
      ],
      values,
    );
    expect(placed).toEqual({
      steps: {
        season: { label: "Season name is required", "ages.min": "Ages are 3 to 19" },
        roster: {
          "newPlayers.0.jerseyNumber": "Jersey number must be between 1 and 99",
          returningIds: "Invalid id",
        },
        practices: { topics: "Line 3: Too long", weekdays: "Choose at least one practice day" },
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
      archive: {
        seasonId: "fall-2025",
        label: "Fall 2025",
        games: 8,
        finalScores: 6,
        events: 30,
        posts: 5,
        volunteers: 7,
        ...changes.archive,
      },
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
      "Spring 2026 is now the current season. Parents' pages update within a few minutes.",
    );
  });

  it.each([
    ["2026-03-07", "Sat, Mar 7, 2026"],
    ["2025-12-28", "Sun, Dec 28, 2025"],
    ["2026-02-30", "2026-02-30"],
  ])("dates %s as %s", (date, text) => {
    expect(formatLocalDate(date)).toBe(text);
  });

  it.each([
    ["00:05", "12:05 AM"],
    ["09:00", "9:00 AM"],
    ["12:30", "12:30 PM"],
    ["18:30", "6:30 PM"],
  ])("times %s as %s", (time, text) => {
    expect(formatLocalTime(time)).toBe(text);
  });

  it("gives a game's time, or Time TBA", () => {
    expect(gameTimeText({ start: "09:00", end: "10:00" })).toBe("9:00 AM - 10:00 AM");
    expect(gameTimeText({ start: "09:00", end: null })).toBe("9:00 AM");
    expect(gameTimeText({ start: null, end: null })).toBe("Time TBA");
  });

  it("gives a span of dates, the year once when it is the same", () => {
    expect(formatDateSpan("2026-03-01", "2026-05-31")).toBe("Mar 1 - May 31, 2026");
    expect(formatDateSpan("2025-12-01", "2026-02-28")).toBe("Dec 1, 2025 - Feb 28, 2026");
  });

  it("reads whole numbers only", () => {
    expect(parseWholeNumber(" 11 ")).toBe(11);
    expect(parseWholeNumber("")).toBeNull();
    expect(parseWholeNumber("7.5")).toBeNull();
    expect(parseWholeNumber("-1")).toBeNull();
  });
});
