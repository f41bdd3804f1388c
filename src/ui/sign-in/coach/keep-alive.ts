/**
 * The coach's pages keep their session alive while they are in use, and keep what the coach typed
 * when it ends anyway (docs/product-rules.md#coach-sign-in-and-sessions). A session ends after 2 hours without
 * use (../../../lib/domain/session-idle.ts); a visible coach page counts as use: it sends the
 * heartbeat every 5 minutes while visible (the Page Visibility API) and once as it becomes visible
 * again, and none while hidden, so a page left in a background tab lets the session end.
 *
 * Typed text: every text field typed into since the coach's last write the server took. When a
 * coach call finds the session gone while such text is on the page, the page stays as it is and
 * says how to sign in again without losing it (`SessionNotice`); without typed text it goes to the
 * login page as before. Started once, by `CoachGate`, on the coach's pages only: parents' pages
 * never load this.
 */
import { atom } from "nanostores";
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_MIN_GAP_MS, heartbeatDue } from "../../../lib/domain/session-idle";
import { coachCall } from "../../kit/coach/coach-call";
import { showToast } from "../../kit/toasts";
import { onCoachWrite } from "../../kit/coach/session-end";
import { postHeartbeat } from "./api";
import { keepPageOnSessionEnd, noteSessionTimes } from "./session";

/**
 * Whether a coach call found the session gone while typed text was on the page (until a heartbeat
 * finds it held again, after the coach signed in in another tab), and how many times so far: each
 * new report opens the notice again after the coach closed it.
 */
export const $sessionEnd = atom<{ ended: boolean; reports: number }>({ ended: false, reports: 0 });

/** The input types a coach types text into; a search box holds nothing to lose. */
const TEXT_INPUTS = new Set(["text", "email", "tel", "url", "number"]);

/** The fields typed into since the last write the server took. */
const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();

function noteTyping(event: Event): void {
  const field = event.target;
  if (
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && TEXT_INPUTS.has(field.type))
  ) {
    typed.add(field);
  }
}

/**
 * Whether text typed since the coach's last save is still on the page: a field typed into, still
 * there (not in a dialog closed since) and not emptied.
 */
export function hasUnsavedText(): boolean {
  for (const field of typed) {
    if (!field.isConnected || field.value.trim() === "") typed.delete(field);
  }
  return typed.size > 0;
}

/** When the last heartbeat was sent, on this device's clock (only the gap between two matters). */
let lastSentAt: number | null = null;
let pending: Promise<boolean> | null = null;
/** True while a heartbeat is on its way: its 401 does not open a notice the coach closed. */
let beating = false;

/**
 * Sends the heartbeat now, e.g. from Stay signed in: true when the session holds (its new end is
 * in the session store, and an ended notice closes), false when it could not be reached or has
 * ended (the 401 went to the session store like any coach call's).
 */
export function sendHeartbeat(): Promise<boolean> {
  pending ??= (async () => {
    lastSentAt = Date.now();
    beating = true;
    try {
      noteSessionTimes(await coachCall(postHeartbeat));
      const end = $sessionEnd.get();
      if (end.ended) {
        $sessionEnd.set({ ...end, ended: false });
        showToast({ title: "Signed in again", description: "Save what you typed now.", variant: "success" });
      }
      return true;
    } catch {
      return false;
    } finally {
      beating = false;
      pending = null;
    }
  })();
  return pending;
}

/**
 * A 401 with typed text on the page: stay, and say so. A failed save says so again; the heartbeat
 * of a page that already says so does not.
 */
function keepTypedText(): boolean {
  if (!hasUnsavedText()) return false;
  const end = $sessionEnd.get();
  if (!(beating && end.ended)) $sessionEnd.set({ ended: true, reports: end.reports + 1 });
  return true;
}

/** How often the page looks whether the next heartbeat is due. */
const CHECK_EVERY_MS = 60 * 1000;

/**
 * Starts the heartbeat and the watch on typed text for a signed-in coach's page, with a heartbeat
 * at once while the page is visible; returns the way to stop both.
 */
export function startKeepAlive(): () => void {
  const beat = (minGapMs: number) => {
    const visible = document.visibilityState === "visible";
    if (heartbeatDue({ visible, now: Date.now(), lastSentAt, minGapMs })) void sendHeartbeat();
  };
  const onVisibilityChange = () => {
    beat(HEARTBEAT_MIN_GAP_MS);
  };
  const clearTyped = () => {
    typed.clear();
  };
  document.addEventListener("visibilitychange", onVisibilityChange);
  // Captured at the document, so the fields of every form and dialog of the page count.
  document.addEventListener("input", noteTyping, true);
  const stopKeeping = keepPageOnSessionEnd(keepTypedText);
  const stopWrites = onCoachWrite(clearTyped);
  const timer = window.setInterval(() => {
    beat(HEARTBEAT_INTERVAL_MS);
  }, CHECK_EVERY_MS);
  beat(HEARTBEAT_MIN_GAP_MS);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisibilityChange);
    document.removeEventListener("input", noteTyping, true);
    stopKeeping();
    stopWrites();
  };
}
