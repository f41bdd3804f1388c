/**
 * The team's snack note (docs/product-rules.md#snack-sign-ups), e.g. "Nut-free team: one player
 * has a peanut allergy", where parents sign up and manage a sign-up. `useSnackNote(open)` asks for
 * it once a page, the first time a dialog opens, and never holds the form up: until it arrives, or
 * if it cannot, there is simply no note. A Spanish page shows the coach's Spanish version, or the
 * English marked "(en inglés)".
 */
import { useEffect, useState } from "react";
import type { Lang } from "../../i18n/lang";
import { typedText } from "../../i18n/typed-lang";
import { InEnglish } from "../kit/words";
import { fetchSnackNote, type SnackNoteText } from "./api";

let noteLoad: Promise<SnackNoteText | null> | null = null;

/** The note once loaded (null for none, or while on its way); asked for when `open` is first true. */
export function useSnackNote(open: boolean): SnackNoteText | null {
  const [note, setNote] = useState<SnackNoteText | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    noteLoad ??= fetchSnackNote().catch(() => {
      // Offline: ask again the next time.
      noteLoad = null;
      return null;
    });
    void noteLoad.then((loaded) => {
      if (current) setNote(loaded);
    });
    return () => {
      current = false;
    };
  }, [open]);
  return note;
}

interface SnackNoteProps {
  note: string | null;
  noteEs: string | null;
  heading: string;
  lang: Lang;
}

/**
 * The note as a box with its heading ("From the coach"), or nothing without one, e.g.
 * `<SnackNote note="Nut-free team" noteEs={null} … lang="es" />` shows the English marked `lang="en"`
 * and followed by "(en inglés)".
 */
export function SnackNote({ note, noteEs, heading, lang }: SnackNoteProps) {
  if (!note) return null;
  const shown = typedText(lang, note, noteEs);
  return (
    <div className="rounded-lg bg-bolt-100 px-3 py-2 text-sm text-navy-950 ring-1 ring-bolt-400">
      <p className="font-semibold">{heading}</p>
      <p className="break-words">
        <span lang={shown.lang}>{shown.text}</span>
        <InEnglish shown={shown.inEnglish} />
      </p>
    </div>
  );
}
