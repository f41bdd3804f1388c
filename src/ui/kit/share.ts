/**
 * Sharing what a parent reads with other families: the phone's share sheet (the Web Share API)
 * where the browser has one, else a WhatsApp link in a new tab, with a sentence and the page's
 * address in the page's language. Plain TypeScript with no imports, as small as it can be: the
 * post cards and the field-status bar's plain script, which every page runs, share it.
 */

/**
 * The WhatsApp link that shares `text` and `url` on two lines, e.g. `("Team news: Jerseys",
 * "https://x.org/posts")` → `"https://wa.me/?text=Team%20news%3A%20Jerseys%0Ahttps%3A%2F%2Fx.org%2Fposts"`.
 */
export const whatsAppHref = (text: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;

/**
 * A tap on a share link: points the link at WhatsApp with `text` and `url`, which it then opens in
 * a new tab where the browser has no share sheet; where it has one, opens the sheet instead and
 * marks the link busy until the sheet closes (a second tap meanwhile does nothing). A sheet the
 * parent closes is no error. E.g. `link.onclick = (event) => shareTap(event, link, text, url)`.
 */
export function shareTap(
  event: Pick<Event, "preventDefault">,
  link: HTMLAnchorElement,
  text: string,
  url: string,
  nav: Navigator = navigator,
): void {
  link.href = whatsAppHref(text, url);
  // Where there is no share sheet (desktop Firefox), the link opens WhatsApp.
  if (!("share" in nav)) return;
  event.preventDefault();
  if (link.ariaBusy) return;
  link.ariaBusy = "true";
  nav
    .share({ text, url })
    .catch(() => undefined)
    .finally(() => {
      link.ariaBusy = null;
    });
}
