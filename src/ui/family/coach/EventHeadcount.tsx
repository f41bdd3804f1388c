/**
 * An upcoming event's headcount on its card in the Events tab: "7 going · 1 maybe · 2 out · 1 to
 * confirm · 1 no answer", who (first name and last initial) with their answers and notes, the
 * coach setting a player's answer after a phone call, and Copy a nudge: the server's message for
 * the group, in the team's languages, naming no one. Nothing for an event that is over.
 */
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { AVAILABILITY_ANSWERS, type AvailabilityAnswer } from "../../../lib/constants";
import type { HeadcountEvent, HeadcountPlayer } from "../../../lib/schemas/families";
import { errorMessage } from "../../kit/api";
import { Button } from "../../kit/form/Button";
import { showError, showToast } from "../../kit/toasts";
import { setCoachAnswer } from "./api";
import { ANSWER_NAMES, headcountLine, playerAnswerText } from "./headcount-words";
import { $headcount, putHeadcountEvent } from "./store";

export default function EventHeadcount({ eventId, title }: { eventId: string; title: string }) {
  const $state = useStore($headcount);
  if ($state.status !== "ready") return null;
  const event = $state.data.events.find((entry) => entry.eventId === eventId);
  if (!event) return null;
  return <Headcount event={event} title={title} />;
}

function Headcount({ event, title }: { event: HeadcountEvent; title: string }) {
  const [copying, setCopying] = useState(false);
  const copyNudge = async () => {
    if (event.nudge === null) return;
    setCopying(true);
    try {
      await navigator.clipboard.writeText(event.nudge);
      showToast({
        title: "Nudge Copied",
        description: "Paste it in the team's group. It names no one.",
        variant: "success",
      });
    } catch {
      showError("The nudge could not be copied here.");
    } finally {
      setCopying(false);
    }
  };
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-semibold text-navy-900" data-headcount={event.eventId}>
        {headcountLine(event.counts)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          tone="secondary"
          small
          disabled={event.nudge === null}
          pending={copying}
          pendingLabel="Copying..."
          aria-label={`Copy a nudge for ${title}`}
          onClick={() => void copyNudge()}
        >
          Copy a nudge
        </Button>
        {event.nudge === null ? <span className="text-slate-700">Every family has answered.</span> : null}
      </div>
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-navy-900">Who is coming</summary>
        <ul className="mt-1 space-y-2">
          {event.players.map((player) => (
            <li key={player.playerId}>
              <PlayerLine eventId={event.eventId} player={player} />
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function PlayerLine({ eventId, player }: { eventId: string; player: HeadcountPlayer }) {
  const id = useId();
  const [choice, setChoice] = useState<AvailabilityAnswer | "">(player.answer ?? "");
  const [pending, setPending] = useState(false);
  const save = async () => {
    setPending(true);
    try {
      const saved = await setCoachAnswer(eventId, player.playerId, { answer: choice === "" ? null : choice });
      putHeadcountEvent(saved);
      showToast({
        title: "Answer Saved",
        description: `${player.name}: ${choice === "" ? "no answer" : ANSWER_NAMES[choice]}.`,
        variant: "success",
      });
    } catch (error) {
      showError(errorMessage(error, "Failed to save the answer. Please try again."));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="min-w-24 font-medium text-slate-900">{player.name}</span>
      <span className="text-slate-700">{playerAnswerText(player)}</span>
      {player.note ? (
        <span className="w-full text-slate-800">
          Note: <q>{player.note}</q>
        </span>
      ) : null}
      <label htmlFor={id} className="sr-only">
        {`Answer for ${player.name}`}
      </label>
      <select
        id={id}
        value={choice}
        onChange={(change) => {
          setChoice(AVAILABILITY_ANSWERS.find((answer) => answer === change.target.value) ?? "");
        }}
        className="field-box min-h-11"
      >
        <option value="">No answer</option>
        {AVAILABILITY_ANSWERS.map((answer) => (
          <option key={answer} value={answer}>
            {ANSWER_NAMES[answer]}
          </option>
        ))}
      </select>
      <Button
        tone="secondary"
        small
        pending={pending}
        pendingLabel="Saving..."
        disabled={choice === (player.answer ?? "")}
        aria-label={`Set the answer for ${player.name}`}
        onClick={() => void save()}
      >
        Set
      </Button>
    </div>
  );
}
