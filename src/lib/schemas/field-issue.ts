/**
 * The issue message of a field rule a parent's form can break, e.g. `fieldIssue("nameTooShort",
 * { min: 2 })` → `"nameTooShort?min=2|Please enter your name (at least 2 letters)."`: its key in the
 * kit's `fields` words, the values of its `{slot}`s, and its English for a form without words
 * (read by src/i18n/field-issues.ts). The English comes with the schemas, which a parent's page
 * loads only once a form is used, so the islands' first load carries none of these sentences.
 */
import { fields as english } from "../../i18n/en/fields.ts";
import { fill } from "../../i18n/fill.ts";

/** A field rule's sentence, e.g. `"nameTooShort"`. */
export type FieldIssueKey = keyof typeof english;

export function fieldIssue(key: FieldIssueKey, values: Readonly<Record<string, number>> = {}): string {
  const pairs = Object.entries(values).map(([name, value]) => `${name}=${String(value)}`);
  const encoded = pairs.length === 0 ? key : `${key}?${pairs.join("&")}`;
  return `${encoded}|${fill(english[key], values)}`;
}
