/**
 * The family's choice of language, on every parent's page: the switch's links remember it, and a
 * page in the other language offers the way back in one tap. Never a redirect: the address a
 * parent opened is the page they get. Run by the field alert's script (FieldAlert.astro), so it
 * costs no request of its own; it imports only the pure address rules of src/i18n/lang.ts.
 */
import { langOf, pathIn, type Lang } from "../i18n/lang";

/** Where the choice is kept on the device: "en" or "es". */
export const CHOICE_KEY = "site-lang";

/** What a page shows of the other language: the one-tap `link`, the first-visit `offer`, or nothing. */
export type LanguagePrompt = "link" | "offer" | null;

/**
 * Whether a browser's languages put Spanish before English, e.g. `["es-MX", "en-US"]` → true,
 * `["en-US", "es"]` → false, `["fr", "es"]` → true.
 */
export function prefersSpanish(languages: readonly string[]): boolean {
  const first = languages.find((tag) => /^(en|es)(-|$)/i.test(tag));
  return first?.slice(0, 2).toLowerCase() === "es";
}

/**
 * What a page in `page`'s language shows, given the stored choice (`null` when none) and the
 * browser's languages: the link when the family chose the other language, the offer on an English
 * page to a browser that prefers Spanish and has chosen nothing, e.g.
 * `languagePrompt("en", null, ["es-US"])` → "offer", `languagePrompt("es", "en", [])` → "link".
 */
export function languagePrompt(
  page: Lang,
  stored: string | null,
  languages: readonly string[],
): LanguagePrompt {
  if (stored === "en" || stored === "es") return stored === page ? null : "link";
  return page === "en" && prefersSpanish(languages) ? "offer" : null;
}

/** Stores `lang` as the family's choice; with storage off, the choice lasts this page only. */
function remember(lang: string): void {
  try {
    localStorage.setItem(CHOICE_KEY, lang);
  } catch {
    // Storage off: nothing to keep.
  }
}

/**
 * Points every `a[data-lang]` (the switch, the one-tap link) at the address the browser shows in
 * that language, query and hash included, remembers the choice when one is followed, and shows
 * #language-offer when `languagePrompt` says so; its button turns it down for good.
 */
export function startLanguageChoice(): void {
  const here = location.pathname + location.search + location.hash;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-lang]")) {
    const lang = link.dataset.lang as Lang;
    link.href = pathIn(here, lang);
    link.addEventListener("click", () => {
      remember(lang);
    });
  }
  const offer = document.getElementById("language-offer");
  if (!offer) return;
  const page = langOf(location.pathname);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CHOICE_KEY);
  } catch {
    // Storage off: no choice to read.
  }
  const prompt = languagePrompt(page, stored, navigator.languages);
  if (!prompt) return;
  const link = offer.querySelector("a");
  if (prompt === "offer" && link) link.textContent = offer.dataset.offer ?? link.textContent;
  offer.hidden = false;
  offer.querySelector("button")?.addEventListener("click", () => {
    remember(page);
    offer.hidden = true;
    // The button goes with the bar: the focus moves on to the page, not to nowhere.
    document.getElementById("main")?.focus({ preventScroll: true });
  });
}
