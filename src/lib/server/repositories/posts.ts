/** Announcements, drafts included. */
import { randomUUID } from "node:crypto";
import { now } from "../../clock";
import { applyPostUpdate, buildPost } from "../../domain/posts";
import type { Post } from "../../schemas/posts";
import type { PostInput, PostUpdate } from "../../schemas/posts";
import { defineRepository, type ReadMode } from "../repository";

export const postsRepository = defineRepository("posts");

const newestFirst = (a: Post, b: Post) => b.createdAt.localeCompare(a.createdAt);

/** Every post, newest first (coach). */
export async function listAllPosts(mode: ReadMode = "exact"): Promise<Post[]> {
  return (await postsRepository.list(mode)).sort(newestFirst);
}

/** Published posts only, newest first (parents). */
export async function listPublishedPosts(mode: ReadMode = "exact"): Promise<Post[]> {
  return (await listAllPosts(mode)).filter((post) => post.status === "published");
}

export async function createPost(input: PostInput): Promise<Post> {
  return postsRepository.create(buildPost(input, randomUUID(), now()));
}

/** Edits a post; with `expectedRevision` (from `If-Match`) a stale edit is a 409, never a lost change. */
export async function updatePost(
  id: string,
  update: PostUpdate,
  expectedRevision: number | null,
): Promise<Post> {
  return postsRepository.update(id, (current) => applyPostUpdate(current, update, expectedRevision, now()));
}
