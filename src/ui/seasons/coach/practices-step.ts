/**
 * Step 3 of the season flow, the practice plan: its inputs, the topics one per line, how many
 * practices the plan makes, and the check that builds the body's `practicePlan`. Pure.
 */
import { LIMITS, WEEKDAYS, type Weekday } from "../../../lib/constants";
import { parseCalendarDate, utcMillis } from "../../../lib/domain/instant";
import { SeasonPracticePlanSchema, type SeasonPracticePlan } from "../../../lib/schemas/seasons";
import type { FieldErrors } from "../../kit/form/form-errors";
import { hasMessages } from "../../kit/form/form-state";
import { DEFAULT_LOCALE } from "../../../lib/domain/day-words";
import { formatList } from "../../../lib/domain/list-words";
import { weekdayName } from "../../../lib/domain/weekday-words";
import { dateProblem, merged, timeProblem } from "./input-checks";
import { firstIssuePerPath, type CheckResult } from "./team-form";

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
  /** The topics' Spanish versions, each on the line of its English topic; a blank line is none. */
  topicsEs: string;
}

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
  "topicsEs",
] as const;

/** The topics typed one per line, blank lines left out, each with its line, e.g. `[{ line: 1, topic: "Dribbling" }]`. */
export function topicLines(text: string): { line: number; topic: string }[] {
  return text
    .split(/\r?\n/)
    .map((topic, index) => ({ line: index + 1, topic: topic.trim() }))
    .filter((item) => item.topic !== "");
}

/**
 * The Spanish topics as the body sends them: for each English topic, the Spanish line typed on the
 * same line, or null; none past the last one written, e.g. topics `"Dribbling\n\nPassing"` and
 * Spanish `"Regate\n\n"` give `["Regate"]`. `strayLine` is the first Spanish line beside no
 * English topic (a line the body cannot carry), else null.
 */
export function spanishTopics(
  topics: string,
  topicsEs: string,
): { topicsEs: (string | null)[]; strayLine: number | null } {
  const spanish = topicsEs.split(/\r?\n/).map((line) => line.trim());
  const english = topicLines(topics);
  const paired = english.map((item) => {
    const line = spanish[item.line - 1] ?? "";
    return line === "" ? null : line;
  });
  while (paired.length > 0 && paired.at(-1) === null) paired.pop();
  const lines = new Set(english.map((item) => item.line));
  const stray = spanish.findIndex((line, index) => line !== "" && !lines.has(index + 1));
  return { topicsEs: paired, strayLine: stray === -1 ? null : stray + 1 };
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
  const spanish = spanishTopics(values.topics, values.topicsEs);
  const tooLongEs = spanish.topicsEs.findIndex((topic) => (topic?.length ?? 0) > LIMITS.practiceTopicEs);
  if (spanish.strayLine !== null) {
    own.topicsEs = `Line ${String(spanish.strayLine)}: write its English topic on the same line, or remove it`;
  } else if (tooLongEs !== -1) {
    own.topicsEs = `Line ${String(topics[tooLongEs]?.line ?? 0)}: keep a Spanish topic to ${String(LIMITS.practiceTopicEs)} characters`;
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
    topicsEs: own.topics || own.topicsEs ? [] : spanish.topicsEs,
  });
  const schemaErrors = parsed.success ? {} : firstIssuePerPath(parsed.error.issues);
  // A topic's issue (`topics.3`) belongs under the one topics box.
  const errors = merged(own, atTopLevel(schemaErrors));
  if (!parsed.success || hasMessages(errors)) return { ok: false, errors };
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
