/**
 * Post text as the coach writes it: `**bold**`, links (`./post-links`: a plain URL, markdown
 * `[text](url)` or HTML `<a href="url">text</a>`), and line breaks. Everything else is text, shown
 * exactly as typed.
 *
 * The older app escaped the whole text as HTML first and then recognised links in their escaped form.
 * Here the result is a small token tree that React renders as elements, so every character the
 * coach typed ends up in a text node or a validated `href`, never in markup: `<script>` shows as
 * the text "<script>", and `&amp;` shows as "&amp;", which is what escaping first gives too.
 *
 * The scanner walks through the post once, trying a link only where one can start, so a hostile
 * 20,000-character post costs linear time.
 */
import { linkAt } from "./post-links";
import { ELLIPSIS } from "./text-cut";

/** A run of text or a link: what bold may contain. */
export type PostInline = { type: "text"; text: string } | { type: "link"; href: string; text: string };

/** One piece of rendered post text, e.g. `{ type: "link", href: "https://league.org/", text: "league.org" }`. */
export type PostToken = PostInline | { type: "bold"; children: PostInline[] } | { type: "break" };

// While they are built, tokens keep where they came from, so a preview can stop at a source
// position without ever splitting a link or losing the bold it is in.

type Span = { start: number; end: number };
type LocatedInline = (
  { type: "text"; text: string } | { type: "link"; href: string; text: string } | { type: "marker" }
) &
  Span;
type LocatedToken =
  | Exclude<LocatedInline, { type: "marker" }>
  | ({ type: "bold"; children: Exclude<LocatedInline, { type: "marker" }>[] } & Span)
  | ({ type: "break" } & Span);

/** A line's links, bold markers (`**` outside links) and the text between them. */
function scanLine(text: string, lineStart: number, lineEnd: number): LocatedInline[] {
  const pieces: LocatedInline[] = [];
  let textStart = lineStart;
  const flushText = (end: number) => {
    if (end > textStart)
      pieces.push({ type: "text", text: text.slice(textStart, end), start: textStart, end });
  };
  let at = lineStart;
  while (at < lineEnd) {
    const found = linkAt(text, at, lineStart, lineEnd);
    if (found) {
      flushText(at);
      pieces.push({ type: "link", href: found.href, text: found.text, start: at, end: found.end });
      at = found.end;
      textStart = at;
    } else if (text[at] === "*" && text[at + 1] === "*") {
      flushText(at);
      pieces.push({ type: "marker", start: at, end: at + 2 });
      at += 2;
      textStart = at;
    } else {
      at += 1;
    }
  }
  flushText(lineEnd);
  return pieces;
}

/** Pairs `**` markers left to right around non-empty content; a marker left alone is text. */
function pairBold(pieces: LocatedInline[]): LocatedToken[] {
  const tokens: LocatedToken[] = [];
  let index = 0;
  while (index < pieces.length) {
    const piece = pieces[index];
    if (piece === undefined) break;
    if (piece.type !== "marker") {
      tokens.push(piece);
      index += 1;
      continue;
    }
    let close = index + 1;
    while (close < pieces.length && pieces[close]?.type !== "marker") close += 1;
    const closer = pieces[close];
    if (closer === undefined || close === index + 1) {
      tokens.push({ type: "text", text: "**", start: piece.start, end: piece.end });
      index += 1;
      continue;
    }
    const children = pieces
      .slice(index + 1, close)
      .filter((child): child is Exclude<LocatedInline, { type: "marker" }> => child.type !== "marker");
    tokens.push({ type: "bold", children, start: piece.start, end: closer.end });
    index = close + 1;
  }
  return tokens;
}

function parseLocated(text: string): LocatedToken[] {
  const tokens: LocatedToken[] = [];
  const lineBreak = /\r\n|\r|\n/g;
  let lineStart = 0;
  for (;;) {
    const match = lineBreak.exec(text);
    const lineEnd = match ? match.index : text.length;
    tokens.push(...pairBold(scanLine(text, lineStart, lineEnd)));
    if (!match) break;
    tokens.push({ type: "break", start: match.index, end: match.index + match[0].length });
    lineStart = match.index + match[0].length;
  }
  return tokens;
}

