/**
 * The post editor (docs/product-rules.md#posts): values as typed, tags, the submit label, and the
 * request body, checked with the shared schema. Pure.
 */
import { LIMITS } from "../../../lib/constants";
import type { Post } from "../../../lib/schemas/posts";
import { PostInputSchema, type PostInput } from "../../../lib/schemas/posts";
import { firstIssuePerField } from "../../kit/form/form-errors";
import { fieldsOf, type Checked, type FieldOf } from "../../kit/form/form-state";
import { deriveExcerpt, EXCERPT_LENGTH } from "../../../lib/domain/posts";

export type PostStatus = Post["status"];

export interface PostFormValues {
  title: string;
  content: string;
  /** Empty means the first 150 characters of the content. */
  excerpt: string;
  status: PostStatus;
  authorId: string;
  tags: string[];
}

export type PostFormField = FieldOf<PostFormValues>;

/** The quick-add tags, in the order the editor shows them. */
export const QUICK_TAGS = [
  "Game Update",
  "Practice Info",
  "Weather",
  "Equipment",
  "Snack Schedule",
  "Uniform",
  "Field Info",
  "Important",
] as const;

/** The hint under the excerpt field. */
export const EXCERPT_HINT = `Optional. Left empty, the first ${String(EXCERPT_LENGTH)} characters of the content are used.`;

/** The author of a new post: the coach's fixed id, as on the season's first posts. */
export const DEFAULT_AUTHOR_ID = "coach";

export function newPostForm(authorId: string = DEFAULT_AUTHOR_ID): PostFormValues {
  return { title: "", content: "", excerpt: "", status: "draft", authorId, tags: [] };
}

/**
 * The form filled with a stored post. An excerpt the server derived from the content shows as
 * empty, so it keeps following the content after this edit.
 */
export function postToFormValues(post: Post): PostFormValues {
  const derived = post.excerpt === deriveExcerpt(null, post.content);
  return {
    title: post.title,
    content: post.content,
    excerpt: derived ? "" : post.excerpt,
    status: post.status,
    authorId: post.authorId,
    tags: [...post.tags],
  };
}

/**
 * Adds a typed tag: trimmed, ignored when empty, too long, already there (in any case) or when the
 * post has the most tags allowed, e.g. `addTag(["Weather"], " weather ")` is `["Weather"]`.
 */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim().replace(/\s+/g, " ");
  const known = tags.some((existing) => existing.toLowerCase() === tag.toLowerCase());
  if (tag === "" || tag.length > LIMITS.tag || known || tags.length >= LIMITS.tags) return [...tags];
  return [...tags, tag];
}

/** Why `addTag` would refuse a typed tag, or null when it would add it. */
export function tagProblem(tags: readonly string[], typed: string): string | null {
  const tag = typed.trim();
  if (tag === "") return null;
  if (tag.length > LIMITS.tag) return `A tag can be at most ${String(LIMITS.tag)} characters`;
  if (tags.length >= LIMITS.tags) return `A post can have at most ${String(LIMITS.tags)} tags`;
  return null;
}

export const removeTag = (tags: readonly string[], tag: string): string[] => tags.filter((t) => t !== tag);

/** The submit button's words: Update Post when editing, else by status. */
export function postSubmitLabel(editing: boolean, status: PostStatus): string {
  if (editing) return "Update Post";
  return status === "published" ? "Publish Post" : "Save Draft";
}

export type PostFormResult = Checked<PostFormField, PostInput>;

/** Checks the form and builds the body of `POST /api/posts` (and of an edit). */
export function validatePostForm(values: PostFormValues): PostFormResult {
  const { title, content, excerpt, status, authorId, tags } = values;
  const parsed = PostInputSchema.safeParse({ title, content, excerpt, status, authorId, tags });
  if (!parsed.success)
    return { ok: false, errors: firstIssuePerField(parsed.error.issues, fieldsOf(newPostForm())) };
  return { ok: true, input: parsed.data };
}
