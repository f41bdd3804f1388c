/** The search box and tag filter of the posts page (Team Announcements). */
import type { Post } from "../../lib/schemas/posts";

export interface PostFilter {
  /**
   * Matched case-insensitively against the title and content and their Spanish versions, so a
   * search finds a post in either language; blank matches every post.
   */
  query: string;
  /** One exact tag; empty for all tags. */
  tag: string;
}

const LOCALE = "en-US";

/** The tags a parent can filter by: those of published posts, once each, sorted, e.g. `["Equipment", "Uniform"]`. */
export function listTags(posts: readonly Pick<Post, "status" | "tags">[]): string[] {
  const tags = new Set(posts.filter((post) => post.status === "published").flatMap((post) => post.tags));
  return [...tags].sort((left, right) => left.localeCompare(right, LOCALE));
}

/** The posts that match the search text and the tag, in their order. */
export function filterPosts<
  P extends Pick<Post, "title" | "content" | "tags"> & Partial<Pick<Post, "titleEs" | "contentEs">>,
>(posts: readonly P[], { query, tag }: PostFilter): P[] {
  const needle = query.trim().toLocaleLowerCase(LOCALE);
  return posts.filter(
    (post) =>
      (tag === "" || post.tags.includes(tag)) &&
      (needle === "" ||
        [post.title, post.content, post.titleEs, post.contentEs].some((text) =>
          text?.toLocaleLowerCase(LOCALE).includes(needle),
        )),
  );
}
