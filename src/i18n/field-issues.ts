/**
 * The field rules' sentences as the shared schemas write them: a key of the kit's `fields` words
 * with its values, e.g. `"nameTooShort?min=2"`, rather than English. The form kit says it in the
 * page's language with the words the page handed it (`useForm`), the API in the request's
 * (src/lib/server/messages.ts), so one schema serves both languages and no island loads a
 * dictionary. Zod-free and tiny: the parents' pages load it with the form kit.
 */
import type { Words } from "./catalog";
import { fill } from "./fill";

/** The sentences of the field rules, e.g. `{ nameTooShort: "Please enter your name (at least {min} letters)." }`. */
export type FieldWords = Words<"kit">["fields"];
export type FieldIssueKey = keyof FieldWords;
type Values = Readonly<Record<string, number>>;

/** A field rule's issue message, e.g. `fieldIssue("nameTooShort", { min: 2 })` → `"nameTooShort?min=2"`. */
export function fieldIssue(key: FieldIssueKey, values: Values = {}): string {
  const pairs = Object.entries(values).map(([name, value]) => `${name}=${String(value)}`);
  return pairs.length === 0 ? key : `${key}?${pairs.join("&")}`;
}

const ENCODED = /^(\w+)(?:\?((?:\w+=-?\d+&?)+))?$/;

/**
 * The key and values of an issue message `fieldIssue` made, e.g. `"nameTooShort?min=2"` →
 * `{ key: "nameTooShort", values: { min: 2 } }`; null for any other message (the coach's forms
 * keep English sentences), or for a key `words` does not have.
 */
export function readFieldIssue(
  message: string,
  words: FieldWords,
): { key: FieldIssueKey; values: Values } | null {
  const match = ENCODED.exec(message);
  const key = match?.[1];
  if (key === undefined || !Object.hasOwn(words, key)) return null;
  const values: Record<string, number> = {};
  for (const pair of (match?.[2] ?? "").split("&").filter(Boolean)) {
    const [name = "", value = ""] = pair.split("=");
    values[name] = Number(value);
  }
  return { key: key as FieldIssueKey, values };
}

/**
 * The sentence of an issue message in `words`' language, e.g. `"nameTooShort?min=2"` → "Please
 * enter your name (at least 2 letters)."; any other message as it is ("Title is required").
 */
export function fieldIssueText(message: string, words: FieldWords): string {
  const issue = readFieldIssue(message, words);
  return issue ? fill(words[issue.key], issue.values) : message;
}
