/**
 * What every page must be in both languages, checked in the same visit as its axe run: `<html
 * lang>` from its address, the reciprocal `hreflang` set with `x-default`, and on a Spanish page no
 * sentence of the English catalog outside an element marked `lang="en"` (what the coach typed).
 */
import { expect, type Page } from "@playwright/test";
import { langOf, pathIn } from "../../src/i18n/lang";
import { leaves } from "../../src/i18n/leaves";
import { SAME_IN_BOTH } from "../../src/i18n/same-in-both";
import { CATALOGS } from "../../src/i18n/words";

/** Every public page in Spanish: the twins of the parents' pages, and a past season's address. */
export const SPANISH_PAGES = [
  "/es/",
  "/es/schedule",
  "/es/team-info",
  "/es/roster",
  "/es/posts",
  "/es/contact",
  "/es/chat",
  "/es/snacks/manage",
  "/es/family",
  "/es/seasons",
  "/es/seasons/fall-2025",
] as const;

/**
 * The English catalog's sentences as a Spanish page must never show them: each value cut at its
 * `{slots}`, keeping the pieces of two words or more that Spanish does not share.
 */
export const ENGLISH_PHRASES: readonly string[] = (() => {
  const spanish = new Map(leaves(CATALOGS.es));
  const phrases = new Set<string>();
  for (const [key, english] of leaves(CATALOGS.en)) {
    if (SAME_IN_BOTH.has(key)) continue;
    for (const piece of english.split(/\{\w+\}/)) {
      const phrase = piece.trim().replace(/^[\s,.:;!?()"-]+|[\s,.:;!?()"-]+$/g, "");
      if (phrase.split(/\s+/).length >= 2 && !(spanish.get(key) ?? "").includes(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
})();

/** The coach's pages, which exist in English only. */
const isCoachPage = (path: string) => /^\/admin(-login)?(\/|$)/.test(path);

/**
 * The page's language, and alternates naming both languages' addresses and English as the
 * default; a coach's page names none, having no Spanish twin.
 */
export async function expectLanguageMarkup(page: Page, path: string): Promise<void> {
  const lang = langOf(path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  if (isCoachPage(path)) {
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    return;
  }
  const [alternates, canonical] = await Promise.all([
    page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link): [string, string] => [
          link.getAttribute("hreflang") ?? "",
          link.getAttribute("href") ?? "",
        ]),
      ),
    page.locator('link[rel="canonical"]').getAttribute("href"),
  ]);
  // The build writes the site's own origin (SITE_URL), which the test's preview need not share.
  const site = new URL(canonical ?? "").origin;
  const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : "/");
  const address = (path: string) => `${site}${trimmed(path)}`;
  // The page's own address as built: a past season's is its one page's (/es/past-season).
  const pathname = new URL(canonical ?? "").pathname;
  expect(new Map(alternates)).toEqual(
    new Map([
      ["en", address(pathIn(pathname, "en"))],
      ["es", address(pathIn(pathname, "es"))],
      ["x-default", address(pathIn(pathname, "en"))],
    ]),
  );
  // Reciprocal: this page is one of the set it names.
  expect(alternates.map(([, href]) => href)).toContain(address(pathname));
}

/** The text a reader sees outside elements marked English, with every label a screen reader reads. */
async function textOutsideEnglish(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node instanceof Element ? node : node.parentElement;
      if (!element || element.closest('[lang="en"], script, style, template, [hidden]')) continue;
      if (node instanceof Element) {
        for (const name of ["aria-label", "title", "placeholder", "alt"]) {
          const value = node.getAttribute(name);
          if (value) parts.push(value);
        }
      } else if (node.textContent) {
        parts.push(node.textContent);
      }
    }
    return parts.join(" ").replace(/\s+/g, " ");
  });
}

/** No sentence of the English catalog shows on a Spanish page, outside what is marked English. */
export async function expectNoEnglishInterface(page: Page): Promise<void> {
  const text = await textOutsideEnglish(page);
  expect(ENGLISH_PHRASES.filter((phrase) => text.includes(phrase))).toEqual([]);
}
