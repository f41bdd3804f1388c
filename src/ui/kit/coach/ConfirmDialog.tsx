/**
 * "Are you sure?" before something that cannot be undone (delete a post or player, clear a
 * volunteer, regenerate practices). The confirm button shows its pending words while the call runs.
 */
import { Button, ButtonRow } from "../form/Button";
import type { ReactNode } from "react";
import Dialog from "../Dialog";

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
      <ButtonRow onCancel={onCancel} pending={pending}>
        <Button tone={tone} onClick={onConfirm} pending={pending} pendingLabel={pendingLabel}>
          {confirmLabel}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
