/**
 * The plain values every layer shares: limits, enumerations, error codes and fixed names. No zod
 * here: an island that needs a limit or a label imports this module without loading the schemas,
 * and the schemas (`schemas/`) build their enums and length checks from the same values. A page
 * that imports it loads every value here that any island uses (one module, one chunk), so the
 * parents' pages take the event types from `event-types.ts` and the clock header's name from
 * `clock.ts`, e.g. the schedule's labels cost three lines rather than every limit and code.
 */

/**
 * A time of day as forms, imports and the store write it: `HH:mm` on a 24-hour clock, e.g. "18:30";
 * its groups are the hour and the minute.
 */
export const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Longest text each field may hold, in characters, e.g. `LIMITS.title` is 200. */
export const LIMITS = {
  title: 200,
  name: 100,
  email: 254,
  phone: 40,
  location: 200,
  notes: 2000,
  /** Shortest post content, in characters after trimming. */
  postContentMin: 10,
  postContent: 20_000,
  excerpt: 500,
  tag: 40,
  tags: 20,
  contactSubject: 200,
  /** Shortest contact message, in characters after trimming. */
  contactMessageMin: 10,
  contactMessage: 5000,
  chatMessage: 1000,
  parentContact: 300,
  password: 200,
  /** A GroupMe bot or group id. */
  groupMeId: 100,
  /** The hidden field bots fill in; people leave it empty. */
  honeypot: 200,
  /** Why an event is cancelled or postponed, e.g. "Fields closed: rain". */
  statusNote: 200,
  /** The field-status alert on every page. */
  alertMessage: 280,
  /** What a volunteer brings (docs/product-rules.md#names-and-snack-notes). */
  bringing: 80,
  /** The team's snack guidance, e.g. "Nut-free team: one player has a peanut allergy". */
  snackNote: 200,
  /** A season's id, e.g. "spring-2026". */
  seasonId: 40,
  /** A season's name, e.g. "Spring 2026". */
  seasonLabel: 60,
  /** e.g. "U10". */
  division: 20,
  /** The team's short name, e.g. "Lightning". */
  teamShortName: 40,
  /** The coach's bio, the field's directions. */
  teamText: 1000,
  /** Equipment and values: how many, and their names and details. */
  teamItems: 20,
  teamItemName: 60,
  teamItemDetail: 300,
  /** A practice topic, the notes' "Focus: " included. */
  practiceTopic: 1993,
  /** A practice topic's Spanish version, the Spanish notes' "Enfoque: " included. */
  practiceTopicEs: 1991,
  /** Practices one plan may generate. */
  practices: 200,
  /** The league schedule a new season imports, in characters. */
  gameImport: 500_000,
  /** A family's name, e.g. "Garcia family". */
  familyName: 60,
  /** The players one family holds (siblings). */
  familyPlayers: 6,
  /** A family's private note to the coach with an answer, e.g. "llegamos 10 min tarde". */
  familyNote: 140,
} as const;

/**
 * The season every record stored before seasons existed belongs to (it was the only one). A new
 * site's first season comes from content/ and is written with its own id.
 */
export const LEGACY_SEASON_ID = "fall-2025";

/** The kinds of event and their labels, e.g. `EVENT_TYPE_LABELS.game` is "Game" (see event-types.ts). */
export {
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventStatus,
  type EventType,
} from "./event-types.ts";

/** The field-status alert's levels and their labels (see field-alert.ts). */
export { ALERT_LEVEL_LABELS, ALERT_LEVELS, type AlertLevel } from "./field-alert.ts";

export const POSITIONS = ["Forward", "Midfielder", "Defender", "Goalkeeper"] as const;
export type Position = (typeof POSITIONS)[number];

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const CHAT_CHANNELS = ["general", "practice", "rides"] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Practice notes are "Focus: <topic>" and must fit an event's notes. */
export const PRACTICE_NOTES_PREFIX = "Focus: ";
/** The Spanish notes of a practice with a Spanish topic: "Enfoque: <tema>". */
export const PRACTICE_NOTES_PREFIX_ES = "Enfoque: ";

/** GroupMe refuses longer posts; the messenger blocks input past it. */
export const GROUPME_MESSAGE_MAX = 1000;
/** Above this many characters the messenger warns "Approaching character limit". */
export const GROUPME_MESSAGE_WARN = 800;
/**
 * The languages the team's GroupMe messages go out in: English, Spanish, or both in one message,
 * English first (docs/product-rules.md#groupme).
 */
export const GROUPME_LANGUAGES = ["en", "es", "both"] as const;
export type GroupMeLanguages = (typeof GROUPME_LANGUAGES)[number];
/** A bot made from the dashboard is named this plus the group's name. */
export const GROUPME_BOT_PREFIX = "Lightning Coach - ";

/**
 * The request header that carries a snack sign-up's manage token to `/api/snack-signup`: never the
 * path or the query, which the host's request logs keep (docs/api.md#snack-sign-up).
 */
export const MANAGE_TOKEN_HEADER = "X-Snack-Manage-Token";

/**
 * The request header that carries a family link's token to `/api/family*`: never the path or the
 * query, which the host's request logs keep (docs/api.md#family-answers).
 */
export const FAMILY_TOKEN_HEADER = "X-Family-Token";

/** The links one family may hold (two homes), each rotated on its own: slots 1 and 2. */
export const FAMILY_LINK_SLOTS = [1, 2] as const;
export type FamilyLinkSlot = (typeof FAMILY_LINK_SLOTS)[number];

/** The language of a family's slip and of what the team writes to it. */
export const FAMILY_LANGUAGES = ["en", "es"] as const;
export type FamilyLanguage = (typeof FAMILY_LANGUAGES)[number];

/** A family's answer for a player and an event (docs/product-rules.md#family-answers). */
export const AVAILABILITY_ANSWERS = ["going", "not-going", "maybe"] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

/** Who gave an answer: the family through its link, or the coach after a phone call. */
export const ANSWER_SOURCES = ["family", "coach"] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/** What public pages show of the answers: the counts, or nothing. Never a name or a note. */
export const PUBLIC_COUNTS = ["counts", "none"] as const;
export type PublicCounts = (typeof PUBLIC_COUNTS)[number];

/** The longest cut-off before kick-off the coach may set, in hours (0: answers lock at kick-off). */
export const ANSWER_CUTOFF_HOURS_MAX = 72;

/** The `code` of every error answer, e.g. `{ "error": { "code": "not_found", … } }`. */
export const ERROR_CODES = [
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "upstream_failed",
  "not_configured",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A backup file's `format`, so a JSON file of another kind is refused by name. */
export const BACKUP_FORMAT = "team-backup";
/** The backup format's version; a later format that old sites cannot read gets a new one. */
export const BACKUP_VERSION = 1;
/** The largest backup `POST /api/backup/restore` accepts, in bytes (5 MB). */
export const BACKUP_MAX_BYTES = 5 * 1024 * 1024;
/** Most records one section of a backup may hold. */
export const BACKUP_MAX_RECORDS = 10_000;
