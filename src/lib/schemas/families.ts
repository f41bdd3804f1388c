/**
 * Family answers (docs/product-rules.md#family-answers): a family's record under `families/<id>`
 * with its links, one answer per player and event under `availability/<eventId>~<playerId>`, the
 * coach's settings for them under `settings/availability`, what the coach and a family's link send,
 * and what the coach's headcount, the family page and the public counts answer.
 *
 * A family link is `/family#<token>`, the token `<familyId>.<slot>.<version>.<mac>` (see
 * docs/decisions/026-family-links.md): the store holds the slot and its version, never the token.
 */
import * as z from "zod/mini";
import {
  ANSWER_CUTOFF_HOURS_MAX,
  ANSWER_SOURCES,
  AVAILABILITY_ANSWERS,
  FAMILY_LANGUAGES,
  FAMILY_LINK_SLOTS,
  LIMITS,
  PUBLIC_COUNTS,
} from "../constants.ts";
import { EventSchema } from "./events.ts";
import { fieldIssue } from "./field-issue.ts";
import { HoneypotSchema } from "./http.ts";
import { noteProblem, tidyText } from "./person-name.ts";
import {
  count,
  IdSchema,
  InstantSchema,
  intRange,
  requiredText,
  seasonRecordFields,
  text,
} from "./primitives.ts";
import { SnackVolunteerInputSchema } from "./snacks.ts";

// The record (strict)

/** `"going"`, `"not-going"` or `"maybe"`. */
export const AvailabilityAnswerSchema = z.enum(AVAILABILITY_ANSWERS);

/** `"family"` (through its link) or `"coach"` (after a phone call). */
export const AnswerSourceSchema = z.enum(ANSWER_SOURCES);

/** `"en"` or `"es"`: the family's slip and the words written to it. */
export const FamilyLanguageSchema = z.enum(FAMILY_LANGUAGES);

/** A link slot: 1 or 2 (two homes). */
export const FamilyLinkSlotSchema = z.union([
  z.literal(FAMILY_LINK_SLOTS[0]),
  z.literal(FAMILY_LINK_SLOTS[1]),
]);

/** A weekday as ISO numbers it: 1 Monday … 7 Sunday, e.g. 2 for "not on Tuesdays". */
export const IsoWeekdaySchema = intRange(1, 7);

/**
 * One of a family's links: its slot and version, e.g. `{ slot: 1, version: 3, createdAt }`. The
 * token is derived from them with the server's key; rotating the slot bumps the version, which
 * ends the token before it at once.
 */
export const FamilyLinkRecordSchema = z.strictObject({
  slot: FamilyLinkSlotSchema,
  version: z.int().check(z.gte(1)),
  /** When this version was made. */
  createdAt: InstantSchema,
  /**
   * When the coach ended the link; null while it works. An ended slot keeps its version, so the
   * next rotate starts past it and no ended token ever works again.
   */
  endedAt: z._default(z.nullable(InstantSchema), null),
});
export type FamilyLinkRecord = z.infer<typeof FamilyLinkRecordSchema>;

/**
 * "Not available on Tuesdays for the rest of the season" for one player: every event on that
 * weekday (in Kyle) without an explicit answer counts as Not going, events added later included.
 */
export const AwayWeekdaySchema = z.strictObject({
  playerId: IdSchema,
  weekday: IsoWeekdaySchema,
});
export type AwayWeekday = z.infer<typeof AwayWeekdaySchema>;

/** A family: its name, its players (siblings), its language and its links (up to two). */
export const FamilySchema = z.strictObject({
  id: IdSchema,
  /** e.g. "Garcia family"; the coach and the family see it, nobody else. */
  name: text(1, LIMITS.familyName),
  /** Players of the roster; a player belongs to at most one family. */
  playerIds: z.array(IdSchema).check(z.minLength(1), z.maxLength(LIMITS.familyPlayers)),
  language: FamilyLanguageSchema,
  links: z.array(FamilyLinkRecordSchema).check(z.maxLength(FAMILY_LINK_SLOTS.length)),
  awayWeekdays: z._default(z.array(AwayWeekdaySchema).check(z.maxLength(7 * LIMITS.familyPlayers)), []),
  ...seasonRecordFields(),
});
export type Family = z.infer<typeof FamilySchema>;

