/**
 * A post as a page shows it (docs/languages.md#what-the-coach-writes): on a Spanish page the
 * coach's Spanish version, or the English marked `lang="en"` and followed by "(en inglés)"
 * (`typedText`); on an English page the English. The title and text come from one version, never
 * a Spanish title over English text. Pure.
 */
import type { Post } from "../../lib/schemas/posts";
import type { Lang } from "../../i18n/lang";
import { typedText, type TypedText } from "../../i18n/typed-lang";

/** The fields a version is chosen from; a past season's post has no excerpts. */
export type PostVersions = Pick<Post, "title" | "content" | "titleEs" | "contentEs"> &
  Partial<Pick<Post, "excerpt" | "excerptEs">>;

/** One version of a post: its title, text and excerpt, and how to mark them (`TypedText`'s `lang`, `inEnglish`). */
export interface PostVersion extends Omit<TypedText, "text"> {
  title: string;
  content: string;
  excerpt: string;
}

/**
 * E.g. a post with no Spanish version on a Spanish page is its English with `lang: "en"` and
 * `inEnglish: true`; with one it is `{ title: titleEs, content: contentEs, excerpt: excerptEs, lang: undefined, inEnglish: false }`.
 */
export function postVersion(post: PostVersions, pageLang: Lang): PostVersion {
  const { titleEs, contentEs } = post;
  const spanish = titleEs && contentEs ? { titleEs, contentEs } : null;
  const { lang, inEnglish } = typedText(pageLang, post.title, spanish?.titleEs);
  if (pageLang !== "en" && spanish) {
    return {
      title: spanish.titleEs,
      content: spanish.contentEs,
      excerpt: post.excerptEs ?? "",
      lang,
      inEnglish,
    };
  }
  return { title: post.title, content: post.content, excerpt: post.excerpt ?? "", lang, inEnglish };
}
