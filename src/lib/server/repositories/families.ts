/**
 * Families and their answers (docs/product-rules.md#family-answers): one record per family, one per
 * player and event answered, and the coach's settings for them.
 */
import { createHash } from "node:crypto";
import { availabilityKeySource } from "../../domain/availability";
import {
  AvailabilitySettingsSchema,
  type AvailabilitySettings,
  type AvailabilitySettingsInput,
} from "../../schemas/families";
import { AVAILABILITY_SETTINGS_KEY } from "../keys";
import { defineRepository } from "../repository";
import { openTeamStore } from "../seed";
import { readRecord, upsertRecord } from "../store";

export const familiesRepository = defineRepository("families");
export const availabilityRepository = defineRepository("availability");

/**
 * The id of one player's answer for one event: 40 hex characters of SHA-256 over both ids, e.g.
 * `availabilityId("game-2025-09-20", "player-03")` → `"5b0e…"`, the same for every write, so one
 * record per player and event however long their ids.
 */
export const availabilityId = (eventId: string, playerId: string): string =>
  createHash("sha256").update(availabilityKeySource(eventId, playerId)).digest("hex").slice(0, 40);

/** Until the coach changes them: answers lock at kick-off, public pages show the counts. */
export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = { cutoffHours: 0, publicCounts: "counts" };

export async function readAvailabilitySettings(): Promise<AvailabilitySettings> {
  const stored = await readRecord(
    await openTeamStore(),
    AVAILABILITY_SETTINGS_KEY,
    AvailabilitySettingsSchema,
  );
  return stored ?? DEFAULT_AVAILABILITY_SETTINGS;
}

/** Changes the settings the input names; the others stay. */
export async function saveAvailabilitySettings(
  input: AvailabilitySettingsInput,
): Promise<AvailabilitySettings> {
  return upsertRecord(
    await openTeamStore(),
    AVAILABILITY_SETTINGS_KEY,
    AvailabilitySettingsSchema,
    (current) => {
      const base = current ?? DEFAULT_AVAILABILITY_SETTINGS;
      return {
        cutoffHours: input.cutoffHours ?? base.cutoffHours,
        publicCounts: input.publicCounts ?? base.publicCounts,
      };
    },
    "Availability settings",
  );
}
