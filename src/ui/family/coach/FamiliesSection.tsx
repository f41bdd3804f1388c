/**
 * Families, in the dashboard's Players tab: each family with its players and language, Edit and
 * Delete, its two links (FamilyLinks.tsx), Add Family, the printable sheet of QR slips (loaded
 * when opened) and the answers' settings (AvailabilitySettings.tsx).
 */
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useState } from "react";
import type { CoachFamily } from "../../../lib/schemas/families";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { useConfirmedAction } from "../../kit/coach/confirmed-action";
import { Loaded } from "../../kit/coach/parts";
import { Button } from "../../kit/form/Button";
import { showToast } from "../../kit/toasts";
import AvailabilitySettings from "./AvailabilitySettings";
import { deleteFamily } from "./api";
import FamilyEditorDialog, { type RosterPlayer } from "./FamilyEditorDialog";
import FamilyLinks from "./FamilyLinks";
import { $coachFamilies, dropFamily, loadCoachFamilies } from "./store";

const QrSheet = lazy(() => import("./QrSheet"));

const LANGUAGE_NAMES = { en: "English", es: "Spanish" } as const;

export default function FamiliesSection({ players }: { players: readonly RosterPlayer[] }) {
  const $families = useStore($coachFamilies);
  const [editing, setEditing] = useState<{ family?: CoachFamily } | null>(null);
  const [printing, setPrinting] = useState(false);
  const deleting = useConfirmedAction(async (family: CoachFamily) => {
    await deleteFamily(family.id);
    dropFamily(family.id);
    showToast({
      title: "Family Deleted",
      description: `${family.name} and its links are gone.`,
      variant: "success",
    });
  }, "Failed to delete the family. Please try again.");
  const families = $families.status === "ready" ? $families.data : [];

  return (
    <section aria-labelledby="families-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="families-heading" className="text-xl font-bold text-navy-900">
          Families
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              setEditing({});
            }}
          >
            Add Family
          </Button>
          <Button
            tone="secondary"
            disabled={families.length === 0}
            onClick={() => {
              setPrinting(true);
            }}
          >
            Print QR slips
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Each family answers Going, Not going or Maybe for its players through its private link. A family may
        hold two links (two homes); a new link ends the old one at once.
      </p>
      <Loaded state={$families} what="families" onRetry={() => void loadCoachFamilies()}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-700">No families yet. Add the first one.</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {list.map((family) => (
                <li key={family.id}>
                  <article
                    aria-labelledby={`family-${family.id}`}
                    className="h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                  >
                    <h3 id={`family-${family.id}`} className="font-bold text-navy-900">
                      {family.name}
                    </h3>
                    <p className="text-sm text-slate-700">
                      {family.players.map((player) => player.name).join(", ")} ·{" "}
                      {LANGUAGE_NAMES[family.language]}
                    </p>
                    <div className="mt-2 flex gap-2">
                      <Button
                        tone="secondary"
                        small
                        aria-label={`Edit ${family.name}`}
                        onClick={() => {
                          setEditing({ family });
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        tone="secondary"
                        small
                        aria-label={`Delete ${family.name}`}
                        onClick={() => {
                          deleting.ask(family);
                        }}
                      >
                        Delete
                      </Button>
                    </div>
                    <FamilyLinks family={family} />
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <AvailabilitySettings />
      <FamilyEditorDialog
        editing={editing}
        players={players}
        families={families}
        onClose={() => {
          setEditing(null);
        }}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete Family"
        message={
          deleting.target
            ? `Delete ${deleting.target.name}? Its links stop working at once; its players' answers stay.`
            : ""
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
      />
      {printing ? (
        <Suspense
          fallback={
            <p aria-busy="true" className="text-slate-700">
              Opening the slips...
            </p>
          }
        >
          <QrSheet
            families={families}
            onClose={() => {
              setPrinting(false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
