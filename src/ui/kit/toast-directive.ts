/**
 * `client:toast`: the notification area (Toaster.tsx) hydrates when the page first shows a toast.
 * Its HTML, with the live regions that screen readers watch, is in the page from the start; its
 * script is not needed until there is something to say, so the pages with a Toaster load about
 * 1 KB less at first. The toasts store raises `TOAST_EVENT` with every toast.
 */
import type { ClientDirective } from "astro";
import { TOAST_EVENT } from "./toast-event";

const toastDirective: ClientDirective = (load) => {
  window.addEventListener(
    TOAST_EVENT,
    () => {
      void load().then((hydrate) => hydrate());
    },
    { once: true },
  );
};

export default toastDirective;
