/**
 * What the coach writes may have a Spanish version beside the English (docs/languages.md): the hint
 * under a Spanish input, and what a record still lacks. The coach's pages are English only. Pure.
 */

/** Under a Spanish input while there is nothing to translate, or the Spanish is written. */
export const SPANISH_HINT = "Optional. Spanish pages show it instead of the English.";

/** Under a Spanish input while the English is written and the Spanish is not. */
export const SPANISH_MISSING_HINT =
  'No Spanish version: Spanish pages show the English, marked "(en inglés)".';

/**
 * The hint under a Spanish input, e.g. `spanishHint("Bring water", "")` is `SPANISH_MISSING_HINT`
 * and `spanishHint("Bring water", "Traiga agua")` is `SPANISH_HINT`.
 */
export const spanishHint = (english: string, spanish: string): string =>
  english.trim() !== "" && spanish.trim() === "" ? SPANISH_MISSING_HINT : SPANISH_HINT;

/** Above a list whose rows each have a Spanish version, e.g. the team's equipment. */
export const SPANISH_ROW_HINT =
  'Each name and detail may have a Spanish version; without one, Spanish pages show the English, marked "(en inglés)".';

/** Under a row's Spanish input: a word only while its English is written and it is not. */
export const spanishRowHint = (english: string, spanish: string): string | undefined =>
  spanishHint(english, spanish) === SPANISH_MISSING_HINT ? "No Spanish version yet." : undefined;

/**
 * The names of the texts written in English only, in the order given, e.g.
 * `missingSpanish([["notes", "Bring water", null], ["status note", null, null]])` is `["notes"]`.
 */
export function missingSpanish(
  texts: readonly (readonly [name: string, english: string | null, spanish: string | null])[],
): string[] {
  return texts.flatMap(([name, english, spanish]) => (english && !spanish ? [name] : []));
}
