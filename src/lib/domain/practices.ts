/**
 * The season's practices, generated from the plan in content/ (docs/api.md#practice-generation):
 * one per planned weekday between the first and last date, each with the next topic in order.
 */
import { DateTime } from "luxon";
import { PRACTICE_NOTES_PREFIX, WEEKDAYS } from "../constants";
import type { PracticePlan } from "../schemas/content";
import { localToUtc } from "./local-time";

export type PracticeSlot = {
  id: string;
  title: string;
  date: string;
  endDate: string;
  location: string;
  notes: string;
};

function parsePlanDate(date: string, field: string): DateTime {
  // Calendar dates carry no time, so stepping through them in UTC cannot trip over daylight saving.
  const parsed = DateTime.fromISO(date, { zone: "utc" });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !parsed.isValid) {
    throw new Error(`Practice plan ${field} is not a calendar date (yyyy-MM-dd): "${date}"`);
  }
  return parsed;
}

/** Every practice date of the plan (yyyy-MM-dd), in order, e.g. `["2025-09-09", "2025-09-11", …]`. */
export function practiceDates(plan: Pick<PracticePlan, "firstDate" | "lastDate" | "weekdays">): string[] {
  const first = parsePlanDate(plan.firstDate, "firstDate");
  const last = parsePlanDate(plan.lastDate, "lastDate");
  if (last < first) {
    throw new Error(`Practice plan lastDate ${plan.lastDate} is before firstDate ${plan.firstDate}`);
  }
  // luxon numbers weekdays 1 (Monday) to 7 (Sunday), the order of WEEKDAYS.
  const weekdays = new Set(plan.weekdays.map((name) => WEEKDAYS.indexOf(name) + 1));
  const days: string[] = [];
  for (let day = first; day <= last; day = day.plus({ days: 1 })) {
    if (weekdays.has(day.weekday)) days.push(day.toFormat("yyyy-MM-dd"));
  }
  return days;
}

/** The plan's practices in date order, e.g. the first is `{ id: "practice-2025-09-09", … }`. */
export function generatePractices(plan: PracticePlan): PracticeSlot[] {
  // HH:mm strings sort like the times they name.
  if (plan.end <= plan.start) {
    throw new Error(`Practice plan end ${plan.end} is not after start ${plan.start}`);
  }
  const days = practiceDates(plan);

  if (days.length !== plan.topics.length) {
    throw new Error(
      `Practice plan has ${String(plan.topics.length)} topics for ${String(days.length)} practice dates ` +
        `(${plan.firstDate} to ${plan.lastDate}); they must match one to one`,
    );
  }

  return days.map((day, index) => ({
    id: `practice-${day}`,
    title: plan.title,
    date: localToUtc(day, plan.start),
    endDate: localToUtc(day, plan.end),
    location: plan.location,
    notes: `${PRACTICE_NOTES_PREFIX}${plan.topics[index] ?? ""}`,
  }));
}
