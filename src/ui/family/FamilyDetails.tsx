/**
 * A family's page once its link opened it: its name and players, each upcoming event with its
 * players' answers and notes (FamilyEventCard.tsx), the days it cannot come (AwayDays.tsx) and its
 * snack sign-ups (FamilySnacks.tsx). Loaded by FamilyPage.tsx while the family's answer travels.
 */
import type { FamilyView } from "../../lib/schemas/families";
import { fill } from "../../i18n/fill";
import AwayDays from "./AwayDays";
import FamilyEventCard from "./FamilyEventCard";
import FamilySnacks from "./FamilySnacks";
import { useFamilyWords } from "./words";

interface DetailsProps {
  token: string;
  view: FamilyView;
  onChange: (view: FamilyView) => void;
  onSpent: () => void;
}

export default function FamilyDetails({ token, view, onChange, onSpent }: DetailsProps) {
  const { words } = useFamilyWords();
  const players = view.family.players;
  return (
    <div className="space-y-8">
      <section aria-labelledby="family-name">
        <h2 id="family-name" className="text-xl font-bold text-navy-900">
          {view.family.name}
        </h2>
        <p className="text-slate-700">
          {fill(words.page.players, { names: players.map((player) => player.firstName).join(", ") })}
        </p>
      </section>
      {view.events.length === 0 ? (
        <p className="text-slate-700">{words.page.empty}</p>
      ) : (
        <ul className="space-y-4" aria-label={view.family.name}>
          {view.events.map((event) => (
            <li key={event.id}>
              <FamilyEventCard
                token={token}
                event={event}
                players={players}
                away={view.awayWeekdays}
                onSpent={onSpent}
              />
            </li>
          ))}
        </ul>
      )}
      <AwayDays
        token={token}
        players={players}
        away={view.awayWeekdays}
        onSaved={(awayWeekdays) => {
          onChange({ ...view, awayWeekdays });
        }}
        onSpent={onSpent}
      />
      <FamilySnacks token={token} view={view} onChange={onChange} onSpent={onSpent} />
    </div>
  );
}
