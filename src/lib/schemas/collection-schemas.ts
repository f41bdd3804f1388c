/**
 * `COLLECTION_SCHEMAS` pairs every entry of the collections registry (`../collections.ts`) with the
 * schema its records are checked by.
 */
import type * as z from "zod/mini";
import type { Collection } from "../collections.ts";
import { ChatMessageSchema } from "./chat.ts";
import { ContactMessageSchema } from "./contact.ts";
import { EventSchema } from "./events.ts";
import { AvailabilityRecordSchema, AvailabilitySettingsSchema, FamilySchema } from "./families.ts";
import { FieldAlertSchema } from "./game-day.ts";
import { GroupMeSettingsSchema } from "./groupme.ts";
import { PlayerSchema } from "./players.ts";
import { PostSchema } from "./posts.ts";
import { SnackSettingsSchema, UserSchema } from "./snacks.ts";
import { CurrentSeasonSchema, SeasonArchiveSchema, SeasonSchema, TeamSchema } from "./seasons.ts";

/** The schema each collection's records are checked by, on every read and write. */
export const COLLECTION_SCHEMAS = {
  events: EventSchema,
  players: PlayerSchema,
  posts: PostSchema,
  "contact-messages": ContactMessageSchema,
  users: UserSchema,
  "chat-messages": ChatMessageSchema,
  "settings/groupme": GroupMeSettingsSchema,
  "settings/alert": FieldAlertSchema,
  "settings/snacks": SnackSettingsSchema,
  seasons: SeasonSchema,
  "season-archives": SeasonArchiveSchema,
  "settings/team": TeamSchema,
  "settings/season": CurrentSeasonSchema,
  families: FamilySchema,
  availability: AvailabilityRecordSchema,
  "settings/availability": AvailabilitySettingsSchema,
} as const satisfies Record<Collection, z.ZodMiniType>;
