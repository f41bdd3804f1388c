/**
 * Overview: tiles for upcoming events, players, published posts and contact messages; the next
 * event; the next five events; the five newest posts and contact messages. A cancelled or
 * postponed event shows its badge, struck time and note, a moved one "Moved from …".
 */
import { useStore } from "@nanostores/react";
import { nowMillis } from "../../../lib/clock";
import { newestFirst } from "../../../lib/domain/newest-first";
import { nextEvents, OVERVIEW_LIST_LENGTH } from "./dashboard";
import { postCounts } from "../../posts/coach/post-counts";
import { selectUpcoming } from "../../../lib/domain/schedule";
import { formatEventDate, formatEventTime, formatRelative } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/events";
import { $coachEvents, loadCoachEvents } from "../../schedule/coach/store";
import { $coachPlayers } from "../../roster/coach/store";
import { $coachPosts, loadCoachPosts } from "../../posts/coach/store";
import { $contactMessages, loadContactMessages } from "../../contact/coach/store";
import type { Loadable } from "../../kit/load";
import ContactMessageItem from "../../contact/coach/ContactMessageItem";
import EventFacts from "../../schedule/EventFacts";
import { StatusBadge } from "../../schedule/StatusBadge";
import { StatusNote, StatusTime } from "../../schedule/EventStatus";
import BackupSection from "../../backup/coach/BackupSection";
import { Badge, Card, Loaded, Tiles, TYPE_LABELS } from "../../kit/coach/parts";

export type TabLink = (tab: "events" | "posts" | "messages") => void;

const count = <T,>(state: Loadable<T>, counter: (data: T) => number): string =>
  state.status === "ready" ? String(counter(state.data)) : state.status === "loading" ? "…" : "–";

export default function OverviewTab({ onOpenTab }: { onOpenTab: TabLink }) {
  const $events = useStore($coachEvents);
  const $players = useStore($coachPlayers);
  const $posts = useStore($coachPosts);
  const $messages = useStore($contactMessages);
  // The clock follows the server (X-App-Now of every answer), not the device.
  const at = nowMillis();

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold text-navy-900">Overview</h2>
      <Tiles
        tiles={[
          {
            label: "Upcoming Events",
            value: count($events, (events) => selectUpcoming(events, at).length),
            detail: `Next ${String(OVERVIEW_LIST_LENGTH)} listed below`,
          },
          { label: "Total Players", value: count($players, (players) => players.length) },
          { label: "Published Posts", value: count($posts, (posts) => postCounts(posts).published) },
          { label: "Contact Messages", value: count($messages, (inbox) => inbox.total) },
        ]}
      />

      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Next Event" headingId="overview-next-event">
          <Loaded state={$events} what="the next event" onRetry={() => void loadCoachEvents()}>
            {(events) => {
              const [next] = nextEvents(events, at, 1);
              return next ? (
                <NextEventDetails event={next} at={at} />
              ) : (
                <p className="text-slate-700">No upcoming events.</p>
              );
            }}
          </Loaded>
        </Card>

        <Card title="Upcoming Events" headingId="overview-upcoming">
          <Loaded state={$events} what="upcoming events" onRetry={() => void loadCoachEvents()}>
            {(events) => {
              const upcoming = nextEvents(events, at);
              return upcoming.length === 0 ? (
                <p className="text-slate-700">Nothing on the schedule ahead.</p>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {upcoming.map((event) => (
                    <li key={event.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                      <span className="font-medium text-navy-900">
                        {event.title}
                        <StatusBadge event={event} className="ml-2" />
                      </span>
                      <span className="text-sm text-slate-700">
                        <StatusTime event={event}>
                          {formatEventDate(event)} · {formatEventTime(event)}
                        </StatusTime>
                      </span>
                      <StatusNote event={event} at={at} className="w-full" />
                    </li>
                  ))}
                </ul>
              );
            }}
          </Loaded>
          <LinkButton
            onClick={() => {
              onOpenTab("events");
            }}
          >
            Manage events
          </LinkButton>
        </Card>

        <Card title="Recent Posts" headingId="overview-posts">
          <Loaded state={$posts} what="posts" onRetry={() => void loadCoachPosts()}>
            {(posts) =>
              posts.length === 0 ? (
                <p className="text-slate-700">No posts yet.</p>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {newestFirst(posts, OVERVIEW_LIST_LENGTH).map((post) => (
                    <li key={post.id} className="py-2">
                      <p className="font-medium break-words text-navy-900">{post.title}</p>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        {post.status === "published" ? (
                          <Badge tone="green">Published</Badge>
                        ) : (
                          <Badge tone="slate">Draft</Badge>
                        )}
                        {formatRelative(post.createdAt, at)}
                      </p>
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
          <LinkButton
            onClick={() => {
              onOpenTab("posts");
            }}
          >
            Manage posts
          </LinkButton>
        </Card>

        <Card title="Recent Messages" headingId="overview-messages">
          <Loaded state={$messages} what="contact messages" onRetry={() => void loadContactMessages()}>
            {({ messages }) =>
              messages.length === 0 ? (
                <p className="text-slate-700">No contact messages yet.</p>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {newestFirst(messages, OVERVIEW_LIST_LENGTH).map((message) => (
                    <li key={message.id} className="py-2">
                      <ContactMessageItem message={message} clamp />
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
          <LinkButton
            onClick={() => {
              onOpenTab("messages");
            }}
          >
            All messages
          </LinkButton>
        </Card>
      </div>
      <Card title="Season and team" headingId="overview-season">
        <p className="text-slate-700">
          Edit the team record (coach, home field, equipment, values) or start the next season.
        </p>
        <a
          href="/admin/season"
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
        >
          Open Season and team
        </a>
      </Card>
      <BackupSection />
    </div>
  );
}

function NextEventDetails({ event, at }: { event: Event; at: number }) {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-navy-700 uppercase">
        <StatusBadge event={event} />
        {TYPE_LABELS[event.type]}
      </p>
      <p className="mt-1 text-xl font-bold text-navy-900">{event.title}</p>
      <StatusNote event={event} at={at} className="mt-1" />
      <EventFacts event={event} className="mt-2" />
    </div>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-2 inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
    >
      {children}
    </button>
  );
}
