/**
 * A family's private link (`/family#<token>`, `/es/family#<token>`): the token's shape, the token of
 * the page's `#` part, the link's address, and the phone's memory of it, which the home page reads to
 * offer "Your family page". Pure but for the storage it is handed; no zod and no imports, so the
 * home page's few lines load nothing else (docs/product-rules.md#family-answers).
 */

/**
 * A family token: the family's id, its link slot (1 or 2), the link's version and 43 characters of
 * base64url (an HMAC-SHA256), e.g. `fam-garcia.1.3.` and 43 more: the shape the API checks
 * (src/lib/schemas/families.ts); anything else is never sent.
 */
const TOKEN = /^[\w-]{1,64}\.[12]\.[1-9]\d{0,8}\.[\w-]{43}$/;

/** Whether `value` has a family token's shape, e.g. from storage or the page's `#`. */
export const isFamilyToken = (value: unknown): value is string =>
  typeof value === "string" && TOKEN.test(value);

/**
 * The token a family link carries after `#`, e.g. `"#fam-1.1.1.Qm9v…"` → `{ token: "fam-1.1.1.Qm9v…" }`;
 * `"missing"` for no `#` part, `"garbled"` for one that is not a token (cut short when copied). Only
 * the `#` part is read: it never reaches a server, a log or a cache key.
 */
export function familyTokenFromHash(hash: string): { token: string } | "missing" | "garbled" {
  let value = hash.replace(/^#/, "").trim();
  try {
    value = decodeURIComponent(value);
  } catch {
    return "garbled";
  }
  if (value === "") return "missing";
  return isFamilyToken(value) ? { token: value } : "garbled";
}

/**
 * A family's page with its token, e.g. `familyLink("https://x.org", "fam-1.1.1.…", "/es/family")` →
 * `"https://x.org/es/family#fam-1.1.1.…"`; the token only ever after `#`.
 */
export const familyLink = (origin: string, token: string, page = "/family"): string =>
  `${origin.replace(/\/$/, "")}${page}#${token}`;

/** The localStorage key of the family link this phone opened, e.g. `"fam-1.1.1.…"`. */
export const FAMILY_TOKEN_KEY = "familyLink";

/** The few calls of `localStorage` this module makes, so a test hands it a map. */
export type TokenStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** This phone's localStorage, or nothing where reading it throws (blocked: some private modes). */
export function phoneStorage(): TokenStorage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The token this phone keeps, or null: none, blocked storage, or something that is not a token. */
export function storedFamilyToken(storage: TokenStorage | undefined): string | null {
  try {
    const value = storage?.getItem(FAMILY_TOKEN_KEY) ?? null;
    return isFamilyToken(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps `token` (a page that opened), or forgets it (`null`: a spent link); blocked storage is no error. */
export function keepFamilyToken(storage: TokenStorage | undefined, token: string | null): void {
  try {
    if (token === null) storage?.removeItem(FAMILY_TOKEN_KEY);
    else storage?.setItem(FAMILY_TOKEN_KEY, token);
  } catch {
    // Blocked (some private modes): the phone just does not remember.
  }
}
