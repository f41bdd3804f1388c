/**
 * The site's strings made from the team and its current season (`siteFacts()` in site-facts.ts):
 * the one place that words them, so the pages, the metadata and the footer agree. Pure.
 */
import { INTL_LOCALE, type Lang } from "../i18n/lang";
import { formatAges } from "./domain/ages";
import { formatClockRange } from "./domain/clock-words";
import { formatDaySpan } from "./domain/day-span";
import { formatList } from "./domain/list-words";
import { weekdayName } from "./domain/weekday-words";
import type { SiteFacts } from "./schemas/seasons";

type Facts = Pick<SiteFacts, "team" | "season">;

/** "Hays Lightning", appended to every page title that lacks it. */
export const siteName = ({ team }: Facts): string => team.name;

/** "9-10": the current season's youngest and oldest. */
export const seasonAges = ({ season }: Facts): string => formatAges(season.ages);

/** "Hays Lightning U10 soccer, Fall 2025, Kyle, Texas: schedule, news, roster and game-day snacks." */
export const siteDescription = ({ team, season }: Facts): string =>
  `${team.name} ${season.division} soccer, ${season.label}, ${team.town}: schedule, news, roster and game-day snacks.`;

/** Every page's keywords, after its own: the team, the division, the town and the season. */
export const siteKeywords = ({ team, season }: Facts): string[] => [
  team.name,
  `${season.division} soccer`,
  "youth soccer",
  team.town,
  season.label,
];

/** The footer's year: the one the current season starts in, e.g. "2025" for Fall 2025. */
export const seasonYear = ({ season }: Facts): string => season.firstDay.slice(0, 4);

/** A weekday's name for "every such day": Spanish "sábado" → "sábados"; "martes" stays. */
const spanishDays = (name: string): string => (name.endsWith("s") ? name : `${name}s`);

/**
 * When the current season practises, in the page's language: English as the summary words it,
 * `{ days: "Tuesdays and Thursdays", time: "6:30-7:45 PM", span: "Sep 2 - Nov 13, 2025" }`; Spanish
 * from the practice plan through Intl's es-US, `{ days: "martes y jueves", time: "6:30–7:45 p.m.", … }`.
 */
export function practiceWords(
  { season, summary }: Pick<SiteFacts, "season" | "summary">,
  lang: Lang,
): { days: string; time: string; span: string } {
  if (lang === "en") {
    return { days: summary.practiceDays, time: summary.practiceTime, span: summary.practiceSpan };
  }
  const plan = season.practicePlan;
  const locale = INTL_LOCALE[lang];
  return {
    days: formatList(
      plan.weekdays.map((day) => spanishDays(weekdayName(day, locale))),
      locale,
    ),
    time: formatClockRange(plan.start, plan.end, lang),
    span: formatDaySpan(plan.firstDate, plan.lastDate, locale),
  };
}
