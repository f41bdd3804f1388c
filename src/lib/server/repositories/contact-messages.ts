/**
 * Messages parents send through the contact form: kept one per key under an id that starts with
 * the time it arrived (`contactMessageId`), read by the coach a page at a time, deleted one by one
 * or many at once (docs/product-rules.md#contact-messages).
 */
import {
  arrivalOf,
  CONTACT_DAILY_CAP,
  contactDay,
  cursorOf,
  inboxPage,
  parseCursor,
  secondsUntilNextDay,
  type InboxEntry,
} from "../../domain/contact-messages";
import { AppError, english, rateLimited, say } from "../../domain/errors";
import type { ContactMessage } from "../../schemas/contact";
import type { ContactListQuery } from "../../schemas/contact";
import type { ContactDeleteResult, ContactMessagePage } from "../../schemas/contact";
import { COLLECTION_SCHEMAS } from "../../schemas/collection-schemas";
import { mapBounded, READ_CONCURRENCY } from "../bounded";
import { collectionPrefix } from "../keys";
import { defineRepository } from "../repository";
import { consumeDailyCap } from "../rate-limit";
import { openTeamStore } from "../seed";
import { listKeys, readRecord } from "../store";
import { readTeam } from "./seasons";

export const contactMessagesRepository = defineRepository("contact-messages");

/** The site's count of accepted messages, one counter a day (see `CONTACT_DAILY_CAP`). */
const DAILY_CAP = { name: "contact-day", limit: CONTACT_DAILY_CAP, route: "POST /api/contact" };

/**
 * Counts a message that arrived at `at` (epoch ms) from `client` against the day's cap in Kyle, or
 * throws the 429 that sends a parent to the coach's phone, with `Retry-After` until midnight in Kyle.
 */
export async function countTowardsDailyCap(at: number, client: string): Promise<void> {
  const full = new AppError("rate_limited", 429, english("The day's messages are in"));
  try {
    await consumeDailyCap(DAILY_CAP, contactDay(at), client, () => full);
  } catch (error) {
    if (error !== full) throw error;
    // Only a refused message needs the coach's phone: the team record is read then, not every time.
    const { phone } = (await readTeam()).coach;
    throw rateLimited(say("contactDayFull", { phone }), secondsUntilNextDay(at));
  }
}

const PREFIX = collectionPrefix("contact-messages");
const schema = COLLECTION_SCHEMAS["contact-messages"];

interface Entry extends InboxEntry {
  /** The message, when it had to be read to learn its place. */
  message?: ContactMessage;
}

/**
 * A page of the inbox, newest first (`limit` messages after `cursor`), with the inbox's size. The
 * keys are listed page by page; a message whose id carries its arrival is read only when its page
 * is asked for, so the first page of 20,000 messages reads 50 of them. A message kept from before
 * ids carried the time (a UUID) is read to learn its place, `READ_CONCURRENCY` at a time.
 */
export async function listContactMessages({ limit, cursor }: ContactListQuery): Promise<ContactMessagePage> {
  const store = await openTeamStore();
  const ids = (await listKeys(store, PREFIX)).map((key) => key.slice(PREFIX.length));
  const timed: Entry[] = [];
  const untimed: string[] = [];
  for (const id of ids) {
    const at = arrivalOf(id);
    if (at === null) untimed.push(id);
    else timed.push({ id, at });
  }
  const read = (id: string) => readRecord(store, `${PREFIX}${id}`, schema);
  const older = await mapBounded(untimed, READ_CONCURRENCY, read);
  // A message deleted between the list and its read is simply gone.
  const entries = [
    ...timed,
    ...older.flatMap((message) =>
      message === null ? [] : [{ id: message.id, at: Date.parse(message.createdAt), message }],
    ),
  ];
  const { page, next } = inboxPage(entries, limit, cursor === undefined ? null : parseCursor(cursor));
  const messages = await mapBounded(page, READ_CONCURRENCY, (entry) =>
    entry.message ? Promise.resolve(entry.message) : read(entry.id),
  );
  return {
    messages: messages.filter((message) => message !== null),
    total: entries.length,
    nextCursor: next === null ? null : cursorOf(next),
  };
}

/**
 * Deletes the messages `ids` names (an id twice counts once), `READ_CONCURRENCY` at a time: how
 * many it deleted, and the ids already gone (deleted elsewhere, or never there). A store that fails
 * part-way throws (502) with some deleted; the same ids again finish the job, the deleted ones
 * then among the missing.
 */
export async function deleteContactMessages(ids: readonly string[]): Promise<ContactDeleteResult> {
  const unique = [...new Set(ids)];
  const gone = await mapBounded(unique, READ_CONCURRENCY, async (id) => {
    try {
      await contactMessagesRepository.remove(id);
      return false;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return true;
      throw error;
    }
  });
  const missing = unique.filter((_, index) => gone[index]);
  return { deleted: unique.length - missing.length, missing };
}
