/** Messages parents send through the contact form. */
import type { ContactMessage } from "../../schemas/records";
import { defineRepository } from "../repository";

export const contactMessagesRepository = defineRepository("contact-messages");

/** Every message, newest first. */
export async function listContactMessages(): Promise<ContactMessage[]> {
  return (await contactMessagesRepository.list()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