/**
 * One player's answer for one event, under `availability/<id>`, `id` a digest of the event's and
 * the player's ids (`availabilityId`, so two ids of 64 characters still make a key), written with
 * the store's conditional writes. `answer` is null when only a note was sent ("running late" after
 * the lock). `eventDate` is the event's start when the answer was given: an answer given for
 * another start than the event's current one counts as "to confirm".
 */
export const AvailabilityRecordSchema = z.strictObject({
  id: IdSchema,
  eventId: IdSchema,
  playerId: IdSchema,
  answer: z.nullable(AvailabilityAnswerSchema),
  /** The family's private note to the coach, e.g. "llegamos 10 min tarde"; null for none. */
  note: z.nullable(text(1, LIMITS.familyNote)),
  /** When `answer` was last set; null while there is none. */
  answeredAt: z.nullable(InstantSchema),
  /** Who set `answer` last; null while there is none. */
  by: z.nullable(AnswerSourceSchema),
  /** The event's start when `answer` was given; null while there is none. */
  eventDate: z.nullable(InstantSchema),
  ...seasonRecordFields(),
});
export type AvailabilityRecord = z.infer<typeof AvailabilityRecordSchema>;

/**
 * The coach's choices, under `settings/availability`: answers lock `cutoffHours` before kick-off
 * (0: at kick-off), and public pages show the counts or nothing. Default:
 * `{ cutoffHours: 0, publicCounts: "counts" }`.
 */
export const AvailabilitySettingsSchema = z.strictObject({
  cutoffHours: intRange(0, ANSWER_CUTOFF_HOURS_MAX),
  publicCounts: z.enum(PUBLIC_COUNTS),
});
export type AvailabilitySettings = z.infer<typeof AvailabilitySettingsSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

/**
 * A family's token, as `/family#<token>` carries it in `X-Family-Token`: the family's id, the
 * slot, the version and 43 characters of base64url (an HMAC-SHA256), each after a period, e.g.
 * `fam-3c1e….1.2.Qm9v…`.
 */
export const FamilyTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}\.[12]\.[1-9]\d{0,8}\.[A-Za-z0-9_-]{43}$/));

/** `POST /api/families` and `PUT /api/families/:id`: the family's name, players and language. */
export const FamilyInputSchema = z.strictObject({
  name: requiredText(LIMITS.familyName, "Family name is required"),
  playerIds: z
    .array(IdSchema)
    .check(
      z.minLength(1, "Choose at least one player"),
      z.maxLength(LIMITS.familyPlayers, `A family holds at most ${String(LIMITS.familyPlayers)} players`),
    ),
  language: z._default(FamilyLanguageSchema, "en"),
});
export type FamilyInput = z.infer<typeof FamilyInputSchema>;

/**
 * A family's note to the coach: tidied like every stranger's text, up to 140 characters, no hidden
 * character or web address; `""` and `null` remove it.
 */
export const FamilyNoteSchema = z.pipe(
  z.nullable(z.string().check(z.maxLength(LIMITS.familyNote * 4, fieldIssue("bringingWayTooLong")))),
  z.pipe(
    z.transform((value: string | null) => (value === null ? null : tidyText(value) || null)),
    z.nullable(
      z.string().check(
        z.superRefine((value: string, context) => {
          const message = noteProblem(value);
          if (message !== null) context.addIssue({ code: "custom", message, input: value });
        }),
      ),
    ),
  ),
);

/**
 * `PUT /api/family/answers`: one player's answer for one event, its note, or both, e.g.
 * `{ eventId, playerId, answer: "going", note: "llegamos 10 min tarde" }`. An absent field keeps
 * what is stored; `answer: null` withdraws the answer, `note: null` or `""` removes the note.
 */
export const FamilyAnswerInputSchema = z
  .strictObject({
    eventId: IdSchema,
    playerId: IdSchema,
    answer: z.optional(z.nullable(AvailabilityAnswerSchema)),
    note: z.optional(FamilyNoteSchema),
  })
  .check(
    z.refine((input) => input.answer !== undefined || input.note !== undefined, {
      message: "Send an answer, a note or both",
      path: ["answer"],
    }),
  );
export type FamilyAnswerInput = z.infer<typeof FamilyAnswerInputSchema>;

/** `PUT /api/family/away`: sets (`away: true`) or clears "not available on <weekday>s" for a player. */
export const FamilyAwayInputSchema = z.strictObject({
  playerId: IdSchema,
  weekday: IsoWeekdaySchema,
  away: z.boolean(),
});
export type FamilyAwayInput = z.infer<typeof FamilyAwayInputSchema>;

