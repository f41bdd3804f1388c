/**
 * What the season flow's steps check in the inputs alike: whole numbers, dates and Kyle times as
 * typed, and the messages of a step's own checks merged with its schema's. Pure.
 */
import { LOCAL_TIME } from "../../../lib/constants";
import { parseCalendarDate } from "../../../lib/domain/instant";
import type { FieldErrors } from "../../kit/form/form-errors";

/** A whole number as typed, e.g. `"11"` → 11; null for empty, `"abc"` or `"7.5"`. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** A date input's problem, e.g. "First day is required"; null when it names a real day. */
export function dateProblem(text: string, what: string): string | null {
  if (text.trim() === "") return `${what} is required`;
  return parseCalendarDate(text.trim()) === null ? "Enter a date such as 2026-02-28" : null;
}

/** A time input's problem, e.g. "Start time is required"; null when it is `HH:mm`. */
export function timeProblem(text: string, what: string): string | null {
  if (text.trim() === "") return `${what} is required`;
  return LOCAL_TIME.test(text.trim()) ? null : "Enter a time such as 6:30 PM";
}

/** `errors` with the messages of `more` added where `errors` has none. */
export function merged(errors: FieldErrors<string>, more: FieldErrors<string>): FieldErrors<string> {
  const result = { ...errors };
  for (const [key, message] of Object.entries(more)) if (message !== undefined) result[key] ??= message;
  return result;
}
