/**
 * A catalog sentence cut at its `{slot}`s, so a page can draw a link or a bold phrase where the
 * language puts it: `sentencePieces("See the {schedule} page.")` →
 * `["See the ", { slot: "schedule" }, " page."]`. Slots with plain values are filled first (`fill`).
 */

/** Words as they are, or the place of a slot. */
export type SentencePiece = string | { slot: string };

export function sentencePieces(template: string): SentencePiece[] {
  return template
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== "")
    .map((piece) => (/^\{\w+\}$/.test(piece) ? { slot: piece.slice(1, -1) } : piece));
}
