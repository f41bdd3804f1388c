/**
 * Starting the next season, step by step (Season, Roster, Practices, Games, Review & start): what
 * each step's inputs hold, the next season's defaults from the current one, each step's checks,
 * the body of `POST /api/seasons` they build, and the server's answers (its `problems` and a 400's
 * `issues`) put back on the step and input they are about. Inputs are named by the path the API
 * uses inside their part of the body, e.g. `"ages.min"` on the Season step, `"newPlayers.0.firstName"`
 * on the Roster step. Pure.
 */
import { LIMITS, WEEKDAYS, type Position, type Weekday } from "../../../lib/constants";
import { parseCalendarDate, utcMillis } from "../../../lib/domain/instant";
import { seasonSlug } from "../../../lib/domain/seasons";
import type { Player } from "../../../lib/schemas/records";
import {
  GameImportSchema,
  NewSeasonPlayerSchema,
  SeasonFactsSchema,
  SeasonPracticePlanSchema,
  type GameImport,
  type ImportedGame,
  type NewSeasonPlayer,
  type PublicSeason,
  type SeasonFacts,
  type SeasonPracticePlan,
  type SeasonProblem,
  type SeasonStartPreview,
  type StartSeasonInput,
} from "../../../lib/schemas/seasons";
import type { FieldErrors } from "../../kit/form/form-errors";
import { DEFAULT_LOCALE, formatDay, formatList, weekdayName } from "../../kit/words";
import { parseJerseyNumber } from "../../roster/coach/player-form";
import { firstIssuePerPath, type CheckResult } from "./team-form";

export type { CheckResult };

export const FLOW_STEPS = [
  { id: "season", label: "Season" },
  { id: "roster", label: "Roster" },
  { id: "practices", label: "Practices" },
  { id: "games", label: "Games" },
  { id: "review", label: "Review & start" },
] as const;

export type StepId = (typeof FLOW_STEPS)[number]["id"];
/** The steps with inputs; Review only shows what they add up to. */
export type FormStepId = Exclude<StepId, "review">;

export const FORM_STEPS: readonly FormStepId[] = ["season", "roster", "practices", "games"];

/** The step's number as the coach sees it, e.g. `stepNumber("games")` is 4. */
export const stepNumber = (step: StepId): number => FLOW_STEPS.findIndex((item) => item.id === step) + 1;

export const stepLabel = (step: StepId): string => FLOW_STEPS.find((item) => item.id === step)?.label ?? step;

// ---------------------------------------------------------------------------------------------
// What the inputs hold

/** Step 1: the season's name and dates, as typed. */
export interface SeasonStepValues {
  label: string;
  id: string;
  /** The id follows the name until the coach types one of their own. */
  idFollowsLabel: boolean;
  /** Calendar dates, e.g. `"2026-02-28"` (what `<input type="date">` holds). */
  firstDay: string;
  lastDay: string;
  division: string;
  "ages.min": string;
  "ages.max": string;
  rosterCapacity: string;
}

/** A new player as typed, e.g. `{ firstName: "Ava", jerseyNumber: "12", position: "" … }`. */
export interface NewPlayerRow {
  /** Stays with the row while rows above it come and go. */
  key: string;
  firstName: string;
  lastName: string;
  /** As typed; empty means no number. */
  jerseyNumber: string;
  /** `""` means no position. */
  position: Position | "";
  parentId: string;
}

/** Step 2: who of the current roster returns (by id), and who joins. */
export interface RosterStepValues {
  returningIds: string[];
  newPlayers: NewPlayerRow[];
}

/** Step 3: the practice plan, as typed; topics one per line. */
export interface PracticeStepValues {
  title: string;
  firstDate: string;
  lastDate: string;
  weekdays: Weekday[];
  /** Kyle wall-clock times, e.g. `"18:30"` (what `<input type="time">` holds). */
  start: string;
  end: string;
  location: string;
  topics: string;
}

export const GAME_SOURCES = ["csv", "ics", "none"] as const;
export type GameSource = (typeof GAME_SOURCES)[number];

/** Step 4: the league's schedule, pasted as CSV or read from an .ics file, or none yet. */
export interface GamesStepValues {
  source: GameSource;
  csv: string;
  /** The .ics file's text, read in the browser. */
  ics: string;
  /** e.g. `"spring-2026.ics"`; empty until a file is read. */
  icsFileName: string;
}

