/**
 * What the screens that make, change or cancel a snack sign-up need beyond the snack list
 * (docs/product-rules.md#snack-sign-ups): the phone's tokens after a sign-up or a cancel, the token
 * of a manage link's `#` part, and what to say when a call with a token fails, in the server's
 * words when it gave any. Pure: the tokens, the address and the failure are passed in.
 */
import type { Words } from "../../i18n/catalog";
import type { RequestFailure } from "../kit/api";
import { isManageToken, type SnackTokens } from "./snack-tokens";

/** The tokens with `token` for `gameId`, replacing any other for that game. */
export const withSnackToken = (tokens: SnackTokens, gameId: string, token: string): SnackTokens => ({
  ...tokens,
  [gameId]: token,
});

/** The tokens without `token`, whichever game it was kept for (a cancelled or spent sign-up). */
export const withoutSnackToken = (tokens: SnackTokens, token: string): SnackTokens =>
  Object.fromEntries(Object.entries(tokens).filter(([, kept]) => kept !== token));

/**
 * The token a manage link carries after `#`, e.g. `"#v1.Qm9v…"` → `{ token: "v1.Qm9v…" }`;
 * `"missing"` for no `#` part, `"garbled"` for one that is not a token (cut short when copied,
 * or a stray character). Only the `#` part is read: it never reaches a server, a log or a cache.
 */
export function tokenFromHash(hash: string): { token: string } | "missing" | "garbled" {
  const value = hash.replace(/^#/, "").trim();
  if (value === "") return "missing";
  return isManageToken(value) ? { token: value } : "garbled";
}

/** What a screen says when a call with a manage token failed, and what the screen does next. */
export interface SignupProblem {
  message: string;
  /** The link opens nothing any more (cancelled, or cleared or reassigned by the coach): forget it. */
  spent: boolean;
  /** Trying again may work (offline, too many requests, a server failure). */
  retry: boolean;
}

/** The words a problem is said in: the snack part's `problems` and the kit's `offline`. */
export interface ProblemWords {
  words: Pick<Words<"snacks">, "problems">;
  kit: Pick<Words<"kit">, "offline">;
}

/**
 * Why a call with a manage token failed, in the server's words when it gave any, else in the
 * page's, e.g. a 404 → "This sign-up link no longer works: …" (spent), a 409 → "This game has
 * started, …", a 429 → "Too many requests for sign-ups at once. Try again in 40 seconds." (retry),
 * no answer at all (`null`) → "You seem to be offline. …" (retry).
 */
export function signupProblem(
  failure: Pick<RequestFailure, "status" | "userMessage"> | null,
  { words: { problems }, kit }: ProblemWords,
): SignupProblem {
  if (failure === null) return { message: kit.offline, spent: false, retry: true };
  const { status, userMessage } = failure;
  if (status === 404) return { message: userMessage ?? problems.spent, spent: true, retry: false };
  if (status === 409) return { message: userMessage ?? problems.started, spent: false, retry: false };
  if (status === 429) return { message: userMessage ?? problems.busy, spent: false, retry: true };
  return { message: problems.server, spent: false, retry: true };
}
