/**
 * "Are you sure?" before something that cannot be undone (delete a post or player, clear a
 * volunteer, regenerate practices). The confirm button shows its pending words while the call runs.
 */
import type { ReactNode } from "react";
import Dialog from "../Dialog";
import { Button } from "../form/Button";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** e.g. "Deleting..." */
  pendingLabel: string;
  pending: boolean;
  tone?: "danger" | "primary";
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the button that opened it is gone, e.g. the next message after a delete. */
  fallbackFocusId?: string;
}

export default function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pendingLabel,
  pending,
  tone = "danger",
  onConfirm,
  onCancel,
  fallbackFocusId,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      description={message}
      fallbackFocusId={fallbackFocusId}
      onClose={() => {
        if (!pending) onCancel();
      }}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button tone="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button tone={tone} onClick={onConfirm} pending={pending} pendingLabel={pendingLabel}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