export interface FlowValues {
  season: SeasonStepValues;
  roster: RosterStepValues;
  practices: PracticeStepValues;
  games: GamesStepValues;
}

/** What the checks need beyond the inputs: the season now current and its roster. */
export interface FlowContext {
  currentSeasonId: string;
  players: readonly Pick<Player, "id" | "firstName" | "lastName" | "jerseyNumber">[];
}

// ---------------------------------------------------------------------------------------------
// The next season's defaults

type Term = "spring" | "summer" | "fall" | "autumn" | "winter";

/** Which season follows each, and whether it is in the next year: Fall 2025 → Spring 2026. */
const NEXT_TERM: Record<Term, { term: Term; nextYear: boolean }> = {
  spring: { term: "fall", nextYear: false },
  summer: { term: "fall", nextYear: false },
  fall: { term: "spring", nextYear: true },
  autumn: { term: "spring", nextYear: true },
  winter: { term: "spring", nextYear: false },
};

/** `word` written the way `like` is: "Fall" → "Spring", "FALL" → "SPRING", "fall" → "spring". */
function sameCase(word: string, like: string): string {
  if (like === like.toUpperCase()) return word.toUpperCase();
  if (like.startsWith(like.charAt(0).toUpperCase())) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/**
 * The name of the season after `label`, e.g. `"Fall 2025"` → `"Spring 2026"`, `"Spring 2026"` →
 * `"Fall 2026"`, `"U10 Fall 2025"` → `"U10 Spring 2026"`; a name with only a year gets the next
 * year (`"2025 Season"` → `"2026 Season"`); anything else gives `""` for the coach to type.
 */
export function nextSeasonLabel(label: string): string {
  const yearMatch = /\b(\d{4})\b/.exec(label) ?? /'(\d{2})\b/.exec(label);
  if (!yearMatch?.[1]) return "";
  const termMatch = /\b(spring|summer|fall|autumn|winter)\b/i.exec(label);
  const term = termMatch?.[1];
  const next = term === undefined ? null : NEXT_TERM[term.toLowerCase() as Term];
  const year = Number(yearMatch[1]) + (next === null || next.nextYear ? 1 : 0);
  const yearText = yearMatch[0].startsWith("'") ? `'${String(year % 100).padStart(2, "0")}` : String(year);
  let result =
    label.slice(0, yearMatch.index) + yearText + label.slice(yearMatch.index + yearMatch[0].length);
  if (termMatch && term !== undefined && next !== null) {
    // The year and the term never overlap: the term moves only when the year before it changed length.
    const shift = termMatch.index > yearMatch.index ? yearText.length - yearMatch[0].length : 0;
    const at = termMatch.index + shift;
    result = result.slice(0, at) + sameCase(next.term, term) + result.slice(at + term.length);
  }
  return result;
}

/**
 * The flow as it opens: the next season's name and id after the current one's, the same division,
 * ages, roster size and practice plan (days, times, place, title) with every date empty, the
 * whole roster returning, no new player, and no games yet chosen.
 */
export function initialFlowValues(current: PublicSeason, players: readonly Pick<Player, "id">[]): FlowValues {
  const label = nextSeasonLabel(current.label);
  const plan = current.practicePlan;
  return {
    season: {
      label,
      id: seasonSlug(label),
      idFollowsLabel: true,
      firstDay: "",
      lastDay: "",
      division: current.division,
      "ages.min": String(current.ages.min),
      "ages.max": String(current.ages.max),
      rosterCapacity: String(current.rosterCapacity),
    },
    roster: { returningIds: players.map((player) => player.id), newPlayers: [] },
    practices: {
      title: plan.title,
      firstDate: "",
      lastDate: "",
      weekdays: WEEKDAYS.filter((day) => plan.weekdays.includes(day)),
      start: plan.start,
      end: plan.end,
      location: plan.location,
      topics: "",
    },
    games: { source: "csv", csv: "", ics: "", icsFileName: "" },
  };
}

/** The season step after the name changed: the id follows it unless the coach typed their own. */
export function withLabel(values: SeasonStepValues, label: string): SeasonStepValues {
  return values.idFollowsLabel ? { ...values, label, id: seasonSlug(label) } : { ...values, label };
}

/**
 * The season step after the coach typed an id: it no longer follows the name, unless emptied (the
 * next change of the name fills it again).
 */
export function withId(values: SeasonStepValues, id: string): SeasonStepValues {
  return { ...values, id, idFollowsLabel: id.trim() === "" };
}

// ---------------------------------------------------------------------------------------------
// Checks, step by step

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A whole number as typed, e.g. `"11"` → 11; null for empty, `"abc"` or `"7.5"`. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** A date input's problem, e.g. "First day is required"; null when it names a real day. */
function dateProblem(text: string, what: string): string | null {
  if (text.trim() === "") return `${what} is required`;
  return parseCalendarDate(text.trim()) === null ? "Enter a date such as 2026-02-28" : null;
}

/** A time input's problem, e.g. "Start time is required"; null when it is `HH:mm`. */
function timeProblem(text: string, what: string): string | null {
  if (text.trim() === "") return `${what} is required`;
  return LOCAL_TIME.test(text.trim()) ? null : "Enter a time such as 6:30 PM";
}

/** `errors` with the messages of `more` added where `errors` has none. */
function merged(errors: FieldErrors<string>, more: FieldErrors<string>): FieldErrors<string> {
  const result = { ...errors };
  for (const [key, message] of Object.entries(more)) if (message !== undefined) result[key] ??= message;
  return result;
}

const hasErrors = (errors: FieldErrors<string>): boolean =>
  Object.values(errors).some((message) => message !== undefined);

/** Step 1's inputs in screen order. */
export const SEASON_STEP_KEYS = [
  "label",
  "id",
  "firstDay",
  "lastDay",
  "division",
  "ages.min",
  "ages.max",
  "rosterCapacity",
] as const;

/**
 * Checks step 1 and builds the body's `season`, e.g. `{ id: "spring-2026", label: "Spring 2026",
 * ages: { min: 9, max: 10 }, rosterCapacity: 11, … }`. The id may not be the current season's.
 */
export function checkSeasonStep(
  values: SeasonStepValues,
  context: Pick<FlowContext, "currentSeasonId">,
): CheckResult<SeasonFacts> {
  const own: FieldErrors<string> = {};
  const whole = (key: "ages.min" | "ages.max" | "rosterCapacity", what: string): number => {
    const text = values[key].trim();
    const value = parseWholeNumber(text);
    if (text === "") own[key] = `${what} is required`;
    else if (value === null) own[key] = "Enter a whole number";
    return value ?? 0;
  };
  const ages = { min: whole("ages.min", "Youngest age"), max: whole("ages.max", "Oldest age") };
  const rosterCapacity = whole("rosterCapacity", "Roster size");
  const firstDay = dateProblem(values.firstDay, "First day");
  const lastDay = dateProblem(values.lastDay, "Last day");
  if (firstDay) own.firstDay = firstDay;
  if (lastDay) own.lastDay = lastDay;
  else if (!firstDay && values.lastDay.trim() < values.firstDay.trim()) {
    own.lastDay = "The last day cannot be before the first day";
  }
  if (own["ages.min"] === undefined && own["ages.max"] === undefined && ages.max < ages.min) {
    own["ages.max"] = "The oldest age cannot be under the youngest";
  }
  const id = values.id.trim();
  if (id !== "" && id === context.currentSeasonId) {
    own.id = "This is the current season's id: the new season needs its own";
  }
  const parsed = SeasonFactsSchema.safeParse({
    id,
    label: values.label,
    // Placeholders while a date is missing, so the other inputs are still checked.
    firstDay: firstDay ? "2000-01-01" : values.firstDay.trim(),
    lastDay: lastDay ? "2000-01-01" : values.lastDay.trim(),
    division: values.division,
    ages,
    rosterCapacity,
  });
  const errors = merged(own, parsed.success ? {} : firstIssuePerPath(parsed.error.issues));
  if (!parsed.success || hasErrors(errors)) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** Step 2's inputs in screen order (a row's, then the roster's own message). */
export function rosterStepKeys(values: RosterStepValues): string[] {
  return [
    "returningIds",
    ...values.newPlayers.flatMap((_, index) =>
      ["firstName", "lastName", "jerseyNumber", "position", "parentId"].map(
        (field) => `newPlayers.${String(index)}.${field}`,
      ),
    ),
    "newPlayers",
  ];
}

/** The most players the body may carry, returning and new alike. */
export const MAX_SEASON_PLAYERS = 40;

/** A player's name for a sentence: "Mia Ramirez (#7)". */
const playerName = (player: { firstName: string; lastName: string | null }) =>
  [player.firstName, player.lastName].filter(Boolean).join(" ");

/**
 * Checks step 2 and builds the body's `returningPlayerIds` (in roster order) and `newPlayers`.
 * Jersey numbers are 1-99 and unique across returning and new players (returning players keep
 * theirs); together they fit the roster size of step 1 when it is known.
 */
export function checkRosterStep(
  values: RosterStepValues,
  context: Pick<FlowContext, "players">,
  rosterCapacity: number | null,
): CheckResult<Pick<StartSeasonInput, "returningPlayerIds" | "newPlayers">> {
  const errors: FieldErrors<string> = {};
  const returning = context.players.filter((player) => values.returningIds.includes(player.id));
  const taken = new Map<number, string>();
  for (const player of returning) {
    if (player.jerseyNumber !== null) taken.set(player.jerseyNumber, playerName(player));
  }
  const newPlayers: NewSeasonPlayer[] = [];
  values.newPlayers.forEach((row, index) => {
    const at = (field: string) => `newPlayers.${String(index)}.${field}`;
    const jerseyNumber = parseJerseyNumber(row.jerseyNumber);
    const parsed = NewSeasonPlayerSchema.safeParse({
      firstName: row.firstName,
      lastName: row.lastName.trim() === "" ? null : row.lastName,
      jerseyNumber,
      position: row.position === "" ? null : row.position,
      parentId: row.parentId.trim() === "" ? null : row.parentId,
    });
    if (!parsed.success) {
      for (const [field, message] of Object.entries(firstIssuePerPath(parsed.error.issues))) {
        errors[at(field)] ??= message;
      }
    } else {
      newPlayers.push(parsed.data);
    }
    if (jerseyNumber !== null && Number.isInteger(jerseyNumber)) {
      const holder = taken.get(jerseyNumber);
      if (holder !== undefined) {
        errors[at("jerseyNumber")] ??= `#${String(jerseyNumber)} is already ${holder}'s number`;
      } else {
        taken.set(
          jerseyNumber,
          playerName({ firstName: row.firstName.trim() || "a new player", lastName: null }),
        );
      }
    }
  });
  const total = returning.length + values.newPlayers.length;
  if (total > MAX_SEASON_PLAYERS) {
    errors.newPlayers = `A roster holds at most ${String(MAX_SEASON_PLAYERS)} players: ${String(total)} are listed`;
  } else if (rosterCapacity !== null && total > rosterCapacity) {
    errors.newPlayers = `The roster size is ${String(rosterCapacity)}, and ${String(total)} players are listed. Let fewer return, or raise the roster size in step 1.`;
  }
  if (hasErrors(errors)) return { ok: false, errors };
  return { ok: true, input: { returningPlayerIds: returning.map((player) => player.id), newPlayers } };
}

/** An empty new player's row, keyed `key` (new to the form, e.g. from a counter). */
export const newPlayerRow = (key: string): NewPlayerRow => ({
  key,
  firstName: "",
  lastName: "",
  jerseyNumber: "",
  position: "",
  parentId: "",
});

/** Step 3's inputs in screen order. */
export const PRACTICE_STEP_KEYS = [
  "weekdays",
  "start",
  "end",
  "firstDate",
  "lastDate",
  "location",
  "title",
  "topics",
] as const;

/** The topics typed one per line, blank lines left out, each with its line, e.g. `[{ line: 1, topic: "Dribbling" }]`. */
export function topicLines(text: string): { line: number; topic: string }[] {
  return text
    .split(/\r?\n/)
    .map((topic, index) => ({ line: index + 1, topic: topic.trim() }))
    .filter((item) => item.topic !== "");
}

/** `["tuesday", "thursday"]` → `"Tuesdays and Thursdays"`, in the week's order. */
export const describeWeekdays = (weekdays: readonly Weekday[], locale = DEFAULT_LOCALE): string =>
  formatList(
    WEEKDAYS.filter((day) => weekdays.includes(day)).map((day) => `${weekdayName(day, locale)}s`),
    locale,
  );

/**
 * How many practices a plan makes: its weekdays from the first to the last date, both included,
 * e.g. Tuesdays and Thursdays from 2026-03-03 to 2026-05-07 is 20; 0 while a date is missing.
 */
export function countPractices(
  plan: Pick<PracticeStepValues, "firstDate" | "lastDate" | "weekdays">,
): number {
  const first = parseCalendarDate(plan.firstDate.trim());
  const last = parseCalendarDate(plan.lastDate.trim());
  if (!first || !last) return 0;
  const from = utcMillis(first.year, first.month, first.day) ?? 0;
  const to = utcMillis(last.year, last.month, last.day) ?? 0;
  const dayMs = 86_400_000;
  const days = Math.floor((to - from) / dayMs) + 1;
  if (days <= 0) return 0;
  // Sunday is 0 for Date, last in WEEKDAYS.
  const wanted = new Set(plan.weekdays.map((day) => (WEEKDAYS.indexOf(day) + 1) % 7));
  const firstWeekday = new Date(from).getUTCDay();
  let count = 0;
  for (let offset = 0; offset < Math.min(days, 7); offset += 1) {
    if (!wanted.has((firstWeekday + offset) % 7)) continue;
    count += Math.floor((days - 1 - offset) / 7) + 1;
  }
  return count;
}

/**
 * Checks step 3 and builds the body's `practicePlan`, topics from the lines typed, e.g.
 * `{ weekdays: ["tuesday", "thursday"], start: "18:30", end: "19:45", topics: ["Dribbling"], … }`.
 */
export function checkPracticeStep(values: PracticeStepValues): CheckResult<SeasonPracticePlan> {
  const own: FieldErrors<string> = {};
  const problems = {
    firstDate: dateProblem(values.firstDate, "First practice"),
    lastDate: dateProblem(values.lastDate, "Last practice"),
    start: timeProblem(values.start, "Start time"),
    end: timeProblem(values.end, "End time"),
  };
  for (const [key, message] of Object.entries(problems)) if (message) own[key] = message;
  if (!problems.firstDate && !problems.lastDate && values.lastDate.trim() < values.firstDate.trim()) {
    own.lastDate = "The last practice cannot be before the first";
  }
  if (!problems.start && !problems.end && values.end.trim() <= values.start.trim()) {
    own.end = "End time must be after the start time";
  }
  const topics = topicLines(values.topics);
  const tooLong = topics.find((item) => item.topic.length > LIMITS.practiceTopic);
  if (tooLong) {
    own.topics = `Line ${String(tooLong.line)}: keep a topic to ${String(LIMITS.practiceTopic)} characters`;
  } else if (topics.length > LIMITS.practices) {
    own.topics = `At most ${String(LIMITS.practices)} topics, one per line`;
  }
  if (!own.firstDate && !own.lastDate && values.weekdays.length > 0 && countPractices(values) === 0) {
    own.weekdays = "No practice day falls between the first and the last practice";
  }
  const parsed = SeasonPracticePlanSchema.safeParse({
    title: values.title,
    firstDate: problems.firstDate ? "2000-01-01" : values.firstDate.trim(),
    lastDate: problems.lastDate ? "2000-01-01" : values.lastDate.trim(),
    weekdays: WEEKDAYS.filter((day) => values.weekdays.includes(day)),
    start: problems.start ? "00:00" : values.start.trim(),
    end: problems.end ? "00:00" : values.end.trim(),
    location: values.location,
    topics: own.topics ? [] : topics.map((item) => item.topic),
  });
  const schemaErrors = parsed.success ? {} : firstIssuePerPath(parsed.error.issues);
  // A topic's issue (`topics.3`) belongs under the one topics box.
  const errors = merged(own, atTopLevel(schemaErrors));
  if (!parsed.success || hasErrors(errors)) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** `{ "topics.3": "…" }` → `{ topics: "…" }`: a message on an input of a list goes on the list. */
function atTopLevel(errors: FieldErrors<string>): FieldErrors<string> {
  const result: FieldErrors<string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const [head = key] = key.split(".");
    if (message !== undefined) result[head] ??= message;
  }
  return result;
}

/** Step 4's inputs in screen order. */
export const GAMES_STEP_KEYS = ["source", "csv", "ics"] as const;

/** The header the league's CSV starts with, as the hint shows it. */
export const CSV_HEADER = "date,start,end,opponent,location";

/**
 * Checks step 4 and builds the body's `games`: the pasted CSV or the .ics file's text as it is
 * (the server reads it and names every bad line), or null for no games yet.
 */
export function checkGamesStep(values: GamesStepValues): CheckResult<GameImport | null> {
  if (values.source === "none") return { ok: true, input: null };
  const key = values.source;
  const text = values.source === "csv" ? values.csv : values.ics;
  if (text.trim() === "") {
    return {
      ok: false,
      errors: {
        [key]:
          key === "csv"
            ? "Paste the league's schedule, or choose No games yet"
            : "Choose the league's .ics file, or choose No games yet",
      },
    };
  }
  if (key === "csv" && text.split(/\r?\n/).filter((line) => line.trim() !== "").length < 2) {
    return { ok: false, errors: { csv: "Start with the header row, then one game per line" } };
  }
  const parsed = GameImportSchema.safeParse({ format: key, text });
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    return { ok: false, errors: { [key]: first?.message ?? "This schedule cannot be read" } };
  }
  return { ok: true, input: parsed.data };
}

// ---------------------------------------------------------------------------------------------
// The whole body

export interface FlowCheck {
  season: CheckResult<SeasonFacts>;
  roster: CheckResult<Pick<StartSeasonInput, "returningPlayerIds" | "newPlayers">>;
  practices: CheckResult<SeasonPracticePlan>;
  games: CheckResult<GameImport | null>;
}

/** Every step's check, e.g. for the Review step to say which steps still need something. */
export function checkFlow(values: FlowValues, context: FlowContext): FlowCheck {
  const season = checkSeasonStep(values.season, context);
  return {
    season,
    roster: checkRosterStep(
      values.roster,
      context,
      season.ok ? season.input.rosterCapacity : parseWholeNumber(values.season.rosterCapacity),
    ),
    practices: checkPracticeStep(values.practices),
    games: checkGamesStep(values.games),
  };
}

/** The steps whose inputs do not pass yet, in order. */
export const stepsToFix = (check: FlowCheck): FormStepId[] => FORM_STEPS.filter((step) => !check[step].ok);

/**
 * The body of `POST /api/seasons` (without `dryRun`, which the call adds), or null while a step
 * does not pass.
 */
export function startSeasonBody(check: FlowCheck, context: FlowContext): StartSeasonInput | null {
  const { season, roster, practices, games } = check;
  if (!season.ok || !roster.ok || !practices.ok || !games.ok) return null;
  return {
    currentSeasonId: context.currentSeasonId,
    season: season.input,
    practicePlan: practices.input,
    returningPlayerIds: roster.input.returningPlayerIds,
    newPlayers: roster.input.newPlayers,
    games: games.input,
  };
}

// ---------------------------------------------------------------------------------------------
// The server's answers, on the steps they are about

const AREA_STEPS: Record<SeasonProblem["area"], FormStepId> = {
  season: "season",
  players: "roster",
  practicePlan: "practices",
  games: "games",
};

/** A problem as a line of text: `"Line 4: Date …"`, or the message alone when it has no line. */
export const describeProblem = (problem: Pick<SeasonProblem, "line" | "message">): string =>
  problem.line === null ? problem.message : `Line ${String(problem.line)}: ${problem.message}`;

/** The preview's problems by the step that can fix them, in the order given. */
export function problemsByStep(
  problems: readonly SeasonProblem[],
): Partial<Record<FormStepId, SeasonProblem[]>> {
  const result: Partial<Record<FormStepId, SeasonProblem[]>> = {};
  for (const problem of problems) (result[AREA_STEPS[problem.area]] ??= []).push(problem);
  return result;
}

/** A 400's `issues`, placed: each step's messages by input, and those no input can show. */
export interface PlacedIssues {
  steps: Partial<Record<FormStepId, FieldErrors<string>>>;
  other: string[];
}

/**
 * Puts a 400's `issues` (paths in the body, e.g. `["season", "label"]`, `["newPlayers", 0,
 * "jerseyNumber"]`, `["practicePlan", "topics", 2]`, `["games", "text"]`) on the step and input
 * they are about; `issues` is unchecked, so anything else is left out.
 */
export function placeIssues(issues: unknown, values: FlowValues): PlacedIssues {
  const placed: PlacedIssues = { steps: {}, other: [] };
  const put = (step: FormStepId, key: string, message: string) => {
    const errors = (placed.steps[step] ??= {});
    errors[key] ??= message;
  };
  const topics = topicLines(values.practices.topics);
  for (const [path, message] of Object.entries(firstIssuePerPath(issues))) {
    if (message === undefined) continue;
    const [head = "", ...rest] = path.split(".");
    const tail = rest.join(".");
    if (head === "season" && tail !== "") {
      put("season", tail, message);
    } else if (head === "practicePlan" && rest[0] === "topics" && rest[1] !== undefined) {
      const line = topics[Number(rest[1])]?.line;
      put("practices", "topics", line === undefined ? message : `Line ${String(line)}: ${message}`);
    } else if (head === "practicePlan" && rest[0] !== undefined) {
      put("practices", rest[0], message);
    } else if (head === "newPlayers") {
      put("roster", rest.length >= 2 ? path : "newPlayers", message);
    } else if (head === "returningPlayerIds") {
      put("roster", "returningIds", message);
    } else if (head === "games") {
      put("games", values.games.source === "ics" ? "ics" : "csv", message);
    } else {
      placed.other.push(message);
    }
  }
  return placed;
}

// ---------------------------------------------------------------------------------------------
// Words

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/**
 * What starting the season does, in one sentence for the confirmation, e.g. "Fall 2025 moves to
 * Past seasons with its 8 games, 5 posts and scores; 9 players return, 2 leave the roster, 1
 * joins; 20 practices and 8 games are added."
 */
export function startSentence(
  preview: Pick<SeasonStartPreview, "archive" | "roster" | "practices" | "games">,
  locale = DEFAULT_LOCALE,
): string {
  const { archive, roster } = preview;
  const kept = [
    ...(archive.games > 0 ? [count(archive.games, "game", "games")] : []),
    ...(archive.posts > 0 ? [count(archive.posts, "post", "posts")] : []),
    ...(archive.finalScores > 0 ? ["scores"] : []),
  ];
  const archived = `${archive.label} moves to Past seasons${kept.length > 0 ? ` with its ${formatList(kept, locale)}` : ""}`;
  const returning = roster.returning.length;
  const players = [
    returning === 0
      ? "no player returns"
      : `${count(returning, "player", "players")} ${returning === 1 ? "returns" : "return"}`,
    ...(roster.leaving.length > 0
      ? [`${String(roster.leaving.length)} ${roster.leaving.length === 1 ? "leaves" : "leave"} the roster`]
      : []),
    ...(roster.added.length > 0
      ? [`${String(roster.added.length)} ${roster.added.length === 1 ? "joins" : "join"}`]
      : []),
  ].join(", ");
  const added = [
    ...(preview.practices.count > 0 ? [count(preview.practices.count, "practice", "practices")] : []),
    ...(preview.games.length > 0 ? [count(preview.games.length, "game", "games")] : []),
  ];
  const adding =
    added.length === 0
      ? "no practice or game is added yet"
      : `${formatList(added, locale)} ${added.length === 1 && (added[0] ?? "").startsWith("1 ") ? "is" : "are"} added`;
  return `${archived}; ${players}; ${adding}.`;
}

/** What the success state says, e.g. "Spring 2026 is now the current season. Parents' pages update within a few minutes." */
export const startedSentence = (label: string): string =>
  `${label} is now the current season. Parents' pages update within a few minutes.`;

/** A calendar date in words, e.g. `"2026-03-07"` → `"Sat, Mar 7, 2026"`; the text itself when it is not a date. */
export const formatLocalDate = (date: string, locale = DEFAULT_LOCALE): string =>
  formatDay(date, "weekday", locale);

/** A wall-clock time in words, e.g. `"18:30"` → `"6:30 PM"`. */
export function formatLocalTime(time: string): string {
  const match = LOCAL_TIME.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${String(hour % 12 || 12)}:${time.slice(3, 5)} ${hour < 12 ? "AM" : "PM"}`;
}

/** A game's time for the preview: `"9:00 AM - 10:00 AM"`, `"9:00 AM"`, or `"Time TBA"`. */
export function gameTimeText(game: Pick<ImportedGame, "start" | "end">): string {
  if (game.start === null) return "Time TBA";
  const start = formatLocalTime(game.start);
  return game.end === null ? start : `${start} - ${formatLocalTime(game.end)}`;
}

/** The season's dates in words, e.g. "Mar 1 - May 31, 2026" or "Dec 1, 2025 - Feb 28, 2026". */
export function formatDateSpan(first: string, last: string, locale = DEFAULT_LOCALE): string {
  const [from, to] = [parseCalendarDate(first), parseCalendarDate(last)];
  // The year once when both days are in it.
  const sameYear = from !== null && to !== null && from.year === to.year;
  return `${formatDay(first, sameYear ? "monthDay" : "year", locale)} - ${formatDay(last, "year", locale)}`;
}
