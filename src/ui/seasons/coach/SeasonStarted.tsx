/**
 * The season flow's last state, once the season has started: what it means for parents (their
 * pages update within about 15 minutes), what the new season holds, and where to look next.
 */
import type { RefObject } from "react";
import type { SeasonStartPreview } from "../../../lib/schemas/seasons";
import { startedSentence } from "./season-words";

const LINKS = [
  { href: "/schedule", text: "See the schedule" },
  { href: "/seasons", text: "See past seasons" },
  { href: "/admin", text: "Back to the dashboard" },
] as const;

interface SeasonStartedProps {
  /** What the start did, as the server answered it. */
  preview: SeasonStartPreview;
  /** The heading, which takes the focus as the state shows. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export default function SeasonStarted({ preview, headingRef }: SeasonStartedProps) {
  const { season, roster, practices, games, archive } = preview;
  return (
    <div className="space-y-3 rounded-lg bg-green-50 p-4 text-green-950 ring-1 ring-green-200">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        <span aria-hidden="true">✓ </span>
        {season.label} has started
      </h3>
      <p role="status">{startedSentence(season.label)}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{archive.label} is in Past seasons with its games, posts and scores.</li>
        <li>
          {roster.returning.length + roster.added.length} players on the roster ({roster.added.length} new).
        </li>
        <li>
          {practices.count} practices and {games.length} games on the schedule.
        </li>
      </ul>
      <div className="flex flex-wrap gap-x-4">
        {LINKS.map((link) => (
          <a
            key={link.href}
            href={link.href}
            className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-2"
          >
            {link.text}
          </a>
        ))}
      </div>
    </div>
  );
}
