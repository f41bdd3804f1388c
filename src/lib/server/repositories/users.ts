/** Parents known to the team: snack volunteers. */
import { UserSchema, type User } from "../../schemas";
import { defineRepository } from "../repository";

export const usersRepository = defineRepository("users", UserSchema);

/** Every parent, by name. */
export async function listUsers(): Promise<User[]> {
  return (await usersRepository.list()).sort((a, b) => a.name.localeCompare(b.name));
}
