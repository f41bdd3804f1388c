/** Parents known to the team: snack volunteers, one record per sign-up. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { DateTime } from "luxon";
import { UserSchema, type User } from "../../schemas/snacks";
import type { SnackVolunteerInput } from "../../schemas/snacks";
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

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const newVolunteerId = (eventId: string) => `${volunteerIdPrefix(eventId)}${randomBytes(12).toString("hex")}`;
const newManageSecret = () => randomBytes(32).toString("base64url");

/**
 * A record id and a manage token of the form `createVolunteer` makes, for no record at all: what a
 * bot that filled the honeypot is answered, so its answer looks like a person's. The token opens
 * nothing.
 */
export function decoyVolunteer(eventId: string): { id: string; token: string } {
  const id = newVolunteerId(eventId);
  return { id, token: `${id}.${newManageSecret()}` };
}

/**
 * A parent's record from one snack sign-up for `eventId`: the name, email and phone given with it,
 * and what they bring. With `manageable`, also the manage token `<record id>.<secret>`: 256 random
 * bits, of which the record keeps only the SHA-256, so the token is answered once and never again.
 */
export async function createVolunteer(
  input: SnackVolunteerInput,
  eventId: string,
  at: DateTime,
  manageable: boolean,
  familyId: string | null = null,
): Promise<{ user: User; token: string | null }> {
  const id = newVolunteerId(eventId);
  const secret = manageable ? newManageSecret() : null;
  const user = await usersRepository.create({
    id,
    eventId,
    name: input.parentName,
    email: input.parentEmail,
    phone: input.parentPhone,
    bringing: input.bringing,
    manageTokenHash: secret === null ? null : sha256(secret),
    familyId,
    createdAt: at.toISO() ?? "",
  });
  return { user, token: secret === null ? null : `${id}.${secret}` };
}

/**
 * The parent record a manage token opens, or null for a token that opens nothing: a made-up one,
 * one whose record is gone (cancelled, cleared or reassigned: spent), or one without a hash.
 * The secret is compared by its hash in constant time.
 */
export async function volunteerByToken(token: string): Promise<User | null> {
  const separator = token.lastIndexOf(".");
  const user = await usersRepository.get(token.slice(0, separator));
  if (!user?.manageTokenHash) return null;
  const given = Buffer.from(sha256(token.slice(separator + 1)), "hex");
  return timingSafeEqual(given, Buffer.from(user.manageTokenHash, "hex")) ? user : null;
}

/** The parent records sign-ups for `eventId` made, whether or not they won it. */
export async function listVolunteerRecordsFor(eventId: string): Promise<User[]> {
  return listRecords(
    await openTeamStore(),
    `${collectionPrefix("users")}${volunteerIdPrefix(eventId)}`,
    UserSchema,
  );
}
