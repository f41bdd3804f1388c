/** The coach's inbox of contact form messages (docs/api.md). */
import { CONTACT_DELETE_MAX } from "../../../lib/schemas/contact";
import {
  ContactDeleteResultSchema,
  ContactMessagePageSchema,
  type ContactDeleteResult,
} from "../../../lib/schemas/contact";
import { coachCall, coachGet, coachRemove, coachSend, pathId } from "../../kit/coach/coach-call";

/**
 * A page of contact form messages, newest first, with how many there are in all, e.g.
 * `fetchContactMessages()` for the newest and `fetchContactMessages(page.nextCursor)` for the page after.
 */
export const fetchContactMessages = (cursor?: string | null, signal?: AbortSignal) =>
  coachGet(
    `/api/contact${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
    ContactMessagePageSchema,
    signal,
  );

/** Deletes one message; a 404 when it was already gone. */
export const deleteContactMessage = (messageId: string) => coachRemove(`/api/contact/${pathId(messageId)}`);

/**
 * Deletes the messages `ids` names, `CONTACT_DELETE_MAX` a request, one request after another:
 * how many it deleted, and which were already gone.
 */
export const deleteContactMessages = (ids: readonly string[]) =>
  coachCall(async () => {
    const result: ContactDeleteResult = { deleted: 0, missing: [] };
    for (let start = 0; start < ids.length; start += CONTACT_DELETE_MAX) {
      const run = ids.slice(start, start + CONTACT_DELETE_MAX);
      const { deleted, missing } = await coachSend(
        "POST",
        "/api/contact/delete",
        { ids: run },
        ContactDeleteResultSchema,
      );
      result.deleted += deleted;
      result.missing.push(...missing);
    }
    return result;
  });
