/**
 * The building blocks every schema is made of: ids, instants, dates, times, text and email. Written
 * with `zod/mini`, whose functions tree-shake, so an island pays a few KB for the schemas it uses,
 * not all of zod (docs/decisions/001-zod-mini.md).
 */
import * as z from "zod/mini";
import { LEGACY_SEASON_ID, LIMITS, LOCAL_TIME } from "../constants.ts";
import { fieldIssue, type FieldIssueKey } from "./field-issue.ts";
import { bringingProblem, nameProblem, tidyText } from "./person-name.ts";

// zod/mini ships without messages; these are the ones the API and forms show.
z.config(z.locales.en());

/** Record ids: seeded ids look like `game-2025-09-20`, generated ones are UUIDs. */
export const IdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid id"));

/** A season's id, a slug of its label: `spring-2026`. */
export const SeasonIdSchema = z
  .string()
  .check(
    z.maxLength(LIMITS.seasonId, "Use at most 40 characters"),
    z.regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "Use lower-case letters, digits and single hyphens, such as spring-2026",
    ),
  );

/** An instant as an ISO 8601 UTC string, e.g. `2025-09-20T14:00:00.000Z`. */
export const InstantSchema = z.iso.datetime({ offset: false }).check(z.maxLength(40));

/**
 * An instant in a request, stored in one form (`2025-09-20T14:00:00.000Z`) whatever precision it
 * came with, so sorting and "did the time change" compare like with like.
 */
export const InstantInputSchema = z.pipe(
  z
    .string()
    .check(
      z.maxLength(40, "Use a UTC time such as 2025-09-20T14:00:00.000Z"),
      z.iso.datetime({ offset: false, error: "Date must be a UTC time such as 2025-09-20T14:00:00.000Z" }),
    ),
  z.transform((value: string) => new Date(value).toISOString()),
);

/** A calendar date in the team's time zone, e.g. `2025-09-20`. */
export const LocalDateSchema = z.iso.date();

/** A wall-clock time in the team's time zone, e.g. `18:30`. */
export const LocalTimeSchema = z.string().check(z.regex(LOCAL_TIME, "Use HH:mm"));

/** A trimmed, non-empty string of at most `max` characters. */
export const requiredText = (max: number, message = "Required") =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** A trimmed string of at most `max` characters in which `""` and `null` both mean "none" (null). */
const blankAsNull = (max: number) =>
  z.pipe(
    z.nullable(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((value: string | null) => (value?.length ? value : null)),
  );

/** A trimmed optional string; empty or absent becomes null so the store never holds "". */
export const optionalText = (max: number) => z._default(blankAsNull(max), null);

/** For edits: absent keeps the stored value, `null` or `""` clears it. */
export const clearableText = (max: number) => z.optional(blankAsNull(max));

/**
 * The Spanish version of something the coach writes, in a stored record: null when there is none,
 * and absent in records from before there were versions, which read as none
 * (docs/languages.md#what-the-coach-writes).
 */
export const spanishText = (max: number) => z._default(z.nullable(text(1, max)), null);

export const EmailSchema = z.email("Please enter a valid email address").check(z.maxLength(254));

/** A string of `min` to `max` characters. */
export const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** A whole number from `min` to `max`. */
export const intRange = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

/** A whole number of zero or more. */
export const count = () => z.int().check(z.gte(0));

/** Adds `problem`'s sentence, if any, as the value's one issue. */
const ruledBy = (problem: (value: string) => string | null) =>
  z.superRefine((value: string, context) => {
    const message = problem(value);
    if (message !== null) context.addIssue({ code: "custom", message, input: value });
  });

/**
 * A person's name as a stranger may give it (volunteers, contact messages), stored tidied:
 * `" María  García "` → `"María García"`, with the form's own sentence for an empty one, e.g.
 * `personName("nameRequired")`. The rule and its sentences: `person-name.ts`.
 */
export const personName = (whenEmpty: FieldIssueKey) =>
  z.pipe(
    z.string().check(z.maxLength(LIMITS.name * 4, fieldIssue("nameWayTooLong"))),
    z.pipe(
      z.transform(tidyText),
      z.string().check(ruledBy((name) => (name === "" ? fieldIssue(whenEmpty) : nameProblem(name)))),
    ),
  );

/** What a volunteer brings, optional: "" and null mean none; e.g. `"Orange slices, water"`. */
export const BringingSchema = z._default(
  z.pipe(
    z.nullable(z.string().check(z.maxLength(LIMITS.bringing * 4, fieldIssue("bringingWayTooLong")))),
    z.pipe(
      z.transform((value: string | null) => (value === null ? null : tidyText(value) || null)),
      z.nullable(z.string().check(ruledBy(bringingProblem))),
    ),
  ),
  null,
);

/** The season a record belongs to; records stored before seasons existed belong to the first. */
export const seasonOf = () => z._default(SeasonIdSchema, LEGACY_SEASON_ID);

/** The fields of a record kept per season: its season, and when it was made and last changed. */
export const seasonRecordFields = () => ({
  seasonId: seasonOf(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
