/** A season's practice plan in words, for the generator's confirmation and the new season's preview. Pure. */
import { WEEKDAYS } from "../constants";
import { practiceDates, type PracticePlanInput } from "./practices";
import { formatClockRange } from "./clock-words";
import { formatDaySpan } from "./day-span";
import { weekdayName } from "./weekday-words";

/**
 * A plan (a season's or content/'s) in words, its days in week order whatever order they were
 * listed in, e.g. `"20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025"`.
 */
export function describePracticePlan(
  plan: Pick<PracticePlanInput, "firstDate" | "lastDate" | "weekdays" | "start" | "end">,
): string {
  const count = practiceDates(plan).length;
  const days = WEEKDAYS.filter((day) => plan.weekdays.includes(day))
    .map((day) => weekdayName(day))
    .join("/");
  const span = formatDaySpan(plan.firstDate, plan.lastDate);
  return `${String(count)} ${days} practice${count === 1 ? "" : "s"}, ${formatClockRange(plan.start, plan.end)}, ${span}`;
}
