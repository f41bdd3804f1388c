/**
 * A published post as it goes out to GroupMe (docs/product-rules.md#groupme): its title, its
 * summary as plain text and a link to it on /posts, at most 1000 characters, e.g.
 * `"Game Day Saturday\n\nArrive at 8:30.\n\nRead more: https://hayslightning.org/posts#post-abc"`.
 * Pure: the site's origin is passed in.
 */
import { GROUPME_MESSAGE_MAX } from "../constants";
import type { Post } from "../schemas/posts";
import { toSafeHref } from "./post-links";
import { previewTokens } from "./post-preview";
import type { PostInline, PostToken } from "./post-text";
import { postAnchor } from "./posts";
import { characterCut, ELLIPSIS } from "./text-cut";

/** The longest post id (`IdSchema`): the room a shared post keeps for its link, whatever its id. */
const ID_ROOM = 64;
const LINK_LABEL = "Read more: ";
const SEPARATOR = "\n\n";

/** Where parents read a post, e.g. `"https://hayslightning.org/posts#post-abc"`; `/posts` opens that card. */
export function postShareLink(siteOrigin: string, postId: string): string {
  return `${siteOrigin.replace(/\/+$/, "")}/posts#${postAnchor(encodeURIComponent(postId))}`;
}

/**
 * A link as plain text: an address typed as one stays as typed (GroupMe makes it a link); a long
 * address shown cut gets its whole href back; words the coach linked keep their address after them.
 */
function plainLink(link: Extract<PostInline, { type: "link" }>): string {
  if (toSafeHref(link.text) === link.href) return link.text;
  if (link.text.endsWith(ELLIPSIS) && link.href.includes(link.text.slice(0, -ELLIPSIS.length)))
    return link.href;
  return `${link.text} (${link.href})`;
}

function plainInline(token: PostInline): string {
  return token.type === "text" ? token.text : plainLink(token);
}

/**
 * Post text as GroupMe shows it, which is plain text: bold loses its stars, a link keeps its
 * address (after its words when the coach gave some), e.g. `**Bring water** [map](maps.org)` is
 * `"Bring water map (https://maps.org/)"`, and `league.org` stays `"league.org"`.
 */
export function plainPostText(tokens: readonly PostToken[]): string {
  return tokens
    .map((token) => {
      if (token.type === "break") return "\n";
      if (token.type === "bold") return token.children.map(plainInline).join("");
      return plainInline(token);
    })
    .join("")
    .trim();
}

/**
 * Cuts plain text to at most `max` characters, ellipsis included: at the last space in the final
 * 30 % when there is one, so no word or address is cut in two, and never inside a character.
 */
export function cutShareText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < ELLIPSIS.length + 1) return "";
  const hard = characterCut(text, max - ELLIPSIS.length);
  const floor = Math.ceil(hard * 0.7);
  let cut = hard;
  for (let index = hard; index >= floor; index -= 1) {
    if (/\s/.test(text[index] ?? "")) {
      cut = index;
      break;
    }
  }
  const kept = text.slice(0, cut).trimEnd();
  return kept === "" ? "" : `${kept}${ELLIPSIS}`;
}

/** The summary a shared post carries: the coach's excerpt, or the content as a collapsed card shows it. */
function shareSummary(post: Pick<Post, "content" | "excerpt">): string {
  return plainPostText(previewTokens(post));
}

/**
 * The GroupMe message for a published post: its title, its summary (the excerpt, or the first
 * 300 characters as the post's card shows them) and a link to it on /posts, at most 1000
 * characters. A long summary is cut, never the link; the room kept for the link is the same for
 * every post id, so the text a new post's preview shows is the text that goes out.
 */
export function composePostShare(
  post: Pick<Post, "id" | "title" | "content" | "excerpt">,
  siteOrigin: string,
): string {
  const link = `${LINK_LABEL}${postShareLink(siteOrigin, post.id)}`;
  const linkRoom = Math.max(
    link.length,
    `${LINK_LABEL}${postShareLink(siteOrigin, "x".repeat(ID_ROOM))}`.length,
  );
  const room = GROUPME_MESSAGE_MAX - linkRoom - SEPARATOR.length;
  const title = cutShareText(post.title.trim(), room);
  const summaryRoom = room - title.length - SEPARATOR.length;
  const summary = summaryRoom > 0 ? cutShareText(shareSummary(post), summaryRoom) : "";
  return [title, summary, link].filter((part) => part !== "").join(SEPARATOR);
}
