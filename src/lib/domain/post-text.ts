/**
 * Post text as the coach writes it: `**bold**`, links written as a plain URL, as
 * markdown `[text](url)` or as HTML `<a href="url">text</a>`, and line breaks. Everything else is
 * text, shown exactly as typed.
 *
 * The older app escaped the whole text as HTML first and then recognised links in their escaped form.
 * Here the result is a small token tree that React renders as elements, so every character the
 * coach typed ends up in a text node or a validated `href`, never in markup: `<script>` shows as
 * the text "<script>", and `&amp;` shows as "&amp;", which is what escaping first gives too.
 *
 * Only http and https links become clickable; a bare address (`www.example.org/x`, `league.org`)
 * is taken as https. The scanners walk through the post once, trying a link only where one can
 * start, and the few regular expressions here read one address and cannot backtrack without
 * bound, so a hostile 20,000-character post costs linear time.
 */

/** A run of text or a link: what bold may contain. */
export type PostInline = { type: "text"; text: string } | { type: "link"; href: string; text: string };

/** One piece of rendered post text, e.g. `{ type: "link", href: "https://league.org/", text: "league.org" }`. */
export type PostToken = PostInline | { type: "bold"; children: PostInline[] } | { type: "break" };

/** Shown for text that goes on: a link text over 50 characters, a cut preview. */
export const ELLIPSIS = "…";

/** Link texts over this many characters show the first 47 plus an ellipsis. */
export const LINK_TEXT_MAX = 50;

/**
 * Endings a bare address without `www.` must have to become a link, so that "e.g." or "6.30"
 * stay text. With `www.`, or inside `[text](url)` and `href="…"`, any ending of letters goes.
 */
const BARE_DOMAIN_ENDINGS = new Set(["com", "org", "net", "edu", "gov", "us", "io", "co", "info", "app"]);

/** Characters that end a plain URL: they are rare in real addresses and common around them. */
const URL_STOP = new Set(['"', "'", "<", ">", "`", "{", "}", "|", "\\", "^", "*", "[", "]"]);

/** Punctuation that ends a sentence rather than the URL before it. */
const TRAILING_PUNCTUATION = new Set([".", ",", ";", ":", "!", "?"]);

