/**
 * What the GroupMe screens say when something fails or a test answers
 * (docs/product-rules.md#groupme): the toast for a failed send, bot, test, reminder save or shared
 * post, e.g. `{ title: "Error", description: "Failed to send message to GroupMe. Please try again." }`,
 * with the server's reason when it gave one, and the message of a screen whose data cannot load.
 * Pure: the failure is passed in.
 */
import type { GroupMeTestResult } from "../../../lib/schemas/groupme";
import { formatWait } from "../../../lib/domain/retry-after";
import type { RequestFailure } from "../../kit/api";

export interface ToastText {
  title: string;
  description: string;
}

/** What the coach was doing when it failed. */
export type GroupMeAction = "send" | "create-bot" | "test" | "save-reminders" | "share-post";

const FAILED: Record<GroupMeAction, { title: string; lead: string; retry: string }> = {
  send: { title: "Error", lead: "Failed to send message to GroupMe.", retry: "Please try again." },
  "create-bot": { title: "Error", lead: "Failed to create bot.", retry: "Please try again." },
  test: {
    title: "Connection Failed",
    lead: "Could not connect to GroupMe.",
    retry: "Please check your bot configuration.",
  },
  "save-reminders": {
    title: "Error",
    lead: "Failed to save the reminder settings.",
    retry: "Please try again.",
  },
  "share-post": {
    title: "Error",
    lead: "The post is saved, but it failed to send to GroupMe.",
    retry: "You can send it from the Messages tab.",
  },
};

/** Ends the server's words with a full stop, e.g. `"GroupMe said: unauthorized."`. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Why it failed, in words the coach can act on, or null when there is nothing to add. The
 * server's message for GroupMe's refusals already says who spoke ("GroupMe said: …").
 */
function failureDetail(failure: RequestFailure): { detail: string; retry: boolean } | null {
  if (failure.status === 429) {
    const seconds = failure.retryAfterSeconds;
    return {
      detail:
        seconds === null
          ? "GroupMe is busy: please wait a minute and try again."
          : `GroupMe is busy: try again in ${formatWait(seconds)}.`,
      retry: false,
    };
  }
  if (failure.status === 401) return { detail: "Your session has ended. Please log in again.", retry: false };
  if (!failure.userMessage) return null;
  if (failure.code === "not_configured") return { detail: sentence(failure.userMessage), retry: false };
  if (failure.code === "upstream_failed" || [400, 404, 409].includes(failure.status)) {
    return { detail: sentence(failure.userMessage), retry: true };
  }
  return null;
}

/**
 * The toast for a failed GroupMe call, e.g. for a failed send
 * `{ title: "Error", description: "Failed to send message to GroupMe. Please try again." }`, with
 * the server's reason when it gave one (GroupMe's own words, the missing setting, the wait after
 * a 429).
 */
export function groupMeFailureToast(action: GroupMeAction, failure: RequestFailure | null): ToastText {
  const { title, lead, retry } = FAILED[action];
  const reason = failure ? failureDetail(failure) : null;
  const share = action === "share-post";
  const parts = [lead, reason?.detail, !reason || reason.retry || share ? retry : undefined];
  return { title, description: parts.filter((part) => part !== undefined).join(" ") };
}

/** The toast for `POST /api/groupme/test`'s answer: Connection Successful or GroupMe Test Failed. */
export function testResultToast(result: GroupMeTestResult): ToastText & { variant: "success" | "error" } {
  return result.success
    ? {
        title: "Connection Successful",
        description: "GroupMe answered: the bot configuration works.",
        variant: "success",
      }
    : {
        title: "GroupMe Test Failed",
        // GroupMe's words when it gave any; an empty error says nothing.
        description: result.error?.trim() ? result.error.trim() : "Could not connect to GroupMe bot",
        variant: "error",
      };
}

/**
 * What a GroupMe screen says when its data cannot load, e.g. `"Could not load your GroupMe
 * groups. GroupMe said: Unauthorized."`, and whether the server lacks its GroupMe setting (then
 * the server's own message, which names it).
 */
export function groupMeLoadProblem(
  failure: RequestFailure | null,
  what = "your GroupMe groups",
): { message: string; notConfigured: boolean } {
  if (failure === null) {
    return {
      message: "Could not reach the server. Check your connection and try again.",
      notConfigured: false,
    };
  }
  if (failure.code === "not_configured") {
    return {
      message: failure.userMessage ?? "GroupMe is not configured on the server.",
      notConfigured: true,
    };
  }
  const reason = failureDetail(failure);
  return {
    message: [`Could not load ${what}.`, reason?.detail ?? "Please try again."].join(" "),
    notConfigured: false,
  };
}
