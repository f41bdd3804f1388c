/**
 * The browser's local coach flags: `isAdmin` = "true" and `adminUser` (the coach as JSON). They
 * only decide which controls a page draws; the server's session decides what the coach may do.
 * Kept apart from the coach's API calls so a public island can read them without loading those.
 */

export const ADMIN_FLAG_KEY = "isAdmin";
export const ADMIN_USER_KEY = "adminUser";

export interface AdminUser {
  email: string;
  name: string;
}

/** localStorage, or null where there is none (prerendering) or it is blocked (some private modes). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Sets both flags, e.g. after the server started a session for `user`. */
export function setAdminFlags(user: AdminUser): void {
  try {
    storage()?.setItem(ADMIN_FLAG_KEY, "true");
    storage()?.setItem(ADMIN_USER_KEY, JSON.stringify(user));
  } catch {
    // A full or blocked storage only means coach controls are not drawn on public pages.
  }
}

/** Removes both flags (logout, or a session the server no longer knows). */
export function clearAdminFlags(): void {
  try {
    storage()?.removeItem(ADMIN_FLAG_KEY);
    storage()?.removeItem(ADMIN_USER_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Whether this browser flagged itself as the coach's, e.g. to draw an Edit button. */
export function hasAdminFlag(): boolean {
  try {
    return storage()?.getItem(ADMIN_FLAG_KEY) === "true";
  } catch {
    return false;
  }
}
