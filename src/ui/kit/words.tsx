/**
 * The kit's words (load failures, toasts, form labels, the field rules' sentences) for the
 * island's page language. An island root of a parent's page wraps its tree in
 * `<KitWordsProvider words={…}>` with the `kit` part its page handed it; without one the kit speaks
 * English, as the coach's pages do. The English default leaves out the field rules' sentences:
 * the schemas carry their English (src/i18n/field-issues.ts), so no island loads them twice.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Words } from "../../i18n/catalog";
import { kit as english } from "../../i18n/en/kit";

/** The kit's words as an island has them: a page's whole `kit` part, or the English default. */
export type KitWords = Omit<Words<"kit">, "fields"> & { fields?: Words<"kit">["fields"] };

/** The kit's English words, e.g. for code outside React that says a load failure (load.ts). */
export const ENGLISH_KIT: KitWords = english;

const KitWords = createContext<KitWords>(english);

export function KitWordsProvider({ words, children }: { words: Words<"kit">; children: ReactNode }) {
  return <KitWords value={words}>{children}</KitWords>;
}

/** The kit's words of the nearest provider, English without one. */
export const useKitWords = (): KitWords => useContext(KitWords);
