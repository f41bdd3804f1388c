/**
 * The confirmation before the season starts: it names what happens (the current season moves to
 * Past seasons, who returns, leaves and joins, what is added) and that a start cannot be undone.
 */
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { startSentence } from "./season-words";
import type { StartSeasonState } from "./use-start-season";

/** Opened by Start on the Review step; says what happens from the preview of what is typed now. */
export default function ConfirmStart({ flow }: { flow: StartSeasonState }) {
  const { label, ready } = flow;
  return (
    <ConfirmDialog
      open={flow.confirming}
      title={`Start ${label}?`}
      message={
        ready ? (
          <>
            <span className="block">{startSentence(ready)}</span>
            <span className="mt-2 block">
              Parents&apos; pages update within about 15 minutes. A started season cannot be undone.
            </span>
          </>
        ) : (
          ""
        )
      }
      confirmLabel={`Start ${label}`}
      pendingLabel="Starting..."
      pending={flow.starting}
      tone="primary"
      onConfirm={flow.start}
      onCancel={flow.cancel}
    />
  );
}
