/**
 * Step 1 of the season flow, the season: its inputs, the next season's name after the current
 * one's ("Fall 2025" → "Spring 2026"), the id that follows the name, and the check that builds the
 * body's `season`. Inputs are named by the body's path inside `season`, e.g. `"ages.min"`. Pure.
 */
import { seasonSlug } from "../../../lib/domain/seasons";
import { SeasonFactsSchema, type SeasonFacts } from "../../../lib/schemas/seasons";
import type { FieldErrors } from "../../kit/form/form-errors";
import { hasMessages } from "../../kit/form/form-state";
import { dateProblem, merged, parseWholeNumber } from "./input-checks";
import { firstIssuePerPath, type CheckResult } from "./team-form";

/** Step 1: the season's name and dates, as typed. */
export interface SeasonStepValues {
  label: string;
  /** The name's Spanish version, e.g. "Primavera 2026"; empty for none. */
  labelEs: string;
  id: string;
  /** The id follows the name until the coach types one of their own. */
  idFollowsLabel: boolean;
  /** Calendar dates, e.g. `"2026-02-28"` (what `<input type="date">` holds). */
  firstDay: string;
  lastDay: string;
  division: string;
  "ages.min": string;
  "ages.max": string;
  rosterCapacity: string;
}

type Term = "spring" | "summer" | "fall" | "autumn" | "winter";

/** Which season follows each, and whether it is in the next year: Fall 2025 → Spring 2026. */
const NEXT_TERM: Record<Term, { term: Term; nextYear: boolean }> = {
  spring: { term: "fall", nextYear: false },
  summer: { term: "fall", nextYear: false },
  fall: { term: "spring", nextYear: true },
  autumn: { term: "spring", nextYear: true },
  winter: { term: "spring", nextYear: false },
};

/** `word` written the way `like` is: "Fall" → "Spring", "FALL" → "SPRING", "fall" → "spring". */
function sameCase(word: string, like: string): string {
  if (like === like.toUpperCase()) return word.toUpperCase();
  if (like.startsWith(like.charAt(0).toUpperCase())) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/**
 * The name of the season after `label`, e.g. `"Fall 2025"` → `"Spring 2026"`, `"Spring 2026"` →
 * `"Fall 2026"`, `"U10 Fall 2025"` → `"U10 Spring 2026"`; a name with only a year gets the next
 * year (`"2025 Season"` → `"2026 Season"`); anything else gives `""` for the coach to type.
 */
export function nextSeasonLabel(label: string): string {
  const yearMatch = /\b(\d{4})\b/.exec(label) ?? /'(\d{2})\b/.exec(label);
  if (!yearMatch?.[1]) return "";
  const termMatch = /\b(spring|summer|fall|autumn|winter)\b/i.exec(label);
  const term = termMatch?.[1];
  const next = term === undefined ? null : NEXT_TERM[term.toLowerCase() as Term];
  const year = Number(yearMatch[1]) + (next === null || next.nextYear ? 1 : 0);
  const yearText = yearMatch[0].startsWith("'") ? `'${String(year % 100).padStart(2, "0")}` : String(year);
  let result =
    label.slice(0, yearMatch.index) + yearText + label.slice(yearMatch.index + yearMatch[0].length);
  if (termMatch && term !== undefined && next !== null) {
    // The year and the term never overlap: the term moves only when the year before it changed length.
    const shift = termMatch.index > yearMatch.index ? yearText.length - yearMatch[0].length : 0;
    const at = termMatch.index + shift;
    result = result.slice(0, at) + sameCase(next.term, term) + result.slice(at + term.length);
  }
  return result;
}

/** The season step after the name changed: the id follows it unless the coach typed their own. */
export function withLabel(values: SeasonStepValues, label: string): SeasonStepValues {
  return values.idFollowsLabel ? { ...values, label, id: seasonSlug(label) } : { ...values, label };
}

/**
 * The season step after the coach typed an id: it no longer follows the name, unless emptied (the
 * next change of the name fills it again).
 */
export function withId(values: SeasonStepValues, id: string): SeasonStepValues {
  return { ...values, id, idFollowsLabel: id.trim() === "" };
}

/** Step 1's inputs in screen order. */
export const SEASON_STEP_KEYS = [
  "label",
  "labelEs",
  "id",
  "firstDay",
  "lastDay",
  "division",
  "ages.min",
  "ages.max",
  "rosterCapacity",
] as const;

/**
 * Checks step 1 and builds the body's `season`, e.g. `{ id: "spring-2026", label: "Spring 2026",
 * ages: { min: 9, max: 10 }, rosterCapacity: 11, … }`. The id may not be the current season's.
 */
export function checkSeasonStep(
  values: SeasonStepValues,
  context: { currentSeasonId: string },
): CheckResult<SeasonFacts> {
  const own: FieldErrors<string> = {};
  const whole = (key: "ages.min" | "ages.max" | "rosterCapacity", what: string): number => {
    const text = values[key].trim();
    const value = parseWholeNumber(text);
    if (text === "") own[key] = `${what} is required`;
    else if (value === null) own[key] = "Enter a whole number";
    return value ?? 0;
  };
  const ages = { min: whole("ages.min", "Youngest age"), max: whole("ages.max", "Oldest age") };
  const rosterCapacity = whole("rosterCapacity", "Roster size");
  const firstDay = dateProblem(values.firstDay, "First day");
  const lastDay = dateProblem(values.lastDay, "Last day");
  if (firstDay) own.firstDay = firstDay;
  if (lastDay) own.lastDay = lastDay;
  else if (!firstDay && values.lastDay.trim() < values.firstDay.trim()) {
    own.lastDay = "The last day cannot be before the first day";
  }
  if (own["ages.min"] === undefined && own["ages.max"] === undefined && ages.max < ages.min) {
    own["ages.max"] = "The oldest age cannot be under the youngest";
  }
  const id = values.id.trim();
  if (id !== "" && id === context.currentSeasonId) {
    own.id = "This is the current season's id: the new season needs its own";
  }
  const parsed = SeasonFactsSchema.safeParse({
    id,
    label: values.label,
    labelEs: values.labelEs,
    // Placeholders while a date is missing, so the other inputs are still checked.
    firstDay: firstDay ? "2000-01-01" : values.firstDay.trim(),
    lastDay: lastDay ? "2000-01-01" : values.lastDay.trim(),
    division: values.division,
    ages,
    rosterCapacity,
  });
  const errors = merged(own, parsed.success ? {} : firstIssuePerPath(parsed.error.issues));
  if (!parsed.success || hasMessages(errors)) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
