/**
 * The snack sign-up's words for every part of a snack island's tree, the dialogs it loads later
 * included: `<SnackWordsProvider speech={{ words, event, kit, lang }}>` at the island's root also
 * hands the kit and an event's blocks their words, so the root wraps its tree once.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";
import { KitWordsProvider } from "../kit/words";
import { EventWordsProvider } from "../schedule/words";

/**
 * The pages a snack island links to, in its page's language, e.g. `{ schedule: "/es/schedule",
 * manage: "/es/snacks/manage" }`: the page writes them, so no island loads the site's addresses.
 */
export interface SnackPages {
  schedule: string;
  manage: string;
}

/** What a snack island says and in which language, e.g. `lang: "es"` for /es/schedule. */
export interface SnackSpeech {
  words: Words<"snacks">;
  /** An event's words (kind, status, facts), for the games the sign-up shows. */
  event: Words<"schedule">["event"];
  kit: Words<"kit">;
  lang: Lang;
  pages: SnackPages;
}

const SnackWords = createContext<SnackSpeech | null>(null);

export function SnackWordsProvider({ speech, children }: { speech: SnackSpeech; children: ReactNode }) {
  return (
    <SnackWords value={speech}>
      <KitWordsProvider words={speech.kit}>
        <EventWordsProvider speech={{ words: speech.event, lang: speech.lang }}>
          {children}
        </EventWordsProvider>
      </KitWordsProvider>
    </SnackWords>
  );
}

/** The words of the island's root; every snack island has one (SnackSignup, ManageSignup). */
export function useSnackWords(): SnackSpeech {
  const speech = useContext(SnackWords);
  if (speech === null) throw new Error("A snack island wraps its tree in SnackWordsProvider");
  return speech;
}
