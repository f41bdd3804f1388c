/**
 * The post editor (docs/product-rules.md#posts): values as typed, tags, the submit label, and the
 * request body, checked with the shared schema and the API's rule for the Spanish version (both or
 * neither, docs/languages.md#what-the-coach-writes). Pure.
 */
import { LIMITS } from "../../../lib/constants";
import type { Post } from "../../../lib/schemas/posts";
import { PostInputSchema, type PostInput } from "../../../lib/schemas/posts";
import { firstIssuePerField } from "../../kit/form/form-errors";
import { fieldsOf, type Checked, type FieldOf } from "../../kit/form/form-state";
import { deriveExcerpt, EXCERPT_LENGTH, spanishVersionIssue } from "../../../lib/domain/posts";

export type PostStatus = Post["status"];

export interface PostFormValues {
  title: string;
  content: string;
  /** Empty means the first 150 characters of the content. */
  excerpt: string;
  status: PostStatus;
  authorId: string;
  tags: string[];
  /** The Spanish version's title and text: both or neither; empty for none. */
  titleEs: string;
  contentEs: string;
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
  return {
    title: "",
    content: "",
    excerpt: "",
    status: "draft",
    authorId,
    tags: [],
    titleEs: "",
    contentEs: "",
  };
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
    titleEs: post.titleEs ?? "",
    contentEs: post.contentEs ?? "",
  };
}

/** What the coach's lists say of a post the coach wrote no Spanish version of. */
export const NO_SPANISH_VERSION = "No Spanish version";

/** The hint over the Spanish fields while both are empty. */
export const NO_SPANISH_HINT =
  "No Spanish version yet: the Spanish pages show the English, marked “(en inglés)”. Write both a Spanish title and text, or leave both empty.";

/** The hint over the Spanish fields: `NO_SPANISH_HINT` while both are empty, else null. */
export function spanishHint(values: Pick<PostFormValues, "titleEs" | "contentEs">): string | null {
  return values.titleEs.trim() === "" && values.contentEs.trim() === "" ? NO_SPANISH_HINT : null;
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

const blankAsNull = (text: string): string | null => (text.trim() === "" ? null : text);

/**
 * Checks the form and builds the body of `POST /api/posts` (and of an edit, which always sends the
 * Spanish version, so clearing both fields removes it). A half Spanish version gets the API's
 * message under its missing field.
 */
export function validatePostForm(values: PostFormValues): PostFormResult {
  const { title, content, excerpt, status, authorId, tags, titleEs, contentEs } = values;
  const parsed = PostInputSchema.safeParse({
    title,
    content,
    excerpt,
    status,
    authorId,
    tags,
    titleEs,
    contentEs,
  });
  const errors = parsed.success ? {} : firstIssuePerField(parsed.error.issues, fieldsOf(newPostForm()));
  const half = spanishVersionIssue(blankAsNull(titleEs), blankAsNull(contentEs));
  const field = half?.path[0] === "titleEs" ? "titleEs" : "contentEs";
  const withHalf = half && errors[field] === undefined ? { ...errors, [field]: half.message } : errors;
  if (!parsed.success || half) return { ok: false, errors: withHalf };
  return { ok: true, input: parsed.data };
}
