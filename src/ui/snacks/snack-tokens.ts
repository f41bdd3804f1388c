/**
 * A family's own snack sign-ups as their phone remembers them, and what each game's row in the
 * snack list says (docs/product-rules.md#snack-sign-ups). A successful sign-up answers a manage
 * token once; the phone keeps it by game, e.g. `{ "game-2025-09-20": "v1f….Qm9v…" }`, so the row of
 * that game says "You're bringing snacks" with Change (`/snacks/manage#<token>`) and Cancel. Pure,
 * and without zod: the snack list is on the first load of /schedule, so what only a sign-up, a
 * cancel or /snacks/manage needs is in snack-manage.ts. The phone's storage: src/ui/snacks/token-store.ts.
 */
/**
 * A manage token: its volunteer record's id, a period and 43 characters of base64url, the shape
 * `ManageTokenSchema` checks (src/lib/schemas/snacks.ts), e.g. `v1.` and 43 more.
 */
const TOKEN = /^[\w-]{1,64}\.[\w-]{43}$/;

/** Whether `value` has a manage token's shape, e.g. from storage or the page's `#`. */
export const isManageToken = (value: unknown): value is string =>
  typeof value === "string" && TOKEN.test(value);

/** The volunteer record a token opens: the part before its last period, e.g. `"v1.Qm9v…"` → `"v1"`. */
export const tokenVolunteerId = (token: string): string => token.slice(0, token.lastIndexOf("."));

/**
 * The private page of a sign-up, e.g. `/snacks/manage#v1.…`, or in another language that
 * language's `page`, e.g. `/es/snacks/manage#v1.…`; the token after `#` never reaches a server or
 * a cache.
 */
export const manageLink = (token: string, page = "/snacks/manage"): string => `${page}#${token}`;

/** The phone's sign-ups: game id → manage token. */
export type SnackTokens = Readonly<Record<string, string>>;

/**
 * What storage held, read as tokens by game; anything else (not JSON, a list, a value that is
 * not a token) is left out, e.g. `'{"game-1":"v1.<43 chars>","game-2":7}'` → `{ "game-1": "v1.…" }`.
 */
export function parseSnackTokens(stored: string | null): SnackTokens {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? "{}");
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, token]) => isManageToken(token)));
}

/** A volunteer as the public sees them: `{ id, name: "María G.", bringing }`. */
interface PublicVolunteer {
  id: string;
  name: string;
  bringing?: string | null;
}

/** What a game's row in the snack list says. */
export interface SnackRow {
  /** This phone's token when its family is the game's volunteer: "You're bringing snacks". */
  token: string | null;
  /** Whether a volunteer brings snacks. */
  covered: boolean;
  /** The volunteer's public name, or null while unknown (still loading, or gone). */
  name: string | null;
  /** What the volunteer brings, e.g. "Orange slices", or null when they did not say. */
  bringing: string | null;
}

/**
 * The row of `game`: the phone's own sign-up when its token's volunteer is the one the game names
 * (a token the coach's clear or a cancel elsewhere spent no longer matches), else covered with the
 * public name and what they bring, else open.
 */
export function snackRow(
  game: { id: string; snackParentId: string | null },
  volunteers: readonly PublicVolunteer[],
  tokens: SnackTokens,
): SnackRow {
  const id = game.snackParentId;
  const token = tokens[game.id];
  const volunteer = volunteers.find((user) => user.id === id);
  return {
    token: id !== null && token !== undefined && tokenVolunteerId(token) === id ? token : null,
    covered: id !== null,
    name: volunteer?.name ?? null,
    bringing: volunteer?.bringing ?? null,
  };
}
