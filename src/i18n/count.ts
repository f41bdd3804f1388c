/**
 * A count in words, in the page's language: the catalog's sentence for the count's plural form,
 * with the number as the language writes it. Pure and tiny, so an island may import it (its words
 * still come from its page).
 */
import { fill } from "./fill";
import { INTL_LOCALE, type Lang } from "./lang";

/** A sentence per plural form, e.g. `{ one: "{count} post", other: "{count} posts" }`. */
export interface CountWords {
  one: string;
  other: string;
}

/**
 * `countWords(1, { one: "{count} post", other: "{count} posts" }, "en")` → "1 post";
 * `countWords(1200, { one: "{count} publicación", other: "{count} publicaciones" }, "es")` →
 * "1,200 publicaciones". Other slots (e.g. `{shown}`) are filled from `values`, their numbers
 * written the same way.
 */
export function countWords(
  count: number,
  forms: CountWords,
  lang: Lang,
  values: Readonly<Record<string, number>> = {},
): string {
  const locale = INTL_LOCALE[lang];
  const numbers = new Intl.NumberFormat(locale);
  const form = new Intl.PluralRules(locale).select(count) === "one" ? forms.one : forms.other;
  const written = Object.fromEntries(
    Object.entries({ ...values, count }).map(([name, value]) => [name, numbers.format(value)]),
  );
  return fill(form, written);
}

/** A number as the language writes it, e.g. `formatCount(1200, "en")` → "1,200". */
export const formatCount = (value: number, lang: Lang): string =>
  new Intl.NumberFormat(INTL_LOCALE[lang]).format(value);
