/**
 * A count in words, in the page's language: the catalog's sentence for the count's plural form,
 * with the numbers as the language writes them. Pure and tiny, so an island may import it (its
 * words still come from its page).
 */
import { fill } from "./fill";
import { INTL_LOCALE, type Lang } from "./lang";

/** A sentence per plural form, e.g. `{ one: "{count} post", other: "{count} posts" }`. */
export interface CountWords {
  one: string;
  other: string;
}

/** A number as the language writes it, e.g. `formatCount(1200, "en")` → "1,200". */
export const formatCount = (value: number, lang: Lang): string => value.toLocaleString(INTL_LOCALE[lang]);

/**
 * `countWords(1, { one: "{count} post", other: "{count} posts" }, "en")` → "1 post";
 * `countWords(1200, { one: "{count} publicación", other: "{count} publicaciones" }, "es")` →
 * "1,200 publicaciones". A `{shown}` slot says how many of them are on screen: "2 of 5 posts".
 */
export function countWords(count: number, forms: CountWords, lang: Lang, shown = count): string {
  const form = new Intl.PluralRules(INTL_LOCALE[lang]).select(count) === "one" ? forms.one : forms.other;
  return fill(form, { count: formatCount(count, lang), shown: formatCount(shown, lang) });
}
