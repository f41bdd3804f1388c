/** Small pieces every dashboard tab uses: data that loads, stat tiles, badges, panel headings. */
import type { ReactNode } from "react";
import { Button } from "../form/Button";
import type { Loadable } from "../load";
import { useKitWords } from "../words";

interface LoadedProps<T> {
  state: Loadable<T>;
  /** What is loading, e.g. "players". */
  what: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** Draws `children(data)` once loaded; a loading line before, an error with Try again on failure. */
export function Loaded<T>({ state, what, onRetry, children }: LoadedProps<T>) {
  const kit = useKitWords();
  if (state.status === "loading") {
    return (
      <p aria-busy="true" className="py-4 text-slate-600">
        Loading {what}...
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="space-y-3 py-2">
        <p className="text-slate-700">{kit[state.problem]}</p>
        <Button tone="secondary" small onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

export interface Tile {
  label: string;
  value: ReactNode;
  detail?: string;
}

/** Stat tiles, two across on a phone. */
export function Tiles({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${tiles.length > 3 ? "md:grid-cols-4" : "sm:grid-cols-3"}`}>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-navy-900">{tile.value}</dd>
          {tile.detail ? <dd className="mt-1 text-xs text-slate-600">{tile.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

const BADGES = {
  navy: "bg-navy-900 text-white",
  bolt: "bg-bolt-400 text-navy-950",
  slate: "bg-slate-200 text-slate-800",
  green: "bg-green-100 text-green-900",
  red: "bg-red-100 text-red-900",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof BADGES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGES[tone]}`}
    >
      {children}
    </span>
  );
}

/** A tab's heading with its main actions beside it (stacked on a phone). */
export function PanelHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <h2 className="text-xl font-bold text-navy-900">{title}</h2>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** A white card with a heading, for a part of a tab. */
export function Card({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-bold text-navy-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export { EVENT_TYPE_LABELS as TYPE_LABELS } from "../../../lib/constants";
