/**
 * The kit's words (load failures, toasts, form labels, the field rules' sentences) for the
 * island's page language. An island root of a parent's page wraps its tree in
 * `<KitWordsProvider words={…}>` with the `kit` part its page handed it, and so does every coach's
 * island, in English: the words travel in the page's HTML, never in a script. The field rules'
 * sentences are optional: the schemas carry their English (src/i18n/field-issues.ts).
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Words } from "../../i18n/catalog";
import type { TypedText } from "../../i18n/typed-lang";

/** The kit's words as an island has them: a page's whole `kit` part, or the English default. */
export type KitWords = Omit<Words<"kit">, "fields"> & { fields?: Words<"kit">["fields"] };

const KitWords = createContext<KitWords | null>(null);

export function KitWordsProvider({ words, children }: { words: Words<"kit">; children: ReactNode }) {
  return <KitWords value={words}>{children}</KitWords>;
}

/**
 * The kit's "(en inglés)" after what the coach wrote only in English, on a Spanish page
 * (`typedText`'s `inEnglish`, docs/languages.md#what-the-coach-writes), outside the English text's
 * `lang="en"` element, e.g. `<h3><span lang={typed.lang}>{typed.text}</span><InEnglish shown={typed.inEnglish} /></h3>`.
 * Nothing when not shown, so English pages are unchanged. Here rather than in a file of its own,
 * which would be one more script on /posts, where every island has these words already.
 */
export function InEnglish({ shown }: { shown: boolean }) {
  const words = useKitWords();
  return shown ? <span className="font-normal">{` ${words.inEnglish}`}</span> : null;
}

/**
 * What the coach typed, as `typedText` chose it for the page: in a span with its `lang`, followed
 * by `InEnglish` when it is English on a Spanish page, e.g. inside a note's `<p>`:
 * `<TypedWords shown={typedText(lang, event.notes, event.notesEs)} />`.
 */
export function TypedWords({ shown }: { shown: TypedText }) {
  return (
    <>
      <span lang={shown.lang}>{shown.text}</span>
      <InEnglish shown={shown.inEnglish} />
    </>
  );
}

/**
 * The kit's words of the nearest provider. Every island root wraps one, the coach's in English, so
 * no island carries a dictionary of its own; one without fails at once, in any test that draws it.
 */
export function useKitWords(): KitWords {
  const words = useContext(KitWords);
  if (!words) throw new Error("No KitWordsProvider");
  return words;
}