/** Characters that, just before an address, mean it is part of a longer word, path or email. */
const WORD_BEFORE = /[\p{L}\p{N}@._\-/:%+&=~#?$]/u;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BARE_ADDRESS = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]|$)/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const LETTERS = /^[a-z]{2,}$/i;

function isSpace(char: string | undefined): boolean {
  return char !== undefined && /\s/.test(char);
}

function isUrlChar(char: string | undefined): boolean {
  return char !== undefined && !isSpace(char) && !URL_STOP.has(char);
}

function isHostChar(char: string | undefined): boolean {
  return char !== undefined && /[a-z0-9.-]/i.test(char);
}

/**
 * The address a link may point to, normalised, or null: `toSafeHref("league.org")` is
 * `"https://league.org/"`, `toSafeHref("javascript:alert(1)")` is null. Only http and https pass,
 * judged on what the browser itself would parse, and never with a user name or password in it
 * (`https://bank.com@evil.example` is a phishing trick, not a team link).
 */
export function toSafeHref(raw: string): string | null {
  const address = raw.trim();
  if (address === "" || /[\s<>"`]/.test(address)) return null;
  // `league.org:8443/x` reads as the scheme "league.org" to a URL parser; it is a bare address.
  const scheme = BARE_ADDRESS.test(address) ? null : SCHEME.exec(address)?.[1]?.toLowerCase();
  let candidate: string;
  if (scheme === null) {
    candidate = `https://${address}`;
  } else if ((scheme === "http" || scheme === "https") && /^https?:\/\/[^/]/i.test(address)) {
    candidate = address;
  } else {
    return null;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.hostname === "" || url.username !== "" || url.password !== "") return null;
  return url.href;
}

/** A link text of at most 50 characters: `"https://…/a-very-long-path"` keeps its first 47 and adds "…". */
export function shortenLinkText(text: string): string {
  const chars = Array.from(text);
  return chars.length > LINK_TEXT_MAX ? chars.slice(0, LINK_TEXT_MAX - 3).join("") + ELLIPSIS : text;
}

interface FoundLink {
  end: number;
  href: string;
  text: string;
}

function link(end: number, href: string | null, label: string, address: string): FoundLink | null {
  if (href === null) return null;
  const text = label.trim() === "" ? address.trim() : label.trim();
  return { end, href, text: shortenLinkText(text) };
}

/** `[text](url)` at `start`; the url may hold one level of parentheses (`…/Field_(West)`). */
function markdownLinkAt(text: string, start: number, lineEnd: number): FoundLink | null {
  let close = start + 1;
  while (close < lineEnd && text[close] !== "]" && text[close] !== "[") close += 1;
  if (close === start + 1 || text[close] !== "]" || text[close + 1] !== "(") return null;
  const urlStart = close + 2;
  let end = urlStart;
  let depth = 0;
  while (end < lineEnd) {
    const char = text[end];
    if (char === ")") {
      if (depth === 0) break;
      depth -= 1;
    } else if (char === "(") {
      if (depth === 1) return null;
      depth += 1;
    } else if (!isUrlChar(char)) {
      return null;
    }
    end += 1;
  }
  if (end >= lineEnd || end === urlStart) return null;
  const address = text.slice(urlStart, end);
  return link(end + 1, toSafeHref(address), text.slice(start + 1, close), address);
}

/** One attribute of an HTML tag at `at`, or null when the tag is not well formed. */
function attributeAt(
  text: string,
  at: number,
  lineEnd: number,
): { name: string; value: string; end: number } | null {
  let end = at;
  while (end < lineEnd && !isSpace(text[end]) && !"\"'<>/=".includes(text[end] ?? "")) end += 1;
  if (end === at) return null;
  const name = text.slice(at, end).toLowerCase();
  let next = end;
  while (isSpace(text[next])) next += 1;
  if (text[next] !== "=") return { name, value: "", end };
  next += 1;
  while (isSpace(text[next])) next += 1;
  const quote = text[next];
  if (quote === '"' || quote === "'") {
    let close = next + 1;
    while (close < lineEnd && text[close] !== quote && text[close] !== "<") close += 1;
    if (text[close] !== quote) return null;
    return { name, value: text.slice(next + 1, close), end: close + 1 };
  }
  let valueEnd = next;
  while (valueEnd < lineEnd && !isSpace(text[valueEnd]) && !"\"'<>=`".includes(text[valueEnd] ?? "")) {
    valueEnd += 1;
  }
  if (valueEnd === next) return null;
  return { name, value: text.slice(next, valueEnd), end: valueEnd };
}

/**
 * `<a href="url">text</a>` at `start`. Only `href` is read; any other attribute (`target`, or an
 * `onclick` someone pasted) is dropped, because the link is rebuilt from scratch.
 */
function htmlLinkAt(text: string, start: number, lineEnd: number): FoundLink | null {
  if (text.slice(start, start + 2).toLowerCase() !== "<a" || !isSpace(text[start + 2])) return null;
  let at = start + 2;
  let href: string | null = null;
  for (;;) {
    while (isSpace(text[at])) at += 1;
    if (at >= lineEnd) return null;
    if (text[at] === ">") break;
    const attribute = attributeAt(text, at, lineEnd);
    if (attribute === null) return null;
    if (attribute.name === "href") href ??= attribute.value;
    at = attribute.end;
  }
  const labelStart = at + 1;
  let labelEnd = labelStart;
  while (labelEnd < lineEnd && text[labelEnd] !== "<") labelEnd += 1;
  const closing = /^<\/a\s*>/i.exec(text.slice(labelEnd, Math.min(lineEnd, labelEnd + 16)));
  if (href === null || closing === null) return null;
  return link(labelEnd + closing[0].length, toSafeHref(href), text.slice(labelStart, labelEnd), href);
}

/**
 * Where a plain URL ends: at a space or a stop character, then without the sentence punctuation
 * after it and without a closing parenthesis it did not open (`(see https://x.org/a).`).
 */
function plainUrlEnd(text: string, start: number, from: number, lineEnd: number): number {
  let end = from;
  let opened = 0;
  let closed = 0;
  while (end < lineEnd && isUrlChar(text[end])) {
    if (text[end] === "(") opened += 1;
    if (text[end] === ")") closed += 1;
    end += 1;
  }
  while (end > start) {
    const last = text[end - 1] ?? "";
    if (TRAILING_PUNCTUATION.has(last)) {
      end -= 1;
    } else if (last === ")" && closed > opened) {
      closed -= 1;
      end -= 1;
    } else {
      break;
    }
  }
  return end;
}

/** A host written without a scheme, such as `league.org` or `www.example.org`, at `start`. */
function bareHostEnd(text: string, start: number, lineEnd: number): number | null {
  let end = start;
  while (end < lineEnd && isHostChar(text[end])) end += 1;
  while (end > start && (text[end - 1] === "." || text[end - 1] === "-")) end -= 1;
  const after = text[end];
  if (after !== undefined && /[\p{L}\p{N}_@-]/u.test(after)) return null;
  const labels = text.slice(start, end).split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  const ending = (labels.at(-1) ?? "").toLowerCase();
  const hasWww = labels[0]?.toLowerCase() === "www" && labels.length > 2;
  if (!LETTERS.test(ending) || (!hasWww && !BARE_DOMAIN_ENDINGS.has(ending))) return null;
  return end;
}

/** A URL written as plain text at `start`: with http(s)://, with www., or a bare known domain. */
function plainLinkAt(text: string, start: number, lineStart: number, lineEnd: number): FoundLink | null {
  if (start > lineStart && WORD_BEFORE.test(text[start - 1] ?? "")) return null;
  const scheme = /^https?:\/\//i.exec(text.slice(start, start + 8));
  let end: number;
  if (scheme) {
    end = plainUrlEnd(text, start, start + scheme[0].length, lineEnd);
    if (end === start + scheme[0].length) return null;
  } else {
    if (!/[a-z0-9]/i.test(text[start] ?? "")) return null;
    const hostEnd = bareHostEnd(text, start, lineEnd);
    if (hostEnd === null) return null;
    const next = text[hostEnd];
    end = next === "/" || next === "?" || next === "#" ? plainUrlEnd(text, start, hostEnd, lineEnd) : hostEnd;
  }
  const address = text.slice(start, end);
  return link(end, toSafeHref(address), "", address);
}

function linkAt(text: string, at: number, lineStart: number, lineEnd: number): FoundLink | null {
  const char = text[at];
  if (char === "<") return htmlLinkAt(text, at, lineEnd);
  if (char === "[") return markdownLinkAt(text, at, lineEnd);
  return plainLinkAt(text, at, lineStart, lineEnd);
}

// ---------------------------------------------------------------------------
// Building the tokens. Each one keeps where it came from, so a preview can stop at a source
// position without ever splitting a link or losing the bold it is in.
// ---------------------------------------------------------------------------

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
