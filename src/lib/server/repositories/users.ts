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
 * The id of the parent with this email, or a new id when there is none yet. Callers hold the
 * `volunteer:<email>` lock so two sign-ups with one address cannot both pick a new id.
 */
export async function volunteerIdFor(email: string): Promise<string> {
  const existing = (await usersRepository.list()).find((user) => sameEmail(user.email, email));
  return existing?.id ?? randomUUID();
}

/** Creates the parent's record, or refreshes the name (and phone, when given) of a known one. */
export async function saveVolunteer(id: string, input: SnackSignupInput, at: DateTime): Promise<User> {
  const existing = await usersRepository.get(id);
  if (existing) {
    return usersRepository.update(id, (current) => ({
      ...current,
      name: input.parentName,
      phone: input.parentPhone ?? current.phone,
    }));
  }
  return usersRepository.create({
    id,
    name: input.parentName,
    email: input.parentEmail,
    phone: input.parentPhone,
    createdAt: at.toISO() ?? "",
  });
}
