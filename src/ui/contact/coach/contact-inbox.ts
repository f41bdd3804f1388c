/**
 * The Messages tab's contact inbox (docs/product-rules.md#coach-dashboard): the pages loaded so
 * far, the messages the coach has selected, and the words around deleting them. Pure.
 */
import type { ContactMessage } from "../../../lib/schemas/contact";
import type { ContactDeleteResult, ContactMessagePage } from "../../../lib/schemas/contact";

/** The inbox on screen: the pages loaded so far as one page, e.g. after Show more. */
export type Inbox = ContactMessagePage;

/**
 * The inbox with the next page after it: its messages appended (any already shown once only), the
 * total and the next cursor as the newest answer says.
 */
export function withNextPage(inbox: Inbox, next: ContactMessagePage): Inbox {
  const shown = new Set(inbox.messages.map((message) => message.id));
  return {
    messages: [...inbox.messages, ...next.messages.filter((message) => !shown.has(message.id))],
    total: next.total,
    nextCursor: next.nextCursor,
  };
}

/** The inbox without the messages `ids` names, its total down by those it showed. */
export function withoutMessages(inbox: Inbox, ids: Iterable<string>): Inbox {
  const gone = new Set(ids);
  const messages = inbox.messages.filter((message) => !gone.has(message.id));
  const removed = inbox.messages.length - messages.length;
  return { ...inbox, messages, total: Math.max(messages.length, inbox.total - removed) };
}

/** The selection with `id` added, or taken out when it was in. */
export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Whether every message shown is selected (false when none is shown): "Select all shown" is ticked. */
export const allSelected = (selected: ReadonlySet<string>, shown: readonly { id: string }[]): boolean =>
  shown.length > 0 && shown.every((message) => selected.has(message.id));

/** The selection of the messages still shown: those deleted or gone after a reload drop out. */
export function stillShown(selected: ReadonlySet<string>, shown: readonly { id: string }[]): Set<string> {
  return new Set(shown.filter((message) => selected.has(message.id)).map((message) => message.id));
}

const messages = (count: number) => `${count.toLocaleString("en-US")} message${count === 1 ? "" : "s"}`;

/**
 * What the list shows of the inbox, e.g. `"50 of 1,204 messages shown"`, `"3 messages"` when all
 * are shown, `"1 message"`.
 */
export function inboxSummary(inbox: Inbox): string {
  if (inbox.messages.length >= inbox.total) return messages(inbox.total);
  return `${inbox.messages.length.toLocaleString("en-US")} of ${messages(inbox.total)} shown`;
}

/** The confirmation before deleting the selected messages, e.g. `"Delete 3 messages? This cannot be undone."`. */
export const bulkDeleteQuestion = (count: number): string =>
  `Delete ${count === 1 ? "the selected message" : messages(count)}? This cannot be undone.`;

/**
 * What a bulk delete did, as the toast says it: `"3 messages deleted."`, `"2 messages deleted; 1
 * was already gone."`, `"Nothing to delete: all 2 were already gone."`.
 */
export function bulkDeleteOutcome({ deleted, missing }: ContactDeleteResult): string {
  const gone = missing.length;
  if (deleted === 0)
    return `Nothing to delete: ${gone === 1 ? "it was" : `all ${String(gone)} were`} already gone.`;
  const done = `${messages(deleted)} deleted`;
  return gone === 0 ? `${done}.` : `${done}; ${String(gone)} ${gone === 1 ? "was" : "were"} already gone.`;
}

/**
 * Where focus goes after the message `id` is deleted: the message after it, else the one before,
 * else nothing (null: the list is empty, and the caller's fallback takes it).
 */
export function neighbourOf(shown: readonly { id: string }[], id: string): string | null {
  const index = shown.findIndex((message) => message.id === id);
  if (index === -1) return null;
  return shown[index + 1]?.id ?? shown[index - 1]?.id ?? null;
}

/** A contact message's subject for a heading, e.g. `"(no subject)"` when there is none. */
export const subjectOf = (message: Pick<ContactMessage, "subject">): string =>
  message.subject?.trim() ? message.subject : "(no subject)";
