/**
 * Messages: the GroupMe messenger and game-day reminders, what parents sent through the contact
 * form (the inbox, loaded when the tab first shows, with its deletes), and the team chat count.
 */
import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import { $chatCount, loadChatCount } from "./store";
import { GroupMeMessengerSlot } from "../../groupme/coach/GroupMeSlots";
import { Card, Loaded, PanelHeader } from "../../kit/coach/parts";

const ContactInbox = lazy(() => import("../../contact/coach/ContactInbox"));

const CHANNEL_LABELS = { general: "General", practice: "Practice", rides: "Rides" } as const;

export default function MessagesTab() {
  const $chat = useStore($chatCount);
  return (
    <div className="space-y-4">
      <PanelHeader title="Messages" />
      <GroupMeMessengerSlot />
      <Card title="Contact Messages" headingId="contact-messages-title">
        <Suspense
          fallback={
            <p aria-busy="true" className="py-4 text-slate-600">
              Loading contact messages...
            </p>
          }
        >
          <ContactInbox />
        </Suspense>
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
