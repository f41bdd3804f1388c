/**
 * A published post as it goes out to GroupMe (docs/product-rules.md#groupme): its title, its
 * summary as plain text and a link to it on /posts, at most 1000 characters, e.g.
 * `"Game Day Saturday\n\nArrive at 8:30.\n\nRead more: https://hayslightning.org/posts#post-abc"`;
 * in Spanish its Spanish version with a link to /es/posts, and in both languages one message,
 * English first. Pure: the site's origin is passed in.
 */
import { fill } from "../../i18n/fill";
import { pathIn, type Lang } from "../../i18n/lang";
import { GROUPME_MESSAGE_MAX, type GroupMeLanguages } from "../constants";
import type { Post } from "../schemas/posts";
import { GROUPME_WORDS, HALVES_SEPARATOR, joinHalves } from "./groupme-message";
import { toSafeHref } from "./post-links";
import { previewTokens } from "./post-preview";
import type { PostInline, PostToken } from "./post-text";
import { postAnchor } from "./post-excerpt";
import { characterCut, ELLIPSIS } from "./text-cut";

/** The longest post id (`IdSchema`): the room a shared post keeps for its link, whatever its id. */
const ID_ROOM = 64;
const SEPARATOR = "\n\n";

/**
 * Where parents read a post, e.g. `"https://hayslightning.org/posts#post-abc"` (or `/es/posts#…`
 * in Spanish); `/posts` opens that card.
 */
export function postShareLink(siteOrigin: string, postId: string, lang: Lang = "en"): string {
  return `${siteOrigin.replace(/\/+$/, "")}${pathIn("/posts", lang)}#${postAnchor(encodeURIComponent(postId))}`;
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

/** A post as a shared message needs it: its id, its texts and their Spanish versions, if any. */
export type SharedPost = Pick<Post, "id" | "title" | "content" | "excerpt"> &
  Partial<Pick<Post, "titleEs" | "contentEs" | "excerptEs">>;

/** The post's Spanish version, when the coach wrote one. */
function spanishOf(post: SharedPost): Pick<Post, "title" | "content" | "excerpt"> | null {
  if (!post.titleEs || !post.contentEs) return null;
  return { title: post.titleEs, content: post.contentEs, excerpt: post.excerptEs ?? "" };
}

/**
 * The GroupMe message for a published post in one language: its title, its summary (the excerpt,
 * or the first 300 characters as the post's card shows them) and a link to it on /posts, at most
 * `max` characters (GroupMe's 1000 unless said). A long summary is cut, never the link; the room
 * kept for the link is the same for every post id, so the text a new post's preview shows is the
 * text that goes out. In Spanish it is the Spanish version with "Leer más: …/es/posts#…", or the
 * English when there is none (`withoutVersion: "english"`), or the link alone (`"link"`, in a
 * message in both, whose English half says it already).
 */
export function composePostShare(
  post: SharedPost,
  siteOrigin: string,
  lang: Lang = "en",
  max: number = GROUPME_MESSAGE_MAX,
  withoutVersion: "english" | "link" = "english",
): string {
  const label = GROUPME_WORDS[lang].share.readMore;
  const link = fill(label, { link: postShareLink(siteOrigin, post.id, lang) });
  const linkRoom = Math.max(
    link.length,
    fill(label, { link: postShareLink(siteOrigin, "x".repeat(ID_ROOM), lang) }).length,
  );
  const spanish = lang === "es" ? spanishOf(post) : null;
  if (lang === "es" && spanish === null && withoutVersion === "link") return link;
  const texts = spanish ?? post;
  const room = max - linkRoom - SEPARATOR.length;
  const title = cutShareText(texts.title.trim(), room);
  const summaryRoom = room - title.length - SEPARATOR.length;
  const summary = summaryRoom > 0 ? cutShareText(shareSummary(texts), summaryRoom) : "";
  return [title, summary, link].filter((part) => part !== "").join(SEPARATOR);
}

/**
 * The shared post in the languages chosen, as one message of at most 1000 characters, and
 * whether the summaries had to be shortened for both languages to fit: each half then keeps to its
 * share (the Spanish half a link only when the post has no Spanish version), e.g.
 * `composePostShareIn(post, origin, "both").text` is the English message, a blank line, the Spanish.
 */
export function composePostShareIn(
  post: SharedPost,
  siteOrigin: string,
  send: GroupMeLanguages,
): { text: string; shortened: boolean } {
  if (send !== "both") return { text: composePostShare(post, siteOrigin, send), shortened: false };
  const spanish = composePostShare(post, siteOrigin, "es", GROUPME_MESSAGE_MAX, "link");
  const whole = joinHalves([composePostShare(post, siteOrigin, "en"), spanish]);
  if (whole.length <= GROUPME_MESSAGE_MAX) return { text: whole, shortened: false };
  const half = Math.floor((GROUPME_MESSAGE_MAX - HALVES_SEPARATOR.length) / 2);
  const shortSpanish =
    spanish.length <= half ? spanish : composePostShare(post, siteOrigin, "es", half, "link");
  const english = composePostShare(
    post,
    siteOrigin,
    "en",
    GROUPME_MESSAGE_MAX - HALVES_SEPARATOR.length - shortSpanish.length,
  );
  return { text: joinHalves([english, shortSpanish]), shortened: true };
}
