/**
 * The field-status bar's Share link (FieldAlert.astro), through ../kit/share.ts: "Field status
 * (Fields closed): Rain at the complex" ("Estado de las canchas (Canchas cerradas): …") and the
 * page's address. At each tap it reads the level and the message off the bar, as the bar shows
 * them (the coach's Spanish message on a Spanish page when there is one); the sentence around them
 * is the page's (`alert.shareText`, in the link's `data-text`). The link's "(opens in a new tab)"
 * is its last child, which goes where a share sheet opens instead.
 */
import { fill } from "../../i18n/fill";
import { shareTap } from "../kit/share";

/** What a shared alert says, e.g. `alertText("Field status ({level}): {message}", "Fields closed", "Rain")`. */
export const alertText = (template: string, level: string, message: string): string =>
  fill(template, { level, message });

/** Wires the bar's `a[data-share]`. */
export function startAlertShare(bar: HTMLElement): void {
  const link = bar.querySelector<HTMLAnchorElement>("a[data-share]");
  const [level, message] = bar.querySelectorAll("[data-slot]");
  if (!link || !level || !message) return;
  if ("share" in navigator) link.lastElementChild?.remove();
  link.onclick = (event) => {
    const text = alertText(link.dataset.text ?? "", level.textContent, message.textContent);
    shareTap(event, link, text, location.origin + location.pathname);
  };
}
