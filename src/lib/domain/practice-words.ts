/**
 * The practice line of the home page's Season Overview in the page's language. English is the
 * season summary's own words (`summarizeSeasonFacts`); Spanish says the same plan through Intl's
 * es-US, e.g. "martes y jueves", "6:30–7:45 p.m.", "9 sept - 13 nov 2025".
 */
import type { Lang } from "../../i18n/lang";
import type { PublicSeason, SeasonSummary } from "../schemas/seasons";
import { formatClockRange } from "./clock-words";
import { formatDaySpan } from "./day-span";
import { formatList } from "./list-words";
import { weekdayName } from "./weekday-words";

export interface PracticeWords {
  /** "Tuesdays and Thursdays" */
  days: string;
  /** "6:30-7:45 PM" */
  time: string;
  /** "Sep 9 - Nov 13, 2025" */
  span: string;
}

/** A Spanish weekday said of every week: "martes" stays, "sábado" → "sábados". */
const everySpanishWeekday = (name: string): string => (name.endsWith("s") ? name : `${name}s`);

/** The days, hours and dates of a season's practices, e.g. `practiceWords(facts, "es").days` → "martes y jueves". */
export function practiceWords(
  { season, summary }: { season: Pick<PublicSeason, "practicePlan">; summary: SeasonSummary },
  lang: Lang,
): PracticeWords {
  if (lang === "en")
    return { days: summary.practiceDays, time: summary.practiceTime, span: summary.practiceSpan };
  const plan = season.practicePlan;
  return {
    days: formatList(
      plan.weekdays.map((day) => everySpanishWeekday(weekdayName(day, "es-US"))),
      "es-US",
    ),
    time: formatClockRange(plan.start, plan.end, "es"),
    span: formatDaySpan(plan.firstDate, plan.lastDate, "es-US"),
  };
}