/** `POST /api/family/snack-signup`: the public sign-up's fields, for a game of the family's choosing. */
export const FamilySnackSignupInputSchema = z.strictObject({
  eventId: IdSchema,
  ...SnackVolunteerInputSchema.shape,
  website: HoneypotSchema,
});
export type FamilySnackSignupInput = z.infer<typeof FamilySnackSignupInputSchema>;

/** `PUT /api/availability/:eventId/:playerId`: the coach sets (or, with null, clears) a player's answer. */
export const CoachAnswerInputSchema = z.strictObject({
  answer: z.nullable(AvailabilityAnswerSchema),
});
export type CoachAnswerInput = z.infer<typeof CoachAnswerInputSchema>;

/** `PUT /api/settings/availability`: either setting; an absent one keeps what is stored. */
export const AvailabilitySettingsInputSchema = z.strictObject({
  cutoffHours: z.optional(
    z
      .int("Cut-off must be a whole number of hours")
      .check(
        z.gte(0, `Cut-off must be between 0 and ${String(ANSWER_CUTOFF_HOURS_MAX)} hours`),
        z.lte(
          ANSWER_CUTOFF_HOURS_MAX,
          `Cut-off must be between 0 and ${String(ANSWER_CUTOFF_HOURS_MAX)} hours`,
        ),
      ),
  ),
  publicCounts: z.optional(z.enum(PUBLIC_COUNTS)),
});
export type AvailabilitySettingsInput = z.infer<typeof AvailabilitySettingsInputSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes answer (open)

/** A link as the coach's list shows it (no token): `{ slot: 1, version: 2, createdAt }`. */
export const FamilyLinkInfoSchema = z.object({
  slot: FamilyLinkSlotSchema,
  version: z.int(),
  createdAt: InstantSchema,
});

/** A family as the coach sees it: its players with their whole names, its links without tokens. */
export const CoachFamilySchema = z.object({
  id: IdSchema,
  name: z.string(),
  language: FamilyLanguageSchema,
  /** e.g. `{ id: "p-maya", name: "Maya Garcia" }`. */
  players: z.array(z.object({ id: IdSchema, name: z.string() })),
  links: z.array(FamilyLinkInfoSchema),
});
export type CoachFamily = z.infer<typeof CoachFamilySchema>;

/** `GET /api/families`: every family of the current season, by name. */
export const FamilyListSchema = z.object({ families: z.array(CoachFamilySchema) });
export type FamilyList = z.infer<typeof FamilyListSchema>;

/** A link with its token, for the coach to copy, share or print: `/family#<token>`. */
export const FamilyLinkSchema = z.object({ slot: FamilyLinkSlotSchema, token: z.string() });
export type FamilyLink = z.infer<typeof FamilyLinkSchema>;

/** `GET /api/families/:id/links`: every link the family holds, with its token (reprint). */
export const FamilyLinksSchema = z.object({ links: z.array(FamilyLinkSchema) });
export type FamilyLinks = z.infer<typeof FamilyLinksSchema>;

/** An event's tally: "7 going · 1 maybe · 2 out · 1 to confirm · 1 no answer", one per player. */
export const HeadcountCountsSchema = z.object({
  going: count(),
  maybe: count(),
  notGoing: count(),
  toConfirm: count(),
  noAnswer: count(),
});
export type HeadcountCounts = z.infer<typeof HeadcountCountsSchema>;

/**
 * A player's line in the coach's headcount: the name as first name and last initial ("Maya G."),
 * the answer (null for none; "not-going" when only "not on <weekday>s" answers, with `away`),
 * whether it waits for the family to confirm a moved time, the note and who answered.
 */
export const HeadcountPlayerSchema = z.object({
  playerId: IdSchema,
  name: z.string(),
  answer: z.nullable(AvailabilityAnswerSchema),
  toConfirm: z.boolean(),
  away: z.boolean(),
  note: z.nullable(z.string()),
  by: z.nullable(AnswerSourceSchema),
});
export type HeadcountPlayer = z.infer<typeof HeadcountPlayerSchema>;

/**
 * One event's headcount for the coach. `nudge` is the message for the group in the team's GroupMe
 * languages, naming no one ("2 families haven't answered for Saturday: please use your family
 * link"), null when every family has answered.
 */
