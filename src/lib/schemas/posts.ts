/**
 * Team announcements (docs/product-rules.md#posts): a post's record under `posts/<id>` and what
 * the coach sends to write or change one.
 */
import * as z from "zod/mini";
import { LIMITS, POST_STATUSES } from "../constants.ts";
import {
  clearableText,
  count,
  IdSchema,
  optionalText,
  requiredText,
  seasonRecordFields,
  spanishText,
  text,
} from "./primitives.ts";

// The record (strict)

export const PostStatusSchema = z.enum(POST_STATUSES);

export const TagSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.tag));

export const PostSchema = z.strictObject({
  id: IdSchema,
  title: text(1, LIMITS.title),
  content: text(LIMITS.postContentMin, LIMITS.postContent),
  excerpt: text(0, LIMITS.excerpt),
  status: PostStatusSchema,
  authorId: text(1, LIMITS.name),
  tags: z.array(TagSchema).check(z.maxLength(LIMITS.tags)),
  /** The Spanish version, if the coach wrote one: the excerpt is the Spanish content's first 150 characters. */
  titleEs: spanishText(LIMITS.title),
  contentEs: spanishText(LIMITS.postContent),
  excerptEs: spanishText(LIMITS.excerpt),
  /** Goes up on every edit; an edit may send it back in `If-Match` so it never overwrites a newer one. */
  revision: z._default(count(), 0),
  ...seasonRecordFields(),
});
export type Post = z.infer<typeof PostSchema>;
/** A post before it is stored: the store gives it the current season. */
export type NewPost = Omit<Post, "seasonId"> & { seasonId?: string };

// ---------------------------------------------------------------------------------------------
// What the routes take (strict)

/** Tags trimmed and deduplicated, in the order given. */
export const TagsInputSchema = z.pipe(
  z.array(TagSchema).check(z.maxLength(LIMITS.tags)),
  z.transform((tags: string[]) => [...new Set(tags)]),
);

export const PostInputSchema = z.strictObject({
  title: requiredText(LIMITS.title, "Title is required"),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        LIMITS.postContentMin,
        `Content must be at least ${String(LIMITS.postContentMin)} characters`,
      ),
      z.maxLength(LIMITS.postContent),
    ),
  /** Empty becomes the first 150 characters of the content. */
  excerpt: optionalText(LIMITS.excerpt),
  status: z._default(PostStatusSchema, "draft"),
  authorId: requiredText(LIMITS.name, "Author ID is required"),
  tags: z._default(TagsInputSchema, []),
  /** The Spanish title and content, optional; one without the other is refused by the API. */
  titleEs: optionalText(LIMITS.title),
  contentEs: optionalText(LIMITS.postContent),
});
export type PostInput = z.infer<typeof PostInputSchema>;

/** An edit changes only the fields it names; an empty excerpt is derived from the content again. */
export const PostUpdateSchema = z.strictObject({
  title: z.optional(PostInputSchema.shape.title),
  content: z.optional(PostInputSchema.shape.content),
  excerpt: clearableText(LIMITS.excerpt),
  status: z.optional(PostStatusSchema),
  authorId: z.optional(PostInputSchema.shape.authorId),
  tags: z.optional(TagsInputSchema),
  titleEs: clearableText(LIMITS.title),
  contentEs: clearableText(LIMITS.postContent),
});
export type PostUpdate = z.infer<typeof PostUpdateSchema>;
