/**
 * The coach's "Copy a nudge" (docs/product-rules.md#family-answers): a message for the team's
 * GroupMe group, in the team's languages, that names no one: "2 families haven't answered for the
 * game on Sat, Sep 20: please use your family link." Pure; its words are the `groupMe.nudge` part
 * of the catalogs.
 */
import type { GroupMeLanguages } from "../constants";
import { countWords } from "../../i18n/count";
import { fill } from "../../i18n/fill";
import { INTL_LOCALE } from "../../i18n/lang";
import type { Event } from "../schemas/events";
import { formatDay } from "./day-words";
import { GROUPME_WORDS, halvesOf, joinHalves } from "./groupme-message";
import { eventWallClock } from "./time";

/**
 * The nudge for `families` families that have not answered for `event`, in `languages` (both: one
 * message, English first); null when every family has answered, or when the event is called off
 * (cancelled, or postponed until it has a new date), e.g.
 * `nudgeText(saturdayGame, 2, "en")` → "2 families haven't answered for the game on Sat, Sep 20:
 * please use your family link.".
 */
export function nudgeText(
  event: Pick<Event, "type" | "date" | "endDate" | "status">,
  families: number,
  languages: GroupMeLanguages,
): string | null {
  if (families <= 0 || event.status !== "scheduled") return null;
  const halves = halvesOf(languages).map((lang) => {
    const words = GROUPME_WORDS[lang].nudge;
    const day = formatDay(eventWallClock(event), "weekdayMonthDay", INTL_LOCALE[lang]);
    const what = fill(words[event.type], { day });
    return fill(countWords(families, words, lang), { event: what });
  });
  return joinHalves(halves);
}
