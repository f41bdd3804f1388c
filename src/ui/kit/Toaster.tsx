/**
 * The notification area: one toast at a time, 5 seconds (paused while pointed
 * at or focused), a close button, swipe right to dismiss, and F8 to move focus here.
 *
 * Two live regions (polite for successes, assertive for errors) stay in the page and only their
 * text changes, so screen readers announce every toast. While a modal dialog is open the area
 * moves into it: everything outside a modal dialog is inert and drawn underneath.
 *
 * On a page it is an island with `client:toast` (toast-directive.ts): its empty regions are in the
 * HTML, and it hydrates with the first toast, which it draws once hydrated, so the first render in
 * the browser matches the HTML.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { createPortal } from "react-dom";
import type { Words } from "../../i18n/catalog";
import { useHydrated } from "./hydration";
import { $openDialog } from "./open-dialog";
import { $toast, dismissToast, TOAST_DURATION_MS, type Toast } from "./toasts";
import { KitWordsProvider, useKitWords } from "./words";

const SWIPE_THRESHOLD_PX = 50;

function ToastCard({ toast }: { toast: Toast }) {
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const isError = toast.variant === "error";
  const words = useKitWords();

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (swipeStart.current !== null && offset > SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    swipeStart.current = null;
    setOffset(0);
  };

  return (
    <div
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={offset > 0 ? { transform: `translateX(${String(offset)}px)` } : undefined}
      className={`pointer-events-auto flex touch-pan-y items-start gap-3 rounded-lg p-4 text-left shadow-lg ring-1 ${
        isError ? "bg-red-700 text-white ring-red-800" : "bg-white text-slate-900 ring-slate-200"
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => {
          dismissToast(toast.id);
        }}
        aria-label={words.closeNotification}
        className={`-m-1 rounded p-1 text-lg leading-none ${isError ? "hover:bg-red-800" : "hover:bg-slate-100"}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The notification area of a page, e.g. `<Toaster client:toast kit={wordsFor(lang).kit} />`: its
 * labels in the kit's words the page gives it (English without), or of the provider it is in.
 */
export default function Toaster({ kit }: { kit?: Words<"kit"> | undefined }) {
  return kit ? (
    <KitWordsProvider words={kit}>
      <NotificationArea />
    </KitWordsProvider>
  ) : (
    <NotificationArea />
  );
}

function NotificationArea() {
  const words = useKitWords();
  const hydrated = useHydrated();
  const $shown = useStore($toast);
  const $current = hydrated ? $shown : null;
  const $dialog = useStore($openDialog);
  const regionRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  useEffect(() => {
    if (!$current || paused) return;
    const timer = window.setTimeout(() => {
      dismissToast($current.id);
    }, TOAST_DURATION_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [$current, paused]);

  const area = (
    <section
      aria-label={words.notifications}
      className="pointer-events-none fixed inset-x-0 bottom-16 z-50 flex justify-center px-4 md:bottom-4 md:justify-end"
    >
      <div
        ref={regionRef}
        tabIndex={-1}
        className="w-full max-w-sm outline-none"
        onMouseEnter={() => {
          setPaused(true);
        }}
        onMouseLeave={() => {
          setPaused(false);
        }}
        onFocus={() => {
          setPaused(true);
        }}
        onBlur={() => {
          setPaused(false);
        }}
      >
        <div role="status" aria-atomic="true">
          {$current?.variant === "success" ? <ToastCard key={$current.id} toast={$current} /> : null}
        </div>
        <div role="alert" aria-atomic="true">
          {$current?.variant === "error" ? <ToastCard key={$current.id} toast={$current} /> : null}
        </div>
      </div>
    </section>
  );

  return $dialog && hydrated ? createPortal(area, $dialog) : area;
}
