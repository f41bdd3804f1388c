/**
 * A season's practices from its plan (docs/api.md#practice-generation): one on every planned
 * weekday from the first to the last date, at the same wall-clock times in Kyle, the first
 * practices getting the plan's topics in order. Reads a season's plan (topics optional) and the one
 * in content/ alike; content.ts itself insists on one topic per practice. Pure, Intl-based.
 */
import {
  LIMITS,
  LOCAL_TIME,
  PRACTICE_NOTES_PREFIX,
  PRACTICE_NOTES_PREFIX_ES,
  WEEKDAYS,
  type Weekday,
} from "../constants";
import { parseCalendarDate, utcMillis } from "./instant";
import { localToUtc } from "./local-time";
import { DEFAULT_LOCALE, formatDay } from "./day-words";
import { formatClock } from "./clock-words";
import { formatList } from "./list-words";
import { weekdayName } from "./weekday-words";
import { DAY_MS, formatDateKey } from "./time";
import { teamWallToMillis } from "./wall-to-instant";

/**
 * What the generator reads of a plan: a season's `SeasonPracticePlan` or content/'s `PracticePlan`,
 * e.g. `{ title: "Practice", firstDate: "2026-03-02", lastDate: "2026-05-13", weekdays: ["monday",
 * "wednesday"], start: "18:00", end: "19:15", location: "Field 5", topics: ["Dribbling"] }`.
 */
export interface PracticePlanInput {
  title: string;
  firstDate: string;
  lastDate: string;
  weekdays: readonly Weekday[];
  start: string;
  end: string;
  location: string;
  /** Practice i gets topic i; practices past the last topic get none. */
  topics?: readonly string[] | undefined;
  /** The topics' Spanish versions, by position; null where there is none. */
  topicsEs?: readonly (string | null)[] | undefined;
}

export type PracticeSlot = {
  id: string;
  title: string;
  date: string;
  endDate: string;
  location: string;
  /** `"Focus: <topic>"`, or null for a practice past the plan's last topic. */
  notes: string | null;
  /** `"Enfoque: <tema>"` when the topic has a Spanish version, else null. */
  notesEs: string | null;
};

type CalendarDate = { year: number; month: number; day: number };

/** Days since 1970-01-01 of a calendar date: whole days, so daylight saving never enters into it. */
const epochDay = (date: CalendarDate): number =>
  Math.round((utcMillis(date.year, date.month, date.day) ?? Number.NaN) / DAY_MS);

/** Monday 0 to Sunday 6, the order of WEEKDAYS. */
const weekdayIndex = (day: number): number => (new Date(day * DAY_MS).getUTCDay() + 6) % 7;

