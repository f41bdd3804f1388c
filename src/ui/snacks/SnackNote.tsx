/**
 * The team's snack note (docs/product-rules.md#snack-sign-ups), e.g. "Nut-free team: one player
 * has a peanut allergy", where parents sign up and manage a sign-up. `useSnackNote(open)` asks for
 * it once a page, the first time a dialog opens, and never holds the form up: until it arrives, or
 * if it cannot, there is simply no note.
 */
import { useEffect, useState } from "react";
import type { Lang } from "../../i18n/lang";
import { typedLang } from "../../i18n/typed-lang";
import { fetchSnackNote } from "./api";

let noteLoad: Promise<string | null> | null = null;

/** The note once loaded (null for none, or while on its way); asked for when `open` is first true. */
export function useSnackNote(open: boolean): string | null {
  const [note, setNote] = useState<string | null>(null);
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

/**
 * The note as a box with its heading ("From the coach"), or nothing without one. The note is the
 * coach's English, marked so on a page in another language.
 */
export function SnackNote({ note, heading, lang }: { note: string | null; heading: string; lang: Lang }) {
  if (!note) return null;
  return (
    <div className="rounded-lg bg-bolt-100 px-3 py-2 text-sm text-navy-950 ring-1 ring-bolt-400">
      <p className="font-semibold">{heading}</p>
      <p className="break-words" lang={typedLang(lang)}>
        {note}
      </p>
    </div>
  );
}
