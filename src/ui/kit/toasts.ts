/**
 * The one notification: one toast at a time, shown for 5 seconds. Any island
 * shows one with `showToast`; the `Toaster` island draws it, woken by the first (`TOAST_EVENT`).
 */
import { atom } from "nanostores";
import { TOAST_EVENT } from "./toast-event";

export type ToastVariant = "success" | "error";

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** How long a toast stays, in milliseconds (docs/product-rules.md#errors-and-messages). */
export const TOAST_DURATION_MS = 5000;

export const $toast = atom<Toast | null>(null);

let lastId = 0;

/** Replaces whatever toast is showing, e.g. `showToast({ title: "Player Added", variant: "success" })`. */
export function showToast(toast: Omit<Toast, "id">): void {
  lastId += 1;
  $toast.set({ ...toast, id: lastId });
  window.dispatchEvent(new Event(TOAST_EVENT));
}

/** Error toasts are titled "Error" unless the screen names them, e.g. "Signup Failed". */
export function showError(description: string, title = "Error"): void {
  showToast({ title, description, variant: "error" });
}

export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}
