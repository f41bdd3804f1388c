/**
 * A shared store's load failure in the page's words. The stores of a page are shared by its
 * islands and keep the kit's English sentence (kit/load.ts); an island says it in the kit words
 * its page handed it. A sentence of the server's own passes as it came. Pure.
 */
import type { Words } from "../../i18n/catalog";
import { describeLoadError } from "../kit/load";

/**
 * e.g. `loadFailureWords("You seem to be offline. …", kit)` → "Parece que no tiene conexión. …"
 * with the Spanish kit words.
 */
export function loadFailureWords(message: string, kit: Pick<Words<"kit">, "offline" | "loadFailed">): string {
  if (message === describeLoadError(new TypeError("offline"))) return kit.offline;
  if (message === describeLoadError(null)) return kit.loadFailed;
  return message;
}
