/**
 * The `lang` attribute of what the coach typed (post titles and text, tags, team facts): it is
 * English as typed, which a Spanish page must say so a screen reader reads it in English; an English
 * page needs no attribute. E.g. `<h3 lang={typedLang(lang)}>` is `lang="en"` on /es/posts only.
 */
import type { Lang } from "./lang";

export const typedLang = (pageLang: Lang): "en" | undefined => (pageLang === "en" ? undefined : "en");
