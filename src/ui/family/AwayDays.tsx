/**
 * "Not available on Tuesdays for the rest of the season", in one step: a player, a day, one button;
 * every game and practice of that day then counts as Not going unless the family answers otherwise.
 * Each marked day is listed with Available again. Saved only when the server says so.
 */
import { useId, useState } from "react";
import type { AwayWeekday } from "../../lib/schemas/families";
import { fill } from "../../i18n/fill";
import { failureOf } from "../kit/api";
import { Button } from "../kit/form/Button";
import { saveFamilyAway } from "./api";
import { useFamilyWords } from "./words";

interface AwayDaysProps {
  token: string;
  players: readonly { id: string; firstName: string }[];
  away: readonly AwayWeekday[];
  onSaved: (away: AwayWeekday[]) => void;
  onSpent: () => void;
}

const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;

export default function AwayDays({ token, players, away, onSaved, onSpent }: AwayDaysProps) {
  const { words } = useFamilyWords();
  const said = words.away;
  const id = useId();
  const [playerId, setPlayerId] = useState(players[0]?.id ?? "");
  const [weekday, setWeekday] = useState<(typeof WEEKDAYS)[number]>("2");
  /** Which change is saving: "mark", or the `playerId~weekday` of a day being cleared. */
  const [pending, setPending] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const nameOf = (player: string) => players.find((entry) => entry.id === player)?.firstName ?? "";

  const save = async (entry: AwayWeekday, isAway: boolean, key: string) => {
    setPending(key);
    setStatus(null);
    try {
      const saved = await saveFamilyAway(token, { ...entry, away: isAway });
      onSaved(saved);
      setStatus(
        isAway
          ? {
              text: fill(said.marked, {
                player: nameOf(entry.playerId),
                weekday: words.weekdays[String(entry.weekday) as (typeof WEEKDAYS)[number]],
              }),
              failed: false,
            }
          : null,
      );
    } catch (error) {
      const failure = failureOf(error);
      if (failure?.status === 404) onSpent();
      else setStatus({ text: failure?.userMessage ?? said.failed, failed: true });
    } finally {
      setPending(null);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-navy-900">
        {said.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{said.intro}</p>
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(submit) => {
          submit.preventDefault();
          void save({ playerId, weekday: Number(weekday) }, true, "mark");
        }}
      >
        <div className="flex-1">
          <label htmlFor={`${id}-player`} className="field-label">
            {said.player}
          </label>
          <select
            id={`${id}-player`}
            value={playerId}
            onChange={(change) => {
              setPlayerId(change.target.value);
            }}
            className="field-box min-h-11 w-full"
          >
            {players.map((player) => (
              <option key={player.id} value={player.id}>
                {player.firstName}
              </option>
            ))}
          </select>
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-weekday`} className="field-label">
            {said.weekday}
          </label>
          <select
            id={`${id}-weekday`}
            value={weekday}
            onChange={(change) => {
              setWeekday(WEEKDAYS.find((day) => day === change.target.value) ?? "2");
            }}
            className="field-box min-h-11 w-full"
          >
            {WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {words.weekdays[day]}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="submit"
          pending={pending === "mark"}
          pendingLabel={said.marking}
          disabled={pending !== null}
        >
          {said.mark}
        </Button>
      </form>
      <p
        role="status"
        className={`mt-2 text-sm font-medium ${status?.failed ? "text-red-800" : "text-slate-800"}`}
      >
        {status?.text}
      </p>
      {away.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{said.none}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {away.map((entry) => {
            const key = `${entry.playerId}~${String(entry.weekday)}`;
            const sentence = fill(said.marked, {
              player: nameOf(entry.playerId),
              weekday: words.weekdays[String(entry.weekday) as (typeof WEEKDAYS)[number]],
            });
            return (
              <li
                key={key}
                className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800"
              >
                <span>{sentence}</span>
                <Button
                  tone="secondary"
                  small
                  pending={pending === key}
                  pendingLabel={said.clearing}
                  disabled={pending !== null}
                  aria-label={`${said.clear}: ${sentence}`}
                  onClick={() => void save(entry, false, key)}
                >
                  {said.clear}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
