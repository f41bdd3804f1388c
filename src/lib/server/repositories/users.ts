/** Parents known to the team: snack volunteers, one record per sign-up. */
import { createHash, randomBytes } from "node:crypto";
import type { DateTime } from "luxon";
import { UserSchema, type User } from "../../schemas/records";
import type { SnackSignupInput } from "../../schemas/requests";
import { collectionPrefix } from "../keys";
import { defineRepository, type ReadMode } from "../repository";
import { openTeamStore } from "../seed";
import { listRecords } from "../store";

export const usersRepository = defineRepository("users");

/** Every parent record, by name (volunteers and any a failed sign-up left behind). */
export async function listUsers(mode: ReadMode = "exact"): Promise<User[]> {
  return (await usersRepository.list(mode)).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The start of the id of every parent record a sign-up for `eventId` makes, e.g.
 * `"v3f9a0c1d2e3b4a59-"`, so the records one game's sign-ups made can be found again.
 */
export function volunteerIdPrefix(eventId: string): string {
  return `v${createHash("sha256").update(eventId).digest("hex").slice(0, 16)}-`;
}

/** A parent's record from one snack sign-up for `eventId`: the name, email and phone given with it. */
export async function createVolunteer(input: SnackSignupInput, eventId: string, at: DateTime): Promise<User> {
  return usersRepository.create({
    id: `${volunteerIdPrefix(eventId)}${randomBytes(12).toString("hex")}`,
    name: input.parentName,
    email: input.parentEmail,
    phone: input.parentPhone,
    createdAt: at.toISO() ?? "",
  });
}

/** The parent records sign-ups for `eventId` made, whether or not they won it. */
export async function listVolunteerRecordsFor(eventId: string): Promise<User[]> {
  return listRecords(
    await openTeamStore(),
    `${collectionPrefix("users")}${volunteerIdPrefix(eventId)}`,
    UserSchema,
  );
}
