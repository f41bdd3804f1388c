/**
 * The games read from the league's schedule (date, time or "Time TBA", opponent, place) and the
 * lines left out on purpose with the reason, e.g. "Line 12: cancelled in the league's calendar".
 */
import type { SeasonStartPreview } from "../../../lib/schemas/seasons";
import { formatDay } from "../../../lib/domain/day-words";
import { gameTimeText } from "./season-words";
import { describeProblem } from "./server-answers";

interface GameListProps {
  games: SeasonStartPreview["games"];
  skipped: SeasonStartPreview["skipped"];
}

export default function GameList({ games, skipped }: GameListProps) {
  return (
    <div className="space-y-3">
      {games.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {games.map((game) => (
            <li key={`${String(game.line)}-${game.date}`} className="px-3 py-2">
              <p className="font-medium text-navy-900">vs {game.opponent}</p>
              <p className="text-sm text-slate-700">
                {formatDay(game.date)} · {gameTimeText(game)} · {game.location ?? "Location TBA"}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {skipped.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-slate-800">Left out of the schedule:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {skipped.map((item) => (
              <li key={item.line}>{describeProblem({ line: item.line, message: item.reason })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
