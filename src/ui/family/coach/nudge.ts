/**
 * "Copy a nudge": the message the coach pastes into the team's group when families have not
 * answered for an event, in the team's languages (the GroupMe setting: English, Spanish or both as
 * one message, English first). It counts families and names no one, e.g. "2 families haven't
 * answered for Sat, Sep 20 yet: please use your family link." Pure.
 */
import type { GroupMeLanguages } from "../../../lib/constants";
import { countWords } from "../../../i18n/count";
import { fill } from "../../../i18n/fill";
import { INTL_LOCALE, type Lang } from "../../../i18n/lang";
import { formatDay } from "../../../lib/domain/day-words";
import { halvesOf, joinHalves } from "../../../lib/domain/groupme-message";
import { eventWallClock } from "../../../lib/domain/time";
import { FAMILY_WORDS } from "./family-words";

/** An event's day as the nudge says it, e.g. "Sat, Sep 20", "sáb, 20 de sept". */
const dayOf = (event: { date: string; endDate: string | null }, lang: Lang): string =>
  formatDay(eventWallClock(event), "weekdayMonthDay", INTL_LOCALE[lang]);

/** One language's nudge, e.g. `nudgeHalf(2, event, "en")`. */
function nudgeHalf(count: number, event: { date: string; endDate: string | null }, lang: Lang): string {
  return fill(countWords(count, FAMILY_WORDS[lang].nudge, lang), { day: dayOf(event, lang) });
}

/**
 * The nudge for `event` when `familiesWithoutAnswer` families have not answered, in `languages`;
 * null when every family answered (nothing to nudge). E.g. `nudgeText(event, 1, "both")` →
 * "1 family hasn't answered for Sat, Sep 20 yet: please use your family link.\n\n1 familia
 * todavía no ha respondido para el sáb, 20 de sept: por favor use el enlace de su familia."
 */
export function nudgeText(
  event: { date: string; endDate: string | null },
  familiesWithoutAnswer: number,
  languages: GroupMeLanguages,
): string | null {
  if (familiesWithoutAnswer <= 0) return null;
  return joinHalves(halvesOf(languages).map((lang) => nudgeHalf(familiesWithoutAnswer, event, lang)));
}
