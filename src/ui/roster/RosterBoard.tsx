/**
 * Team Roster: the parents' view of the roster, and in a browser flagged as the coach's, the
 * coach's mode on top of it.
 */
import { lazy, Suspense, useState } from "react";
import { hasAdminFlag } from "../sign-in/admin-flags";
import { useHydrated, useLoadable } from "../kit/hydration";
import { $players, loadPlayers } from "./store";
import { RosterView, type RosterBoardProps } from "./RosterView";
import { KitWordsProvider } from "../kit/words";
import type { Words } from "../../i18n/catalog";

// In two steps, so the list of the coach's scripts stays out of the parents' download (coach/entry.ts).
const CoachRoster = lazy(() => import("./coach/entry").then((step) => step.loadCoachRoster()));

const retry = () => {
  void loadPlayers();
};

/**
 * Team Roster for parents; in a browser flagged as the coach's, the coach's mode loads on demand,
 * so parents never download it.
 */
export default function RosterBoard({ kit, ...props }: RosterBoardProps & { kit: Words<"kit"> }) {
  return (
    <KitWordsProvider words={kit}>
      <Board {...props} />
    </KitWordsProvider>
  );
}

function Board(props: RosterBoardProps) {
  const $roster = useLoadable($players);
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const search = { query, onQueryChange: setQuery };
  const parentView = <RosterView {...props} {...search} roster={$roster} onRetry={retry} />;
  if (!hydrated || !hasAdminFlag()) return parentView;
  // While the coach's mode loads, the search box it replaces stays disabled: a letter typed into a
  // box that is then swapped out would be lost (the coach's mode keeps what was typed from then on).
  return (
    <Suspense fallback={<RosterView {...props} {...search} roster={$roster} onRetry={retry} replacing />}>
      <CoachRoster {...props} {...search} parentView={parentView} />
    </Suspense>
  );
}
