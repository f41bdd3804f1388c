/**
 * The pure parts of the field-status alert every page shows at the top
 * (src/ui/game-day/FieldAlert.astro): reading `GET /api/alert`'s answer, whether the alert still
 * holds, and its "Until …" line in Kyle's time. They run on every page, so they check the answer by
 * hand (the schema is `FieldAlertAnswerSchema`, tested against this guard), format with `Intl` and
 * import only `fill` and `typedText`: the page passes in the levels, their labels and the sentences
 * the build wrote into it from the page's catalog.
 */
import type { AlertLevel } from "../../lib/field-alert";
import type { FieldAlertAnswer } from "../../lib/schemas/game-day";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { typedText, type TypedText } from "../../i18n/typed-lang";

export type FieldAlert = NonNullable<FieldAlertAnswer["alert"]>;

/** An ISO UTC instant as the API sends it, e.g. `2025-09-27T04:59:59.999Z`. */
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

const isInstant = (value: unknown): value is string =>
  typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value));

/** A message of 1 to 280 characters, counted in code points as the schema counts (LIMITS.alertMessage): "🌧" is one, not two. */
const isMessage = (value: unknown): value is string =>
  typeof value === "string" && value !== "" && Array.from(value).length <= 280;

/**
 * Whether `body` is `GET /api/alert`'s answer: `{ alert: null }`, or `{ alert }` with a message of
 * 1 to 280 characters, a Spanish one of as many or none (null or absent, as in an alert from
 * before), one of `levels` (`ALERT_LEVELS`) and two UTC instants. Anything else (an error body, a
 * proxy's page, a wrong field) is no alert. Accepts everything `FieldAlertAnswerSchema` accepts.
 */
export function isFieldAlertAnswer(body: unknown, levels: readonly AlertLevel[]): body is FieldAlertAnswer {
  if (typeof body !== "object" || body === null || !("alert" in body)) return false;
  const alert = body.alert as Partial<Record<keyof FieldAlert, unknown>> | null;
  if (alert === null) return true;
  return (
    typeof alert === "object" &&
    isMessage(alert.message) &&
    (alert.messageEs === undefined || alert.messageEs === null || isMessage(alert.messageEs)) &&
    (levels as readonly unknown[]).includes(alert.level) &&
    isInstant(alert.endsAt) &&
    isInstant(alert.updatedAt)
  );
}

/**
 * The message a page in `pageLang` shows: on a Spanish page the Spanish version, or the English
 * marked to be followed by "(en inglés)", e.g. `alertMessage({ message: "Fields closed", messageEs: null }, "es")`
 * is `{ text: "Fields closed", lang: "en", inEnglish: true }`.
 */
export const alertMessage = (
  alert: Pick<FieldAlert, "message"> & { messageEs?: string | null | undefined },
  pageLang: Lang,
): TypedText => typedText(pageLang, alert.message, alert.messageEs);

/** Whether the alert still holds at `now` (epoch ms): it ends at `endsAt`, e.g. 11:59:59.999 PM. */
export const isCurrent = (alert: Pick<FieldAlert, "endsAt">, now: number): boolean =>
  Date.parse(alert.endsAt) > now;

const ZONE = "America/Chicago";
const DAY_MS = 86_400_000;

/** The sentences of the "Until …" line, from the page's catalog (`alert.until`, `alert.untilDay`). */
export interface UntilWords {
  /** "Until {time}" */
  until: string;
  /** "Until {day}, {time}" */
  untilDay: string;
}

/** The day and time formats of `locale` in Kyle, made once per page. */
const formats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();
function formatsOf(locale: string): [Intl.DateTimeFormat, Intl.DateTimeFormat] {
  let pair = formats.get(locale);
  if (!pair) {
    pair = [
      new Intl.DateTimeFormat(locale, { timeZone: ZONE, weekday: "short", month: "short", day: "numeric" }),
      new Intl.DateTimeFormat(locale, { timeZone: ZONE, hour: "numeric", minute: "2-digit" }),
    ];
    formats.set(locale, pair);
  }
  return pair;
}

/**
 * When the alert ends, in Kyle, in the page's words and `locale` (`INTL_LOCALE`): `"Until 11:59 PM"`
 * on the day of `now` (epoch ms), else with the day, e.g. `"Until Sat, Sep 27, 9:00 AM"`, or in
 * Spanish `"Hasta el sáb, 27 de sept, 9:00 a.m."`.
 */
export function untilText(endsAt: string, now: number, words: UntilWords, locale: string): string {
  const [dayFormat, timeFormat] = formatsOf(locale);
  const end = Date.parse(endsAt);
  const day = dayFormat.format(end);
  // Intl puts a narrow no-break space before AM/PM; the page shows a plain one.
  const time = timeFormat.format(end).replace(/\s/g, " ");
  // The same weekday and date less than a day apart is the same day (a year later is not).
  const sameDay = day === dayFormat.format(now) && Math.abs(end - now) < DAY_MS;
  return fill(sameDay ? words.until : words.untilDay, { day, time });
}
