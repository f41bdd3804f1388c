/**
 * The card's icon for what a post is about, by its title: an apple, a jersey, a megaphone. A
 * reference to a symbol of the page's sprite (PostKindSprite.astro, on /posts), so its drawing is
 * in the HTML rather than in the island's script.
 */
import type { PostKind } from "./post-kind";

/** The id of a kind's symbol in the sprite, e.g. `"post-kind-snack"`. */
export const postKindSymbol = (kind: PostKind) => `post-kind-${kind}`;

/** The id of Read More's chevron in the sprite. */
export const READ_MORE_SYMBOL = "post-read-more";

export default function PostKindIcon({ kind, className }: { kind: PostKind; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      className={className}
    >
      <use href={`#${postKindSymbol(kind)}`} />
    </svg>
  );
}
