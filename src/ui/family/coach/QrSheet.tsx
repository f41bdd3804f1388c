/**
 * The printable sheet of QR slips, one per family with a link, each in its family's language, eight
 * to a printed page (two across, four down, 95 × 64 mm, which fit A4 and Letter inside 10 mm
 * margins), for the coach to hand out at the first practice. Loaded only when the coach opens it:
 * it derives every family's link again and draws the codes (qr-svg.ts) then. Over the whole screen
 * until closed (Escape too); printing shows the slips alone (src/styles/global.css).
 */
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { CoachFamily } from "../../../lib/schemas/families";
import { errorMessage } from "../../kit/api";
import { Button } from "../../kit/form/Button";
import { fetchFamilyLinks } from "./api";
import { qrCode } from "./qr-svg";
import { slipFor, slipPages, type Slip } from "./slips";

type State =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; slips: Slip[] };

export default function QrSheet({
  families,
  onClose,
}: {
  families: readonly CoachFamily[];
  onClose: () => void;
}) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const withLinks = families.filter((family) => family.links.length > 0);
  const withoutLinks = families.length - withLinks.length;

  useEffect(() => {
    heading.current?.focus();
    const opener = document.activeElement;
    const onKey = (key: KeyboardEvent) => {
      if (key.key === "Escape") onClose();
    };
    addEventListener("keydown", onKey);
    return () => {
      removeEventListener("keydown", onKey);
      if (opener instanceof HTMLElement) opener.focus();
    };
    // Once, when the sheet opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let current = true;
    Promise.all(
      withLinks.map(async (family) => {
        const links = await fetchFamilyLinks(family.id);
        const link = links.find((entry) => entry.slot === 1) ?? links[0];
        return link ? slipFor(family, link.token, location.origin) : null;
      }),
    ).then(
      (slips) => {
        if (current) setState({ status: "ready", slips: slips.filter((slip) => slip !== null) });
      },
      (error: unknown) => {
        if (current)
          setState({
            status: "error",
            message: errorMessage(error, "Failed to load the families' links. Please try again."),
          });
      },
    );
    return () => {
      current = false;
    };
    // The families of the moment the sheet opened; Try again asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      className="qr-sheet fixed inset-0 z-50 overflow-auto bg-white p-4"
    >
      <div className="qr-sheet-tools mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-navy-900">
            QR slips for the families
          </h2>
          <p className="text-sm text-slate-700">
            One slip per family with a link, in the family&apos;s language; 8 slips to a page.
            {withoutLinks > 0
              ? ` ${String(withoutLinks)} without a link get no slip: make their link first.`
              : ""}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            disabled={state.status !== "ready"}
            onClick={() => {
              print();
            }}
          >
            Print
          </Button>
          <Button tone="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      {state.status === "loading" ? (
        <p aria-busy="true" className="text-slate-700">
          Loading the families&apos; links...
        </p>
      ) : state.status === "error" ? (
        <div role="alert" className="space-y-2">
          <p className="text-slate-700">{state.message}</p>
          <Button
            tone="secondary"
            small
            onClick={() => {
              setState({ status: "loading" });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        </div>
      ) : state.slips.length === 0 ? (
        <p className="text-slate-700">No family has a link yet.</p>
      ) : (
        slipPages(state.slips).map((page, index) => (
          <section
            key={index}
            aria-label={`Page ${String(index + 1)}`}
            className="slip-page mb-6 grid w-fit grid-cols-[repeat(2,95mm)] grid-rows-[repeat(4,64mm)] break-after-page print:mb-0"
          >
            {page.map((slip) => (
              <SlipCard key={slip.familyId} slip={slip} />
            ))}
          </section>
        ))
      )}
    </div>,
    document.body,
  );
}

function SlipCard({ slip }: { slip: Slip }) {
  const code = qrCode(slip.link);
  return (
    <article
      lang={slip.lang}
      data-family={slip.familyId}
      className="slip flex gap-3 overflow-hidden border border-dashed border-slate-400 p-3 text-slate-900"
    >
      <svg
        viewBox={`0 0 ${String(code.size)} ${String(code.size)}`}
        role="img"
        aria-label={slip.link}
        shapeRendering="crispEdges"
        className="slip-code h-[40mm] w-[40mm] shrink-0"
      >
        <rect width={code.size} height={code.size} fill="#fff" />
        <path d={code.path} fill="#000" />
      </svg>
      <div className="min-w-0 text-[9pt] leading-snug">
        <h3 className="text-[10.5pt] font-bold text-navy-900">{slip.heading}</h3>
        <p className="mt-1">{slip.text}</p>
        <p className="mt-1 font-semibold">{slip.keep}</p>
        <p className="mt-1 font-mono text-[6.5pt] break-all text-slate-700">{slip.link}</p>
      </div>
    </article>
  );
}
