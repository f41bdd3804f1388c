/**
 * Sharing what a parent reads with other families: the phone's share sheet (the Web Share API)
 * where the browser has one, else a WhatsApp link in a new tab, both with a sentence and the
 * page's address in the page's language, e.g. `whatsAppHref({ text: "Team news: Picture day", url:
 * "https://hayslightning.org/posts#post-abc" })`. Plain TypeScript, no React: the post cards and
 * the field-status bar's plain script share it, and it stays a few hundred bytes.
 */

/** What goes out: a sentence and an address. */
export interface Shared {
  text: string;
  url: string;
}

/**
 * The WhatsApp link that shares `text` and `url` on two lines, e.g. `{ text: "Team news: Jerseys",
 * url: "https://x.org/posts" }` → `"https://wa.me/?text=Team%20news%3A%20Jerseys%0Ahttps%3A%2F%2Fx.org%2Fposts"`.
 */
export const whatsAppHref = ({ text, url }: Shared): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;

/**
 * The address to share: the page's own, without its query or hash, and at `anchor` when given,
 * e.g. `shareUrl({ origin: "https://x.org", pathname: "/es/posts" }, "post-abc")` →
 * `"https://x.org/es/posts#post-abc"`.
 */
export const shareUrl = (page: Pick<Location, "origin" | "pathname">, anchor = ""): string =>
  `${page.origin}${page.pathname}${anchor && `#${anchor}`}`;

/** Whether the browser has a share sheet, e.g. false in desktop Firefox: the link then opens WhatsApp. */
export const hasShareSheet = (nav: Navigator = navigator): boolean => typeof nav.share === "function";

/**
 * A tap on a share link: where the browser has a share sheet it opens it instead of following the
 * link, and marks the link busy until the sheet closes (a second tap meanwhile does nothing);
 * elsewhere the link opens WhatsApp. A closed or refused sheet is no error: the parent chose.
 */
export function shareTap(
  event: Pick<Event, "preventDefault">,
  shared: Shared,
  link: HTMLElement,
  nav: Navigator = navigator,
): void {
  if (!hasShareSheet(nav)) return;
  event.preventDefault();
  if (link.ariaBusy === "true") return;
  link.ariaBusy = "true";
  nav
    .share(shared)
    .catch(() => undefined)
    .finally(() => {
      link.ariaBusy = null;
    });
}
