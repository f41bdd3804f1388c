/**
 * The levels of the field-status alert every page shows at the top, and what each is called. No
 * imports: the few lines of script that show the alert on every page read these and nothing else
 * (`constants.ts` re-exports them for the schemas and the server).
 */

/** How serious the alert is: `info` (a note), `warning` (a change to watch) or `closed` (fields closed). */
export const ALERT_LEVELS = ["info", "warning", "closed"] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** The word in front of the message, so the level never rests on colour alone. */
export const ALERT_LEVEL_LABELS: Readonly<Record<AlertLevel, string>> = {
  info: "Team update",
  warning: "Heads up",
  closed: "Fields closed",
};
