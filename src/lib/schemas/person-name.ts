/**
 * What a stranger may type where other people will read it (docs/product-rules.md#names-and-snack-notes):
 * a volunteer's or a contact's name, and what a volunteer brings. Pure and zod-free, so the forms
 * check as they send with the same rules the API applies.
 *
 * A name is letters of any script (with their combining marks, which Devanagari or Thai need),
 * spaces, apostrophes, hyphens and periods, 2 to 60 characters once normalised (NFC) and trimmed.
 * Digits, web addresses and anything invisible (controls, format characters such as zero-width
 * spaces and the bidi overrides that reverse text) are refused, each with its own sentence: a key
 * of the kit's `fields` words (src/i18n/field-issues.ts), which the form and the API say in the
 * page's language.
 */
import { fieldIssue } from "./field-issue.ts";
import { LIMITS } from "../constants.ts";

/** The fewest and most characters a name may have, counted after NFC and trimming. */
export const NAME_LENGTH = { min: 2, max: 60 } as const;

/** Control, format (zero-width, bidi marks and overrides, soft hyphen …), unassigned and private-use characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
/** Spaces other than the plain one (no-break, en, em, ideographic …) read as one plain space. */
const OTHER_SPACES = /[\p{Zs}\t]+/gu;
const DIGITS = /\p{Nd}|\p{Nl}|\p{No}/u;
/**
 * A web address or a bare domain: a scheme, "www", an "@", or a period between letters with no
 * space after it ("snackfee.com", "pay.me"). Initials ("J.R.", "St. John") stay names.
 */
