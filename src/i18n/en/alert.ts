import { ALERT_LEVEL_LABELS } from "../../lib/field-alert";

/** The field-status bar at the top of every page (src/ui/game-day/FieldAlert.astro). */
export const alert = {
  region: "Field status",
  hide: "Hide",
  /** The word in front of the message, by level: the coach's dashboard shows the same. */
  levels: { ...ALERT_LEVEL_LABELS },
  /** When the alert ends, on the same day: "Until 11:59 PM". */
  until: "Until {time}",
  /** When the alert ends, on another day: "Until Sat, Sep 27, 9:00 AM". */
  untilDay: "Until {day}, {time}",
  /** The bar's Share link: the phone's share sheet, or WhatsApp in a new tab. */
  share: "Share",
  /** After Share where it opens WhatsApp, for screen readers. */
  shareNewTab: "(opens in a new tab)",
  /** What a shared alert says before the page's address, e.g. "Field status (Fields closed): Rain". */
  shareText: "Field status ({level}): {message}",
};