/** The inline tokens that lie before `cutAt`: text is sliced, a link that crosses it is dropped. */
function cutInline<T extends Exclude<LocatedInline, { type: "marker" }>>(items: T[], cutAt: number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (item.start >= cutAt) break;
    if (item.end <= cutAt) {
      kept.push(item);
      continue;
    }
    if (item.type === "text")
      kept.push({ ...item, text: item.text.slice(0, cutAt - item.start), end: cutAt });
    break;
  }
  return kept;
}

function cutTokens(tokens: LocatedToken[], cutAt: number): LocatedToken[] {
  const kept: LocatedToken[] = [];
  for (const token of tokens) {
    if (token.start >= cutAt) break;
    if (token.type === "bold") {
      kept.push({ ...token, children: cutInline(token.children, cutAt) });
    } else if (token.type === "break") {
      kept.push(token);
    } else {
      kept.push(...cutInline([token], cutAt));
    }
    if (token.end > cutAt) break;
  }
  return kept;
}

/** Drops what a cut leaves dangling at the end: line breaks, spaces, an emptied bold. */
function trimEnd(tokens: LocatedToken[]): LocatedToken[] {
  const result = [...tokens];
  for (;;) {
    const last = result.at(-1);
    if (last === undefined) return result;
    if (last.type === "break") {
      result.pop();
    } else if (last.type === "text") {
      const text = last.text.trimEnd();
      if (text !== "") {
        result[result.length - 1] = { ...last, text };
        return result;
      }
      result.pop();
    } else if (last.type === "bold") {
      const children = [...last.children];
      const lastChild = children.at(-1);
      if (lastChild?.type === "text") {
        const text = lastChild.text.trimEnd();
        if (text === "") children.pop();
        else children[children.length - 1] = { ...lastChild, text };
      }
      if (children.length > 0) {
        result[result.length - 1] = { ...last, children };
        return result;
      }
      result.pop();
    } else {
      return result;
    }
  }
}

function lastText(tokens: LocatedToken[]): string {
  const last = tokens.at(-1);
  if (last?.type === "bold") {
    const child = last.children.at(-1);
    return child?.type === "text" ? child.text : "";
  }
  return last?.type === "text" ? last.text : "";
}

function unlocateInline(token: Exclude<LocatedInline, { type: "marker" }>): PostInline {
  return token.type === "text"
    ? { type: "text", text: token.text }
    : { type: "link", href: token.href, text: token.text };
}

function unlocate(token: LocatedToken): PostToken {
  if (token.type === "break") return { type: "break" };
  if (token.type === "bold") return { type: "bold", children: mergeText(token.children.map(unlocateInline)) };
  return unlocateInline(token);
}

/** Joins neighbouring text tokens, so `a**b` is one text token rather than three. */
function mergeText<T extends PostToken>(tokens: T[]): T[] {
  const merged: T[] = [];
  for (const token of tokens) {
    const previous = merged.at(-1);
    if (previous?.type === "text" && token.type === "text") {
      merged[merged.length - 1] = { ...previous, text: previous.text + token.text };
    } else {
      merged.push(token);
    }
  }
  return merged;
}

/**
 * The tokens of a post's text, e.g. `parsePostText("**Bring water**\nleague.org")` is
 * `[{ bold: [text "Bring water"] }, { break }, { link https://league.org/ "league.org" }]`.
 *
 * With `cutAt` (a position in `text`, on a character boundary) the tokens stop there, for a
 * collapsed preview: a link that goes past it is left out whole rather than cut into a wrong
 * address, bold stays bold, and an ellipsis ends the text.
 */
export function parsePostText(text: string, options: { cutAt?: number } = {}): PostToken[] {
  let located = parseLocated(text);
  const { cutAt } = options;
  if (cutAt !== undefined && cutAt < text.length) {
    located = trimEnd(cutTokens(located, cutAt));
    const ending = /[.!?]$/.test(lastText(located)) ? ` ${ELLIPSIS}` : ELLIPSIS;
    located.push({ type: "text", text: ending, start: cutAt, end: cutAt });
  }
  return mergeText(located.map(unlocate));
}
