/**
 * What past seasons' volunteers brought, as each season's public page shows it, with Hide on each
 * (docs/product-rules.md#snack-sign-ups): an archive takes no other change, so this is where the
 * coach removes a phone number or a payment handle that a volunteer typed before the rule refused
 * them. Hide asks first, says "Hiding..." while it runs, then the line goes and focus moves to the
 * heading.
 */
import { useStore } from "@nanostores/react";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { useConfirmedAction } from "../../kit/coach/confirmed-action";
import { Loaded } from "../../kit/coach/parts";
import { Button } from "../../kit/form/Button";
import { changeLoaded } from "../../kit/loadable";
import { showToast } from "../../kit/toasts";
import { formatEventDate } from "../../../lib/domain/time";
import { hideArchivedBringing, type PastBringing } from "./api";
import { $pastBringings, loadPastBringings } from "./store";

const HEADING_ID = "past-bringings-heading";

const whenOf = (entry: PastBringing) => formatEventDate({ date: entry.date, endDate: null });

export default function PastBringings() {
  const $entries = useStore($pastBringings);
  const hiding = useConfirmedAction(async (entry: PastBringing) => {
    await hideArchivedBringing(entry.seasonId, entry.eventId);
    changeLoaded($pastBringings, loadPastBringings, (entries) =>
      entries.filter((kept) => kept.seasonId !== entry.seasonId || kept.eventId !== entry.eventId),
    );
    showToast({
      title: "Text Hidden",
      description: `What ${entry.name} brought to ${entry.title} (${entry.seasonLabel}) is hidden from everyone.`,
      variant: "success",
    });
  }, "Failed to hide what they brought. Please try again.");

  return (
    <section aria-labelledby={HEADING_ID} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 id={HEADING_ID} tabIndex={-1} className="font-bold text-navy-900">
        What past seasons&apos; volunteers brought
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Everyone can read these on the past seasons&apos; pages. Hide one that should not be public.
      </p>
      <div className="mt-3">
        <Loaded state={$entries} what="past seasons" onRetry={() => void loadPastBringings()}>
          {(entries) =>
            entries.length === 0 ? (
              <p className="text-sm text-slate-700">
                No past season&apos;s volunteer wrote what they brought.
              </p>
            ) : (
              <ul className="space-y-2">
                {entries.map((entry) => (
                  <li
                    key={`${entry.seasonId}/${entry.eventId}`}
                    className="flex flex-wrap items-start justify-between gap-2 border-t border-slate-200 pt-2 text-sm text-slate-800"
                  >
                    <p className="min-w-0 break-words">
                      <span className="font-medium">
                        {entry.seasonLabel} · {entry.title} · {whenOf(entry)}
                      </span>
                      <span className="block">
                        {entry.name}: {entry.bringing}
                      </span>
                    </p>
                    <Button
                      tone="secondary"
                      small
                      onClick={() => {
                        hiding.ask(entry);
                      }}
                      aria-label={`Hide what they brought: ${entry.title}, ${whenOf(entry)}, ${entry.seasonLabel}`}
                    >
                      Hide
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
      <ConfirmDialog
        {...hiding.dialog}
        title="Hide What They Brought"
        message={
          hiding.target
            ? `Hide what ${hiding.target.name} wrote they brought to ${hiding.target.title} on ${whenOf(hiding.target)} (${hiding.target.seasonLabel}): "${hiding.target.bringing}"? Nobody will see it again on the season's page, you included.`
            : ""
        }
        confirmLabel="Hide Text"
        pendingLabel="Hiding..."
        fallbackFocusId={HEADING_ID}
      />
    </section>
  );
}
