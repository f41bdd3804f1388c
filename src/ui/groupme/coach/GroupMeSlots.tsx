/**
 * GroupMe's places in the dashboard (docs/product-rules.md#groupme). Each part loads
 * on demand, when its tab first shows it, and only on /admin, so no parent ever downloads it.
 *
 * - `GroupMeTestSlot` (Posts tab header): Test GroupMe.
 * - `GroupMeMessengerSlot` (Messages tab): the messenger, with its own Test GroupMe, and the
 *   game-day reminders.
 * - `GroupMePostsSlot` (Posts tab): the same messenger, opened on request ("Message the team").
 */
import { lazy, Suspense, useState } from "react";
import { Button } from "../../kit/form/Button";

const GroupMeTestButton = lazy(() => import("./GroupMeTestButton"));
const GroupMeMessenger = lazy(() => import("./GroupMeMessenger"));
const GameDayReminders = lazy(() => import("./GameDayReminders"));

function LoadingPart({ what, className = "" }: { what: string; className?: string }) {
  return (
    <p
      aria-busy="true"
      className={`rounded-xl bg-white p-4 text-slate-600 ring-1 ring-slate-200 ${className}`}
    >
      Loading {what}...
    </p>
  );
}

/** The Test GroupMe button in the Posts tab's header. */
export function GroupMeTestSlot() {
  return (
    <Suspense
      fallback={
        <Button tone="secondary" disabled>
          Test GroupMe
        </Button>
      }
    >
      <GroupMeTestButton />
    </Suspense>
  );
}

/** The Messages tab's GroupMe part: the messenger, then the game-day reminders. */
export function GroupMeMessengerSlot() {
  return (
    <Suspense fallback={<LoadingPart what="the GroupMe messenger" className="min-h-96" />}>
      <div className="space-y-4">
        <GroupMeMessenger showTest />
        <GameDayReminders />
      </div>
    </Suspense>
  );
}

/**
 * The messenger in the Posts tab, closed until the coach opens it, so the group list is fetched
 * (and reloaded every 30 seconds) only while it is open.
 */
export function GroupMePostsSlot() {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 font-semibold text-navy-900 hover:bg-slate-50">
        Message the team on GroupMe
      </summary>
      {open ? (
        <div className="px-2 pb-2">
          <Suspense fallback={<LoadingPart what="the GroupMe messenger" />}>
            <GroupMeMessenger />
          </Suspense>
        </div>
      ) : null}
    </details>
  );
}
