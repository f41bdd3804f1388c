/**
 * One event on the family page: its kind, title, date, time and place (struck through and badged
 * once called off, "Moved from …" once moved), whether it still takes answers, and for each of the
 * family's players Going / Not going / Maybe (toggle buttons with `aria-pressed`, the answer also
 * in words) and a private note to the coach. An answer says "Saved" only once the server answered
 * with it; a failed save says so, keeps the choice and offers Try again (answer-state.ts).
 */
import { useId, useReducer, useState } from "react";
import { AVAILABILITY_ANSWERS, LIMITS, type AvailabilityAnswer } from "../../lib/constants";
import { nowMillis } from "../../lib/clock";
import { formatDay } from "../../lib/domain/day-words";
import { formatEventDate, formatEventTime, formatTime, wallClock } from "../../lib/domain/time";
import type { AwayWeekday, FamilyEvent, FamilySavedAnswer } from "../../lib/schemas/families";
import { fill } from "../../i18n/fill";
import { INTL_LOCALE } from "../../i18n/lang";
import { failureOf } from "../kit/api";
import { Button } from "../kit/form/Button";
import { StatusBadge } from "../schedule/StatusBadge";
import { StatusNote, StatusTime } from "../schedule/EventStatus";
import { saveFamilyAnswer } from "./api";
import { answerReducer, initialAnswer } from "./answer-state";
import { answerWindow, awayWeekdayOf, type AnswerWindow } from "./family-view";
import { useFamilyWords, type FamilySpeech } from "./words";

interface CardProps {
  token: string;
  event: FamilyEvent;
  players: readonly { id: string; firstName: string }[];
  away: readonly AwayWeekday[];
  onSpent: () => void;
}

/** The words of an answer, e.g. "going" → "Going". */
const answerWord = (answer: AvailabilityAnswer, words: FamilySpeech["words"]): string =>
  answer === "going" ? words.answer.going : answer === "maybe" ? words.answer.maybe : words.answer.notGoing;

/** Why a save failed, and whether trying again can help: the server's words for a closed event. */
function saveProblem(
  error: unknown,
  speech: FamilySpeech,
): { problem: string; retry: boolean; spent: boolean } {
  const failure = failureOf(error);
  if (failure === null) return { problem: speech.words.answer.failed, retry: true, spent: false };
  if (failure.status === 404) return { problem: speech.words.link.spentText, retry: false, spent: true };
  if (failure.status === 409 || failure.status === 400) {
    return { problem: failure.userMessage ?? speech.words.answer.failed, retry: false, spent: false };
  }
  return { problem: failure.userMessage ?? speech.words.answer.failed, retry: true, spent: false };
}

export default function FamilyEventCard({ token, event, players, away, onSpent }: CardProps) {
  const speech = useFamilyWords();
  const { words, event: eventWords, lang } = speech;
  const headingId = useId();
  const window = answerWindow(event);
  const lockAt = Date.parse(event.lockAt);
  const lockWhen = fill(eventWords.dayAndTime, {
    day: formatDay(wallClock(lockAt), "weekdayMonthDay", INTL_LOCALE[lang]),
    time: formatTime(event.lockAt, lang),
  });
  const windowText: Record<AnswerWindow, string> = {
    open: fill(words.event.answerBy, { when: lockWhen }),
    closed: words.event.closed,
    cancelled: words.event.cancelled,
    postponed: words.event.postponed,
  };
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-900 ring-1 ring-navy-100">
          {eventWords.types[event.type]}
        </span>
        <StatusBadge event={event} />
      </div>
      <h3 id={headingId} className="mt-1 font-semibold text-navy-900">
        {event.title}
      </h3>
      <p className="text-sm text-slate-700">
        <StatusTime event={event}>
          {formatEventDate(event, lang)} · {formatEventTime(event, lang)}
        </StatusTime>
      </p>
      <StatusNote event={event} at={nowMillis()} />
      <p className="text-sm text-slate-700">{event.location ?? eventWords.locationTba}</p>
      <p className="mt-2 text-sm font-medium text-slate-800">{windowText[window]}</p>
      <ul className="mt-3 space-y-4">
        {players.map((player) => {
          const answer = event.answers.find((entry) => entry.playerId === player.id);
          return (
            <li key={player.id} className="border-t border-slate-200 pt-3">
              <PlayerAnswer
                token={token}
                event={event}
                player={player}
                saved={answer ?? null}
                awayWeekday={awayWeekdayOf(event, player.id, away)}
                window={window}
                onSpent={onSpent}
              />
            </li>
          );
        })}
      </ul>
    </article>
  );
}

interface PlayerAnswerProps {
  token: string;
  event: FamilyEvent;
  player: { id: string; firstName: string };
  saved: Omit<FamilySavedAnswer, "eventId"> | null;
  awayWeekday: number | null;
  window: AnswerWindow;
  onSpent: () => void;
}

