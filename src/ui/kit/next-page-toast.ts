/**
 * A toast that should greet the coach on the page they are about to open (e.g. "Welcome Coach"
 * after signing in, shown on the dashboard). Kept in sessionStorage for that one navigation.
 */
import { showToast, type Toast } from "./toasts";

const KEY = "toastOnNextPage";

type PendingToast = Omit<Toast, "id">;

function isPendingToast(value: unknown): value is PendingToast {
  if (typeof value !== "object" || value === null) return false;
  const { title, description, variant } = value as Record<string, unknown>;
  return (
    typeof title === "string" &&
    (description === undefined || typeof description === "string") &&
    (variant === "success" || variant === "error")
  );
}

/** Keeps `toast` for the next page; shows it here instead when the browser keeps nothing. */
export function showToastOnNextPage(toast: PendingToast): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    showToast(toast);
  }
}

/** Shows the toast the previous page left, once. */
export function showPendingToast(): void {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    if (stored === null) return;
    window.sessionStorage.removeItem(KEY);
    const toast: unknown = JSON.parse(stored);
    if (isPendingToast(toast)) showToast(toast);
  } catch {
    // Nothing kept, or unreadable: no greeting.
  }
}
