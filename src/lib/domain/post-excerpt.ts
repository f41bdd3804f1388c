/**
 * What a parent's post card needs of a post's rules: its anchor and its excerpt. Apart from the
 * rest of a post's rules (posts.ts: building, editing, the Spanish version's checks), which only
 * the server and the coach's editor use, so a parent's page loads none of them.
 */

/** A post card's element id, e.g. `"post-abc"`: `/posts#post-abc` opens that card (shared links use it). */
export const postAnchor = (postId: string) => `post-${postId}`;

/** Excerpts show on cards and in feeds; one left empty is the content's first 150 characters. */
export const EXCERPT_LENGTH = 150;

/** The excerpt to store: the given one, or the first 150 characters of the content when empty. */
export function deriveExcerpt(excerpt: string | null | undefined, content: string): string {
  const given = excerpt?.trim() ?? "";
  // By whole characters, so an emoji at the cut is kept or dropped, never halved.
  return given === "" ? Array.from(content.trim()).slice(0, EXCERPT_LENGTH).join("") : given;
}
