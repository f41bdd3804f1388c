/**
 * An event's words for the blocks every page that shows events shares (the badge, the struck
 * time's note, the facts, a game's when and where). A parent's island wraps its tree in
 * `<EventWordsProvider speech={{ words: words.event, lang }}>` with the words its page handed it,
 * and so do the coach's (in English): the words travel in the HTML, never in a script.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { EventSpeech } from "./event-words";

const EventWords = createContext<EventSpeech | null>(null);

export function EventWordsProvider({ speech, children }: { speech: EventSpeech; children: ReactNode }) {
  return <EventWords value={speech}>{children}</EventWords>;
}

/** The nearest provider's words and language; a block drawn without one fails at once. */
export function useEventWords(): EventSpeech {
  const speech = useContext(EventWords);
  if (!speech) throw new Error("No EventWordsProvider");
  return speech;
}
