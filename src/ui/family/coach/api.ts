/** The coach's calls on families, their links and the headcount (docs/api.md#family-answers). */
import {
  AvailabilitySettingsSchema,
  CoachFamilySchema,
  FamilyLinkSchema,
  FamilyLinksSchema,
  FamilyListSchema,
  HeadcountEventSchema,
  HeadcountSchema,
  type AvailabilitySettingsInput,
  type CoachAnswerInput,
  type FamilyInput,
} from "../../../lib/schemas/families";
import type { FamilyLinkSlot } from "../../../lib/constants";
import { coachGet, coachRemove, coachSend, pathId } from "../../kit/coach/coach-call";

/** Every family of the season, by name, with its players' whole names and its links (no tokens). */
export const fetchFamilies = (signal?: AbortSignal) =>
  coachGet("/api/families", FamilyListSchema, signal).then((answer) => answer.families);

export const createFamily = (input: FamilyInput) =>
  coachSend("POST", "/api/families", input, CoachFamilySchema);

export const updateFamily = (familyId: string, input: FamilyInput) =>
  coachSend("PUT", `/api/families/${pathId(familyId)}`, input, CoachFamilySchema);

export const deleteFamily = (familyId: string) => coachRemove(`/api/families/${pathId(familyId)}`);

/** The family's links with their tokens: to copy, share or print again. */
export const fetchFamilyLinks = (familyId: string) =>
  coachGet(`/api/families/${pathId(familyId)}/links`, FamilyLinksSchema).then((answer) => answer.links);

/** A new token for the slot (made if missing): the slot's old token ends at once. */
export const rotateFamilyLink = (familyId: string, slot: FamilyLinkSlot) =>
  coachSend("POST", `/api/families/${pathId(familyId)}/links/${String(slot)}/rotate`, {}, FamilyLinkSchema);

/** Ends the slot's link at once. */
export const endFamilyLink = (familyId: string, slot: FamilyLinkSlot) =>
  coachRemove(`/api/families/${pathId(familyId)}/links/${String(slot)}`);

/** The settings and every upcoming event's headcount, with the nudge for the group. */
export const fetchHeadcount = (signal?: AbortSignal) =>
  coachGet("/api/availability", HeadcountSchema, signal);

/** The coach sets (or clears) a player's answer after a phone call; answers the event's headcount. */
export const setCoachAnswer = (eventId: string, playerId: string, input: CoachAnswerInput) =>
  coachSend("PUT", `/api/availability/${pathId(eventId)}/${pathId(playerId)}`, input, HeadcountEventSchema);

export const saveAvailabilitySettings = (input: AvailabilitySettingsInput) =>
  coachSend("PUT", "/api/settings/availability", input, AvailabilitySettingsSchema);