export const HeadcountEventSchema = z.object({
  eventId: IdSchema,
  counts: HeadcountCountsSchema,
  /** Families with a player neither answered nor away (a "to confirm" counts as answered). */
  familiesWithoutAnswer: count(),
  players: z.array(HeadcountPlayerSchema),
  nudge: z.nullable(z.string()),
});
export type HeadcountEvent = z.infer<typeof HeadcountEventSchema>;

/** `GET /api/availability`: the settings and the headcount of every event not yet over, earliest first. */
export const HeadcountSchema = z.object({
  settings: AvailabilitySettingsSchema,
  events: z.array(HeadcountEventSchema),
});
export type Headcount = z.infer<typeof HeadcountSchema>;

/**
 * A player's answer as the family page shows it: `answer` is what the family (or the coach) set,
 * null for none, or `"not-going"` with `away: true` when only "not on <weekday>s" answers for this
 * event; `toConfirm` when the answer was given for the event's earlier time.
 */
export const FamilyPlayerAnswerSchema = z.object({
  playerId: IdSchema,
  answer: z.nullable(AvailabilityAnswerSchema),
  note: z.nullable(z.string()),
  toConfirm: z.boolean(),
  away: z.boolean(),
  by: z.nullable(AnswerSourceSchema),
});
export type FamilyPlayerAnswer = z.infer<typeof FamilyPlayerAnswerSchema>;

/** `PUT /api/family/answers` answers what is now saved for that player and event. */
export const FamilySavedAnswerSchema = z.extend(FamilyPlayerAnswerSchema, { eventId: IdSchema });
export type FamilySavedAnswer = z.infer<typeof FamilySavedAnswerSchema>;

/**
 * An event on the family page: the event as the schedule shows it, when its answers lock
 * (`lockAt`: kick-off less the coach's cut-off), whether they take answers now (`open`: false once
 * locked, and for a cancelled event or a postponed one without a new date; a note alone is still
 * taken) and each of the family's players' answers.
 */
export const FamilyEventSchema = z.extend(EventSchema, {
  lockAt: InstantSchema,
  locked: z.boolean(),
  open: z.boolean(),
  answers: z.array(FamilyPlayerAnswerSchema),
});
export type FamilyEvent = z.infer<typeof FamilyEventSchema>;

/** A snack sign-up made from the family page, which it can change or cancel there. */
export const FamilySnackSignupSchema = z.object({
  eventId: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  bringing: z.nullable(z.string()),
});
export type FamilySnackSignup = z.infer<typeof FamilySnackSignupSchema>;

/**
 * `GET /api/family`: the family (its players by first name), the cut-off, its players' events not
 * yet over (earliest first) with their answers, its "not on <weekday>s" and its snack sign-ups.
 */
export const FamilyViewSchema = z.object({
  family: z.object({
    name: z.string(),
    language: FamilyLanguageSchema,
    players: z.array(z.object({ id: IdSchema, firstName: z.string() })),
  }),
  settings: z.object({ cutoffHours: count() }),
  events: z.array(FamilyEventSchema),
  awayWeekdays: z.array(AwayWeekdaySchema),
  snackSignups: z.array(FamilySnackSignupSchema),
});
export type FamilyView = z.infer<typeof FamilyViewSchema>;

/** `PUT /api/family/away` answers the family's "not on <weekday>s" as now saved. */
export const FamilyAwayAnswerSchema = z.object({ awayWeekdays: z.array(AwayWeekdaySchema) });
export type FamilyAwayAnswer = z.infer<typeof FamilyAwayAnswerSchema>;

/** `POST /api/family/snack-signup` answers the game as it now is and the family's sign-up. */
export const FamilySnackSignupAnswerSchema = z.object({
  event: EventSchema,
  signup: FamilySnackSignupSchema,
});
export type FamilySnackSignupAnswer = z.infer<typeof FamilySnackSignupAnswerSchema>;

/** The public tally of an event: never a name or a note. */
export const PublicCountsSchema = z.object({ going: count(), maybe: count(), notGoing: count() });
export type PublicCounts = z.infer<typeof PublicCountsSchema>;

/**
 * `GET /api/availability/counts`: per event not yet over, e.g. `{ counts: { "game-2025-09-20":
 * { going: 9, maybe: 1, notGoing: 1 } } }`, or `{ counts: null }` when the coach chose to show none.
 */
export const PublicCountsAnswerSchema = z.object({
  counts: z.nullable(z.record(IdSchema, PublicCountsSchema)),
});
export type PublicCountsAnswer = z.infer<typeof PublicCountsAnswerSchema>;
