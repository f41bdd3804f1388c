/** Announcements, drafts included. */
import { PostSchema, type Post } from "../../schemas";
import { defineRepository } from "../repository";

export const postsRepository = defineRepository("posts", PostSchema);

const newestFirst = (a: Post, b: Post) => b.createdAt.localeCompare(a.createdAt);

/** Every post, newest first (coach). */
export async function listAllPosts(): Promise<Post[]> {
  return (await postsRepository.list()).sort(newestFirst);
}

/** Published posts only, newest first (parents). */
export async function listPublishedPosts(): Promise<Post[]> {
  return (await listAllPosts()).filter((post) => post.status === "published");
}
