import type { DateTime } from "luxon";
import type { NewPost, Post } from "../schemas/posts";
import type { PostInput, PostUpdate } from "../schemas/posts";
import { conflict, english, validationFailed, type IssueDetail } from "./errors";
import { deriveExcerpt } from "./post-excerpt";

export { deriveExcerpt, EXCERPT_LENGTH, postAnchor } from "./post-excerpt";

/**
 * What a half Spanish version lacks, as the issue on its missing field, or null when the title and
 * content are both written or both empty. The API refuses a half version with it and the editor
 * shows it under the field, e.g. `spanishVersionIssue("Foto del equipo", null)` names `contentEs`.
 */
export function spanishVersionIssue(titleEs: string | null, contentEs: string | null): IssueDetail | null {
  if ((titleEs === null) === (contentEs === null)) return null;
  return titleEs === null
    ? { path: ["titleEs"], message: "Write the Spanish title too, or clear the Spanish text" }
    : { path: ["contentEs"], message: "Write the Spanish text too, or clear the Spanish title" };
}

/**
 * The Spanish version's fields: the title and content both or neither (a half version is refused
 * naming the missing one), and an excerpt derived from the Spanish content.
 */
function spanishVersion(
  titleEs: string | null,
  contentEs: string | null,
): Pick<Post, "titleEs" | "contentEs" | "excerptEs"> {
  const issue = spanishVersionIssue(titleEs, contentEs);
  if (issue) throw validationFailed(english("The Spanish version needs a title and a text"), [issue]);
  return { titleEs, contentEs, excerptEs: contentEs === null ? null : deriveExcerpt(null, contentEs) };
}

/** A new post from the coach's input, with its excerpt filled in when left empty. */
export function buildPost(input: PostInput, id: string, at: DateTime): NewPost {
  const stamp = at.toISO() ?? "";
  return {
    id,
    title: input.title,
    content: input.content,
    excerpt: deriveExcerpt(input.excerpt, input.content),
    status: input.status,
    authorId: input.authorId,
    tags: input.tags,
    ...spanishVersion(input.titleEs, input.contentEs),
    revision: 0,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/**
 * Applies an edit. `expectedRevision` (from `If-Match`) makes it refuse with 409 when the post
 * changed since the editor loaded it, so two editors never silently overwrite each other's tags.
 * An excerpt that was derived from the content follows the new content.
 */
export function applyPostUpdate(
  current: Post,
  update: PostUpdate,
  expectedRevision: number | null,
  at: DateTime,
): Post {
  if (expectedRevision !== null && expectedRevision !== current.revision) {
    throw conflict(
      english("This post was changed since you opened it. Reload it to see the latest version."),
    );
  }
  const content = update.content ?? current.content;
  const excerptWasDerived = current.excerpt === deriveExcerpt(null, current.content);
  const excerpt =
    update.excerpt !== undefined
      ? deriveExcerpt(update.excerpt, content)
      : excerptWasDerived
        ? deriveExcerpt(null, content)
        : current.excerpt;
  return {
    ...current,
    title: update.title ?? current.title,
    content,
    excerpt,
    status: update.status ?? current.status,
    authorId: update.authorId ?? current.authorId,
    tags: update.tags ?? current.tags,
    ...spanishVersion(
      update.titleEs === undefined ? current.titleEs : update.titleEs,
      update.contentEs === undefined ? current.contentEs : update.contentEs,
    ),
    revision: current.revision + 1,
    updatedAt: at.toISO() ?? "",
  };
}
