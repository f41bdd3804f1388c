/** The season's practice plan in words, for the generator's confirmation. Pure. */
import { DateTime } from "luxon";
import type { PracticePlan } from "../schemas/content";
import { practiceDates } from "./practices";
import { formatClockRange } from "./season";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** e.g. `"20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025"`. */
export function describePracticePlan(plan: PracticePlan): string {
  const count = practiceDates(plan).length;
  const days = plan.weekdays.map(capitalise).join("/");
  const [first, last] = [DateTime.fromISO(plan.firstDate), DateTime.fromISO(plan.lastDate)];
  const span =
    first.year === last.year
      ? `${first.toFormat("MMM d", { locale: "en-US" })} - ${last.toFormat("MMM d, yyyy", { locale: "en-US" })}`
      : `${first.toFormat("MMM d, yyyy", { locale: "en-US" })} - ${last.toFormat("MMM d, yyyy", { locale: "en-US" })}`;
  return `${String(count)} ${days} practice${count === 1 ? "" : "s"}, ${formatClockRange(plan.start, plan.end)}, ${span}`;
}
