/**
 * One GroupMe message in the team's languages (docs/product-rules.md#groupme): English, Spanish, or
 * both as ONE message, English first, a blank line between, at most 1000 characters. Which text
 * each half says, the message the halves make, its length, and whether it fits. Pure.
 */
import { GROUPME_MESSAGE_MAX, type GroupMeLanguages } from "../constants";
import type { Lang } from "../../i18n/lang";
import { groupMe as englishWords } from "../../i18n/en/groupme";
import { groupMe as spanishWords } from "../../i18n/es/groupme";
import type { Catalog } from "../../i18n/catalog";

/** Between the English and the Spanish half. */
export const HALVES_SEPARATOR = "\n\n";

/** The site's GroupMe words in each language (src/i18n/*\/groupme.ts): the two small parts only. */
export const GROUPME_WORDS: Readonly<Record<Lang, Catalog["groupMe"]>> = {
  en: englishWords,
  es: spanishWords,
};

/** The halves a message has, in order, e.g. `["en", "es"]` for `"both"`. */
export const halvesOf = (languages: GroupMeLanguages): Lang[] =>
  languages === "both" ? ["en", "es"] : [languages];

/** Words that name the team's languages on the coach's pages, e.g. "English and Spanish". */
export const LANGUAGES_NAMES: Readonly<Record<GroupMeLanguages, string>> = {
  en: "English",
  es: "Spanish",
  both: "English and Spanish",
};

/**
 * What the `lang` half says of a text the coach wrote with an optional Spanish version: the
 * English half the English; the Spanish half the Spanish version, else the English in a message in
 * Spanish alone, else nothing (in a message in both, the English half already says it once), e.g.
 * `coachText("es", "both", "Bring water", null)` is `""`.
 */
export function coachText(
  lang: Lang,
  languages: GroupMeLanguages,
  english: string | null,
  spanish: string | null | undefined,
): string {
  if (lang === "en") return english ?? "";
  if (spanish) return spanish;
  return languages === "es" ? (english ?? "") : "";
}

/** The halves as one message: the non-blank ones, trimmed, English first, a blank line between. */
export const joinHalves = (halves: readonly string[]): string =>
  halves
    .map((half) => half.trim())
    .filter((half) => half !== "")
    .join(HALVES_SEPARATOR);

/** A message as the coach sees it before sending, e.g. `{ text, length: 1043, fits: false }`. */
export interface MessageFit {
  text: string;
  /** Characters as GroupMe and the box count them (UTF-16 units). */
  length: number;
  /** Non-blank and at most 1000 characters. */
  fits: boolean;
}

export function messageFit(text: string): MessageFit {
  return { text, length: text.length, fits: text.trim() !== "" && text.length <= GROUPME_MESSAGE_MAX };
}

/**
 * The message the coach sends, from the text typed for each language and the languages chosen
 * for this one message (the team's, or one of them when both do not fit), e.g.
 * `composeMessage({ en: "Rain!", es: "¡Lluvia!" }, "both").text` is `"Rain!\n\n¡Lluvia!"`.
 */
export function composeMessage(texts: Readonly<Record<Lang, string>>, send: GroupMeLanguages): MessageFit {
  return messageFit(joinHalves(halvesOf(send).map((lang) => texts[lang])));
}

/**
 * What to tell the coach when the message does not fit, in plain words, or null when it does,
 * e.g. "English and Spanish together are 1,043 characters; GroupMe takes at most 1000. Send one
 * language, or shorten the text."
 */
export function tooLongText(fit: MessageFit, send: GroupMeLanguages): string | null {
  if (fit.length <= GROUPME_MESSAGE_MAX) return null;
  const count = fit.length.toLocaleString("en-US");
  return send === "both"
    ? `English and Spanish together are ${count} characters; GroupMe takes at most ${String(GROUPME_MESSAGE_MAX)}. Send one language, or shorten the text.`
    : `The message is ${count} characters; GroupMe takes at most ${String(GROUPME_MESSAGE_MAX)}. Shorten the text.`;
}