function PlayerAnswer({ token, event, player, saved, awayWeekday, window, onSpent }: PlayerAnswerProps) {
  const speech = useFamilyWords();
  const { words } = speech;
  const [state, dispatch] = useReducer(answerReducer, saved?.answer ?? null, initialAnswer);
  const [toConfirm, setToConfirm] = useState(saved?.toConfirm ?? false);
  const groupId = useId();
  const statusId = useId();

  const send = async (answer: AvailabilityAnswer) => {
    dispatch({ type: "tap", answer });
    const attempt = state.attempt + 1;
    try {
      const answered = await saveFamilyAnswer(token, { eventId: event.id, playerId: player.id, answer });
      setToConfirm(answered.toConfirm);
      dispatch({ type: "saved", attempt, answer: answered.answer });
    } catch (error) {
      const { problem, retry, spent } = saveProblem(error, speech);
      if (spent) onSpent();
      else dispatch({ type: "failed", attempt, problem, retry });
    }
  };

  const weekdayName =
    awayWeekday === null ? null : words.weekdays[String(awayWeekday) as keyof typeof words.weekdays];
  const current =
    state.choice !== null
      ? fill(words.answer.current, { answer: answerWord(state.choice, words) })
      : weekdayName !== null
        ? fill(words.answer.away, { weekday: weekdayName })
        : words.answer.none;
  const progress =
    state.phase === "saving"
      ? words.answer.saving
      : state.phase === "saved"
        ? words.answer.saved
        : state.phase === "failed"
          ? state.problem
          : null;
  const canAnswer = window === "open";
  const label = fill(words.answer.group, { player: player.firstName, event: event.title });

  return (
    <div data-player={player.id}>
      <p id={groupId} className="font-semibold text-navy-900">
        {player.firstName}
      </p>
      <div
        role="group"
        aria-labelledby={groupId}
        aria-describedby={statusId}
        className="mt-2 flex flex-wrap gap-2"
      >
        {AVAILABILITY_ANSWERS.map((answer) => {
          const pressed = state.choice === answer;
          return (
            <button
              key={answer}
              type="button"
              aria-pressed={pressed}
              aria-label={`${answerWord(answer, words)}: ${label}`}
              disabled={!canAnswer}
              aria-busy={(state.phase === "saving" && pressed) || undefined}
              onClick={() => void send(answer)}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-4 text-sm font-semibold ring-1 ring-inset disabled:cursor-not-allowed ${
                pressed
                  ? "bg-navy-900 text-white ring-navy-900 disabled:bg-slate-600"
                  : "bg-white text-navy-900 ring-slate-300 hover:bg-slate-50 disabled:text-slate-500"
              }`}
            >
              <span aria-hidden="true">{pressed ? "✓" : ""}</span>
              {answerWord(answer, words)}
            </button>
          );
        })}
      </div>
      <div id={statusId} role="status" className="mt-2 text-sm text-slate-700">
        <span>{current}</span>
        {toConfirm && state.phase !== "saved" ? (
          <span className="block">{words.answer.toConfirm}</span>
        ) : null}
        {saved?.by === "coach" && state.phase === "idle" ? (
          <span className="block">{words.answer.byCoach}</span>
        ) : null}
        {progress ? (
          <span
            className={`block font-medium ${state.phase === "failed" ? "text-red-800" : "text-slate-800"}`}
          >
            {progress}
          </span>
        ) : null}
      </div>
      {state.phase === "failed" && state.retry && state.choice !== null ? (
        <Button tone="secondary" small className="mt-2" onClick={() => void send(state.choice ?? "going")}>
          {words.answer.retry}
        </Button>
      ) : null}
      {window === "cancelled" ? null : (
        <NoteField
          token={token}
          eventId={event.id}
          player={player}
          saved={saved?.note ?? null}
          onSpent={onSpent}
        />
      )}
    </div>
  );
}

interface NoteFieldProps {
  token: string;
  eventId: string;
  player: { id: string; firstName: string };
  saved: string | null;
  onSpent: () => void;
}

/** The private note to the coach about one player at one event: sent on its own, after the lock too. */
function NoteField({ token, eventId, player, saved, onSpent }: NoteFieldProps) {
  const speech = useFamilyWords();
  const { words } = speech;
  const [value, setValue] = useState(saved ?? "");
  const [phase, setPhase] = useState<{ kind: "idle" | "sending" | "sent" | "failed"; problem?: string }>({
    kind: "idle",
  });
  const id = useId();
  const label = fill(words.note.label, { player: player.firstName });

  const send = async () => {
    setPhase({ kind: "sending" });
    try {
      await saveFamilyAnswer(token, {
        eventId,
        playerId: player.id,
        note: value.trim() === "" ? null : value,
      });
      setPhase({ kind: "sent" });
    } catch (error) {
      const { problem, spent } = saveProblem(error, speech);
      if (spent) onSpent();
      else
        setPhase({ kind: "failed", problem: problem === words.answer.failed ? words.note.failed : problem });
    }
  };

  return (
    <form
      className="mt-3"
      onSubmit={(submit) => {
        submit.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {words.note.hint}
      </p>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="text"
          value={value}
          maxLength={LIMITS.familyNote}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(change) => {
            setValue(change.target.value);
            if (phase.kind !== "sending") setPhase({ kind: "idle" });
          }}
          className="field-box min-h-11 flex-1"
        />
        <Button
          type="submit"
          tone="secondary"
          small
          pending={phase.kind === "sending"}
          pendingLabel={words.note.sending}
          disabled={value === (saved ?? "") && phase.kind === "idle"}
        >
          {words.note.send}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className="mt-1 text-sm">
        {phase.kind === "sent" ? (
          <span className="font-medium text-slate-800">{words.note.sent}</span>
        ) : phase.kind === "failed" ? (
          <span className="font-medium text-red-800">{phase.problem}</span>
        ) : null}
      </p>
    </form>
  );
}
