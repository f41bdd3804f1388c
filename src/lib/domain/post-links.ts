/**
 * Links in post text, in the three ways a coach writes them: a plain address (`https://…`,
 * `www.example.org/x`, `league.org`), markdown `[text](url)` and HTML `<a href="url">text</a>`.
 * `linkAt` reads the one that starts at a position, e.g. `[Map](maps.org)` at 0 is a link to
 * `https://maps.org/` named "Map"; the tokenizer (`./post-text`) asks it wherever one may start.
 *
 * Only http and https links become clickable; a bare address (`www.example.org/x`, `league.org`)
 * is taken as https. The few regular expressions here read one address and cannot backtrack
 * without bound, so a hostile 20,000-character post costs linear time.
 */
import { ELLIPSIS } from "./text-cut";

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

/** A link found in post text: where it ends in the text, its safe address and the text it shows. */
export interface FoundLink {
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

/**
 * The link written at `at` in the line from `lineStart` to `lineEnd`, or null when none starts
 * there, e.g. `linkAt("See league.org", 4, 0, 14)` is `{ end: 14, href: "https://league.org/",
 * text: "league.org" }`. A link never spans a line break.
 */
export function linkAt(text: string, at: number, lineStart: number, lineEnd: number): FoundLink | null {
  const char = text[at];
  if (char === "<") return htmlLinkAt(text, at, lineEnd);
  if (char === "[") return markdownLinkAt(text, at, lineEnd);
  return plainLinkAt(text, at, lineStart, lineEnd);
}
