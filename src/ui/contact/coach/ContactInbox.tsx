/**
 * The Messages tab's contact inbox (docs/product-rules.md#coach-dashboard): the newest messages a
 * page at a time (Show older messages), Delete on each, and many at once: tick some, or Select all
 * shown, then Delete selected. Both ask first and show their pending state; after a delete, focus
 * goes to the next message (or the line that counts them), as the button that had it is gone.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { useConfirmedAction } from "../../kit/coach/confirmed-action";
import { Button } from "../../kit/form/Button";
import { CheckboxField } from "../../kit/form/Field";
import { ApiRequestError } from "../../kit/api";
import { deleteContactMessage, deleteContactMessages, fetchContactMessages } from "./api";
import type { ContactMessage } from "../../../lib/schemas/contact";
import {
  allSelected,
  bulkDeleteOutcome,
  bulkDeleteQuestion,
  inboxSummary,
  neighbourOf,
  stillShown,
  subjectOf,
  toggled,
  type Inbox,
} from "./contact-inbox";
import { $contactMessages, appendContactMessages, dropContactMessages, loadContactMessages } from "./store";
import { showError, showToast } from "../../kit/toasts";
import ContactMessageItem from "./ContactMessageItem";
import { Loaded } from "../../kit/coach/parts";

/** The line that counts the messages: where focus goes when no message is left to go to. */
const SUMMARY_ID = "contact-inbox-summary";
const itemId = (messageId: string) => `contact-message-${messageId}`;
const about = (message: ContactMessage) => `message from ${message.name}: ${subjectOf(message)}`;

export default function ContactInbox() {
  const $inbox = useStore($contactMessages);
  return (
    <Loaded state={$inbox} what="contact messages" onRetry={() => void loadContactMessages()}>
      {(inbox) => <InboxList inbox={inbox} />}
    </Loaded>
  );
}

function InboxList({ inbox }: { inbox: Inbox }) {
  const shown = inbox.messages;
  // What the coach ticked; a message deleted or gone after a reload drops out of it.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = stillShown(ticked, shown);
  const [afterDelete, setAfterDelete] = useState(SUMMARY_ID);
  const [loadingMore, setLoadingMore] = useState(false);
  // After Show older messages, focus goes to the first one it brought (the button may be gone).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(itemId(focusNext.current))?.focus();
    focusNext.current = null;
  }, [shown.length]);

  const deleting = useConfirmedAction(async (message: ContactMessage) => {
    try {
      await deleteContactMessage(message.id);
      showToast({
        title: "Message Deleted",
        description: `The message from ${message.name} was deleted.`,
        variant: "success",
      });
    } catch (error) {
      // Deleted elsewhere (another tab, a bulk delete): gone all the same.
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
      showToast({
        title: "Message Deleted",
        description: "It had already been deleted.",
        variant: "success",
      });
    }
    dropContactMessages([message.id]);
  }, "Failed to delete the message. Please try again.");

  const deletingMany = useConfirmedAction(async (ids: readonly string[]) => {
    try {
      const result = await deleteContactMessages(ids);
      dropContactMessages(ids);
      setTicked(new Set());
      showToast({ title: "Messages Deleted", description: bulkDeleteOutcome(result), variant: "success" });
    } catch (error) {
      // Some may have gone before the failure: show the inbox as it is now.
      void loadContactMessages();
      throw error;
    }
  }, "Failed to delete the messages. Please try again.");

  async function showOlder(cursor: string) {
    setLoadingMore(true);
    try {
      const page = await fetchContactMessages(cursor);
      const known = new Set(shown.map((message) => message.id));
      focusNext.current = page.messages.find((message) => !known.has(message.id))?.id ?? null;
      appendContactMessages(page);
    } catch {
      showError("Failed to load older messages. Please try again.");
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className="space-y-3">
      <p id={SUMMARY_ID} tabIndex={-1} role="status" className="text-sm text-slate-700 outline-none">
        {inbox.total === 0 ? "No messages yet. Parents write from the Contact page." : inboxSummary(inbox)}
      </p>
      {shown.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField
            id="contact-select-all"
            label="Select all shown"
            checked={allSelected(selected, shown)}
            onChange={(event) => {
              setTicked(event.target.checked ? new Set(shown.map((message) => message.id)) : new Set());
            }}
          />
          {selected.size > 0 ? (
            <Button
              tone="danger"
              small
              onClick={() => {
                deletingMany.ask([...selected]);
              }}
            >
              Delete selected ({selected.size.toLocaleString("en-US")})
            </Button>
          ) : null}
        </div>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {shown.map((message) => (
          <li key={message.id} className="flex items-start gap-2 py-3">
            <label className="-my-2.5 flex h-11 w-8 shrink-0 cursor-pointer items-center">
              <input
                type="checkbox"
                aria-label={`Select ${about(message)}`}
                checked={selected.has(message.id)}
                onChange={() => {
                  setTicked(toggled(selected, message.id));
                }}
                className="h-5 w-5 rounded border-slate-400 accent-navy-900"
              />
            </label>
            <div className="min-w-0 flex-1">
              <ContactMessageItem message={message} id={itemId(message.id)} />
            </div>
            <Button
              tone="secondary"
              small
              aria-label={`Delete ${about(message)}`}
              onClick={() => {
                const next = neighbourOf(shown, message.id);
                setAfterDelete(next === null ? SUMMARY_ID : itemId(next));
                deleting.ask(message);
              }}
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
      {inbox.nextCursor === null ? null : (
        <Button
          tone="secondary"
          pending={loadingMore}
          pendingLabel="Loading..."
          onClick={() => {
            if (inbox.nextCursor !== null) void showOlder(inbox.nextCursor);
          }}
        >
          Show older messages
        </Button>
      )}

      <ConfirmDialog
        {...deleting.dialog}
        title="Delete Message"
        message={
          deleting.target
            ? `Delete the message from ${deleting.target.name} (${subjectOf(deleting.target)})? This cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        fallbackFocusId={afterDelete}
      />
      <ConfirmDialog
        {...deletingMany.dialog}
        title="Delete Messages"
        message={deletingMany.target ? bulkDeleteQuestion(deletingMany.target.length) : ""}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        fallbackFocusId={SUMMARY_ID}
      />
    </div>
  );
}
