/**
 * A family's two links (two homes) on its card: each slot made, shown, sent or ended on its own.
 * Show links derives the tokens again (reprint); then each link is in a box to read, with Copy, the
 * phone's share sheet (where there is one), WhatsApp and a text message, all in the family's
 * language. New link ends the slot's old link at once (after a confirmation); End link ends it.
 */
import { useState } from "react";
import { FAMILY_LINK_SLOTS, type FamilyLinkSlot } from "../../../lib/constants";
import type { CoachFamily } from "../../../lib/schemas/families";
import { errorMessage } from "../../kit/api";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { useConfirmedAction } from "../../kit/coach/confirmed-action";
import { Button } from "../../kit/form/Button";
import { showError, showToast } from "../../kit/toasts";
import { endFamilyLink, fetchFamilyLinks, rotateFamilyLink } from "./api";
import { shareOf, slipFor } from "./slips";
import { loadCoachFamilies } from "./store";

type Tokens = Partial<Record<FamilyLinkSlot, string>>;

const LINK_ACTION =
  "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50";

export default function FamilyLinks({ family }: { family: CoachFamily }) {
  const [tokens, setTokens] = useState<Tokens | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const showLinks = async () => {
    setPending("show");
    try {
      const links = await fetchFamilyLinks(family.id);
      setTokens(Object.fromEntries(links.map((link) => [link.slot, link.token])));
    } catch (error) {
      showError(errorMessage(error, "Failed to load the family's links. Please try again."));
    } finally {
      setPending(null);
    }
  };

  const make = async (slot: FamilyLinkSlot) => {
    setPending(`make-${String(slot)}`);
    try {
      const link = await rotateFamilyLink(family.id, slot);
      setTokens((current) => ({ ...current, [slot]: link.token }));
      await loadCoachFamilies();
      showToast({
        title: "Link Ready",
        description: `Link ${String(slot)} of ${family.name} is ready to send.`,
        variant: "success",
      });
    } catch (error) {
      showError(errorMessage(error, "Failed to make the link. Please try again."));
    } finally {
      setPending(null);
    }
  };

  const rotating = useConfirmedAction(async (slot: FamilyLinkSlot) => {
    const link = await rotateFamilyLink(family.id, slot);
    setTokens((current) => ({ ...current, [slot]: link.token }));
    await loadCoachFamilies();
    showToast({
      title: "New Link Made",
      description: `The old link ${String(slot)} of ${family.name} no longer works.`,
      variant: "success",
    });
  }, "Failed to make a new link. Please try again.");

  const ending = useConfirmedAction(async (slot: FamilyLinkSlot) => {
    await endFamilyLink(family.id, slot);
    setTokens((current) => ({ ...current, [slot]: undefined }));
    await loadCoachFamilies();
    showToast({
      title: "Link Ended",
      description: `Link ${String(slot)} of ${family.name} no longer works.`,
      variant: "success",
    });
  }, "Failed to end the link. Please try again.");

  return (
    <div className="mt-3 space-y-3">
      {family.links.length > 0 && tokens === null ? (
        <Button
          tone="secondary"
          small
          pending={pending === "show"}
          pendingLabel="Loading..."
          onClick={() => void showLinks()}
        >
          Show links to send
        </Button>
      ) : null}
      <ul className="space-y-3">
        {FAMILY_LINK_SLOTS.map((slot) => {
          const held = family.links.find((link) => link.slot === slot);
          const token = tokens?.[slot];
          const label = `Link ${String(slot)}`;
          if (!held) {
            return (
              <li key={slot} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span>{label}: none</span>
                <Button
                  tone="secondary"
                  small
                  pending={pending === `make-${String(slot)}`}
                  pendingLabel="Making..."
                  aria-label={`Make link ${String(slot)} for ${family.name}`}
                  onClick={() => void make(slot)}
                >
                  Make link
                </Button>
              </li>
            );
          }
          const slip = token ? slipFor(family, token, location.origin) : null;
          const share = slip ? shareOf(slip) : null;
          return (
            <li key={slot} className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-medium text-navy-900">
                {label} · version {String(held.version)}
              </p>
              {slip && share ? (
                <>
                  <label className="sr-only" htmlFor={`family-link-${family.id}-${String(slot)}`}>
                    {`${label} of ${family.name}`}
                  </label>
                  <input
                    id={`family-link-${family.id}-${String(slot)}`}
                    readOnly
                    value={slip.link}
                    className="field-box w-full font-mono text-xs"
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      tone="secondary"
                      small
                      onClick={() => {
                        navigator.clipboard.writeText(slip.link).then(
                          () => {
                            showToast({
                              title: "Link Copied",
                              description: `${label} of ${family.name} is copied.`,
                              variant: "success",
                            });
                          },
                          () => {
                            showError("The link could not be copied here. Select it in the box and copy it.");
                          },
                        );
                      }}
                    >
                      Copy
                    </Button>
                    {"share" in navigator ? (
                      <Button
                        tone="secondary"
                        small
                        onClick={() => {
                          navigator.share({ text: share.text, url: slip.link }).catch(() => undefined);
                        }}
                      >
                        Share
                      </Button>
                    ) : null}
                    <a
                      href={share.whatsApp}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={LINK_ACTION}
                    >
                      WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                    <a href={share.sms} className={LINK_ACTION}>
                      Text message
                    </a>
                  </div>
                </>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  tone="secondary"
                  small
                  aria-label={`New ${label.toLowerCase()} for ${family.name}`}
                  onClick={() => {
                    rotating.ask(slot);
                  }}
                >
                  New link
                </Button>
                <Button
                  tone="secondary"
                  small
                  aria-label={`End ${label.toLowerCase()} of ${family.name}`}
                  onClick={() => {
                    ending.ask(slot);
                  }}
                >
                  End link
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        {...rotating.dialog}
        title="Make a New Link"
        message={
          rotating.target
            ? `Link ${String(rotating.target)} of ${family.name} stops working at once; send the family the new one.`
            : ""
        }
        confirmLabel="Make New Link"
        pendingLabel="Making..."
        tone="primary"
      />
      <ConfirmDialog
        {...ending.dialog}
        title="End Link"
        message={
          ending.target ? `Link ${String(ending.target)} of ${family.name} stops working at once.` : ""
        }
        confirmLabel="End Link"
        pendingLabel="Ending..."
      />
    </div>
  );
}
