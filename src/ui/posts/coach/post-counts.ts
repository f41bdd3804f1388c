/** How many posts are published and how many are drafts, for the dashboard. Pure. */
import type { Post } from "../../../lib/schemas/posts";

/** Published and draft posts, e.g. `{ published: 4, drafts: 1 }`. */
export function postCounts(posts: readonly Pick<Post, "status">[]): { published: number; drafts: number } {
  const published = posts.filter((post) => post.status === "published").length;
  return { published, drafts: posts.length - published };
}
