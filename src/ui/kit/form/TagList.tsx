/**
 * A post's tags as chips, wherever a post shows them: on its card for parents, on the dashboard's
 * cards and in the View dialog, and in the editor, where `children` draws each tag (as a button
 * that removes it). No tags, no list. Kept this small on purpose: every parent reading /posts
 * downloads it.
 */
import type { ReactNode } from "react";
import { useKitWords } from "../words";

/** A tag's chip: its colours and shape; the size is the caller's. */
export const TAG_CHIP = "rounded-full bg-navy-50 font-medium text-navy-900";

interface TagListProps {
  tags: readonly string[];
  /** The list's name for screen readers; the kit's "Tags" by default. */
  label?: string;
  /** Draws one tag, e.g. as a button; by default a small chip with its name. */
  children?: (tag: string) => ReactNode;
}

export default function TagList({ tags, label, children }: TagListProps) {
  const words = useKitWords();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label ?? words.tags} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className={children ? undefined : `${TAG_CHIP} px-2.5 py-0.5 text-xs`}>
          {children ? children(tag) : tag}
        </li>
      ))}
    </ul>
  );
}
