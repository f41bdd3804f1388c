/**
 * Post text tokens for tests, short enough to read in a table, e.g. `[t("See "), a(href, "league.org")]`,
 * and what a reader sees of them.
 */
import type { PostInline, PostToken } from "../../src/lib/domain/post-text";

export const t = (text: string): PostInline => ({ type: "text", text });
export const a = (href: string, text: string): PostInline => ({ type: "link", href, text });
export const b = (...children: PostInline[]): PostToken => ({ type: "bold", children });
export const br: PostToken = { type: "break" };

/** Every link in the tokens, bold or not, e.g. `[{ href: "https://league.org/", text: "league.org" }]`. */
export function links(tokens: PostToken[]): { href: string; text: string }[] {
  return tokens.flatMap((token) => {
    if (token.type === "link") return [{ href: token.href, text: token.text }];
    if (token.type === "bold") return links(token.children);
    return [];
  });
}

/** What a reader sees, links as their text and breaks as newlines. */
export function shown(tokens: PostToken[]): string {
  return tokens
    .map((token) => {
      if (token.type === "break") return "\n";
      if (token.type === "bold") return shown(token.children);
      return token.text;
    })
    .join("");
}
