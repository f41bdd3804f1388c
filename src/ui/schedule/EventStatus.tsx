/**
 * How a game-day change shows wherever an event appears: the badge of a cancelled or postponed
 * event (its word, never colour alone), its date and time struck through, the coach's note and
 * "Moved from …" for a moved one. The rules come from `lib/domain/event-status.ts`; the words
 * from the nearest `EventWordsProvider` (words.tsx).
 *
 * - `<StatusBadge event={event} />` (StatusBadge.tsx): "CANCELLED" or "POSTPONED" with an icon;
 *   nothing for an event that is on.
 * - `<StatusTime event={event}>{date · time}</StatusTime>`: its children, in `<s>` once the event
 *   is called off. The badge carries the meaning; the strike only shows it.
 * - `<StatusNote event={event} at={nowMillis()} />`: the coach's note (its Spanish version on a
 *   Spanish page, else the English marked "(en inglés)") and "Moved from …" (until the event has
 *   passed at `at`, epoch milliseconds), a line each; nothing without either.
 * - `<WhenAndWhere event={event} at={nowMillis()} />`: a game's date and time, its note and its
 *   field, as a game's card shows them.
 */
import type { ReactNode } from "react";
import { isOn } from "../../lib/domain/status-badge";
import { formatEventDate, formatEventTime } from "../../lib/domain/time";
import type { Event } from "../../lib/schemas/events";
import { typedText } from "../../i18n/typed-lang";
import { TypedWords } from "../kit/words";
import { movedFromWords } from "./event-words";
import { useEventWords } from "./words";

/** An event's date or time as given, struck through once the event is called off. */
export function StatusTime({ event, children }: { event: Pick<Event, "status">; children: ReactNode }) {
  return isOn(event) ? children : <s>{children}</s>;
}

type Noted = Pick<
  Event,
  "statusNote" | "statusNoteEs" | "date" | "endDate" | "previousDate" | "previousEndDate"
>;

/** The coach's note (e.g. "Fields closed: rain") and "Moved from …", or nothing without either. */
export function StatusNote({ event, at, className = "" }: { event: Noted; at: number; className?: string }) {
  const speech = useEventWords();
  const moved = movedFromWords(event, at, speech);
  if (!event.statusNote && moved === null) return null;
  return (
    <div className={`text-sm ${className}`}>
      {event.statusNote ? (
        <p className="font-medium break-words text-slate-900">
          <TypedWords shown={typedText(speech.lang, event.statusNote, event.statusNoteEs)} />
        </p>
      ) : null}
      {moved === null ? null : <p className="text-slate-700">{moved}</p>}
    </div>
  );
}

/** A game's date and time (struck through once called off), the coach's note, and its field. */
export function WhenAndWhere({
  event,
  at,
}: {
  event: Noted & Pick<Event, "status" | "location">;
  at: number;
}) {
  const speech = useEventWords();
  return (
    <>
      <p className="text-sm text-slate-700">
        <StatusTime event={event}>
          {formatEventDate(event, speech.lang)} · {formatEventTime(event, speech.lang)}
        </StatusTime>
      </p>
      <StatusNote event={event} at={at} />
      <p className="text-sm text-slate-700">{event.location ?? speech.words.fieldTba}</p>
    </>
  );
}