function dateOfEpochDay(day: number): CalendarDate {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The plan's weekdays once each, Monday first, whatever order they were listed in. */
const planWeekdays = (weekdays: readonly Weekday[]): Weekday[] =>
  WEEKDAYS.filter((weekday) => weekdays.includes(weekday));

/** How many of the weekdays fall from `first` to `last` (epoch days), without listing them. */
function countWeekdays(first: number, last: number, weekdays: readonly Weekday[]): number {
  return planWeekdays(weekdays).reduce((count, weekday) => {
    const firstOne = first + ((WEEKDAYS.indexOf(weekday) - weekdayIndex(first) + 7) % 7);
    return firstOne > last ? count : count + Math.floor((last - firstOne) / 7) + 1;
  }, 0);
}

function parsePlanDate(date: string, field: string): CalendarDate {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new Error(`Practice plan ${field} is not a calendar date (yyyy-MM-dd): "${date}"`);
  return parsed;
}

/**
 * Every practice date of the plan (yyyy-MM-dd), in order, e.g. Tuesdays and Thursdays from
 * 2025-09-09 give `["2025-09-09", "2025-09-11", …]`. Throws for a date that is not one or a last
 * date before the first.
 */
export function practiceDates(
  plan: Pick<PracticePlanInput, "firstDate" | "lastDate" | "weekdays">,
): string[] {
  const first = epochDay(parsePlanDate(plan.firstDate, "firstDate"));
  const last = epochDay(parsePlanDate(plan.lastDate, "lastDate"));
  if (last < first) {
    throw new Error(`Practice plan lastDate ${plan.lastDate} is before firstDate ${plan.firstDate}`);
  }
  const weekdays = new Set(plan.weekdays.map((weekday) => WEEKDAYS.indexOf(weekday)));
  const days: string[] = [];
  for (let day = first; day <= last; day++) {
    if (weekdays.has(weekdayIndex(day))) days.push(formatDateKey(dateOfEpochDay(day)));
  }
  return days;
}

/** `"Sunday, Mar 8, 2026"`. */
const dayAndDate = (key: string): string => formatDay(key, "longWeekdayDate");

/** "Tuesday", "Tuesday or Thursday", "Monday, Wednesday or Friday". */
const anyOf = (weekdays: readonly Weekday[]): string =>
  formatList(
    planWeekdays(weekdays).map((day) => weekdayName(day)),
    DEFAULT_LOCALE,
    "disjunction",
  );

function formatProblems(plan: PracticePlanInput): string[] {
  const problems: string[] = [];
  if (!parseCalendarDate(plan.firstDate)) {
    problems.push(
      `The first practice date "${plan.firstDate}" is not a date. Use yyyy-MM-dd, e.g. 2026-03-02.`,
    );
  }
  if (!parseCalendarDate(plan.lastDate)) {
    problems.push(
      `The last practice date "${plan.lastDate}" is not a date. Use yyyy-MM-dd, e.g. 2026-05-13.`,
    );
  }
  for (const [label, time] of [
    ["start", plan.start],
    ["end", plan.end],
  ] as const) {
    if (!LOCAL_TIME.test(time)) {
      problems.push(`The practice ${label} time "${time}" is not a time. Use HH:mm, e.g. 18:30.`);
    }
  }
  if (plan.weekdays.length === 0) problems.push("Choose at least one practice day.");
  return problems;
}

function topicProblems(topics: readonly string[]): string[] {
  return topics.flatMap((topic, index) => {
    const which = `Topic ${String(index + 1)}`;
    if (topic.trim() === "") return [`${which} is blank. Write a topic or remove it.`];
    if (topic.length > LIMITS.practiceTopic) {
      return [
        `${which} is ${String(topic.length)} characters long. A topic may have at most ${String(LIMITS.practiceTopic)}.`,
      ];
    }
    return [];
  });
}

/**
 * The Spanish topics' problems: one too long for the Spanish notes, or one where the plan has no
 * English topic (a practice gets its Spanish notes only beside English ones, so the generator
 * leaves such a topic out; a season's start refuses it), e.g.
 * `["Spanish topic 3 has no English topic 3. Write the English one or remove the Spanish one."]`.
 */
export function spanishTopicProblems(
  topics: readonly string[],
  topicsEs: readonly (string | null)[],
): string[] {
  return topicsEs.flatMap((topic, index) => {
    if (topic === null || topic.trim() === "") return [];
    const which = `Spanish topic ${String(index + 1)}`;
    if (index >= topics.length) {
      return [
        `${which} has no English topic ${String(index + 1)}. Write the English one or remove the Spanish one.`,
      ];
    }
    if (topic.length > LIMITS.practiceTopicEs) {
      return [
        `${which} is ${String(topic.length)} characters long. A Spanish topic may have at most ${String(LIMITS.practiceTopicEs)}.`,
      ];
    }
    return [];
  });
}

/** Dates on which a practice would start or end in the hour the clocks skip in spring. */
function skippedTimeProblems(plan: PracticePlanInput, days: readonly string[]): string[] {
  return days.flatMap((day) =>
    (["start", "end"] as const).flatMap((label) => {
      const time = plan[label];
      const [hour = 0, minute = 0] = time.split(":").map(Number);
      const wall = { ...(parseCalendarDate(day) ?? { year: 0, month: 1, day: 1 }), hour, minute };
      if (teamWallToMillis(wall) !== null) return [];
      return [
        `The practice on ${dayAndDate(day)} would ${label} at ${formatClock(time)}, a time that does not ` +
          `exist in Kyle that night: the clocks spring forward from 2:00 to 3:00 AM. Choose another ${label} time.`,
      ];
    }),
  );
}

/**
 * Why a plan cannot generate its practices, in plain English, most basic first; empty when it can.
 * Checks the dates and times, the practice days, the number of practices (at most
 * `LIMITS.practices`), no more topics than practices, and times the clocks skip in spring, e.g.
 * `["The plan has 12 practices but 14 topics. Remove 2 topics or add practice days."]`.
 */
export function practicePlanProblems(plan: PracticePlanInput): string[] {
  const problems = formatProblems(plan);
  const firstDate = parseCalendarDate(plan.firstDate);
  const lastDate = parseCalendarDate(plan.lastDate);
  const backwards = firstDate !== null && lastDate !== null && epochDay(lastDate) < epochDay(firstDate);
  if (backwards) {
    problems.push(
      `The last practice date, ${formatDay(lastDate, "date")}, is before the first, ${formatDay(firstDate, "date")}. ` +
        "Swap them or pick a later last date.",
    );
  }
  const timesValid = LOCAL_TIME.test(plan.start) && LOCAL_TIME.test(plan.end);
  // HH:mm strings sort like the times they name.
  if (timesValid && plan.end <= plan.start) {
    problems.push(
      `Practices end at ${formatClock(plan.end)}, which is not after they start at ${formatClock(plan.start)}. ` +
        "The end time must be later the same day.",
    );
  }
  const topics = plan.topics ?? [];
  if (firstDate && lastDate && !backwards && plan.weekdays.length > 0) {
    problems.push(...scheduleProblems(plan, firstDate, lastDate, topics.length));
  }
  problems.push(...topicProblems(topics));
  return problems;
}

/** The problems of the practices themselves: none, too many, too few for the topics, skipped times. */
function scheduleProblems(
  plan: PracticePlanInput,
  firstDate: CalendarDate,
  lastDate: CalendarDate,
  topicCount: number,
): string[] {
  const count = countWeekdays(epochDay(firstDate), epochDay(lastDate), plan.weekdays);
  if (count === 0) {
    return [
      `No ${anyOf(plan.weekdays)} falls between ${formatDay(firstDate, "date")} and ${formatDay(lastDate, "date")}. ` +
        "Choose other practice days or a longer span of dates.",
    ];
  }
  if (count > LIMITS.practices) {
    return [
      `The plan has ${String(count)} practices. One plan may have at most ${String(LIMITS.practices)}: ` +
        "choose fewer days or a shorter span of dates.",
    ];
  }
  const problems: string[] = [];
  if (topicCount > count) {
    const extra = topicCount - count;
    problems.push(
      `The plan has ${String(count)} practices but ${String(topicCount)} topics. ` +
        `Remove ${String(extra)} topic${extra === 1 ? "" : "s"} or add practice days.`,
    );
  }
  const timesValid = LOCAL_TIME.test(plan.start) && LOCAL_TIME.test(plan.end);
  if (timesValid) problems.push(...skippedTimeProblems(plan, practiceDates(plan)));
  return problems;
}

/**
 * The plan's practices in date order, e.g. a Monday/Wednesday 18:00-19:15 plan from 2026-03-02
 * starts with `{ id: "practice-2026-03-02", date: "2026-03-03T00:00:00.000Z", endDate:
 * "2026-03-03T01:15:00.000Z", notes: "Focus: Dribbling", … }`. Throws with the first of
 * `practicePlanProblems(plan)` when there is one.
 */
export function generatePractices(plan: PracticePlanInput): PracticeSlot[] {
  const [problem] = practicePlanProblems(plan);
  if (problem !== undefined) throw new Error(problem);
  const topics = plan.topics ?? [];
  const topicsEs = plan.topicsEs ?? [];
  return practiceDates(plan).map((day, index) => {
    const topic = topics[index];
    const topicEs = topic === undefined ? null : (topicsEs[index] ?? null);
    return {
      id: `practice-${day}`,
      title: plan.title,
      date: localToUtc(day, plan.start),
      endDate: localToUtc(day, plan.end),
      location: plan.location,
      notes: topic === undefined ? null : `${PRACTICE_NOTES_PREFIX}${topic}`,
      notesEs: topicEs === null ? null : `${PRACTICE_NOTES_PREFIX_ES}${topicEs}`,
    };
  });
}
