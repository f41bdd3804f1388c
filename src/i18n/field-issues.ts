/**
 * The field rules' sentences as the shared schemas write them: a key of the kit's `fields` words,
 * its values and its English, e.g. `"nameTooShort?min=2|Please enter your name (at least 2
 * letters)."` (made by src/lib/schemas/field-issue.ts). The form kit says it in the page's language
 * with the words the page handed it (`useForm`), the API in the request's
 * (src/lib/server/messages.ts); without words (the coach's pages) the English shows. So one schema
 * serves both languages and no island loads a dictionary. Tiny and word-free: every form loads it.
 */
import { fill } from "./fill.ts";

/** The sentences of the field rules, `Words<"kit">["fields"]`, as a form or the API has them. */
export type FieldWords = Readonly<Record<string, string>>;

const ENCODED = /^(\w+)(?:\?((?:\w+=-?\d+&?)+))?\|([^]*)$/;

/**
 * The parts of an issue message the schemas made, e.g. `"nameTooShort?min=2|Please…"` →
 * `{ key: "nameTooShort", values: { min: 2 }, english: "Please…" }`; null for any other message
 * (the coach's forms keep plain English sentences).
 */
export function readFieldIssue(
  message: string,
): { key: string; values: Record<string, number>; english: string } | null {
  const match = ENCODED.exec(message);
  if (!match) return null;
  const values: Record<string, number> = {};
  for (const pair of (match[2] ?? "").split("&").filter(Boolean)) {
    const [name = "", value = ""] = pair.split("=");
    values[name] = Number(value);
  }
  return { key: match[1] ?? "", values, english: match[3] ?? "" };
}

/**
 * The sentence of an issue message in the language of `words`, e.g. `"nameTooShort?min=2|…"` →
 * "Escriba su nombre (al menos 2 letras)." with the Spanish words; its English without words
 * (or without that key); any other message as it is ("Title is required").
 */
export function fieldIssueText(message: string, words?: FieldWords): string {
  const issue = readFieldIssue(message);
  if (!issue) return message;
  const sentence = words && Object.hasOwn(words, issue.key) ? words[issue.key] : undefined;
  return sentence === undefined ? issue.english : fill(sentence, issue.values);
}
