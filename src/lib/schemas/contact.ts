/**
 * Contact form messages (docs/product-rules.md#contact-messages): the record under
 * `contact-messages/<id>`, the form a parent sends, and the coach's inbox: its pages and deletes.
 */
import * as z from "zod/mini";
import { fieldIssue } from "./field-issue.ts";
import { LIMITS } from "../constants.ts";
import { count, EmailSchema, IdSchema, InstantSchema, optionalText, personName, text } from "./primitives.ts";
import { EmailInputSchema, HoneypotSchema } from "./http.ts";

// The record (strict)

export const ContactMessageSchema = z.strictObject({
  id: IdSchema,
  name: text(1, LIMITS.name),
  email: EmailSchema,
  subject: z.nullable(text(0, LIMITS.contactSubject)),
  message: text(LIMITS.contactMessageMin, LIMITS.contactMessage),
  createdAt: InstantSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

export const ContactInputSchema = z.strictObject({
  name: personName("nameRequired"),
  email: EmailInputSchema,
  subject: optionalText(LIMITS.contactSubject),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(LIMITS.contactMessageMin, fieldIssue("messageTooShort", { min: LIMITS.contactMessageMin })),
      z.maxLength(LIMITS.contactMessage),
    ),
  website: HoneypotSchema,
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

/** How many messages a page of the coach's inbox holds unless asked, and at most. */
export const CONTACT_PAGE_SIZE = 50;
export const CONTACT_PAGE_MAX = 200;

const pageLimitMessage = `limit must be a whole number from 1 to ${String(CONTACT_PAGE_MAX)}`;

/**
 * `GET /api/contact?limit=50&cursor=…`: a page of the inbox, newest first; `cursor` is the
 * `nextCursor` of the page before (its last message's arrival and id). Strict: any other query
 * parameter is a 400, so a typo (`?limt=`) never passes for the default.
 */
export const ContactListQuerySchema = z.strictObject({
  limit: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, pageLimitMessage)),
      z.pipe(
        z.transform(Number),
        z.int().check(z.gte(1, pageLimitMessage), z.lte(CONTACT_PAGE_MAX, pageLimitMessage)),
      ),
    ),
    CONTACT_PAGE_SIZE,
  ),
  cursor: z.optional(
    z
      .string()
      .check(z.regex(/^\d{1,15}-[A-Za-z0-9_-]{1,64}$/, "cursor must be a nextCursor this route gave")),
  ),
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

/** The most messages one bulk delete removes: a day at the daily cap several times over. */
export const CONTACT_DELETE_MAX = 500;

/** `POST /api/contact/delete`: the messages to delete; an id twice counts once. */
export const ContactDeleteInputSchema = z.strictObject({
  ids: z
    .array(IdSchema)
    .check(
      z.minLength(1, "Choose at least one message"),
      z.maxLength(CONTACT_DELETE_MAX, `Delete at most ${String(CONTACT_DELETE_MAX)} messages at once`),
    ),
});
export type ContactDeleteInput = z.infer<typeof ContactDeleteInputSchema>;

// ---------------------------------------------------------------------------------------------
// What the routes answer (open)

/** What `POST /api/contact` answers: the message is kept; nothing of it is echoed back. */
export const ContactReceiptSchema = z.object({ id: IdSchema, createdAt: InstantSchema });

/**
 * What `GET /api/contact` answers: a page of messages, newest first, how many the inbox holds in
 * all, and the cursor of the next page (null on the last).
 */
export const ContactMessagePageSchema = z.object({
  messages: z.array(ContactMessageSchema),
  total: count(),
  nextCursor: z.nullable(z.string()),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePageSchema>;

/** What `POST /api/contact/delete` answers: how many it deleted, and the ids that were already gone. */
export const ContactDeleteResultSchema = z.object({ deleted: count(), missing: z.array(IdSchema) });
export type ContactDeleteResult = z.infer<typeof ContactDeleteResultSchema>;
