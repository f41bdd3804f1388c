/**
 * The field-status bar's Share link (FieldAlert.astro), through ../kit/share.ts: "Field status
 * (Fields closed): Rain at the complex" ("Estado de las canchas (Canchas cerradas): …") and the
 * page's address. It reads the level and the message off the bar, as the bar shows them, whenever
 * they change, so the link always shares what the parent sees; the sentence around them is the
 * page's (`alert.shareText`, written into the link's `data-text` by the build).
 */
import { fill } from "../../i18n/fill";
import { hasShareSheet, shareTap, shareUrl, whatsAppHref, type Shared } from "../kit/share";

/**
 * What the bar shares, e.g. `alertShared("Field status ({level}): {message}", "Fields closed",
 * "Rain", { origin: "https://x.org", pathname: "/schedule" })` is `{ text: "Field status (Fields
 * closed): Rain", url: "https://x.org/schedule" }`.
 */
export const alertShared = (
  template: string,
  level: string,
  message: string,
  page: Pick<Location, "origin" | "pathname">,
): Shared => ({ text: fill(template, { level, message }), url: shareUrl(page) });

/** Keeps the bar's `a[data-share]` pointing at what the bar shows, and opens the share sheet on a tap. */
export function startAlertShare(bar: HTMLElement): void {
  const link = bar.querySelector<HTMLAnchorElement>("a[data-share]");
  const [level, message] = bar.querySelectorAll("[data-slot]");
  if (!link || !level || !message) return;
  // With a share sheet the link opens it, not a new tab: the screen reader's "new tab" goes.
  if (hasShareSheet()) link.querySelector(".sr-only")?.remove();
  let shared = alertShared("", "", "", location);
  const update = () => {
    shared = alertShared(link.dataset.text ?? "", level.textContent, message.textContent, location);
    link.href = whatsAppHref(shared);
  };
  new MutationObserver(update).observe(bar, { subtree: true, childList: true, characterData: true });
  link.addEventListener("click", (event) => {
    shareTap(event, shared, link);
  });
}
