/** The coach's calls on posts (docs/api.md), typed with the shared schemas. */
import * as z from "zod/mini";
import { PostSchema } from "../../../lib/schemas/posts";
import type { PostInputSchema, PostUpdateSchema } from "../../../lib/schemas/posts";
import { coachGet, coachRemove, coachSend, pathId } from "../../kit/coach/coach-call";

/** Every post, drafts included, newest first. */
export const fetchAllPosts = (signal?: AbortSignal) =>
  coachGet("/api/posts/all", z.array(PostSchema), signal);

export const createPost = (input: z.input<typeof PostInputSchema>) =>
  coachSend("POST", "/api/posts", input, PostSchema);

/**
 * Edits a post. With the revision the editor loaded, the server refuses (409) an edit of a post
 * that changed since, instead of overwriting the other change.
 */
export const updatePost = (postId: string, update: z.input<typeof PostUpdateSchema>, revision?: number) =>
  coachSend(
    "PUT",
    `/api/posts/${pathId(postId)}`,
    update,
    PostSchema,
    revision === undefined ? {} : { "If-Match": `"${String(revision)}"` },
  );

export const deletePost = (postId: string) => coachRemove(`/api/posts/${pathId(postId)}`);