const ADDRESS = /:\/\/|\bwww\b|@|[\p{L}\p{M}]\.[\p{L}\p{M}]{2,}/iu;
const NAME_CHARACTERS = /^[\p{L}\p{M}' .\-’]*$/u;
const BRINGING_CHARACTERS = /^[\p{L}\p{M}\p{Nd}' .,\-’&$]*$/u;
/**
 * A phone number: 7 or more digits in one run, the digits counted across spaces, periods, dashes
 * and parentheses between them ("512 555 0199", "(512) 555-0199", "5.1.2.5.5.5.0"). Fewer digits
 * ("12 bananas, 24 juice boxes", "Capri-Sun x 14") are quantities.
 */
const PHONE_NUMBER = /\p{Nd}(?:[\s.()\p{Pd}]*\p{Nd}){6,}/u;
/**
 * A payment app or handle: Venmo, Cash App (CashApp, Cash-App), Zelle and PayPal by name, in any
 * case; a cashtag (`$` and a letter: "$CoachAlex"); an `@` handle ("@coach-alex") that is not
 * inside an email address. A `$` before a digit is an amount ("$20 of fruit") and passes.
 */
const PAYMENT =
  /\b(?:venmo|zelle|pay\s*-?\s*pal|cash\s*-?\s*app\b)|\$\s*\p{L}|(?<![\p{L}\p{M}\p{Nd}_.+-])@[\p{L}\p{Nd}_]/iu;
/** A `$` that starts no amount ("$ 20", a stray "$"): only "$" and a digit is one. */
const STRAY_DOLLAR = /\$(?!\p{Nd})/u;
/** A name needs a letter: "--" or "'." is not one. */
const LETTER = /\p{L}/u;
/** Marks piled on one letter ("Z̸̢̛a̵l̶g̷o" text spills over the lines around it); real scripts need at most three. */
const PILED_MARKS = /\p{M}{4}/u;

/**
 * The form the store keeps: NFC, trimmed, runs of spaces as one plain space, e.g.
 * `"  María   García "` → `"María García"`. Invisible characters are kept, for the rule to refuse.
 */
export function tidyText(value: string): string {
  return value.normalize("NFC").replace(OTHER_SPACES, " ").trim();
}

const characters = (value: string) => Array.from(value).length;

/** What is wrong with a tidied text under the rules both fields share, or null. */
function sharedProblem(value: string, what: "name" | "note"): string | null {
  if (INVISIBLE.test(value)) return fieldIssue(what === "name" ? "nameHidden" : "noteHidden");
  if (ADDRESS.test(value)) return fieldIssue(what === "name" ? "nameAddress" : "noteAddress");
  return null;
}

/**
 * Why `value` (tidied first) is not a name, as a field issue for the form, or null when it is one.
 * `nameProblem("María José García")` → null; `nameProblem("Jane 2")` → "nameDigits" ("Please leave
 * numbers out of your name.").
 */
export function nameProblem(value: string): string | null {
  const name = tidyText(value);
  if (name === "") return fieldIssue("nameEmpty");
  const shared = sharedProblem(name, "name");
  if (shared) return shared;
  if (PILED_MARKS.test(name)) return fieldIssue("nameMarks");
  if (DIGITS.test(name)) return fieldIssue("nameDigits");
  if (!NAME_CHARACTERS.test(name)) return fieldIssue("nameCharacters");
  if (!LETTER.test(name) || characters(name) < NAME_LENGTH.min) {
    return fieldIssue("nameTooShort", { min: NAME_LENGTH.min });
  }
  if (characters(name) > NAME_LENGTH.max) return fieldIssue("nameTooLong", { max: NAME_LENGTH.max });
  return null;
}

/**
 * What everyone reads of a sign-up must not become a way to reach or pay a family: the issues a
 * parent sees when what they bring holds a phone number or a payment app or handle. Neither
 * sentence repeats what was typed.
 */
export const BRINGING_PHONE_PROBLEM = fieldIssue("bringingPhone");
export const BRINGING_PAYMENT_PROBLEM = fieldIssue("bringingPayment");

/**
 * Why `value` (tidied first) cannot be what a volunteer brings, or null when it can: the name's
 * rules plus digits, commas, "&" and "$" before an amount, up to 80 characters, e.g.
 * "Orange slices, 2 cases of water" or "$20 of fruit"; never a phone number ("call 512 555 0199")
 * or a payment app or handle ("Venmo Coach-Alex-25", "$CoachAlex", "@coach"), which everyone would
 * read on the schedule and in the past season's archive.
 */
export function bringingProblem(value: string): string | null {
  const note = tidyText(value);
  if (INVISIBLE.test(note)) return sharedProblem(note, "note");
  if (PHONE_NUMBER.test(note)) return BRINGING_PHONE_PROBLEM;
  // Before the address rule: "@coach" is a handle, which that rule would call an email address.
  if (PAYMENT.test(note)) return BRINGING_PAYMENT_PROBLEM;
  const shared = sharedProblem(note, "note");
  if (shared) return shared;
  if (!BRINGING_CHARACTERS.test(note) || STRAY_DOLLAR.test(note)) return fieldIssue("bringingCharacters");
  if (characters(note) > LIMITS.bringing) return fieldIssue("bringingTooLong", { max: LIMITS.bringing });
  return null;
}

/**
 * Why `value` (tidied first) cannot be a family's private note to the coach, or null when it can:
 * no hidden characters and no web or email address (the rules every stranger's text shares), up to
 * 140 characters, e.g. "llegamos 10 min tarde" or "Back from Dallas at 5, call 512 555 0199" (only
 * the coach reads it, so digits and phone numbers are fine).
 */
export function noteProblem(value: string): string | null {
  const note = tidyText(value);
  const shared = sharedProblem(note, "note");
  if (shared) return shared;
  if (characters(note) > LIMITS.familyNote) return fieldIssue("bringingTooLong", { max: LIMITS.familyNote });
  return null;
}

/**
 * How the public sees a parent: the first name and the last name's initial, e.g.
 * `"María José García"` → `"María G."`, `"Mary-Kate O'Neil"` → `"Mary-Kate O."`, `"Cher"` → `"Cher"`.
 * The initial is the last word's first letter, so "Jane van Dyke" reads "Jane D.".
 */
export function shortName(name: string): string {
  const words = tidyText(name)
    .split(" ")
    .filter((word) => LETTER.test(word));
  const [first = "", ...rest] = words;
  const last = rest.at(-1);
  const initial = last === undefined ? undefined : Array.from(last).find((char) => LETTER.test(char));
  return initial === undefined ? first : `${first} ${initial.toLocaleUpperCase("en-US")}.`;
}
