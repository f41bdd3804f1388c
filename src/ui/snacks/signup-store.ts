/**
 * What a sign-up, a cancel or a spent link changes in the phone's snack tokens (snack-tokens.ts).
 * Where storage is blocked or full the tokens last as long as the page: the sign-up dialog shows
 * the private link before it closes, for the parent to keep.
 */
import { withoutSnackToken, withSnackToken } from "./snack-manage";
import type { SnackTokens } from "./snack-tokens";
import { $snackTokens, SNACK_TOKENS_KEY, storedSnackTokens } from "./token-store";

/** The page's tokens with what storage holds now (another tab may have added to it). */
const current = (): SnackTokens => ({ ...$snackTokens.get(), ...storedSnackTokens() });

function keep(tokens: SnackTokens): void {
  $snackTokens.set(tokens);
  try {
    localStorage.setItem(SNACK_TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // Blocked or full: kept for this page only.
  }
}

/** After a sign-up: keeps its token for the game, e.g. `rememberSnackToken("game-2025-09-20", token)`. */
export const rememberSnackToken = (gameId: string, token: string) => {
  keep(withSnackToken(current(), gameId, token));
};

/** After a cancel, or when the server says the link is spent: forgets the token. */
export const forgetSnackToken = (token: string) => {
  keep(withoutSnackToken(current(), token));
};
