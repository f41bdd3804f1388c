/**
 * The catalogs, for pages and tests only: importing this from an island would put both
 * dictionaries in its JavaScript.
 */
import type { Catalog } from "./catalog";
import { en } from "./en";
import { es } from "./es";
import type { Lang } from "./lang";

export const CATALOGS: Readonly<Record<Lang, Catalog>> = { en, es };

/** The catalog of a page's language. */
export const wordsFor = (lang: Lang): Catalog => CATALOGS[lang];
