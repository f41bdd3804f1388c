/**
 * The modal dialog open right now, if any. Everything outside a modal `<dialog>` is inert and drawn
 * under it, so the toaster shows its notifications inside this element while it is open.
 */
import { atom } from "nanostores";

export const $openDialog = atom<HTMLDialogElement | null>(null);
