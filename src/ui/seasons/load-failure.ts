/**
 * A failed load's message in the page's language. The kit's loader says one of two English
 * sentences (offline, or anything else, `describeLoadError`); the island says its own kit words,
 * e.g. `loadFailure({ status: "error", message: "You seem to be offline. …" }, kit)` → `kit.offline`.
 */
import type { Words } from "../../i18n/catalog";
import { describeLoadError } from "../kit/load";

const OFFLINE = describeLoadError(new TypeError("offline"));

export function loadFailure(
  answer: { status: "error"; message: string } | { status: "not-found" },
  kit: Pick<Words<"kit">, "offline" | "loadFailed">,
): string {
  return answer.status === "error" && answer.message === OFFLINE ? kit.offline : kit.loadFailed;
}
