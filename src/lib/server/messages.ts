/**
 * The API's words in the caller's language: which language a request asks for, and what an
 * error says in it (docs/api.md#languages). Errors carry a sentence's key and values
 * (src/lib/domain/errors.ts); this is where they become English or Spanish, from the catalogs
 * the pages use (src/i18n), so the API and the pages never say the same thing two ways.
 */
import * as z from "zod/mini";
import { fieldIssueText } from "../../i18n/field-issues";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { CATALOGS } from "../../i18n/words";
import type { AppError, ErrorText, IssueDetail, MessageValue } from "../domain/errors";

/**
 * The language a request asks for in `Accept-Language`: the preferred one of English and Spanish,
 * by quality, e.g. "es" → es, "es-MX,en;q=0.5" → es, "en-US,es;q=0.8" → en; English when it
 * names neither or is absent. The site's pages send "en" or "es", their own language.
 */
export function requestLang(request: Request): Lang {
  const ranked = (request.headers.get("Accept-Language") ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.split("-")[0], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0 && (entry.primary === "en" || entry.primary === "es"))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.primary === "es" ? "es" : "en";
}

function valueText(value: MessageValue, lang: Lang): string | number {
  if (typeof value !== "object") return value;
  if ("thing" in value) return CATALOGS[lang].api.things[value.thing];
  return messageText(value, lang);
}

/** What `text` says in `lang`, e.g. `{ notFound: "Event" }` → "No se encontró el evento" in Spanish. */
export function messageText(text: ErrorText, lang: Lang): string {
  const words = CATALOGS[lang].api;
  if (typeof text === "string") return words[text];
  if ("english" in text) return text.english;
  if ("notFound" in text) return words.notFound[text.notFound];
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, valueText(value, lang)]),
  );
  return fill(words[text.key], values);
}

/** An issue as the answer sends it: a field rule's key becomes its sentence in `lang`. */
export const issueIn = (issue: IssueDetail, lang: Lang): IssueDetail => ({
  path: issue.path,
  message: fieldIssueText(issue.message, CATALOGS[lang].kit.fields),
});

/** What an error says in `lang`, e.g. for a line of the coach's rainout report (English). */
export const errorText = (error: AppError, lang: Lang): string => messageText(error.text, lang);

/**
 * How zod says its own issues (a missing field, a wrong type, too long) in `lang`: the per-parse
 * error map of `schema.safeParse(data, { error })`, which a schema's own sentences override.
 */
export const zodErrorsIn = (lang: Lang) => (lang === "es" ? SPANISH_ZOD : undefined);

const SPANISH_ZOD = z.locales.es().localeError;
