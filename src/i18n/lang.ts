/**
 * The site's two languages and their addresses: English at today's paths ("/schedule"), Spanish
 * under "/es" ("/es/schedule"). Pure functions, so a page, an island, the plain script and a test
 * share them.
 */

export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];

/** The `Intl` locale of each language: dates and numbers as a family in Texas writes them. */
export const INTL_LOCALE = { en: "en-US", es: "es-US" } as const satisfies Record<Lang, string>;

/** The language of a page's path: "/es" and "/es/…" are Spanish, every other path English. */
export function langOf(pathname: string): Lang {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** A path without its language prefix, e.g. "/es/schedule" → "/schedule", "/es" → "/". */
export function basePath(pathname: string): string {
  if (langOf(pathname) === "en") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in `lang`, e.g. `pathIn("/schedule", "es")` → "/es/schedule",
 * `pathIn("/es/roster", "en")` → "/roster", `pathIn("/", "es")` → "/es/". A hash or query is kept.
 */
export function pathIn(path: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const [pathname, rest] = [match?.[1] ?? path, match?.[2] ?? ""];
  const base = basePath(pathname === "" ? "/" : pathname);
  if (lang === "en") return `${base}${rest}`;
  return `${base === "/" ? "/es/" : `/es${base}`}${rest}`;
}

/** The other language, for the switch. */
export const otherLang = (lang: Lang): Lang => (lang === "en" ? "es" : "en");
