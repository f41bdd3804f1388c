/**
 * The catalogs' shape and the one way a page gets its words. Pages call `wordsFor(lang)` at build
 * time and hand each island its part as a prop, so the words travel in the page's HTML and no
 * island loads a dictionary.
 */
import type { en } from "./en";

/** The English catalog's shape, every leaf a string: what each language's catalog must be. */
export type Catalog = typeof en;

/** The words of one part of the site, e.g. `Words<"site">`. */
export type Words<Part extends keyof Catalog> = Catalog[Part];
