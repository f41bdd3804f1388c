/**
 * What the coach typed, as `typedText` chose it for the page: in a span with its `lang`, followed
 * by the kit's "(en inglés)" when it is English on a Spanish page, e.g. inside a note's `<p>`:
 * `<TypedWords shown={typedText(lang, event.notes, event.notesEs)} />`.
 */
import type { TypedText } from "../../i18n/typed-lang";
import { useKitWords } from "./words";

export default function TypedWords({ shown }: { shown: TypedText }) {
  const kit = useKitWords();
  return (
    <>
      <span lang={shown.lang}>{shown.text}</span>
      {shown.inEnglish ? ` ${kit.inEnglish}` : null}
    </>
  );
}
