/**
 * What the coach typed (post titles and text, notes, the alert, team facts) as a page shows it.
 * Each may have a Spanish version. A Spanish page shows that version; without one it shows the
 * English, marked `lang="en"` so a screen reader reads it in English, and followed by the kit's
 * "(en inglés)" so a family never meets silent English. An English page shows the English, with no
 * attribute.
 */
import type { Lang } from "./lang";

/** The `lang` attribute of English text on a page in `pageLang`: `"en"` on a Spanish page only. */
export const typedLang = (pageLang: Lang): "en" | undefined => (pageLang === "en" ? undefined : "en");

/** One text the coach wrote, chosen for a page. */
export interface TypedText {
  text: string;
  /** `"en"` when English text shows on a Spanish page; the element's `lang` attribute. */
  lang: "en" | undefined;
  /** Whether to follow it with the kit's `inEnglish` words. */
  inEnglish: boolean;
}

/**
 * E.g. `typedText("es", "Fields closed", null)` is `{ text: "Fields closed", lang: "en", inEnglish: true }`
 * and `typedText("es", "Fields closed", "Campos cerrados")` is `{ text: "Campos cerrados", lang: undefined, inEnglish: false }`.
 */
export function typedText(pageLang: Lang, english: string, spanish: string | null | undefined): TypedText {
  if (pageLang === "en") return { text: english, lang: undefined, inEnglish: false };
  if (spanish) return { text: spanish, lang: undefined, inEnglish: false };
  return { text: english, lang: "en", inEnglish: true };
}
