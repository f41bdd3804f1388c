/**
 * The kit's words (load failures, toasts, form labels) for the island's page language. An island
 * root of a Spanish page wraps its tree in `<KitWordsProvider words={…}>` with the `kit` part its
 * page handed it; without one the kit speaks English, as the coach's pages do.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Words } from "../../i18n/catalog";
import { kit as english } from "../../i18n/en/kit";

const KitWords = createContext<Words<"kit">>(english);

export function KitWordsProvider({ words, children }: { words: Words<"kit">; children: ReactNode }) {
  return <KitWords value={words}>{children}</KitWords>;
}

/** The kit's words of the nearest provider, English without one. */
export const useKitWords = (): Words<"kit"> => useContext(KitWords);
