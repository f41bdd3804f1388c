/**
 * The kit's "(en inglés)" after what the coach wrote only in English, on a Spanish page
 * (`typedText`'s `inEnglish`, docs/languages.md#what-the-coach-writes), outside the English text's
 * `lang="en"` element, e.g. `<h3><span lang={typed.lang}>{typed.text}</span><InEnglish shown={typed.inEnglish} /></h3>`.
 * Nothing when not shown, so English pages are unchanged.
 */
import { useKitWords } from "./words";

export default function InEnglish({ shown }: { shown: boolean }) {
  const words = useKitWords();
  if (!shown) return null;
  return <span className="font-normal">{` ${words.inEnglish}`}</span>;
}
