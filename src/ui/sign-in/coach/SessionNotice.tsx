/**
 * What a coach's page says about its session while typed text is on it (keep-alive.ts): in the
 * last 5 minutes before the session ends, that it is about to end, with Stay signed in (the
 * heartbeat); once a coach call found it ended, that the text is still here and how to sign in
 * again without losing it: in a new tab, then I have signed in again. Each is a dialog (keyboard,
 * focus on its action, Escape closes it) whose words say what happened; without typed text it shows
 * nothing.
 * Mounted once, by `CoachGate`, which also starts the heartbeat through it.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { nowMillis } from "../../../lib/clock";
import { formatWait } from "../../../lib/domain/retry-after";
import { sessionNotice } from "../../../lib/domain/session-idle";
import { parseInstant } from "../../../lib/domain/instant";
import Dialog from "../../kit/Dialog";
import { $openDialog } from "../../kit/open-dialog";
import { Button } from "../../kit/form/Button";
import { showToast } from "../../kit/toasts";
import { $sessionEnd, hasUnsavedText, sendHeartbeat, startKeepAlive } from "./keep-alive";
import { $session } from "./session";

/** How often the page looks again at the time left and the typed text. */
const LOOK_EVERY_MS = 15 * 1000;

/** The id of each dialog's first action, which takes the focus as it opens. */
const ACTION_ID = "session-notice-action";

/** The page's clock and whether it holds unsaved typed text, as last looked at. */
interface Look {
  now: number;
  unsaved: boolean;
}

const look = (): Look => ({ now: nowMillis(), unsaved: hasUnsavedText() });

export default function SessionNotice() {
  const $state = useStore($session);
  const $end = useStore($sessionEnd);
  const [seen, setSeen] = useState<Look>(look);
  // The end whose warning the coach closed, and the report of the ended session they closed.
  const [warningClosedFor, setWarningClosedFor] = useState<number | null>(null);
  const [endedClosedAt, setEndedClosedAt] = useState(0);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The dialog open under the notice (a post being edited), which gets the toasts back once the
  // notice closes (kit/open-dialog.ts knows one open dialog at a time).
  const under = useRef<HTMLDialogElement | null>(null);

  useEffect(() => startKeepAlive(), []);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setSeen(look());
    }, LOOK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  // A heartbeat's answer (the page's clock set from the server's with it) or an ended session:
  // look again at once.
  useEffect(() => {
    const again = () => {
      setSeen(look());
    };
    const stops = [$session.listen(again), $sessionEnd.listen(again)];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);

  const times = $state.status === "signed-in" ? $state : null;
  const endsAt = times?.idleExpiresAt ? parseInstant(times.idleExpiresAt) : null;
  // The 12 hours after sign-in: no heartbeat moves that end.
  const finalEnd = times !== null && times.idleExpiresAt !== null && times.idleExpiresAt === times.expiresAt;
  const notice = sessionNotice({
    now: seen.now,
    endsAt: endsAt !== null && endsAt === warningClosedFor ? null : endsAt,
    ended: $end.ended && $end.reports > endedClosedAt,
    unsaved: seen.unsaved,
  });

  // Before the notice's dialog opens (in its own effect, after this one).
  useLayoutEffect(() => {
    if (notice !== "none" && under.current === null) under.current = $openDialog.get();
  }, [notice]);

  // After the dialogs' own effects: the focus goes to the action of the one that opened, or the
  // dialog under it gets the toasts back.
  useEffect(() => {
    if (notice !== "none") {
      document.getElementById(ACTION_ID)?.focus();
      return;
    }
    const below = under.current;
    under.current = null;
    if (below?.open && $openDialog.get() === null) $openDialog.set(below);
  }, [notice]);

  const stay = async () => {
    setPending(true);
    setProblem(null);
    const held = await sendHeartbeat();
    setPending(false);
    if (held) {
      showToast({ title: "Still signed in", description: "Your sign-in goes on.", variant: "success" });
    } else if ($sessionEnd.get().reports === $end.reports) {
      // Not a 401 (that opens the ended notice): the server could not be reached.
      setProblem("Could not reach the server. Check your connection and try again.");
    }
  };

  const signedInAgain = async () => {
    setPending(true);
    setProblem(null);
    // Held: the notice closes and says so (keep-alive.ts).
    if (!(await sendHeartbeat())) {
      setProblem("You are not signed in yet. Sign in in the other tab first, then try again.");
    }
    setPending(false);
  };

  const minutesLeft = endsAt === null ? "" : formatWait(Math.max(0, (endsAt - seen.now) / 1000));
  const signInLink = (
    <a
      id={ACTION_ID}
      href="/admin-login"
      target="_blank"
      rel="noopener"
      className="link-button justify-center"
    >
      Sign in again in a new tab
    </a>
  );
  // One element for either dialog: only one is ever open.
  const problemAlert = problem ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
      {problem}
    </p>
  ) : null;

  return (
    <>
      <Dialog
        open={notice === "warning"}
        title="Your sign-in is about to end"
        onClose={() => {
          setWarningClosedFor(endsAt);
          setProblem(null);
        }}
        description={
          finalEnd
            ? `Your sign-in ends in ${minutesLeft}, 12 hours after you signed in. What you typed is not saved yet: save it now, or sign in again in a new tab first.`
            : `Without any use your sign-in ends in ${minutesLeft}. What you typed is not saved yet.`
        }
      >
        <div className="space-y-3">
          {problemAlert}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            {finalEnd ? (
              signInLink
            ) : (
              <Button
                id={ACTION_ID}
                onClick={() => void stay()}
                pending={pending}
                pendingLabel="Staying signed in..."
              >
                Stay signed in
              </Button>
            )}
          </div>
        </div>
      </Dialog>

      <Dialog
        open={notice === "ended"}
        title="Your sign-in has ended"
        onClose={() => {
          setEndedClosedAt($end.reports);
          setProblem(null);
        }}
        description="What you typed is still on this page, but it cannot be saved until you sign in again. Sign in in a new tab, come back to this tab, then save again."
      >
        <div className="space-y-3">
          {problemAlert}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            {signInLink}
            <Button
              tone="secondary"
              onClick={() => void signedInAgain()}
              pending={pending}
              pendingLabel="Checking..."
            >
              I have signed in again
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
