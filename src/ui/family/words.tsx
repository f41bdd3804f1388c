/**
 * What every part of the family page's island says and in which language, with the link's token:
 * `<FamilyWordsProvider speech={…}>` at the island's root also hands the kit and an event's blocks
 * their words, so the root wraps its tree once.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";
import { KitWordsProvider } from "../kit/words";
import { EventWordsProvider } from "../schedule/words";

/** The page's words and language, e.g. `lang: "es"` on /es/family. */
export interface FamilySpeech {
  words: Words<"family">;
  /** An event's words (kind, status, facts). */
  event: Words<"schedule">["event"];
  kit: Words<"kit">;
  lang: Lang;
  /** The schedule in the page's language, e.g. "/es/schedule". */
  schedulePage: string;
}

const FamilyWords = createContext<FamilySpeech | null>(null);

export function FamilyWordsProvider({ speech, children }: { speech: FamilySpeech; children: ReactNode }) {
  return (
    <FamilyWords value={speech}>
      <KitWordsProvider words={speech.kit}>
        <EventWordsProvider speech={{ words: speech.event, lang: speech.lang }}>
          {children}
        </EventWordsProvider>
      </KitWordsProvider>
    </FamilyWords>
  );
}

/** The nearest provider's words; a part drawn without one fails at once. */
export function useFamilyWords(): FamilySpeech {
  const speech = useContext(FamilyWords);
  if (!speech) throw new Error("No FamilyWordsProvider");
  return speech;
}
