/** Words joined as a list, through `Intl` in a locale (English unless another is given). */
import { DEFAULT_LOCALE } from "./day-words";

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Words joined as a list in the locale's way, e.g. `formatList(["a", "b", "c"])` → "a, b and c"
 * (English without a comma before the last, the site's style, where en-US's Intl writes one), or with
 * "or" for `type: "disjunction"`; in Spanish "a, b y c".
 */
export function formatList(
  items: readonly string[],
  locale = DEFAULT_LOCALE,
  type: "conjunction" | "disjunction" = "conjunction",
): string {
  const key = `${locale} ${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type });
    listFormats.set(key, format);
  }
  if (items.length < 3) return format.format(items);
  // The locale's separator between the first items, then its pair pattern ("{0} and {1}") for the last.
  const separator = format.formatToParts(items).find((part) => part.type === "literal")?.value ?? ", ";
  return format.format([items.slice(0, -1).join(separator), items.at(-1) ?? ""]);
}
