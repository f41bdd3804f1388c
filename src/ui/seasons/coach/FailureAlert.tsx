/**
 * A failed save or start, said where the coach is: the message (focused as it shows, through
 * `focusRef`), that everything typed is still there, and what can fix it (`children`), e.g. the
 * steps to go back to.
 */
import type { ReactNode, RefObject } from "react";

interface FailureAlertProps {
  message: string;
  focusRef: RefObject<HTMLDivElement | null>;
  children?: ReactNode;
}

export default function FailureAlert({ message, focusRef, children }: FailureAlertProps) {
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200 focus:outline-none"
    >
      <p className="font-semibold">
        <span aria-hidden="true">⚠ </span>
        {message}
      </p>
      <p className="mt-1 text-sm">Everything you typed is still here.</p>
      {children}
    </div>
  );
}
