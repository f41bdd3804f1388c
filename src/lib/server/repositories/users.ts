/** Parents known to the team: snack volunteers, one record per email address. */
import { randomUUID } from "node:crypto";
import type { DateTime } from "luxon";
import { UserSchema, type SnackSignupInput, type User } from "../../schemas";
import { defineRepository } from "../repository";

export const usersRepository = defineRepository("users", UserSchema);

/** Every parent, by name. */
export async function listUsers(): Promise<User[]> {
  return (await usersRepository.list()).sort((a, b) => a.name.localeCompare(b.name));
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The parent with this email address (any case), or null. Callers hold the `volunteer:<email>`
 * lock so that two sign-ups with one address cannot both create a record.
 */
export async function findVolunteer(email: string): Promise<User | null> {
  return (await usersRepository.list()).find((user) => sameEmail(user.email, email)) ?? null;
}

/** A new parent's record from a sign-up. */
export async function createVolunteer(input: SnackSignupInput, at: DateTime): Promise<User> {
  return usersRepository.create({
    id: randomUUID(),
    name: input.parentName,
    email: input.parentEmail,
    phone: input.parentPhone,
    createdAt: at.toISO() ?? "",
  });
}

/** A known parent signed up again: the name they gave now, and the phone when they gave one. */
export async function refreshVolunteer(id: string, input: SnackSignupInput): Promise<User> {
  return usersRepository.update(id, (current) => ({
    ...current,
    name: input.parentName,
    phone: input.parentPhone ?? current.phone,
  }));
}
