/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, Escape closes it, Tab and
 * Shift+Tab cycle inside it, it opens on its first field, and focus goes back to what opened it
 * when it closes (or to `fallbackFocusId` when that button is gone, e.g. a game now covered).
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { $openDialog } from "./open-dialog";
import { useKitWords } from "./words";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const FIRST_FIELD =
  'input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled])';

interface DialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** The id of an element to focus after closing when the opener has left the page. */
  fallbackFocusId?: string;
  /** Twice as wide on a wide screen, e.g. for a form with inputs side by side. */
  wide?: boolean;
  children: ReactNode;
}

export default function Dialog({
  open,
  title,
  description,
  onClose,
  fallbackFocusId,
  wide,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const words = useKitWords();
  const descriptionId = useId();

  // On every render, so the element follows the state even after the browser closed it on its own
  // (a second Escape while a request was pending closes a <dialog> without asking).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      $openDialog.set(dialog);
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  });

  useEffect(() => {
    const dialog = ref.current;
    if (open || !dialog) return;
    if ($openDialog.get() === dialog) $openDialog.set(null);
    const returnTo = opener.current;
    opener.current = null;
    if (returnTo?.isConnected) returnTo.focus();
    else if (returnTo && fallbackFocusId) document.getElementById(fallbackFocusId)?.focus();
  }, [open, fallbackFocusId]);

  useEffect(
    () => () => {
      if ($openDialog.get() === ref.current) $openDialog.set(null);
    },
    [],
  );

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [focusable[0], focusable.at(-1)];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: let React's state close it, so the state and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if ($openDialog.get() === ref.current) $openDialog.set(null);
        if (open) onClose();
      }}
      onKeyDown={trapTab}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? "max-w-3xl" : "max-w-md"} rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-navy-950/60`}
    >
      {open ? (
        <div className="p-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold text-navy-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={words.close}
              className="-m-1 rounded p-1 text-2xl leading-none text-slate-600 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
