/**
 * The snack sign-ups made on this phone: game id → manage token, kept in localStorage so that
 * /schedule still says "You're bringing snacks" (with Change and Cancel) after a reload
 * (docs/product-rules.md#snack-sign-ups). Read as the page's script starts, never while
 * prerendering (nothing shows them before the games have loaded, so hydration never differs).
 * The changes (after a sign-up, a cancel, a spent link) are in snack-signups.ts, which only the
 * dialogs and /snacks/manage load.
 */
import { atom } from "nanostores";
import { parseSnackTokens, type SnackTokens } from "./snack-tokens";

/** The localStorage key, e.g. `{"game-2025-09-20":"v1.…"}`. */
export const SNACK_TOKENS_KEY = "snackSignups";

/** What storage holds, e.g. after another tab's sign-up; nothing where it is blocked or absent. */
export function storedSnackTokens(): SnackTokens {
  try {
    return parseSnackTokens(localStorage.getItem(SNACK_TOKENS_KEY));
  } catch {
    // Blocked (some private modes), or no storage at all.
    return {};
  }
}

export const $snackTokens = atom<SnackTokens>(import.meta.env.SSR ? {} : storedSnackTokens());
