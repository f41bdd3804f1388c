/**
 * What a collapsed post card shows (docs/product-rules.md#posts): the excerpt, or the content cut to
 * 300 characters, and whether Read More / Read Less is offered at all.
 */
import type { Post } from "../schemas/posts";
import { parsePostText, type PostToken } from "./post-text";
import { deriveExcerpt } from "./post-excerpt";
import { characterCut } from "./text-cut";

/** A collapsed card shows at most this many characters of the content. */
export const PREVIEW_LENGTH = 300;

/** A cut moves back to a line break or a sentence end only if one lies in the last 30 %. */
export const PREVIEW_MIN_FRACTION = 0.7;

/**
 * How a collapsed card shows a post: `full` (all of it, no toggle), `excerpt` (the coach's
 * summary instead of the content), or `cut` (the content up to `cutAt`, then an ellipsis).
 */
export type PostPreview =
  { kind: "full" } | { kind: "excerpt"; excerpt: string } | { kind: "cut"; cutAt: number };

function isSentenceEnd(text: string, index: number): boolean {
  const next = text[index + 1];
  return ".!?".includes(text[index] ?? "x") && (next === undefined || /\s/.test(next));
}

/**
 * Where to cut `content` for a 300-character preview, as a position in the string, or null
 * when it fits. Counts characters as a reader does (an emoji is one, never halved). Prefers the
 * last line break or sentence end between characters 210 and 300, e.g. a 400-character post
 * whose second sentence ends at character 260 is cut right after that sentence.
 */
export function previewCut(content: string, maxLength = PREVIEW_LENGTH): number | null {
  const codePoints = Array.from(content);
  if (codePoints.length <= maxLength) return null;
  const toIndex = (count: number) => codePoints.slice(0, count).join("").length;
  const max = toIndex(maxLength);
  const min = toIndex(Math.ceil(maxLength * PREVIEW_MIN_FRACTION));
  for (let index = max; index >= min; index -= 1) {
    if (content[index] === "\r" || content[index] === "\n")
      return content[index - 1] === "\r" ? index - 1 : index;
    if (isSentenceEnd(content, index - 1)) return index;
  }
  // No natural break: cut at 300 characters, moved back to the start of a character if a
  // 300-code-point cut lands inside one (a family emoji, a flag).
  return characterCut(content, max);
}

/**
 * The collapsed view of a post. An excerpt the server derived (the first 150 characters, when
 * the coach wrote none) counts as no excerpt: the card then shows the content cut to 300
 * characters at a natural break, which reads better than a cut at 150.
 */
export function previewPost(post: Pick<Post, "content" | "excerpt">): PostPreview {
  const excerpt = post.excerpt.trim();
  const written = excerpt !== "" && excerpt !== deriveExcerpt(null, post.content);
  if (written) return excerpt === post.content.trim() ? { kind: "full" } : { kind: "excerpt", excerpt };
  const cutAt = previewCut(post.content);
  return cutAt === null ? { kind: "full" } : { kind: "cut", cutAt };
}

/** Whether the card offers Read More: only when the collapsed view is not the whole post. */
export function canExpand(preview: PostPreview): boolean {
  return preview.kind !== "full";
}

/** The text a collapsed card shows, as tokens, e.g. the excerpt, or the content cut near 300. */
export function previewTokens(post: Pick<Post, "content" | "excerpt">): PostToken[] {
  const preview = previewPost(post);
  if (preview.kind === "excerpt") return parsePostText(preview.excerpt);
  return parsePostText(post.content, preview.kind === "cut" ? { cutAt: preview.cutAt } : {});
}
