/**
 * The confirmation before the season starts: it names what happens (the current season moves to
 * Past seasons, who returns, leaves and joins, what is added) and that a start cannot be undone.
 */
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import type { SeasonStartPreview } from "../../../lib/schemas/seasons";
import { startSentence } from "./season-words";

interface ConfirmStartProps {
  open: boolean;
  /** The new season's name, e.g. "Spring 2026". */
  label: string;
  /** The preview of what is typed now; nothing is said without one. */
  preview: SeasonStartPreview | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmStart({
  open,
  label,
  preview,
  pending,
  onConfirm,
  onCancel,
}: ConfirmStartProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Start ${label}?`}
      message={
        preview ? (
          <>
            <span className="block">{startSentence(preview)}</span>
            <span className="mt-2 block">
              Parents&apos; pages update within a few minutes. A started season cannot be undone.
            </span>
          </>
        ) : (
          ""
        )
      }
      confirmLabel={`Start ${label}`}
      pendingLabel="Starting..."
      pending={pending}
      tone="primary"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
