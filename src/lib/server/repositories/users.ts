/** Parents known to the team: snack volunteers, one record per sign-up. */
import { randomUUID } from "node:crypto";
import type { DateTime } from "luxon";
import { UserSchema, type SnackSignupInput, type User } from "../../schemas";
import { defineRepository } from "../repository";

export const usersRepository = defineRepository("users", UserSchema);

/** Every parent, by name. */
export async function listUsers(): Promise<User[]> {
  return (await usersRepository.list()).sort((a, b) => a.name.localeCompare(b.name));
}

/** A parent's record from one snack sign-up: the name, email and phone given with it. */
export async function createVolunteer(input: SnackSignupInput, at: DateTime): Promise<User> {
  return usersRepository.create({
    id: randomUUID(),
    name: input.parentName,
    email: input.parentEmail,
    phone: input.parentPhone,
    createdAt: at.toISO() ?? "",
  });
}
