/**
 * Messages: the GroupMe messenger and game-day reminders, what parents sent through the contact
 * form, and the team chat count.
 */
import { useStore } from "@nanostores/react";
import { newestFirst, subjectOf } from "../../../lib/view/dashboard";
import { formatRelative } from "../../../lib/domain/time";
import type { ContactMessage } from "../../../lib/schemas/records";
import { $chatCount, $contactMessages, loadChatCount, loadContactMessages } from "../../../stores/coach";
import { GroupMeMessengerSlot } from "./GroupMeSlots";
import { Card, Loaded, PanelHeader } from "./parts";
import { nowMillis } from "../../../lib/clock";

const CHANNEL_LABELS = { general: "General", practice: "Practice", rides: "Rides" } as const;

export default function MessagesTab() {
  const $messages = useStore($contactMessages);
  const $chat = useStore($chatCount);
  return (
    <div className="space-y-4">
      <PanelHeader title="Messages" />
      <GroupMeMessengerSlot />
      <Card title="Contact Messages" headingId="contact-messages-title">
        <Loaded state={$messages} what="contact messages" onRetry={() => void loadContactMessages()}>
          {(messages) =>
            messages.length === 0 ? (
              <p className="text-slate-700">No messages yet. Parents write from the Contact page.</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {newestFirst(messages).map((message) => (
                  <li key={message.id} className="py-3 first:pt-0 last:pb-0">
                    <ContactMessageItem message={message} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Card>
      <Card title="Team Chat" headingId="team-chat-title">
        <Loaded state={$chat} what="the chat count" onRetry={() => void loadChatCount()}>
          {(chat) => (
            <div>
              <p className="text-slate-800">
                <span className="text-2xl font-extrabold text-navy-900">{chat.count}</span> chat message
                {chat.count === 1 ? "" : "s"} in all
              </p>
              <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
                {(Object.keys(CHANNEL_LABELS) as (keyof typeof CHANNEL_LABELS)[]).map((channel) => (
                  <li key={channel}>
                    {CHANNEL_LABELS[channel]}: {chat.byChannel[channel]}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-slate-600">
                Team chat is switched off for parents this season.
              </p>
            </div>
          )}
        </Loaded>
      </Card>
    </div>
  );
}

/** One contact message: who, how to answer, what about, when. */
export function ContactMessageItem({ message, clamp = false }: { message: ContactMessage; clamp?: boolean }) {
  return (
    <article aria-label={`Message from ${message.name}: ${subjectOf(message)}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-navy-900">{subjectOf(message)}</p>
        <p className="text-xs text-slate-600">{formatRelative(message.createdAt, nowMillis())}</p>
      </div>
      <p className="text-sm text-slate-700">
        {message.name} ·{" "}
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subjectOf(message)}`)}`}
          className="break-all text-navy-700 underline underline-offset-2"
        >
          {message.email}
        </a>
      </p>
      <p
        className={`mt-1 text-sm whitespace-pre-line break-words text-slate-800 ${clamp ? "line-clamp-3" : ""}`}
      >
        {message.message}
      </p>
    </article>
  );
}
